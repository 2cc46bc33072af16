#pragma once

#include <QTableView>

namespace gpa::ui {

// A table whose one column (the device's name) stays at the left edge while
// the other columns scroll sideways under it, so a row can always be told
// apart. The frozen column is a second view laid over the first once the
// table scrolls sideways, sharing its model and selection; it takes no focus,
// so shortcuts and editing stay with this view, and a click on a name selects
// the row as anywhere else.
class FrozenColumnTableView : public QTableView
{
    Q_OBJECT

public:
    explicit FrozenColumnTableView(int frozenColumn, QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    void setSelectionModel(QItemSelectionModel *selectionModel) override;

    // The view laid over the frozen column, made when the table first
    // scrolls sideways (or here).
    QTableView *frozenView();
    [[nodiscard]] int frozenColumn() const { return m_column; }
    // Puts the frozen column back in the first place (after the user drags
    // columns or a saved header order is restored).
    void keepFrozenColumnFirst();
    // QHeaderView::restoreState() on the column header, with the frozen
    // column first and as wide as its column underneath (a restored state
    // resizes sections without signalling it); false when `state` is not a
    // header state, and nothing changes.
    bool restoreHeaderState(const QByteArray &state);

    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;

    // resizeColumnsToContents() without laying out every cell through the
    // delegate and the style: the delegate measures one cell of each font
    // and decoration per column, the other cells add only their text's
    // width. The same widths for single-line text (a cell with several
    // lines is measured by the delegate). Like Qt's, it reads at most
    // horizontalHeader()->resizeContentsPrecision() rows from the top one.
    void fitColumnsToContents();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void updateGeometries() override;
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    // With no row selected, Up or Down selects the row the cursor is on (the
    // first one once the table has the focus) rather than the one past it.
    void keyPressEvent(QKeyEvent *event) override;

private:
    void showOnlyFrozenColumn();
    void updateFrozenGeometry();

    QTableView *m_frozen = nullptr;
    QWidget *m_edge = nullptr;
    int m_column;
    bool m_moving = false;
};

} // namespace gpa::ui
