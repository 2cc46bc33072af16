// CellDelegate: draws every cell exactly as QStyledItemDelegate does (the
// same pixels), while laying each text out once and keeping it for the next
// repaint.
#include "ui/celldelegate.h"

#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QItemSelectionModel>
#include <QPainter>
#include <QPixmap>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyleFactory>
#include <QTableView>

#include <catch2/catch.hpp>

#include <memory>

using gpa::ui::CellDelegate;

namespace {

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(color);
    return QIcon(pixmap);
}

// Every kind of cell the device table shows, and some it does not.
std::unique_ptr<QStandardItemModel> cells()
{
    auto model = std::make_unique<QStandardItemModel>(0, 5);
    const auto row = [&](const QList<QStandardItem *> &items) { model->appendRow(items); };
    const QString longName = QStringLiteral("NVIDIA GeForce RTX 4090 Founders Edition with a name too long for its column");
    auto *rightAligned = new QStandardItem(QStringLiteral("1,234.56"));
    rightAligned->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *centred = new QStandardItem(QStringLiteral("24 GB"));
    centred->setTextAlignment(Qt::AlignCenter);
    auto *bottom = new QStandardItem(QStringLiteral("bottom"));
    bottom->setTextAlignment(Qt::AlignLeft | Qt::AlignBottom);
    row({new QStandardItem(longName), rightAligned, centred, bottom, new QStandardItem(QStringLiteral("Ada"))});

    auto *bold = new QStandardItem(QStringLiteral("Reference"));
    QFont font = QApplication::font();
    font.setBold(true);
    bold->setFont(font);
    auto *coloured = new QStandardItem(QStringLiteral("$1,599"));
    coloured->setForeground(QColor(192, 57, 43));
    auto *icon = new QStandardItem(swatch(Qt::darkGreen), QStringLiteral("with an icon and a long text"));
    auto *checkable = new QStandardItem(QStringLiteral("checked"));
    checkable->setCheckable(true);
    checkable->setCheckState(Qt::Checked);
    auto *shaded = new QStandardItem(QStringLiteral("shaded"));
    shaded->setBackground(QColor(250, 240, 200));
    row({bold, coloured, icon, checkable, shaded});

    // Left to the style: several lines, nothing at all; and text the style
    // elides in the middle or at the start.
    auto *elidedMiddle = new QStandardItem(longName);
    row({new QStandardItem(QStringLiteral("two\nlines")), new QStandardItem(), elidedMiddle,
         new QStandardItem(QStringLiteral("中文名称 显卡 很长的名字")), new QStandardItem(QStringLiteral("x"))});
    return model;
}

struct Pair
{
    QTableView plain;
    QTableView cached;
    QStyledItemDelegate styled;
    CellDelegate delegate;
};

void setUp(QTableView &view, QAbstractItemModel *model, const QList<int> &widths)
{
    view.setModel(model);
    view.resize(620, 150);
    view.verticalHeader()->setDefaultSectionSize(view.fontMetrics().height() + 8);
    for (int c = 0; c < widths.size(); ++c)
        view.setColumnWidth(c, widths[c]);
    view.setAlternatingRowColors(true);
    view.setWordWrap(false);
    view.show();
}

QImage picture(QTableView &view)
{
    view.viewport()->update();
    return view.grab().toImage();
}

} // namespace

TEST_CASE("Cells painted by the cell delegate have the style's own pixels", "[celldelegate]")
{
    const auto model = cells();
    Pair pair;
    pair.plain.setItemDelegate(&pair.styled);
    pair.cached.setItemDelegate(&pair.delegate);
    // Wide columns, columns that elide, and one too narrow for any text.
    const QList<int> widths = GENERATE(QList<int>{220, 90, 150, 90, 40}, QList<int>{60, 40, 30, 6, 3});
    const QString styleName = GENERATE(QStringLiteral("Fusion"), QStringLiteral("Windows"));
    std::unique_ptr<QStyle> style(QStyleFactory::create(styleName));
    REQUIRE(style);
    CAPTURE(styleName, widths);
    for (QTableView *view : {&pair.plain, &pair.cached}) {
        setUp(*view, model.get(), widths);
        view->setStyle(style.get());
    }

    SECTION("as shown")
    {
        CHECK(picture(pair.cached) == picture(pair.plain));
    }
    SECTION("selected")
    {
        for (QTableView *view : {&pair.plain, &pair.cached}) {
            view->setSelectionBehavior(QAbstractItemView::SelectRows);
            view->selectRow(1);
        }
        CHECK(picture(pair.cached) == picture(pair.plain));
    }
    SECTION("disabled")
    {
        pair.plain.setEnabled(false);
        pair.cached.setEnabled(false);
        CHECK(picture(pair.cached) == picture(pair.plain));
    }
    SECTION("right to left")
    {
        pair.plain.setLayoutDirection(Qt::RightToLeft);
        pair.cached.setLayoutDirection(Qt::RightToLeft);
        CHECK(picture(pair.cached) == picture(pair.plain));
    }
    SECTION("eliding in the middle")
    {
        pair.plain.setTextElideMode(Qt::ElideMiddle);
        pair.cached.setTextElideMode(Qt::ElideMiddle);
        CHECK(picture(pair.cached) == picture(pair.plain));
    }
    SECTION("under a style sheet")
    {
        const QString sheet = QStringLiteral("QTableView { border: none; border-right: 1px solid palette(mid); }");
        pair.plain.setStyleSheet(sheet);
        pair.cached.setStyleSheet(sheet);
        CHECK(picture(pair.cached) == picture(pair.plain));
    }
}

TEST_CASE("The cell delegate lays a text out once and again only when it changes", "[celldelegate]")
{
    const auto model = cells();
    QTableView view;
    CellDelegate delegate;
    view.setItemDelegate(&delegate);
    setUp(view, model.get(), {220, 90, 150, 90, 40});
    CHECK(delegate.cachedTexts() == 0);
    const QImage first = picture(view);
    const qsizetype laidOut = delegate.cachedTexts();
    // One per one-line text: the two-line cell and the empty one are the style's.
    CHECK(laidOut == 13);

    // The same texts again: nothing new is laid out, and the picture is the same.
    CHECK(picture(view) == first);
    CHECK(delegate.cachedTexts() == laidOut);

    // A changed text is laid out; a wider column lays its texts out anew.
    model->item(0, 4)->setText(QStringLiteral("Blackwell"));
    const QImage changed = picture(view);
    CHECK(changed != first);
    CHECK(delegate.cachedTexts() == laidOut + 1);
    view.setColumnWidth(4, 80);
    picture(view);
    CHECK(delegate.cachedTexts() == laidOut + 1 + 3);
}
