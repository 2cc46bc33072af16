#pragma once

#include "core/device.h"

#include <QDialog>

#include <map>
#include <string>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace gpa::ui {

class Workspace;

// Adds a device the catalogue lacks (an unreleased or missing card) or edits
// one. Every field is checked as it is typed: a number field accepts a number
// in the user's locale or nothing (unknown), and the reason a value is
// refused shows beside it. The engine's estimate for the sheet as typed is
// shown live, so the user sees what the card would rank as before saving.
class DeviceDialog : public QDialog
{
    Q_OBJECT

public:
    // `device` null: a new device; else its current values.
    DeviceDialog(Workspace *workspace, const Device *device, QWidget *parent = nullptr);

    // The sheet as typed; valid when the dialog was accepted.
    [[nodiscard]] Device device() const;

    // For tests: the text field of a column (e.g. "memory_gb").
    [[nodiscard]] QLineEdit *field(const std::string &column) const;
    [[nodiscard]] QPushButton *okButton() const { return m_ok; }

private:
    void validate();
    QLineEdit *addLine(QFormLayout *form, const std::string &column, const QString &label,
                       const QString &text, const QString &unit = {});

    Workspace *m_workspace;
    bool m_editing;
    Device m_original;
    std::map<std::string, QLineEdit *> m_fields;
    std::map<std::string, QLabel *> m_problems;
    QComboBox *m_kind;
    QComboBox *m_segment;
    QComboBox *m_tensorCores;
    QComboBox *m_cooling;
    QSpinBox *m_year;
    QPlainTextEdit *m_notes;
    QLabel *m_estimate;
    QPushButton *m_ok;
};

} // namespace gpa::ui
