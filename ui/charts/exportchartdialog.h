#pragma once

#include "chartexport.h"

#include <QDialog>

#include <functional>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gpa::ui {

// Chooses how a chart is exported: format, size, scale and file name. With a
// writer, Save creates a missing folder and writes; a failure is shown in the
// dialog, which stays open with every choice kept. Without one it writes
// nothing and the caller passes the choice to exportChart().
class ExportChartDialog : public QDialog
{
    Q_OBJECT

public:
    using Writer = std::function<std::optional<QString>(const QString &path, QSize size, double scale)>;

    explicit ExportChartDialog(QWidget *parent = nullptr);

    void setWriter(Writer writer) { m_writer = std::move(writer); }
    void accept() override;
    // The reason the last Save failed, empty when none did.
    [[nodiscard]] QString problem() const;

    void setPath(const QString &path); // the format follows its extension
    [[nodiscard]] QString path() const;
    void setFormat(ChartFileFormat format); // changes the path's extension too
    [[nodiscard]] ChartFileFormat format() const;
    void setChartSize(QSize size);
    [[nodiscard]] QSize chartSize() const;
    void setScale(double scale);
    [[nodiscard]] double scale() const; // 1 for SVG

    // Whether OK is enabled: a file name ending in the chosen format's extension.
    [[nodiscard]] bool isAcceptable() const;

private:
    void browse();
    void formatChanged();
    void pathEdited();
    void updateState();

    QComboBox *m_format = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QDoubleSpinBox *m_scale = nullptr;
    QLabel *m_pixels = nullptr;
    QLineEdit *m_path = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    Writer m_writer;
    QString m_writeError;
};

} // namespace gpa::ui
