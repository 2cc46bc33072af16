#pragma once

#include "core/dataexchange.h"

#include <QDialog>
#include <QString>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace gpa::ui {

class Workspace;

// File > Import: reads one CSV or JSON file of the catalogue's formats (or a
// Lambda benchmark CSV, a SkyPilot catalogue CSV), checks every row against
// the catalogue and shows what an import would change — or every bad row
// with its line, column and reason — before anything is written. Import
// applies the whole file as one transaction; it is not undoable, and the
// dialog says so.
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    ImportDialog(Workspace *workspace, const QString &path, QWidget *parent = nullptr);

    // The dry run's report as shown.
    [[nodiscard]] QString report() const;
    // True when every row is valid and the file changes something.
    [[nodiscard]] bool canApply() const { return m_plan.has_value() && !m_plan->changesNothing(); }
    // Applies the import (what the Import button does); false, with the
    // reason in the report, when the catalogue refused it.
    bool apply();

private:
    void read(const QString &path);

    Workspace *m_workspace;
    QString m_path;
    std::optional<exchange::Plan> m_plan;
    QLabel *m_headline;
    QPlainTextEdit *m_report;
    QPushButton *m_import;
};

} // namespace gpa::ui
