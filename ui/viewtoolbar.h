#pragma once

#include "core/ranking.h"

#include <QToolBar>

class QCheckBox;
class QComboBox;
class QDateEdit;

namespace gpa::ui {

// The toolbar's view selectors: workload (or a weighted mix), precision,
// reference device, price policy, currency and an "as of" date.
class ViewToolBar : public QToolBar
{
    Q_OBJECT

public:
    explicit ViewToolBar(QWidget *parent = nullptr);

    // The choices offered; keeps the current selection where it still exists.
    void setDevices(const std::vector<std::pair<std::string, std::string>> &idsAndNames);
    void setCurrencies(const QStringList &codes);

    void setView(const ViewOptions &view);
    [[nodiscard]] ViewOptions view() const { return m_view; }

signals:
    void viewChanged(const gpa::ViewOptions &view);

private:
    void readWidgets();
    void editCustomMix();

    QComboBox *m_workload;
    QComboBox *m_precision;
    QComboBox *m_reference;
    QComboBox *m_policy;
    QComboBox *m_currency;
    QCheckBox *m_asOfEnabled;
    QDateEdit *m_asOf;
    ViewOptions m_view;
    bool m_updating = false;
};

} // namespace gpa::ui
