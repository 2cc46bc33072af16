#pragma once

#include "core/dataset.h"
#include "core/performancemodel.h"

#include <QString>

#include <optional>

namespace gpa::db {

// The calibrated performance model of a data set, kept between runs so that
// a command or the window starts without refitting (calibration costs a few
// hundred milliseconds; reading the state back, a few). One file per data
// set in the user's cache folder, named by core's calibrationKey(): any edit
// that changes what the model is fitted on gives another key, and the old
// files beyond the newest four are removed when a new one is written. The cache is only ever a
// shortcut: a missing, unreadable or foreign file means "calibrate", never an
// error, and a file that does not fit the data is refused by
// PerformanceModel::fromState().
class ModelCache
{
public:
    // `folder` empty: the user's cache folder (QStandardPaths::CacheLocation).
    explicit ModelCache(QString folder = {});

    [[nodiscard]] QString folder() const { return m_folder; }
    [[nodiscard]] QString fileFor(const DataSet &data, const PerformanceModel::Options &options) const;

    // The model for `data` when the cache holds its calibration.
    [[nodiscard]] std::optional<PerformanceModel> load(const DataSet &data,
                                                       const PerformanceModel::Options &options) const;
    // Keeps `model`, calibrated on `data` (atomically: readers see the old
    // file or the whole new one). Failures are logged and otherwise ignored.
    void store(const DataSet &data, const PerformanceModel &model) const;

private:
    QString m_folder;
};

} // namespace gpa::db
