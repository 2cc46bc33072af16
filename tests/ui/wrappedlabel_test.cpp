// WrappedLabel: a word-wrapped label that remembers its heights per width
// gives the heights QLabel itself gives, after any change of text or font.
#include "ui/wrappedlabel.h"

#include <QFont>
#include <QLabel>

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
