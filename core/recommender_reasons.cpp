#include "caveats.h"
#include "costtext.h"
#include "recommender_p.h"
#include "systemplan.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace gpa::detail {

std::string Recommender::money(double usd) const
{
    if (m_in.currency == "USD")
        return formatMoney(usd, "USD");
    const auto local = m_rates.fromUsd(usd, m_in.currency);
    return local ? formatMoney(*local, m_in.currency) : formatMoney(usd, "USD");
}

std::string Recommender::budgetText() const
{
    return m_in.budget ? formatMoney(*m_in.budget, m_in.currency) : std::string();
}

std::string Recommender::referenceName() const
{
    const Device *ref = m_data.device(m_assumptions.referenceDeviceId);
    return ref ? ref->name : m_assumptions.referenceDeviceId;
}

std::string Recommender::memoryNeedText() const
{
    if (m_preset && m_in.minMemoryGb > 0.0)
        return compactNumber(std::max(m_in.minMemoryGb, m_preset->fp32Gb));
    return compactNumber(m_preset ? m_preset->fp32Gb : m_in.minMemoryGb);
}

std::string Recommender::powerText(const Device &d) const
{
    return d.tdpW ? compactNumber(*d.tdpW, 0) : std::string("?");
}

// Why one card misses one constraint, as a full sentence.
Message Recommender::missSentence(const Candidate &c, Constraint constraint) const
{
    const Device &d = *c.device;
    switch (constraint) {
    case Constraint::Budget:
        return {QT_TRANSLATE_NOOP("core",
                                  "The %1 costs %2 per card, %3 over the budget of %4 "
                                  "per card"),
                {d.name, money(c.priceUsd), money(c.priceUsd - m_budgetUsd.value_or(0.0)),
                 budgetText()},
                ""};
    case Constraint::Memory:
        if (m_preset && c.fit && c.fit->capacityFp32Gb)
            return {QT_TRANSLATE_NOOP("core",
                                      "The %1 has %2 GB of memory, about %3 GB in "
                                      "32-bit terms when training at %4; %5 needs %6 "
                                      "GB"),
                    {d.name, compactNumber(d.memoryGb.value_or(0.0)),
                     compactNumber(*c.fit->capacityFp32Gb), std::string(toString(m_in.precision)),
                     m_preset->name, compactNumber(c.fit->requiredFp32Gb)},
                    "§6.3"};
        if (!d.memoryGb)
            return {QT_TRANSLATE_NOOP("core", "The memory size of the %1 is not known"),
                    {d.name},
                    "§3.3"};
        return {QT_TRANSLATE_NOOP("core",
                                  "The %1 has %2 GB of memory, %3 GB short of the %4 GB "
                                  "asked for"),
                {d.name, compactNumber(*d.memoryGb), compactNumber(m_in.minMemoryGb - *d.memoryGb),
                 compactNumber(m_in.minMemoryGb)},
                "§3.3"};
    case Constraint::TensorCores:
        return {QT_TRANSLATE_NOOP("core", "The %1 has no tensor cores"), {d.name}, "§3.1"};
    case Constraint::Power:
        if (!d.tdpW)
            return {QT_TRANSLATE_NOOP("core",
                                      "The board power of the %1 is not known, so it "
                                      "may exceed the limit of %2 W"),
                    {d.name, compactNumber(*m_in.maxPowerW, 0)},
                    "§7.8"};
        return {QT_TRANSLATE_NOOP("core", "The %1 draws %2 W, above the limit of %3 W per card"),
                {d.name, powerText(d), compactNumber(*m_in.maxPowerW, 0)},
                "§7.8"};
    case Constraint::Licence:
        return {QT_TRANSLATE_NOOP("core",
                                  "The %1 is a consumer card: NVIDIA's licence does not "
                                  "allow it in a data centre"),
                {d.name},
                "§2.1"};
    case Constraint::Vendor:
        return {QT_TRANSLATE_NOOP("core",
                                  "The %1 is made by %2, which is not among the vendors "
                                  "you allowed (%3)"),
                {d.name, d.vendor, vendorList()},
                vendorRule(d.vendor)};
    case Constraint::Fit:
    case Constraint::Support:
    case Constraint::Overpriced:
        return exclusionSentence(c, constraint);
    }
    return {};
}

// "The budget of $800 per card ruled out the faster RTX 2080 Ti ($1,200)."
// `fasterThan`: the pick's performance, when `c` is named for being
// faster rather than for ranking higher.
Message Recommender::ruledOutSentence(const Candidate &c, Constraint constraint,
                                      std::optional<double> fasterThan) const
{
    const Device &d = *c.device;
    switch (constraint) {
    case Constraint::Budget:
        if (fasterThan && *fasterThan > 0.0)
            return {QT_TRANSLATE_NOOP("core",
                                      "The budget of %1 per card ruled out the faster "
                                      "%2 (%3 per card, %4 times as fast as this pick)"),
                    {budgetText(), d.name, money(c.priceUsd), compactNumber(c.perf / *fasterThan)},
                    ""};
        return {QT_TRANSLATE_NOOP("core",
                                  "The budget of %1 per card ruled out the %2 (%3 per "
                                  "card), which would have ranked higher"),
                {budgetText(), d.name, money(c.priceUsd)},
                ""};
    case Constraint::Memory:
        if (m_preset)
            return {QT_TRANSLATE_NOOP("core",
                                      "The memory %1 needs ruled out the %2 (%3 GB), "
                                      "which would have ranked higher"),
                    {m_preset->name, d.name, compactNumber(d.memoryGb.value_or(0.0))},
                    "§6.3"};
        return {QT_TRANSLATE_NOOP("core",
                                  "The minimum of %1 GB of memory ruled out the %2 (%3 "
                                  "GB), which would have ranked higher"),
                {compactNumber(m_in.minMemoryGb), d.name,
                 d.memoryGb ? compactNumber(*d.memoryGb) : std::string("?")},
                "§3.3"};
    case Constraint::TensorCores:
        return {QT_TRANSLATE_NOOP("core",
                                  "Requiring tensor cores ruled out the %1, which would "
                                  "have ranked higher"),
                {d.name},
                "§3.1"};
    case Constraint::Power:
        return {QT_TRANSLATE_NOOP("core",
                                  "The board-power limit of %1 W ruled out the %2 (%3 "
                                  "W), which would have ranked higher"),
                {compactNumber(*m_in.maxPowerW, 0), d.name, powerText(d)},
                "§7.8"};
    case Constraint::Licence:
        return {QT_TRANSLATE_NOOP("core",
                                  "Data-centre use ruled out the %1, a consumer card "
                                  "that would have ranked higher"),
                {d.name},
                "§2.1"};
    case Constraint::Vendor:
        return {QT_TRANSLATE_NOOP("core",
                                  "Leaving out %1 ruled out the %2, which would have "
                                  "ranked higher; allow %1 if you are experienced with "
                                  "its software"),
                {d.vendor, d.name},
                vendorRule(d.vendor)};
    case Constraint::Fit:
        return {QT_TRANSLATE_NOOP("core",
                                  "The chosen host ruled out the %1, which would have ranked "
                                  "higher: %2"),
                {d.name, c.fitReason ? c.fitReason->english() : std::string()},
                "§5.1"};
    case Constraint::Support:
        return {QT_TRANSLATE_NOOP("core",
                                  "Software support ruled out the %1, which would have ranked "
                                  "higher: %2; allow legacy cards to include it"),
                {d.name, c.evaluation->supportSentence()},
                ""};
    case Constraint::Overpriced:
        return exclusionSentence(c, constraint);
    }
    return {};
}

Pick Recommender::makePick(const Candidate &c, int index,
                           const std::vector<const Candidate *> &qualifying) const
{
    const Device &d = *c.device;
    Pick p;
    p.deviceId = d.id;
    p.name = d.name;
    p.score = c.score;
    p.relativePerformance = c.perf;
    p.priceUsd = c.priceUsd;
    p.price = m_rates.fromUsd(c.priceUsd, m_in.currency);
    p.systemThroughput = c.throughput;
    p.systemCostUsd = c.costUsd;
    p.hosts = c.hosts;
    p.intervalLow = c.intervalLow;
    p.intervalHigh = c.intervalHigh;
    p.measured = c.measured;

    rankReason(p, c, index, qualifying);
    performanceReason(p, c);
    priceReasons(p, c);
    memoryReasons(p, c);
    if (m_in.precision == Precision::Fp16 && d.hasTensorCores() && m_in.mix.normalised().rnn < 1.0 && !m_in.llm)
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "Tensor cores with 16-bit training: what "
                                               "matters most for convnets and "
                                               "Transformers"),
                             {},
                             "§3.1"});
    if (m_in.maxPowerW && d.tdpW)
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "Draws %1 W, within the limit of %2 W per "
                                               "card"),
                             {powerText(d), compactNumber(*m_in.maxPowerW, 0)},
                             "§7.8"});
    if (m_in.dataCentre)
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "May be used in a data centre: not a "
                                               "consumer card of NVIDIA's"),
                             {},
                             "§2.1"});
    // An LLM's speed on several cards comes from the LLM speed model (the
    // split), not from the workloads' data-parallel speed-ups.
    if (c.system && !m_in.llm)
        p.reasons.push_back(c.system->explanation);
    if (index == 0) {
        for (auto &[constraint, sentence] : ruledOut(c)) {
            p.boundBy.push_back(constraint);
            p.reasons.push_back(std::move(sentence));
        }
    }
    warnings(p, c);
    return p;
}

void Recommender::rankReason(Pick &p, const Candidate &c, int index,
                             const std::vector<const Candidate *> &qualifying) const
{
    const std::string total = std::to_string(qualifying.size());
    if (m_in.llm) {
        // Tokens a second of the planned cards, not a multiple of the reference.
        const std::string first = compactNumber(qualifying.front()->score, 3);
        if (m_in.objective == Objective::PerDollar)
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Number %1 of the %2 cards that hold the model: "
                                                   "%3 tokens a second per $1,000 of the system "
                                                   "(the first pick: %4)"),
                                 {std::to_string(index + 1), total, compactNumber(c.score, 3), first},
                                 "§4.4"});
        else
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Number %1 of the %2 cards that hold the model: "
                                                   "%3 tokens a second (the first pick: %4)"),
                                 {std::to_string(index + 1), total, compactNumber(c.score, 3), first},
                                 "§7.3"});
        return;
    }
    if (qualifying.size() == 1) {
        p.reasons.push_back(
            m_in.objective == Objective::PerDollar
                ? Message {QT_TRANSLATE_NOOP("core",
                                             "The only card that meets your needs: %1 per "
                                             "$1,000"),
                           {compactNumber(c.score, 3)},
                           "§4.4"}
                : Message {QT_TRANSLATE_NOOP("core",
                                             "The only card that meets your needs: %1 times "
                                             "the %2"),
                           {compactNumber(c.score), referenceName()},
                           "§7.3"});
        return;
    }
    if (m_in.objective == Objective::PerDollar) {
        if (index == 0)
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "The best performance per dollar of "
                                                   "the %1 cards that meet your needs: "
                                                   "%2 per $1,000"),
                                 {total, compactNumber(c.score, 3)},
                                 "§4.4"});
        else
            p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Number %1 of the %2 cards that meet "
                                                   "your needs by performance per "
                                                   "dollar: %3 per $1,000, against %4 "
                                                   "for the first pick"),
                                 {std::to_string(index + 1), total, compactNumber(c.score, 3),
                                  compactNumber(qualifying.front()->score, 3)},
                                 "§4.4"});
        return;
    }
    if (index == 0)
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "The fastest of the %1 cards that meet "
                                               "your needs: %2 times the %3"),
                             {total, compactNumber(c.score), referenceName()},
                             "§7.3"});
    else
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "Number %1 of the %2 cards that meet your "
                                               "needs by performance: %3 times the %4, "
                                               "against %5 for the first pick"),
                             {std::to_string(index + 1), total, compactNumber(c.score),
                              referenceName(), compactNumber(qualifying.front()->score)},
                             "§7.3"});
}

void Recommender::performanceReason(Pick &p, const Candidate &c) const
{
    if (m_in.llm && c.evaluation->llm) {
        const LlmEvaluation &llm = *c.evaluation->llm;
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "With %1 card(s): %2 for %3 takes %4 GiB of each "
                                               "card's %5 GiB; about %6 tokens a second "
                                               "(estimated from the specification sheet, ±%7%)"),
                             {std::to_string(llm.count), m_in.llm->modelId,
                              std::string(toString(m_in.llm->task)), compactNumber(llm.perDeviceGiB, 1),
                              llm.usableGiB ? compactNumber(*llm.usableGiB, 1) : std::string("?"),
                              compactNumber(c.perf, 3),
                              compactNumber(std::round(llm.speed.uncertainty * 100.0), 0)},
                             ""});
        return;
    }
    if (!c.evaluation->performance)
        return; // a caller's own score: the caller explains it
    const PerformanceFigure &f = *c.evaluation->performance;
    if (c.device->id == m_assumptions.referenceDeviceId) {
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "The reference device: every performance "
                                               "figure is relative to it (%1 at %2)"),
                             {mixText(m_in.mix), std::string(toString(m_in.precision))},
                             "§4.1"});
        return;
    }
    std::vector<std::string> args {compactNumber(c.perf), referenceName(), mixText(m_in.mix),
                                   std::string(toString(m_in.precision))};
    if (f.provenance == Provenance::Measured) {
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "One card runs %1 times as fast as the %2 "
                                               "for %3 at %4 (measured)"),
                             std::move(args), "§4.1"});
    } else {
        args.push_back(compactNumber(std::round(f.uncertainty * 100.0), 0));
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "One card runs %1 times as fast as the %2 "
                                               "for %3 at %4 (estimated from the "
                                               "specification sheet, ±%5%)"),
                             std::move(args), "§4.2"});
    }
}

void Recommender::priceReasons(Pick &p, const Candidate &c) const
{
    if (m_in.budget)
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "Costs %1 per card, within the budget of "
                                               "%2 per card"),
                             {money(c.priceUsd), budgetText()},
                             ""});
    else
        p.reasons.push_back(
            {QT_TRANSLATE_NOOP("core", "Costs %1 per card"), {money(c.priceUsd)}, ""});
    p.reasons.push_back(c.evaluation->price.explanation());
}

void Recommender::memoryReasons(Pick &p, const Candidate &c) const
{
    const Device &d = *c.device;
    if (m_in.minMemoryGb > 0.0 && d.memoryGb)
        p.reasons.push_back({QT_TRANSLATE_NOOP("core",
                                               "%1 GB of memory, at least the %2 GB asked "
                                               "for"),
                             {compactNumber(*d.memoryGb), compactNumber(m_in.minMemoryGb)},
                             "§3.3"});
    if (m_in.precision == Precision::Fp16) {
        for (Message &m : deviceCaveats(d, m_assumptions, m_in.asOfDay)) {
            if (m.rule == "§6.3")
                p.reasons.push_back(std::move(m));
        }
    }
    if (m_preset && c.fit) {
        p.reasons.push_back(
            {QT_TRANSLATE_NOOP("core", "Enough memory for %1"), {m_preset->name}, "§3.3"});
        p.reasons.push_back(c.fit->detail);
    }
}

std::vector<std::pair<Constraint, Message>> Recommender::ruledOut(const Candidate &pick) const
{
    std::vector<std::pair<Constraint, Message>> out;
    for (const auto &[constraint, name] : kConstraintNames) {
        (void)name;
        const Candidate *better = nullptr;
        const Candidate *cheapestFaster = nullptr;
        for (const Candidate &c : m_candidates) {
            if (c.fails.size() != 1 || c.fails.front() != constraint)
                continue;
            // Over budget, the next step up (the cheapest) says most;
            // otherwise the best that was left out.
            if (ranksBefore(c, pick)
                && (!better || (constraint == Constraint::Budget && c.priceUsd < better->priceUsd)))
                better = &c; // candidates are sorted: the first is the best
            if (constraint == Constraint::Budget && c.throughput > pick.throughput
                && (!cheapestFaster || c.priceUsd < cheapestFaster->priceUsd))
                cheapestFaster = &c;
        }
        if (better)
            out.emplace_back(constraint, ruledOutSentence(*better, constraint, std::nullopt));
        else if (cheapestFaster)
            out.emplace_back(constraint, ruledOutSentence(*cheapestFaster, constraint, pick.perf));
    }
    return out;
}

void Recommender::warnings(Pick &p, const Candidate &c) const
{
    const Device &d = *c.device;
    for (Message &m : deviceCaveats(d, m_assumptions, m_in.asOfDay)) {
        // Cooling is judged below for the cards actually planned.
        if (m.rule == "§5.1")
            continue;
        // The licence caveat only matters in a data centre, where these
        // cards are not picked at all.
        if (m.rule == "§2.1" && d.segment == Segment::Consumer)
            continue;
        // 16-bit stretching memory applies only when training in 16-bit,
        // and then it is a reason (see memoryReasons).
        if (m.rule == "§6.3")
            continue;
        p.warnings.push_back(std::move(m));
    }
    if (c.system) {
        for (const Message &m : c.system->warnings) {
            if (m_in.llm && m.rule == "§1.4")
                continue; // the speed-up of data parallelism does not apply
            p.warnings.push_back(m);
        }
    } else if (m_in.addCardsLater) {
        const Cooling cooling = d.coolingType();
        if (cooling == Cooling::OpenAir || cooling == Cooling::Varies)
            p.warnings.push_back({QT_TRANSLATE_NOOP("core",
                                                    "When you add cards later: two of "
                                                    "these side by side work, but from "
                                                    "three on choose blower-style "
                                                    "versions, as open-air ones "
                                                    "overheat"),
                                  {},
                                  "§5.1"});
    }
    if (c.system && m_in.multiGpuMode == MultiGpuMode::DataParallel && m_in.mix.transformer > 0.0) {
        const SpeedUp s = speedUp(m_data.scaling, d.id, Workload::Transformer, m_in.precision,
                                  c.cardsPerHost, m_assumptions);
        p.warnings.push_back({QT_TRANSLATE_NOOP("core",
                                                "Transformers gain little from data "
                                                "parallelism: %1x on %2 cards; always "
                                                "compare against one card"),
                              {compactNumber(s.factor), std::to_string(c.cardsPerHost)},
                              "§1.4"});
    }
    if (c.evaluation->price.rule == PriceRule::LaunchPrice)
        p.warnings.push_back({QT_TRANSLATE_NOOP("core",
                                                "Priced at its launch price: no street "
                                                "price is known, and what you pay may "
                                                "differ"),
                              {},
                              "§4.3"});
}

void Recommender::addNotes(Recommendation &r) const
{
    if (m_in.budget) {
        if (m_in.gpus > 1)
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "The budget is per card: each of the %1 "
                                                 "cards may cost up to %2"),
                               {std::to_string(m_in.gpus), budgetText()},
                               ""});
        else
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "The budget is per card: one card may "
                                                 "cost up to %1"),
                               {budgetText()},
                               ""});
        if (m_budgetUsd && m_in.currency != "USD")
            r.notes.push_back(
                {QT_TRANSLATE_NOOP("core",
                                   "%1 is %2 at the catalogue's rate of %3 "
                                   "%4 per US dollar"),
                 {budgetText(), formatMoney(*m_budgetUsd, "USD"),
                  compactNumber(m_rates.perUsd(m_in.currency).value_or(1.0), 4), m_in.currency},
                 ""});
    }
    if (m_in.asOfDay)
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "As of %1: only devices released and prices "
                                             "seen by then count"),
                           {isoDateFromDayNumber(*m_in.asOfDay)},
                           ""});
    // seed §4.5b: a fact of the article's time, shown on views of that year.
    if (m_in.asOfDay && *m_in.asOfDay <= dayNumber(2019, 12, 31))
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "In 2019 the GTX 10 series cards were over-priced "
                                             "(gamers disliked the RTX cards, so the older cards "
                                             "held their prices): per-dollar figures of that "
                                             "time favour the RTX cards"),
                           {},
                           "§4.5"});
    if (m_in.objective == Objective::PerDollar)
        r.notes.push_back(
            m_in.minMemoryGb > 0.0 || m_preset
                ? Message {QT_TRANSLATE_NOOP("core",
                                             "Performance per dollar favours small cards; "
                                             "the memory minimum keeps out those too small "
                                             "for your models"),
                           {},
                           "§4.5"}
                : Message {QT_TRANSLATE_NOOP("core",
                                             "Performance per dollar favours small cards "
                                             "that may lack memory for your models: set a "
                                             "memory minimum"),
                           {},
                           "§4.5"});
    if (m_in.gpus > 1) {
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "The host machine costs money too: %1 per "
                                             "machine of up to %2 cards is counted in the "
                                             "cost of %3 cards"),
                           {money(m_assumptions.hostCostUsd(m_in.asOfDay)),
                            std::to_string(r.picks.empty() ? std::max(m_host.cardSlots, 1)
                                                           : (m_in.gpus + r.picks.front().hosts - 1)
                                                   / r.picks.front().hosts),
                            std::to_string(m_in.gpus)},
                           "§4.5"});
        if (m_in.multiGpuMode == MultiGpuMode::SeparateExperiments)
            r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                                 "Separate experiments, one per card: no "
                                                 "run gets faster, but more results "
                                                 "arrive per day, and PCIe lanes do not "
                                                 "matter"),
                               {},
                               "§1.5"});
    }
    if (m_in.addCardsLater)
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "Start with one card and add more of the same "
                                             "after 6 to 9 months; after about two years "
                                             "sell them and buy what fits your field"),
                           {},
                           "§7.8"});
    if (m_in.freeAlternatives)
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "With no money to spare: prototype on the CPU "
                                             "or in a free notebook such as Google Colab, "
                                             "then train by the hour on cloud GPUs or "
                                             "TPUs"),
                           {},
                           "§7.4"});
    if (m_unmeasured.size() == 1)
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "The %1 has a price but no performance figure "
                                             "(missing specifications) and was left out"),
                           {m_unmeasured.front()},
                           ""});
    else if (m_unmeasured.size() > 1)
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "%1 priced cards have no performance figure "
                                             "(missing specifications) and were left out: %2"),
                           {std::to_string(m_unmeasured.size()), joined(m_unmeasured, ", ")},
                           ""});
    if (!m_cannotHold.empty() && m_in.llm)
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "%1 priced cards cannot hold %2 for %3 on %4 "
                                             "device(s), or cannot run the task, and were left "
                                             "out: %5"),
                           {std::to_string(m_cannotHold.size()), m_in.llm->modelId,
                            std::string(toString(m_in.llm->task)), std::to_string(std::max(m_in.gpus, 1)),
                            joined(m_cannotHold, ", ")},
                           ""});
    if (m_unpriced == 1)
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "One card without a price was left out; add a "
                                             "quote to include it"),
                           {},
                           ""});
    else if (m_unpriced > 1)
        r.notes.push_back({QT_TRANSLATE_NOOP("core",
                                             "%1 cards without a price were left out; "
                                             "add a quote to include them"),
                           {std::to_string(m_unpriced)},
                           ""});
}

Message Recommender::constraintLabel(Constraint constraint) const
{
    switch (constraint) {
    case Constraint::Budget:
        return {QT_TRANSLATE_NOOP("core", "a price of at most %1 per card"), {budgetText()}, ""};
    case Constraint::Memory:
        return {QT_TRANSLATE_NOOP("core", "at least %1 GB of memory"), {memoryNeedText()}, "§3.3"};
    case Constraint::TensorCores:
        return {QT_TRANSLATE_NOOP("core", "tensor cores"), {}, "§3.1"};
    case Constraint::Power:
        return {QT_TRANSLATE_NOOP("core", "a board power of at most %1 W"),
                {compactNumber(m_in.maxPowerW.value_or(0.0), 0)},
                "§7.8"};
    case Constraint::Licence:
        return {QT_TRANSLATE_NOOP("core", "a licence for data-centre use"), {}, "§2.1"};
    case Constraint::Vendor:
        return {QT_TRANSLATE_NOOP("core", "made by %1"), {vendorList()}, "§2.2"};
    case Constraint::Fit:
        return {QT_TRANSLATE_NOOP("core", "fits the %1 host"),
                {std::string(toString(m_host.kind))},
                "§5.1"};
    case Constraint::Support:
        return {QT_TRANSLATE_NOOP("core", "supported by current software"), {}, ""};
    case Constraint::Overpriced:
        return {QT_TRANSLATE_NOOP("core", "fair value for what it gives"), {}, "§7.1"};
    }
    return {};
}

Message Recommender::memoryPhrase() const
{
    if (m_preset && m_in.minMemoryGb <= 0.0)
        return {QT_TRANSLATE_NOOP("core", "enough memory for %1"), {m_preset->name}, "§6.3"};
    return constraintLabel(Constraint::Memory);
}

Message Recommender::unmetSentence(const std::vector<Constraint> &binding) const
{
    const auto has = [&](Constraint c) {
        return std::find(binding.begin(), binding.end(), c) != binding.end();
    };
    if (binding.size() == 1) {
        switch (binding.front()) {
        case Constraint::Budget:
            return {QT_TRANSLATE_NOOP("core",
                                      "No card that meets your other needs costs %1 or "
                                      "less per card"),
                    {budgetText()},
                    ""};
        case Constraint::Memory:
            return {QT_TRANSLATE_NOOP("core", "No card that meets your other needs has %1"),
                    {memoryPhrase().english()},
                    memoryPhrase().rule};
        case Constraint::TensorCores:
            return {QT_TRANSLATE_NOOP("core",
                                      "No card that meets your other needs has tensor "
                                      "cores"),
                    {},
                    "§3.1"};
        case Constraint::Power:
            return {QT_TRANSLATE_NOOP("core",
                                      "No card that meets your other needs draws %1 W or "
                                      "less"),
                    {compactNumber(*m_in.maxPowerW, 0)},
                    "§7.8"};
        case Constraint::Licence:
            return {QT_TRANSLATE_NOOP("core",
                                      "No card that meets your other needs is licensed "
                                      "for data-centre use"),
                    {},
                    "§2.1"};
        case Constraint::Vendor:
            return {QT_TRANSLATE_NOOP("core", "No card from %1 meets your other needs"),
                    {vendorList()},
                    "§2.2"};
        case Constraint::Fit:
            return {QT_TRANSLATE_NOOP("core",
                                      "No card that meets your other needs fits the %1 host: "
                                      "choose a workstation or server host"),
                    {std::string(toString(m_host.kind))},
                    "§5.1"};
        case Constraint::Support:
            return {QT_TRANSLATE_NOOP("core",
                                      "No card that meets your other needs is supported by "
                                      "current software: allow legacy cards to see them"),
                    {},
                    ""};
        case Constraint::Overpriced:
            break;
        }
    }
    if (binding.size() == 2 && has(Constraint::Budget)) {
        const Constraint other = binding[0] == Constraint::Budget ? binding[1] : binding[0];
        switch (other) {
        case Constraint::Memory:
            if (m_preset && m_in.minMemoryGb <= 0.0)
                return {QT_TRANSLATE_NOOP("core",
                                          "No card with enough memory for %1 costs %2 "
                                          "or less per card"),
                        {m_preset->name, budgetText()},
                        "§6.3"};
            return {QT_TRANSLATE_NOOP("core",
                                      "No card with %1 GB of memory or more costs %2 or "
                                      "less per card"),
                    {memoryNeedText(), budgetText()},
                    "§3.3"};
        case Constraint::TensorCores:
            return {QT_TRANSLATE_NOOP("core",
                                      "No card with tensor cores costs %1 or less per "
                                      "card"),
                    {budgetText()},
                    "§3.1"};
        case Constraint::Power:
            return {QT_TRANSLATE_NOOP("core",
                                      "No card drawing %1 W or less costs %2 or less per "
                                      "card"),
                    {compactNumber(*m_in.maxPowerW, 0), budgetText()},
                    "§7.8"};
        case Constraint::Licence:
            return {QT_TRANSLATE_NOOP("core",
                                      "No card licensed for data-centre use costs %1 or "
                                      "less per card"),
                    {budgetText()},
                    "§2.1"};
        case Constraint::Vendor:
            return {QT_TRANSLATE_NOOP("core", "No card from %1 costs %2 or less per card"),
                    {vendorList(), budgetText()},
                    "§2.2"};
        case Constraint::Budget:
        case Constraint::Fit:
        case Constraint::Support:
        case Constraint::Overpriced:
            break;
        }
    }
    std::vector<std::string> labels;
    std::string rule;
    for (const Constraint c : binding) {
        const Message label = c == Constraint::Memory ? memoryPhrase() : constraintLabel(c);
        labels.push_back(label.english());
        if (rule.empty())
            rule = label.rule;
    }
    return {QT_TRANSLATE_NOOP("core", "No card meets these needs at once: %1"),
            {joined(labels, "; ")},
            rule};
}

void Recommender::explainUnmet(Recommendation &r) const
{
    if (m_candidates.empty()) {
        r.unmet = Message {QT_TRANSLATE_NOOP("core",
                                             "No card for sale in the catalogue has both a "
                                             "price and a performance figure"),
                           {},
                           ""};
        return;
    }
    std::size_t fewest = m_candidates.front().fails.size();
    for (const Candidate &c : m_candidates)
        fewest = std::min(fewest, c.fails.size());
    // The constraints that keep the closest cards out.
    std::set<Constraint> binding;
    std::vector<std::vector<Constraint>> sets;
    for (const Candidate &c : m_candidates) {
        if (c.fails.size() != fewest)
            continue;
        binding.insert(c.fails.begin(), c.fails.end());
        if (std::find(sets.begin(), sets.end(), c.fails) == sets.end())
            sets.push_back(c.fails);
    }
    r.binding.assign(binding.begin(), binding.end());
    r.unmet = unmetSentence(r.binding);

    // The nearest card for each way of missing: the cheapest when the
    // budget is what it misses, else the best by the objective.
    std::sort(sets.begin(), sets.end());
    for (const std::vector<Constraint> &set : sets) {
        const bool overBudget = std::find(set.begin(), set.end(), Constraint::Budget) != set.end();
        const Candidate *best = nullptr;
        for (const Candidate &c : m_candidates) {
            if (c.fails != set)
                continue;
            if (!best || (overBudget ? c.priceUsd < best->priceUsd : ranksBefore(c, *best)))
                best = &c;
        }
        if (!best)
            continue; // every set comes from a candidate: not reached
        NearestOption o;
        o.deviceId = best->device->id;
        o.name = best->device->name;
        o.priceUsd = best->priceUsd;
        o.price = m_rates.fromUsd(best->priceUsd, m_in.currency);
        o.relativePerformance = best->perf;
        o.memoryGb = best->device->memoryGb;
        o.misses = set;
        for (const Constraint c : set)
            o.explanation.push_back(missSentence(*best, c));
        r.nearest.push_back(std::move(o));
    }
}

// Exclusions and defaults -----------------------------------------------------

Message Recommender::exclusionSentence(const Candidate &c, Constraint constraint) const
{
    const Device &d = *c.device;
    switch (constraint) {
    case Constraint::Fit:
        return c.fitReason.value_or(
            Message {QT_TRANSLATE_NOOP("core", "%1 does not fit the chosen host"), {d.name}, ""});
    case Constraint::Support:
        return {QT_TRANSLATE_NOOP(
                    "core",
                    "The %1 is left out of new purchases: %2; allow legacy cards to include it"),
                {d.name, c.evaluation->supportSentence()},
                ""};
    case Constraint::Overpriced:
        return c.overpricedReason.value_or(Message {
            QT_TRANSLATE_NOOP("core", "The %1 is over-priced for what it gives"), {d.name}, "§7.1"});
    default:
        return missSentence(c, constraint);
    }
}

void Recommender::addExclusions(Recommendation &r) const
{
    // Cards that meet every need the user stated but not the host, current
    // software or fair value, and would have ranked above the first pick
    // (every one of them when nothing qualifies).
    const Candidate *first = nullptr;
    if (!r.picks.empty()) {
        for (const Candidate &c : m_candidates) {
            if (c.device->id == r.picks.front().deviceId) {
                first = &c;
                break;
            }
        }
    }
    for (const Candidate &c : m_candidates) {
        if (first && !ranksBefore(c, *first))
            break; // sorted: the rest rank lower
        if (c.fails.empty())
            continue;
        const bool onlyAdvice = std::all_of(c.fails.begin(), c.fails.end(), [](Constraint k) {
            return k == Constraint::Fit || k == Constraint::Support || k == Constraint::Overpriced;
        });
        if (!onlyAdvice)
            continue;
        r.excluded.push_back(
            {c.device->id, c.device->name, c.fails.front(), exclusionSentence(c, c.fails.front())});
    }
}

void Recommender::addBasedOn(Recommendation &r) const
{
    const std::string kind(toString(m_host.kind));
    if (m_host.psuWatts > 0.0)
        r.basedOn.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Host: a %1 with a %2 W power supply, %3 W for the rest of the "
                               "machine, %4 card slots %5 slot widths apart and a %6% margin "
                               "for power spikes; choose another host or edit it in Preferences"),
             {kind, compactNumber(m_host.psuWatts, 0), compactNumber(m_host.hostPeakWatts, 0),
              std::to_string(m_host.cardSlots), compactNumber(m_host.slotSpacing),
              compactNumber(m_assumptions.powerTransientMargin * 100.0, 0)},
             "§5.1"});
    else
        r.basedOn.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Host: a %1 with a module baseboard whose supplies are sized for "
                               "its modules; choose another host or edit it in Preferences"),
             {kind},
             ""});
    if (m_host.airflow != Airflow::Server)
        r.basedOn.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Passive cards (no fan of their own) are left out: they need a "
                               "server chassis; choose a server host to include them"),
             {},
             ""});
    r.basedOn.push_back(
        m_in.legacyAllowed
            ? Message {QT_TRANSLATE_NOOP(
                           "core",
                           "Legacy cards allowed: cards whose software support has ended or is "
                           "ending are offered too"),
                       {},
                       ""}
            : m_in.asOfDay
            ? Message {QT_TRANSLATE_NOOP(
                           "core",
                           "Cards whose software support had ended or was ending on %1 are "
                           "left out of new purchases; allow legacy cards to include them"),
                       {isoDateFromDayNumber(*m_in.asOfDay)},
                       ""}
            : Message {QT_TRANSLATE_NOOP(
                           "core",
                           "Cards whose software support has ended or is ending are left out "
                           "of new purchases; allow legacy cards to include them"),
                       {},
                       ""});
    r.basedOn.push_back(
        m_in.usedAllowed
            ? Message {QT_TRANSLATE_NOOP(
                           "core",
                           "Prices: the mean of the new and used street prices where both are "
                           "known, within the freshness window; choose new cards only to leave "
                           "used prices out"),
                       {},
                       "§4.3"}
            : Message {QT_TRANSLATE_NOOP(
                           "core",
                           "Prices: new cards only; say used cards are welcome to count used "
                           "prices"),
                       {},
                       "§4.3"});
    if (m_in.gpus > 1) {
        if (m_assumptions.hostCostIsUsers())
            r.basedOn.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Host machine price: %1 each, your figure from "
                                                   "Preferences"),
                                 {money(m_assumptions.multiGpuHostCostUsd)},
                                 "§4.5"});
        else {
            const HostPrice &host = hostPriceAsOf(m_in.asOfDay);
            r.basedOn.push_back({QT_TRANSLATE_NOOP("core",
                                                   "Host machine price: %1 each, seen on %2 (%3; "
                                                   "%4); enter your own in Preferences"),
                                 {money(host.usd), host.observed, host.note, host.source},
                                 "§4.5"});
        }
    }
    const SoftwareMaturity &maturity = m_assumptions.softwareMaturity;
    if (maturity.enabled)
        r.basedOn.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Software maturity: spec-sheet estimates of AMD cards are "
                               "multiplied by %1 for convnets and Transformers and %2 for RNNs "
                               "(published MI300X measurements against NVIDIA's; Intel and "
                               "others alike); switch it off in Preferences"),
             {compactNumber(maturity.rocm.cnn), compactNumber(maturity.rocm.rnn)},
             "§2.2"});
    else
        r.basedOn.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Software maturity is switched off: non-NVIDIA estimates are taken "
                               "from their specification sheets as they are"),
             {},
             "§2.2"});
}

void Recommender::addWorst(Recommendation &r) const
{
    // seed §7.8, "worst GPUs": the cards for sale that give the least
    // performance per dollar (any vendor, any need), so that the buyer sees
    // why they are the worst buys.
    std::vector<const Candidate *> all;
    double best = 0.0;
    for (const Candidate &c : m_candidates) {
        if (c.priceUsd <= 0.0)
            continue;
        all.push_back(&c);
        best = std::max(best, c.perf / c.priceUsd * 1000.0);
    }
    std::sort(all.begin(), all.end(), [](const Candidate *a, const Candidate *b) {
        const double va = a->perf / a->priceUsd;
        const double vb = b->perf / b->priceUsd;
        if (va != vb)
            return va < vb;
        return a->device->name < b->device->name;
    });
    const auto count = std::min<std::size_t>(all.size(), 5);
    for (std::size_t i = 0; i < count; ++i) {
        const Candidate &c = *all[i];
        Pick p;
        p.deviceId = c.device->id;
        p.name = c.device->name;
        p.score = c.perf / c.priceUsd * 1000.0;
        p.relativePerformance = c.perf;
        p.priceUsd = c.priceUsd;
        p.price = m_rates.fromUsd(c.priceUsd, m_in.currency);
        p.systemThroughput = c.perf;
        p.systemCostUsd = c.priceUsd;
        p.intervalLow = c.intervalLow;
        p.intervalHigh = c.intervalHigh;
        p.measured = c.measured;
        p.reasons.push_back(
            {QT_TRANSLATE_NOOP("core",
                               "Among the worst value for money: %1 per $1,000 at %2 per card, "
                               "against %3 for the best value card for sale"),
             {compactNumber(p.score, 3), money(c.priceUsd), compactNumber(best, 3)},
             "§7.8"});
        r.worst.push_back(std::move(p));
    }
}

void Recommender::addHostVerdict(Recommendation &r) const
{
    r.hostCostUsd = m_assumptions.hostCostUsd(m_in.asOfDay);
    // The seed's own example (§4.5c), named as the seed names it: a check of
    // its claim on the view's prices, not a rule that picks cards.
    if (!m_data.device("rtx-2080-ti") || !m_data.device("rtx-2060"))
        return;
    SystemRequest one;
    one.deviceId = "rtx-2080-ti";
    one.cards = 4;
    one.hosts = 1;
    one.hostCostUsd = r.hostCostUsd;
    one.host = defaultHostProfile(HostKind::Workstation);
    SystemRequest two = one;
    two.deviceId = "rtx-2060";
    two.cards = 8;
    two.hosts = 2;
    const SystemComparison c = compareSystems(m_data, m_session.prices(), m_model, m_session.view(),
                                              m_assumptions, one, two);
    if (c.first.problem || c.second.problem || c.morePerDollar == 0)
        return;
    const auto perThousand = [](const SystemPlan &p) {
        return compactNumber(p.result.performancePerDollar.value_or(0.0) * 1000.0, 3);
    };
    const bool holds = c.morePerDollar == 1;
    if (c.breakEven && c.breakEven->hostCostUsd)
        r.hostBreakEvenUsd = c.breakEven->hostCostUsd;
    const std::string above = r.hostBreakEvenUsd ? money(*r.hostBreakEvenUsd) : std::string();
    if (holds)
        r.hostVerdict = Message {
            r.hostBreakEvenUsd
                ? QT_TRANSLATE_NOOP("core",
                                    "One machine with 4x RTX 2080 Ti is more cost-efficient than "
                                    "two machines with 4x RTX 2060: the claim holds with the host "
                                    "at %1 (%2 against %3 per $1,000), as it does for any host "
                                    "price above %4")
                : QT_TRANSLATE_NOOP("core",
                                    "One machine with 4x RTX 2080 Ti is more cost-efficient than "
                                    "two machines with 4x RTX 2060: the claim holds with the host "
                                    "at %1 (%2 against %3 per $1,000), whatever the host costs"),
            {money(r.hostCostUsd), perThousand(c.first), perThousand(c.second), above},
            "§4.5"};
    else
        r.hostVerdict = Message {
            r.hostBreakEvenUsd
                ? QT_TRANSLATE_NOOP("core",
                                    "One machine with 4x RTX 2080 Ti is more cost-efficient than "
                                    "two machines with 4x RTX 2060: the claim does not hold with "
                                    "the host at %1 (%2 against %3 per $1,000); it holds only for "
                                    "host prices above %4")
                : QT_TRANSLATE_NOOP("core",
                                    "One machine with 4x RTX 2080 Ti is more cost-efficient than "
                                    "two machines with 4x RTX 2060: the claim does not hold at "
                                    "any host price (%2 against %3 per $1,000 with the host at "
                                    "%1)"),
            {money(r.hostCostUsd), perThousand(c.first), perThousand(c.second), above},
            "§4.5"};
}

} // namespace gpa::detail
