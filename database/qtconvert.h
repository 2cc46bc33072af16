#pragma once

#include "core/message.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <string_view>

namespace gpa {

// Core speaks UTF-8 std::string; Qt speaks QString.
inline QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

inline std::string toStdString(const QString &text)
{
    return text.toStdString();
}

// English plurals after tr(..., n) (message.h withEnglishPlural()): the
// source's "month(s)" becomes "month" or "months"; a translation, which has
// its own plural forms and no "(s)", is left as it is.
inline QString withEnglishPlural(QString text, long count)
{
    return text.replace(QLatin1String("(s)"), count == 1 || count == -1 ? QString() : QStringLiteral("s"));
}

// A sentence produced by core, in the user's language: the template is
// translated (context "core", in the plural form of its count when it has
// %n) and its %1..%9 filled with the arguments.
inline QString translated(const Message &message)
{
    long count = 0;
    const bool counted = messageCount(message, count);
    const QString pattern = counted
        ? withEnglishPlural(QCoreApplication::translate(kMessageContext, message.text, nullptr,
                                                        static_cast<int>(count)),
                            count)
        : QCoreApplication::translate(kMessageContext, message.text);
    QString out;
    out.reserve(pattern.size() + 16);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1) >= QLatin1Char('1')
            && pattern.at(i + 1) <= QLatin1Char('9')) {
            const auto index = static_cast<size_t>(pattern.at(i + 1).unicode() - '1');
            if (index < message.args.size()) {
                out += toQString(message.args[index]);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace gpa
