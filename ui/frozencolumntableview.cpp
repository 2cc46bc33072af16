#include "frozencolumntableview.h"

#include <QAbstractItemDelegate>
#include <QFontMetricsF>
#include <QHash>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpa::ui {

namespace {

// The line on the frozen column's right edge, where the scrolled columns
// pass under it: a widget of its own rather than a style sheet's border,
// which would put Qt's style sheet style between the frozen view and the
// window's style for every part the view draws.
class FrozenEdge : public QWidget
{
public:
    using QWidget::QWidget;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), palette().color(QPalette::Mid));
    }
};

} // namespace

FrozenColumnTableView::FrozenColumnTableView(int frozenColumn, QWidget *parent)
    : QTableView(parent)
    , m_column(frozenColumn)
{
    setHorizontalScrollMode(ScrollPerPixel);
    // The name column covers the scrolled ones only once the table scrolls
    // sideways: until then it is in its place, and the window's start makes
    // no second view (with its headers and its model's signals).
    connect(horizontalScrollBar(), &QAbstractSlider::valueChanged, this, [this](int value) {
        if (value > 0)
            frozenView();
    });
    connect(horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int logical, int, int size) {
                if (logical == m_column && m_frozen) {
                    m_frozen->setColumnWidth(m_column, size);
                    updateFrozenGeometry();
                }
            });
    connect(horizontalHeader(), &QHeaderView::sectionMoved, this,
            &FrozenColumnTableView::keepFrozenColumnFirst);
}

QTableView *FrozenColumnTableView::frozenView()
{
    if (m_frozen)
        return m_frozen;
    m_frozen = new QTableView(this);
    m_edge = new FrozenEdge(this);
    m_frozen->setObjectName(QStringLiteral("frozenColumn"));
    m_frozen->setFocusPolicy(Qt::NoFocus);
    m_frozen->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_frozen->verticalHeader()->hide();
    m_frozen->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_frozen->horizontalHeader()->setSectionsMovable(false);
    m_frozen->horizontalHeader()->setSortIndicatorShown(true);
    m_frozen->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    m_frozen->setContextMenuPolicy(Qt::CustomContextMenu);
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setFrameShape(QFrame::NoFrame);
    // The cells drawn by the table's delegate.
    m_frozen->setItemDelegate(itemDelegate());
    viewport()->stackUnder(m_frozen);
    m_frozen->horizontalHeader()->setSortIndicator(
        horizontalHeader()->sortIndicatorSection() == m_column ? m_column : -1,
        horizontalHeader()->sortIndicatorOrder());

    // Rows scroll together, whichever view the wheel turned.
    connect(m_frozen->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(), &QAbstractSlider::setValue);
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, m_frozen->verticalScrollBar(),
            &QAbstractSlider::setValue);
    // Row heights follow the scrolled part's. A new default height resizes
    // every row there, one signal each: the frozen column takes the new
    // default once (one pass over its rows), and each following signal finds
    // its row already that tall. Copying every row one at a time would
    // recompute the frozen column's row positions once per row.
    connect(verticalHeader(), &QHeaderView::sectionResized, this, [this](int row, int, int size) {
        QHeaderView *frozenRows = m_frozen->verticalHeader();
        const int common = verticalHeader()->defaultSectionSize();
        if (size == common && frozenRows->defaultSectionSize() != common)
            frozenRows->setDefaultSectionSize(common);
        if (frozenRows->sectionSize(row) != size)
            frozenRows->resizeSection(row, size);
    });
    // The name's header sorts the whole table and shows its order.
    connect(m_frozen->horizontalHeader(), &QHeaderView::sectionClicked, this, [this] {
        const QHeaderView *header = horizontalHeader();
        const bool ascending = header->sortIndicatorSection() == m_column && header->sortIndicatorOrder() == Qt::AscendingOrder;
        if (isSortingEnabled())
            sortByColumn(m_column, ascending ? Qt::DescendingOrder : Qt::AscendingOrder);
    });
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this](int section, Qt::SortOrder order) {
        m_frozen->horizontalHeader()->setSortIndicator(section == m_column ? m_column : -1, order);
    });
    // Right clicks on the name ask the same menus as on the rest of the row.
    connect(m_frozen->horizontalHeader(), &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QPoint global = m_frozen->horizontalHeader()->mapToGlobal(pos);
        emit horizontalHeader()->customContextMenuRequested(horizontalHeader()->mapFromGlobal(global));
    });
    connect(m_frozen, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        if (contextMenuPolicy() == Qt::CustomContextMenu)
            emit customContextMenuRequested(viewport()->mapFromGlobal(m_frozen->viewport()->mapToGlobal(pos)));
    });
    if (model()) {
        m_frozen->setModel(model());
        m_frozen->setSelectionModel(selectionModel());
        showOnlyFrozenColumn();
    }
    updateFrozenGeometry(); // the rows' default height among the rest
    // Rows of a height of their own, as tall as the table's.
    if (model()) {
        const int common = verticalHeader()->defaultSectionSize();
        for (int row = 0; row < model()->rowCount(rootIndex()); ++row) {
            if (const int height = rowHeight(row); height != common)
                m_frozen->setRowHeight(row, height);
        }
    }
    // Shown by updateFrozenGeometry() above, unless the column is hidden.
    return m_frozen;
}

void FrozenColumnTableView::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    if (m_frozen) {
        m_frozen->setModel(model);
        m_frozen->setSelectionModel(selectionModel());
    }
    if (model) {
        connect(model, &QAbstractItemModel::columnsInserted, this, &FrozenColumnTableView::showOnlyFrozenColumn);
        connect(model, &QAbstractItemModel::modelReset, this, &FrozenColumnTableView::showOnlyFrozenColumn);
    }
    showOnlyFrozenColumn();
    keepFrozenColumnFirst();
    updateFrozenGeometry();
}

void FrozenColumnTableView::setSelectionModel(QItemSelectionModel *selectionModel)
{
    QTableView::setSelectionModel(selectionModel);
    // setModel() sets a new selection model before the frozen view has the
    // model; it takes the selection model there.
    if (m_frozen && selectionModel && m_frozen->model() == selectionModel->model())
        m_frozen->setSelectionModel(selectionModel);
}

void FrozenColumnTableView::showOnlyFrozenColumn()
{
    if (!model() || !m_frozen)
        return;
    for (int c = 0; c < model()->columnCount(); ++c)
        m_frozen->setColumnHidden(c, c != m_column);
    m_frozen->setColumnWidth(m_column, columnWidth(m_column));
}

void FrozenColumnTableView::fitColumnsToContents()
{
    QAbstractItemModel *source = model();
    if (!source)
        return;
    QStyleOptionViewItem base;
    initViewItemOption(&base);
    // What a cell adds around its text depends on its font and on whether
    // it has a decoration or a check box: measured once per such shape.
    struct CellShape
    {
        QFont font;
        bool decorated = false;
        bool checkable = false;
        QFontMetricsF metrics{QFont()};
        int overhead = 0;
        QHash<QChar, qreal> charWidths;
    };
    struct Cell
    {
        QString text;
        std::size_t shape = 0;
        qreal bound = 0.0;
    };
    const auto textWidth = [](const QFontMetricsF &metrics, const QString &text) {
        return static_cast<int>(std::ceil(metrics.horizontalAdvance(text)));
    };
    // A bound on a text's width from its characters' own widths, 2% and a
    // pixel above their sum: shaping (kerning, ligatures) moves a line of
    // table text by less than that, and mostly narrows it. Cells that cannot
    // be the widest are never shaped.
    const auto widthBound = [](CellShape &shape, const QString &text) {
        qreal sum = 0.0;
        for (const QChar c : text) {
            auto it = shape.charWidths.constFind(c);
            if (it == shape.charWidths.constEnd())
                it = shape.charWidths.insert(c, shape.metrics.horizontalAdvance(c));
            sum += *it;
        }
        return sum * 1.02 + 1.0;
    };
    QHeaderView *header = horizontalHeader();
    // As many rows as QTableView::sizeHintForColumn() looks at: the column
    // header's resizeContentsPrecision() (1,000 by default) from the top one.
    const int precision = horizontalHeader()->resizeContentsPrecision();
    const int total = source->rowCount(rootIndex());
    const int first = std::clamp(verticalHeader()->visualIndexAt(0), 0, std::max(total - 1, 0));
    const int rows = precision > 0 ? std::min(total - first, precision) : total - first;
    const int columns = source->columnCount(rootIndex());
    std::vector<Cell> cells;
    for (int column = 0; column < columns; ++column) {
        if (header->isSectionHidden(column))
            continue;
        std::vector<CellShape> shapes;
        cells.clear();
        int content = 0;
        for (int row = first; row < first + rows; ++row) {
            const QModelIndex index = source->index(row, column, rootIndex());
            QString text = index.data(Qt::DisplayRole).toString();
            const QVariant fontData = index.data(Qt::FontRole);
            const QFont font = fontData.isValid() ? qvariant_cast<QFont>(fontData).resolve(base.font) : base.font;
            const bool decorated = index.data(Qt::DecorationRole).isValid();
            const bool checkable = index.data(Qt::CheckStateRole).isValid();
            if (text.contains(QLatin1Char('\n'))) {
                content = std::max(content, itemDelegateForIndex(index)->sizeHint(base, index).width());
                continue;
            }
            auto shape = std::find_if(shapes.begin(), shapes.end(), [&](const CellShape &s) {
                return s.decorated == decorated && s.checkable == checkable && s.font == font;
            });
            if (shape == shapes.end()) {
                CellShape fresh{font, decorated, checkable, QFontMetricsF(font), 0, {}};
                fresh.overhead = itemDelegateForIndex(index)->sizeHint(base, index).width()
                                 - textWidth(fresh.metrics, text);
                shape = shapes.insert(shapes.end(), std::move(fresh));
            }
            const qreal bound = shape->overhead + widthBound(*shape, text);
            cells.push_back({std::move(text), static_cast<std::size_t>(shape - shapes.begin()), bound});
        }
        // The widest bounds first; done once no bound exceeds the widest measured.
        std::sort(cells.begin(), cells.end(), [](const Cell &a, const Cell &b) { return a.bound > b.bound; });
        for (const Cell &cell : cells) {
            if (cell.bound <= content)
                break;
            const CellShape &shape = shapes[cell.shape];
            content = std::max(content, shape.overhead + textWidth(shape.metrics, cell.text));
        }
        if (showGrid())
            content += 1; // as QTableView::sizeHintForColumn()
        header->resizeSection(column, std::max(content, header->sectionSizeHint(column)));
    }
}

void FrozenColumnTableView::keepFrozenColumnFirst()
{
    QHeaderView *header = horizontalHeader();
    if (m_moving || !model() || header->visualIndex(m_column) <= 0)
        return;
    m_moving = true;
    header->moveSection(header->visualIndex(m_column), 0);
    m_moving = false;
}

void FrozenColumnTableView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    updateFrozenGeometry();
}

void FrozenColumnTableView::updateGeometries()
{
    QTableView::updateGeometries();
    updateFrozenGeometry();
}

bool FrozenColumnTableView::restoreHeaderState(const QByteArray &state)
{
    if (!horizontalHeader()->restoreState(state))
        return false;
    keepFrozenColumnFirst();
    if (m_frozen)
        m_frozen->setColumnWidth(m_column, columnWidth(m_column));
    updateFrozenGeometry();
    return true;
}

void FrozenColumnTableView::updateFrozenGeometry()
{
    if (!m_frozen)
        return;
    // Looks and behaves like the view it covers.
    m_frozen->setSelectionBehavior(selectionBehavior());
    m_frozen->setSelectionMode(selectionMode());
    m_frozen->setAlternatingRowColors(alternatingRowColors());
    m_frozen->setWordWrap(wordWrap());
    m_frozen->setTextElideMode(textElideMode());
    m_frozen->setVerticalScrollMode(verticalScrollMode());
    // Each of these passes over every row (and a new default height resizes
    // every one of them): only when it changed.
    QHeaderView *rows = m_frozen->verticalHeader();
    if (const auto mode = verticalHeader()->sectionResizeMode(0);
        rows->sectionResizeMode(0) != mode)
        rows->setSectionResizeMode(mode);
    if (const int common = verticalHeader()->defaultSectionSize();
        rows->defaultSectionSize() != common)
        rows->setDefaultSectionSize(common);
    m_frozen->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    const bool shown = model() && !isColumnHidden(m_column);
    m_frozen->setVisible(shown);
    m_edge->setVisible(shown);
    const int left = frameWidth() + (verticalHeader()->isVisible() ? verticalHeader()->width() : 0);
    // The column's width: the frozen view's, then its edge's one pixel.
    const int width = std::max(columnWidth(m_column) - 1, 0);
    const int height = viewport()->height() + horizontalHeader()->height();
    m_frozen->setGeometry(left, frameWidth(), width, height);
    m_edge->setGeometry(left + width, frameWidth(), 1, height);
    m_frozen->verticalScrollBar()->setValue(verticalScrollBar()->value());
}

void FrozenColumnTableView::paintEvent(QPaintEvent *event)
{
    // What lies under the frozen view is never seen: its cells (long names,
    // elided at every paint) are not drawn twice.
    if (!m_frozen || !m_frozen->isVisible()) {
        QTableView::paintEvent(event);
        return;
    }
    const QRect frozen = m_frozen->geometry().united(m_edge->geometry());
    const QRect covered(viewport()->mapFrom(this, frozen.topLeft()), frozen.size());
    const QRegion shown = event->region().subtracted(covered);
    if (shown == event->region()) {
        QTableView::paintEvent(event);
    } else if (!shown.isEmpty()) {
        QPaintEvent uncovered(shown);
        QTableView::paintEvent(&uncovered);
    }
}

QModelIndex FrozenColumnTableView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = QTableView::moveCursor(cursorAction, modifiers);
    // A cell that would land under the frozen column scrolls out from under it.
    if (cursorAction == MoveLeft && current.isValid() && current.column() != m_column) {
        const int hiddenBy = columnWidth(m_column) - visualRect(current).left();
        if (hiddenBy > 0)
            horizontalScrollBar()->setValue(horizontalScrollBar()->value() - hiddenBy);
    }
    return current;
}

void FrozenColumnTableView::keyPressEvent(QKeyEvent *event)
{
    const QModelIndex current = currentIndex();
    if ((event->key() == Qt::Key_Down || event->key() == Qt::Key_Up)
        && event->modifiers() == Qt::NoModifier && current.isValid()
        && selectionMode() != NoSelection && selectionModel()
        && !selectionModel()->hasSelection()) {
        QItemSelectionModel::SelectionFlags command = QItemSelectionModel::ClearAndSelect;
        if (selectionBehavior() == SelectRows)
            command |= QItemSelectionModel::Rows;
        else if (selectionBehavior() == SelectColumns)
            command |= QItemSelectionModel::Columns;
        selectionModel()->setCurrentIndex(current, command);
        scrollTo(current);
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

void FrozenColumnTableView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    if (index.column() != m_column) {
        QTableView::scrollTo(index, hint);
        return;
    }
    // The name is always in view sideways: only the row needs scrolling to.
    const int sideways = horizontalScrollBar()->value();
    QTableView::scrollTo(index, hint);
    horizontalScrollBar()->setValue(sideways);
}

} // namespace gpa::ui
