#pragma once

#include "commandline.h"

#include "core/session.h"
#include "database/catalogue.h"

#include <functional>
#include <memory>
#include <optional>

namespace gpa::cli {

// What a command works on: the catalogue and the engine session over its
// data and its settings (the same settings the window's Preferences write, so
// a command and the window give the same figures for the same catalogue).
// Each command is an adapter: it reads its options, asks the session, prints.
struct EngineContext
{
    std::unique_ptr<db::Catalogue> catalogue;
    std::unique_ptr<Session> session;
    // The model came from the calibration cache (db::ModelCache).
    bool modelFromCache = false;

    EngineContext() = default;
    EngineContext(EngineContext &&) noexcept = default;
    EngineContext &operator=(EngineContext &&) noexcept = default;
    // Keeps a calibration the command made in the cache for the next one.
    ~EngineContext();

    [[nodiscard]] const DataSet &data() const { return session->data(); }

    // Opens --database (or the default catalogue), loads it and its settings
    // (a setting that is not valid is named on stderr and its default used);
    // prints the reason and returns nullopt on failure.
    static std::optional<EngineContext> open(const Invocation &invocation,
                                             PerformanceModel::Options modelOptions = {});

    // The view the command's options ask for, on top of the session's (the
    // catalogue's settings), applied to the session. `adjust` changes the
    // defaults before the options are read (e.g. an equal workload mix).
    // Records a usage error and returns false on a bad value.
    bool readView(Invocation &invocation, const std::function<void(ViewOptions &)> &adjust = {});
};

} // namespace gpa::cli
