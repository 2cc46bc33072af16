#pragma once

#include "core/dataset.h"
#include "core/result.h"

namespace gpa::db {

// The reference data compiled into the binary (database/seed/*.csv under the
// resource prefix :/seed/), parsed by core's table reader. An error names the
// file and line; it means a broken build, not bad user input.
Result<DataSet> readBundledData();

// A fingerprint of the bundled data (FNV-1a over every file as compiled in,
// hex): what a catalogue records when it takes this release's bundled rows.
std::string bundledDataVersion();

} // namespace gpa::db
