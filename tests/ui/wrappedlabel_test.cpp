// WrappedLabel: a word-wrapped label that remembers its heights per width
// gives the heights QLabel itself gives, after any change of text or font.
#include "ui/wrappedlabel.h"

#include <QFont>
#include <QImage>
#include <QLabel>
#include <QTest>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

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

namespace {

const QString kRich = QStringLiteral(
    "<p>≈ <b>1.07×</b> the GeForce RTX 2080 Ti in this view, <b>estimated</b> from the spec sheet, ±10%.</p>"
    "<ul><li>Spec sheet: 58.3 tensor TFLOPS, 504 GB/s, 12 GB.</li>"
    "<li>Estimated with the time-per-step model fitted to 26 measured devices; 80% range 0.98–1.18.</li>"
    "<li>根据规格表估算：内存带宽、张量吞吐量和二级缓存。</li></ul>");

// The label and a plain QLabel set up alike, each `width` wide at the height
// its layout would give it (or `height` when given).
QImage drawn(QLabel &label, int width, int height = -1)
{
    label.resize(width, height < 0 ? label.heightForWidth(width) : height);
    return label.grab().toImage();
}

QLabel &likeWrapped(QLabel &plain, const WrappedLabel &label)
{
    plain.setTextFormat(label.textFormat());
    plain.setFont(label.font());
    plain.setWordWrap(true);
    plain.setAlignment(label.alignment());
    plain.setMargin(label.margin());
    plain.setIndent(label.indent());
    plain.setEnabled(label.isEnabled());
    plain.setForegroundRole(label.foregroundRole());
    plain.setText(label.text());
    return plain;
}

// Whether QLabel's own text control holds the text (it lays it out then).
bool qlabelHoldsText(const QLabel &label)
{
    const auto documents = label.findChildren<QTextDocument *>();
    return std::any_of(documents.begin(), documents.end(), [](const QTextDocument *d) { return !d->isEmpty(); });
}

} // namespace

TEST_CASE("A wrapped label draws rich text to the pixel as QLabel does, without QLabel laying it out",
          "[wrappedlabel]")
{
    WrappedLabel label;
    label.setTextFormat(Qt::RichText);
    label.setText(kRich);
    SECTION("top aligned")
    {
        label.setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    SECTION("disabled")
    {
        label.setEnabled(false);
    }
    SECTION("in another colour role")
    {
        label.setForegroundRole(QPalette::Link);
    }
    SECTION("right aligned with a margin")
    {
        label.setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        label.setMargin(5);
    }
    SECTION("a new text after the first")
    {
        (void)drawn(label, 300);
        label.setText(QStringLiteral("<b>Caveat:</b> ") + kLong);
    }
    QLabel plain;
    likeWrapped(plain, label);
    for (const int width : {160, 300, 480}) {
        CAPTURE(width);
        CHECK(label.heightForWidth(width) == plain.heightForWidth(width));
        CHECK(drawn(label, width) == drawn(plain, width));
        // Taller than its text: placed in it as QLabel places it.
        CHECK(drawn(label, width, label.heightForWidth(width) + 30)
              == drawn(plain, width, plain.heightForWidth(width) + 30));
    }
    CHECK_FALSE(qlabelHoldsText(label));
    CHECK(qlabelHoldsText(plain)); // what the check above finds when QLabel lays the text out
}

TEST_CASE("A wrapped label leaves links and selectable rich text to QLabel", "[wrappedlabel]")
{
    WrappedLabel link(QStringLiteral("Rules from <a href=\"https://example.org/rules\">the article</a>, cited by section."));
    link.setTextFormat(Qt::RichText);
    QLabel plain;
    likeWrapped(plain, link);
    CHECK(drawn(link, 200) == drawn(plain, 200));
    CHECK(qlabelHoldsText(link));
    // The link is followed as in any QLabel.
    QString followed;
    QObject::connect(&link, &QLabel::linkActivated, [&](const QString &url) { followed = url; });
    link.resize(600, link.heightForWidth(600));
    link.show();
    REQUIRE(QTest::qWaitForWindowExposed(&link));
    const int x = link.fontMetrics().horizontalAdvance(QStringLiteral("Rules from the ar"));
    QTest::mouseClick(&link, Qt::LeftButton, {}, QPoint(x, link.height() / 2));
    CHECK(followed == QStringLiteral("https://example.org/rules"));

    WrappedLabel selectable(kRich);
    selectable.setTextFormat(Qt::RichText);
    selectable.setTextInteractionFlags(Qt::TextSelectableByMouse);
    CHECK(drawn(selectable, 300).width() == 300);
    CHECK(qlabelHoldsText(selectable));

    // Made selectable after it was drawn: QLabel takes over.
    WrappedLabel later(kRich);
    later.setTextFormat(Qt::RichText);
    (void)drawn(later, 300);
    CHECK_FALSE(qlabelHoldsText(later));
    later.setTextInteractionFlags(Qt::TextSelectableByMouse);
    (void)drawn(later, 300);
    CHECK(qlabelHoldsText(later));
}
