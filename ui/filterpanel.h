#pragma once

#include "core/devicefilter.h"

#include <QWidget>

#include <map>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace gpa::ui {

// Narrows the catalogue down: kind, vendor, segment, minimum memory, maximum
// price (in the display currency), tensor cores only, release years and free
// text. Says how many filters are active and clears them in one click.
class FilterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FilterPanel(QWidget *parent = nullptr);

    // The vendors offered (every one checked = no restriction).
    void setVendors(const QStringList &vendors);
    // The display currency, for the price bound: its code and one unit in USD.
    void setCurrency(const QString &code, double usdPerUnit);

    [[nodiscard]] DeviceFilter filter() const;
    [[nodiscard]] QLineEdit *searchField() const { return m_text; }

public slots:
    void clear();

signals:
    void filterChanged(const gpa::DeviceFilter &filter);

private:
    void emitChanged();
    QCheckBox *addCheck(QWidget *parent, const QString &text);

    std::map<DeviceKind, QCheckBox *> m_kinds;
    std::map<Segment, QCheckBox *> m_segments;
    QListWidget *m_vendors = nullptr;
    QDoubleSpinBox *m_minMemory = nullptr;
    QDoubleSpinBox *m_maxPrice = nullptr;
    QCheckBox *m_tensorOnly = nullptr;
    QSpinBox *m_fromYear = nullptr;
    QSpinBox *m_toYear = nullptr;
    QLineEdit *m_text = nullptr;
    QLabel *m_active = nullptr;
    QPushButton *m_clear = nullptr;
    double m_usdPerUnit = 1.0;
    bool m_updating = false;
};

} // namespace gpa::ui
