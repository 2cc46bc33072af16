#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gpa {

// A calendar date that may be known only to the year or the month, as the
// reference data records it ("2018", "2018-10", "2022-07-01").
class PartialDate
{
public:
    enum class Precision { Year, Month, Day };

    PartialDate() = default;
    static PartialDate ymd(int year, int month, int day);
    static PartialDate yearMonth(int year, int month);
    static PartialDate yearOnly(int year);

    // Parses "YYYY", "YYYY-MM" or "YYYY-MM-DD"; nullopt for anything else,
    // including impossible days such as 2019-02-30.
    static std::optional<PartialDate> parse(std::string_view text);

    [[nodiscard]] bool isValid() const { return m_year != 0; }
    [[nodiscard]] int year() const { return m_year; }
    [[nodiscard]] int month() const { return m_month; } // 0 when unknown
    [[nodiscard]] int day() const { return m_day; }     // 0 when unknown
    [[nodiscard]] Precision precision() const;

    // A partial date stands for the last day of its period: "2018" counts as
    // 2018-12-31 and "2019-02" as 2019-02-28, so that "as of" comparisons
    // never include something that may have happened later.
    [[nodiscard]] int lastDayNumber() const;
    // First day of the period, for plotting a partial date at its start.
    [[nodiscard]] int firstDayNumber() const;

    [[nodiscard]] std::string toString() const; // the same form it was parsed from

    friend bool operator==(const PartialDate &, const PartialDate &) = default;

private:
    int m_year = 0;
    int m_month = 0;
    int m_day = 0;
};

// Days since 1970-01-01 of a proleptic Gregorian date (days_from_civil).
int dayNumber(int year, int month, int day);
// Inverse of dayNumber(): "YYYY-MM-DD".
std::string isoDateFromDayNumber(int dayNumber);
int daysInMonth(int year, int month);

} // namespace gpa
