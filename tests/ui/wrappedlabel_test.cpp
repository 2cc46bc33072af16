// WrappedLabel: a word-wrapped label that remembers its heights per width
// gives the heights QLabel itself gives, after any change of text or font.
#include "ui/wrappedlabel.h"

#include <QFont>
#include <QLabel>
#include <QVBoxLayout>

#include <catch2/catch.hpp>

using gpa::ui::WrappedLabel;

namespace {

const QString kLong = QStringLiteral(
    "Estimated from the specification sheet: memory bandwidth, tensor throughput and the L2 cache, "
    "calibrated on the measured devices of the same architecture, with an 80% range.");

// The height a plain QLabel with the same settings gives at `width`.
int qlabelHeight(const WrappedLabel &label, int width)
{
    QLabel plain(label.text());
    plain.setTextFormat(label.textFormat());
    plain.setFont(label.font());
    plain.setWordWrap(true);
    return plain.heightForWidth(width);
}

} // namespace

TEST_CASE("A wrapped label gives QLabel's height at every width, asked once or many times", "[wrappedlabel]")
{
    const Qt::TextFormat format = GENERATE(Qt::PlainText, Qt::RichText);
    WrappedLabel label(format == Qt::RichText ? QStringLiteral("<b>Caveat:</b> ") + kLong : kLong);
    label.setTextFormat(format);
    // More widths than it remembers, twice over: the remembered ones and the
    // forgotten ones give the same answer.
    const int widths[] = {120, 180, 240, 320, 480, 640, 120, 640, 180};
    for (int round = 0; round < 2; ++round) {
        for (int width : widths)
            CHECK(label.heightForWidth(width) == qlabelHeight(label, width));
    }
    // Narrower is never shorter.
    CHECK(label.heightForWidth(120) > label.heightForWidth(640));
}

TEST_CASE("A wrapped label measures again after its text or its font changes", "[wrappedlabel]")
{
    WrappedLabel label(QStringLiteral("RTX 4090"));
    const int oneLine = label.heightForWidth(200);
    CHECK(oneLine == qlabelHeight(label, 200));

    label.setText(kLong); // not virtual: the label notices at the next question
    const int wrapped = label.heightForWidth(200);
    CHECK(wrapped > oneLine);
    CHECK(wrapped == qlabelHeight(label, 200));

    QFont larger = label.font();
    larger.setPointSizeF(larger.pointSizeF() * 2.0);
    label.setFont(larger);
    CHECK(label.heightForWidth(200) > wrapped);
    CHECK(label.heightForWidth(200) == qlabelHeight(label, 200));

    label.setText(QStringLiteral("RTX 4090"));
    CHECK(label.heightForWidth(200) == qlabelHeight(label, 200));
    CHECK(label.heightForWidth(200) < wrapped);
}

TEST_CASE("A wrapped label's minimum width is its widest unbreakable piece, in any script", "[wrappedlabel]")
{
    // Chinese breaks between characters, English between words; a URL-like
    // piece does not break at all.
    const QString texts[] = {
        kLong, QStringLiteral("<b>Caveat:</b> ") + kLong,
        QStringLiteral("根据规格表估算：内存带宽、张量吞吐量和二级缓存，按同一架构已测设备校准。"),
        QStringLiteral("See https://timdettmers.com/2019/04/03/which-gpu-for-deep-learning/ for the rules.")};
    for (const QString &text : texts) {
    CAPTURE(text.toStdString());
    WrappedLabel label(text);
    QLabel plain(text);
    plain.setWordWrap(true);
    const int own = plain.minimumSizeHint().width();
    const int ours = label.minimumSizeHint().width();
    // Never narrower than QLabel's (a piece would be cut); a bold face may
    // make it a little wider.
    CHECK(ours >= own - 1);
    CHECK(ours <= own + own / 5 + 2);
    // One line of its font high, never more than QLabel's own minimum.
    CHECK(label.minimumSizeHint().height() == label.fontMetrics().height());
    CHECK(label.minimumSizeHint().height() <= plain.minimumSizeHint().height());

    // The preferred size: at most 40 average characters wide (unless a piece
    // is wider); its height an estimate from the line spacing.
    const QSize hint = label.sizeHint();
    CHECK(hint.width() >= ours);
    CHECK(hint.width() <= std::max(ours, 40 * label.fontMetrics().averageCharWidth() + 2));
    CHECK(hint.height() >= label.fontMetrics().lineSpacing());
    CHECK(hint.height() % label.fontMetrics().lineSpacing() == 0);

    // What a layout gives it is the height its text needs at its width,
    // whatever the hints said.
    for (const int width : {120, 260, 700}) {
        CAPTURE(width);
        QWidget box;
        auto *layout = new QVBoxLayout(&box);
        layout->setContentsMargins(0, 0, 0, 0);
        auto *placed = new WrappedLabel(text, &box);
        layout->addWidget(placed);
        layout->addStretch(1);
        box.resize(width, 2000);
        layout->activate();
        CHECK(placed->width() == width);
        CHECK(placed->height() == qlabelHeight(*placed, width));
    }
    }
}

TEST_CASE("A short wrapped label prefers its one line, and an empty one asks for nothing", "[wrappedlabel]")
{
    WrappedLabel label(QStringLiteral("RTX 4090"));
    const int oneLine = label.fontMetrics().horizontalAdvance(QStringLiteral("RTX 4090"));
    CHECK(label.sizeHint().width() >= oneLine);
    CHECK(label.sizeHint().width() <= oneLine + 2);
    CHECK(label.sizeHint().height() == label.fontMetrics().lineSpacing());
    // Measured again for a new text.
    label.setText(QStringLiteral("RTX 4090 and RTX 5090"));
    CHECK(label.sizeHint().width() > oneLine + 10);
    label.setText(QString());
    QLabel empty(QStringLiteral("RTX 4090")); // QLabel's own, emptied the same way
    empty.setWordWrap(true);
    empty.setText(QString());
    CHECK(label.sizeHint().width() == empty.sizeHint().width());
    CHECK(label.sizeHint().height() == empty.sizeHint().height());
    CHECK(label.minimumSizeHint().width() == empty.minimumSizeHint().width());
    CHECK(label.minimumSizeHint().height() == empty.minimumSizeHint().height());
}
