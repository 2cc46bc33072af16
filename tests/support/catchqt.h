#pragma once

// Catch2 prints QString and QByteArray as text, shortened: a failed
// comparison of two catalogue dumps stays readable (and fast).
#include <catch2/catch.hpp>

#include <QByteArray>
#include <QString>

namespace Catch {

template<>
struct StringMaker<QString>
{
    static std::string convert(const QString &text)
    {
        constexpr qsizetype kMax = 400;
        if (text.size() <= kMax)
            return '"' + text.toStdString() + '"';
        return '"' + text.left(kMax).toStdString() + "\"... (" + std::to_string(text.size()) + " characters)";
    }
};

template<>
struct StringMaker<QByteArray>
{
    static std::string convert(const QByteArray &bytes)
    {
        return StringMaker<QString>::convert(QString::fromUtf8(bytes));
    }
};

} // namespace Catch
