#include "date.h"

#include <charconv>
#include <cstdio>

namespace gpa {

namespace {

bool isLeap(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

std::optional<int> parseDigits(std::string_view text, std::size_t width)
{
    if (text.size() != width)
        return std::nullopt;
    int value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

} // namespace

int daysInMonth(int year, int month)
{
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month == 2 && isLeap(year))
        return 29;
    return kDays[month - 1];
}

int dayNumber(int year, int month, int day)
{
    // Howard Hinnant's days_from_civil.
    year -= month <= 2 ? 1 : 0;
    const int era = (year >= 0 ? year : year - 399) / 400;
    const int yoe = year - era * 400;
    const int mp = (month + 9) % 12;
    const int doy = (153 * mp + 2) / 5 + day - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

std::string isoDateFromDayNumber(int z)
{
    z += 719468;
    const int era = (z >= 0 ? z : z - 146096) / 146097;
    const int doe = z - era * 146097;
    const int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int year = yoe + era * 400;
    const int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const int mp = (5 * doy + 2) / 153;
    const int day = doy - (153 * mp + 2) / 5 + 1;
    const int month = mp < 10 ? mp + 3 : mp - 9;
    year += month <= 2 ? 1 : 0;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", year, month, day);
    return buffer;
}

PartialDate PartialDate::ymd(int year, int month, int day)
{
    PartialDate d;
    d.m_year = year;
    d.m_month = month;
    d.m_day = day;
    return d;
}

PartialDate PartialDate::yearMonth(int year, int month)
{
    return ymd(year, month, 0);
}

PartialDate PartialDate::yearOnly(int year)
{
    return ymd(year, 0, 0);
}

std::optional<PartialDate> PartialDate::parse(std::string_view text)
{
    const auto year = parseDigits(text.substr(0, 4), 4);
    if (!year || *year < 1900 || *year > 2999)
        return std::nullopt;
    if (text.size() == 4)
        return yearOnly(*year);
    if (text.size() < 7 || text[4] != '-')
        return std::nullopt;
    const auto month = parseDigits(text.substr(5, 2), 2);
    if (!month || *month < 1 || *month > 12)
        return std::nullopt;
    if (text.size() == 7)
        return yearMonth(*year, *month);
    if (text.size() != 10 || text[7] != '-')
        return std::nullopt;
    const auto day = parseDigits(text.substr(8, 2), 2);
    if (!day || *day < 1 || *day > daysInMonth(*year, *month))
        return std::nullopt;
    return ymd(*year, *month, *day);
}

PartialDate::Precision PartialDate::precision() const
{
    if (m_month == 0)
        return Precision::Year;
    return m_day == 0 ? Precision::Month : Precision::Day;
}

int PartialDate::lastDayNumber() const
{
    if (m_month == 0)
        return dayNumber(m_year, 12, 31);
    if (m_day == 0)
        return dayNumber(m_year, m_month, daysInMonth(m_year, m_month));
    return dayNumber(m_year, m_month, m_day);
}

int PartialDate::firstDayNumber() const
{
    return dayNumber(m_year, m_month == 0 ? 1 : m_month, m_day == 0 ? 1 : m_day);
}

std::string PartialDate::toString() const
{
    if (!isValid())
        return {};
    const auto digits = [](std::string &out, int value, int width) {
        char buffer[8];
        for (int i = width - 1; i >= 0; --i) {
            buffer[i] = static_cast<char>('0' + value % 10);
            value /= 10;
        }
        out.append(buffer, static_cast<size_t>(width));
    };
    std::string out;
    out.reserve(10);
    digits(out, m_year, 4);
    if (m_month != 0) {
        out += '-';
        digits(out, m_month, 2);
        if (m_day != 0) {
            out += '-';
            digits(out, m_day, 2);
        }
    }
    return out;
}

} // namespace gpa
