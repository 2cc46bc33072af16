#pragma once

#include <QString>
#include <QTextDocument>

// Catalogue text (a device name, a vendor, a source, a persona) is data, not
// markup: wherever Qt renders rich text (tool tips, labels, message boxes,
// chart titles, legends and axis labels) it goes through one of these, so
// that a name such as <img src="file:///..."> shows as those characters and
// loads nothing.
namespace gpa::ui {

// The article the advice follows, as readers know it, with a link: shown in
// About and under the caveats of the details pane.
inline constexpr const char *kArticleUrl = "https://timdettmers.com/2019/04/03/which-gpu-for-deep-learning/";

// One piece of catalogue text placed inside our own rich text.
inline QString htmlEscaped(const QString &plain)
{
    return plain.toHtmlEscaped();
}

// A whole text to be shown exactly as it is where Qt guesses the format
// (tool tips, labels with Qt::AutoText): made into rich text holding it
// escaped, since text that merely looks like HTML would be rendered, and
// escaped text that does not would show its entities.
inline QString plainAsRichText(const QString &plain)
{
    return Qt::convertFromPlainText(plain, Qt::WhiteSpaceNormal);
}

} // namespace gpa::ui
