#pragma once

#include "commandline.h"

#include "core/dataset.h"
#include "core/hostprofile.h"
#include "core/ranking.h"

#include <optional>
#include <string>
#include <vector>

namespace gpa::cli {

// --workload, --precision, --reference, --as-of, --policy, --currency: the
// view every engine command shares with the window's toolbar.
enum ViewOption : unsigned {
    OptWorkload = 1u << 0,
    OptPrecision = 1u << 1,
    OptReference = 1u << 2,
    OptAsOf = 1u << 3,
    OptPolicy = 1u << 4,
    OptCurrency = 1u << 5,
    OptAllView = 0x3fu,
    // --workload llm with --model, --task, --weights, --context, --batch,
    // --count, --split (named as the llm command names them).
    OptLlm = 1u << 6,
};

// The option descriptions of the chosen view options, for a CommandSpec.
QList<OptionSpec> viewOptionSpecs(unsigned which, bool allowMix = true);

// Reads --model, --task, --weights, --context, --batch, --count and --split
// into an LLM workload; records a usage error naming the option on a bad
// value (unknown model or format, a format the task cannot use).
std::optional<LlmWorkload> readLlmWorkload(Invocation &invocation, const DataSet &data);

// Reads the view options given; records a usage error naming the option on
// a bad value (unknown workload, device or currency, a date that is not one).
std::optional<ViewOptions> readViewOptions(Invocation &invocation, const DataSet &data,
                                           ViewOptions defaults = {});

// --host desktop|workstation|server and --legacy: the machine the cards go
// into and whether cards past their software support are offered.
QList<OptionSpec> hostOptionSpecs();
// The host profile --host names: the assumptions' own profile when it is of
// that kind (edited in Preferences), else that kind's default; nullopt when
// --host is not given (a bad value is a usage error).
std::optional<HostProfile> readHostProfile(Invocation &invocation, const HostProfile &current);

// A device id given on the command line, checked against the catalogue.
const Device *readDevice(Invocation &invocation, const QString &option, const DataSet &data);
// A cloud offer id given on the command line, checked against the catalogue.
const CloudOffer *readCloudOffer(Invocation &invocation, const QString &option, const DataSet &data);

// What follows an unknown id in an error: "; did you mean 'rtx-4090'?" with
// the closest of `ids` (core's edit distance), empty when none is close.
QString didYouMean(const QString &unknown, const std::vector<std::string> &ids);
// The ids a "did you mean" chooses from.
std::vector<std::string> deviceIds(const DataSet &data);
std::vector<std::string> cloudOfferIds(const DataSet &data);
std::vector<std::string> llmModelIds(const DataSet &data);

} // namespace gpa::cli
