#pragma once

#include "core/pricepaste.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace gpa::ui {

class Workspace;

// Edit > Paste prices: a block of "device, price[, currency[, kind]]" lines
// (from a spreadsheet: tab-separated) checked line by line before anything
// is written. The preview lists every line with its device and price, or
// the problem of a bad one; Apply stays off while any line is bad. The
// prices are added as one transaction and undone as one step (Ctrl+Z).
class PastePricesDialog : public QDialog
{
    Q_OBJECT

public:
    PastePricesDialog(Workspace *workspace, const QString &text, QWidget *parent = nullptr);

    void setText(const QString &text);
    [[nodiscard]] const PastedPrices &pasted() const { return m_pasted; }
    [[nodiscard]] bool canApply() const;
    // The problems as shown, one line each ("line 2: no device ...").
    [[nodiscard]] QString problems() const;
    [[nodiscard]] int previewRows() const;
    // Adds the prices (what Apply does); false when nothing was added.
    bool apply();

private:
    void check();

    Workspace *m_workspace;
    PastedPrices m_pasted;
    QPlainTextEdit *m_text;
    QTableWidget *m_preview;
    QLabel *m_summary;
    QPushButton *m_apply;
};

} // namespace gpa::ui
