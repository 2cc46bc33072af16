#include "core/date.h"

#include <catch2/catch.hpp>

using gpa::PartialDate;

TEST_CASE("PartialDate parses the three forms of the reference data", "[date]")
{
    const auto year = PartialDate::parse("2018");
    REQUIRE(year);
    CHECK(year->precision() == PartialDate::Precision::Year);
    CHECK(year->toString() == "2018");

    const auto month = PartialDate::parse("2019-02");
    REQUIRE(month);
    CHECK(month->precision() == PartialDate::Precision::Month);
    CHECK(month->month() == 2);

    const auto day = PartialDate::parse("2022-07-01");
    REQUIRE(day);
    CHECK(day->precision() == PartialDate::Precision::Day);
    CHECK(day->toString() == "2022-07-01");
}

TEST_CASE("PartialDate refuses text that is not a date", "[date]")
{
    const auto text = GENERATE(as<std::string>{}, "", "19", "2019-13", "2019-00", "2019-02-30",
                               "2019-2-01", "2019/02/01", "abcd", "2019-02-01x", " 2019",
                               "2100-02-29");
    CAPTURE(text);
    CHECK_FALSE(PartialDate::parse(text));
}

TEST_CASE("A partial date counts as the end of its period", "[date]")
{
    // "a year-only date counts as the end of that year"
    CHECK(PartialDate::parse("2018")->lastDayNumber() == gpa::dayNumber(2018, 12, 31));
    CHECK(PartialDate::parse("2019-02")->lastDayNumber() == gpa::dayNumber(2019, 2, 28));
    CHECK(PartialDate::parse("2020-02")->lastDayNumber() == gpa::dayNumber(2020, 2, 29));
    CHECK(PartialDate::parse("2019-04-30")->lastDayNumber() == gpa::dayNumber(2019, 4, 30));
    CHECK(PartialDate::parse("2019")->firstDayNumber() == gpa::dayNumber(2019, 1, 1));
}

TEST_CASE("Day numbers count from 1970-01-01 and convert back", "[date]")
{
    CHECK(gpa::dayNumber(1970, 1, 1) == 0);
    CHECK(gpa::dayNumber(2000, 3, 1) == 11017);
    CHECK(gpa::isoDateFromDayNumber(11017) == "2000-03-01");
    CHECK(gpa::isoDateFromDayNumber(gpa::dayNumber(2026, 11, 30)) == "2026-11-30");
}
