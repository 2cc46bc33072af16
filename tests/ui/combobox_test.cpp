// ContentsLengthComboBox: the size of Qt's AdjustToMinimumContentsLengthWithIcon
// without the popup that policy builds at once.
#include "ui/contentslengthcombobox.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QStyle>

#include <catch2/catch.hpp>

using namespace gpa;

namespace {

// The popup lists that exist under `widget`.
qsizetype popupLists(const QWidget *widget)
{
    return widget->findChildren<QAbstractItemView *>().size();
}

} // namespace

TEST_CASE("A contents-length combo box is the size Qt gives that policy", "[ui][toolbar]")
{
    QFont bold;
    bold.setBold(true);
    QFont large;
    large.setPointSizeF(large.pointSizeF() * 1.7);
    const QIcon icon = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const int characters : {1, 6, 7, 12, 16}) {
        for (const QFont &font : {QFont(), bold, large}) {
            for (int variant = 0; variant < 4; ++variant) {
                ui::ContentsLengthComboBox box(characters);
                QComboBox qt;
                qt.setMinimumContentsLength(characters);
                qt.setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
                for (QComboBox *b : {static_cast<QComboBox *>(&box), &qt}) {
                    b->setFont(font);
                    if (variant >= 1)
                        b->addItems({QStringLiteral("Convnets (CNN)"), QStringLiteral("A much longer item than the box")});
                    if (variant == 2)
                        b->addItem(icon, QStringLiteral("With an icon"));
                    if (variant == 3) {
                        b->setIconSize(QSize(40, 40));
                        b->setPlaceholderText(QStringLiteral("A placeholder wider than a few letters"));
                        b->setCurrentIndex(-1);
                    }
                }
                CAPTURE(characters, font.toString().toStdString(), variant);
                CHECK(box.sizeHint() == qt.sizeHint());
                CHECK(box.minimumSizeHint() == qt.minimumSizeHint());
            }
        }
    }
}

TEST_CASE("A contents-length combo box makes its popup list only when opened", "[ui][toolbar]")
{
    ui::ContentsLengthComboBox box(12);
    box.addItems({QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three")});
    box.show();
    QApplication::processEvents();
    CHECK(popupLists(&box) == 0);
    box.showPopup();
    CHECK(popupLists(&box) == 1);
    box.view()->setCurrentIndex(box.model()->index(2, 0));
    box.hidePopup();
    // The list works as any combo box's.
    CHECK(box.view()->model() == box.model());
}
