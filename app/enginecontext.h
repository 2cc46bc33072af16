#pragma once

#include "commandline.h"

#include "core/dataset.h"
#include "database/catalogue.h"

#include <memory>

namespace gpa::cli {

// The catalogue a command works on and its data, loaded once.
struct EngineContext
{
    std::unique_ptr<db::Catalogue> catalogue;
    DataSet data;

    // Opens --database (or the default catalogue) and loads it; prints the
    // reason and returns nullopt on failure.
    static std::optional<EngineContext> open(const Invocation &invocation);
};

} // namespace gpa::cli
