#pragma once

#include "dataset.h"
#include "date.h"
#include "message.h"
#include "records.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpa {

// Prices pasted as a block of text (Edit > Paste prices): one quote a line,
//   device <TAB> price [<TAB> currency [<TAB> kind]]
// separated by tabs (a spreadsheet's copy) or, when the block holds no tab,
// by commas. The device is its id or its exact name (case does not matter);
// the price may carry a leading currency sign ("$1,299" in a tab-separated
// block) and thousands separators; the kind is a quote kind
// ("retail-new", "used", "msrp", "list", "system-share") or "new". Blank
// lines and a first line naming the columns ("device, price") are skipped.
// Every quote passes the same checks as any other entry (checkQuote()).

struct PasteOptions
{
    std::string currency = "USD"; // when a line names none: the display currency
    PartialDate observed; // the day the prices were seen: today
    std::string source; // e.g. "pasted into GPU Advisor"
    std::size_t maxLines = 10'000;
    std::size_t maxLineBytes = 1'000;
};

struct PastedLine
{
    int line = 0; // 1-based, in the pasted text
    std::string text; // the line as pasted (cut at maxLineBytes)
    std::string deviceName; // when the device was found
    std::optional<PriceQuote> quote; // set when the line is good
    std::optional<Message> problem; // set when it is not
};

struct PastedPrices
{
    std::vector<PastedLine> lines; // every non-blank line but the header
    std::optional<Message> problem; // the block as a whole (too many lines, empty)

    [[nodiscard]] bool ok() const;
    [[nodiscard]] std::vector<PriceQuote> quotes() const; // of the good lines
    [[nodiscard]] int badLines() const;
};

PastedPrices parsePastedPrices(std::string_view text, const DataSet &catalogue, const PasteOptions &options);

} // namespace gpa
