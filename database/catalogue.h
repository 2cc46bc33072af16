#pragma once

#include "core/dataexchange.h"
#include "core/dataset.h"
#include "core/enginesettings.h"
#include "core/result.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace gpa::db {

// What happened when a catalogue file was opened, for the status bar, the
// log and the command line's stderr.
struct OpenReport
{
    enum class Outcome {
        Opened,              // an existing, current catalogue
        Created,             // no file: created from the bundled data
        Migrated,            // an older schema brought up to date (backup kept)
        ReadOnlyNewer,       // written by a newer version of the app: read-only
        ReadOnly,            // usable for reading only: `reason` says why
        SetAsideAndCreated,  // not a valid catalogue: moved aside, fresh one created
    };

    Outcome outcome = Outcome::Opened;
    QString path;
    int fileVersion = 0;   // schema version found in the file
    int schemaVersion = 0; // schema version of this build
    QString backupPath;    // Migrated: the copy taken before migrating
    QString setAsidePath;  // SetAsideAndCreated: where the bad file went
    QString reason;        // SetAsideAndCreated, ReadOnly: why, as one clause
    bool checked = false;  // SQLite's integrity check ran (requested, or after a crash)
    int removedLeftovers = 0; // temporary files of programs that died, deleted

    // One translated sentence for the user; empty for a plain Opened.
    [[nodiscard]] QString message() const;
};

// A change another program committed to a team catalogue, as the server
// announced it: the table, and for devices and their quotes the device's id.
struct CatalogueChange
{
    QString table;
    QString key;
};

// How to open a catalogue.
struct OpenOptions
{
    // Runs SQLite's full integrity check before the catalogue is used (it
    // runs on its own, as the quicker check, after a program that had the
    // catalogue open ended without closing it). A damaged file is set aside.
    bool checkIntegrity = false;
    // Opens someone's file only to read it: nothing is created, moved,
    // migrated or written beside it (no marker, no sweep); a missing file or
    // one that is not a catalogue is an error instead.
    bool readOnly = false;
};

// The user's catalogue: one SQLite file holding devices, cloud offers, the
// price history, benchmarks, multi-GPU scaling and exchange rates. Every
// write is one transaction; every statement is prepared with bound values.
//
// One file may be shared by several programs at once (the window and
// scripts): the file is in write-ahead-log mode, so readers never wait for a
// writer and a writer waits for another (up to kBusyTimeoutMs) instead of
// failing. Opening never judges a file by copying it: SQLite recovers an
// interrupted write itself, under its locks, and a file is set aside only
// when SQLite reports it damaged while holding a lock, or when it is not a
// catalogue at all. A catalogue whose schema differs from what this version
// creates (a missing column, a trigger or view it did not create) is opened
// read-only, so nothing the file carries runs on an edit.
// Like any Qt SQL connection, a Catalogue is used from the thread that opened
// it, or the one it was handed to (moveToThread()).
class Catalogue
{
    Q_DECLARE_TR_FUNCTIONS(gpa::db::Catalogue)

public:
    static constexpr int kSchemaVersion = 6;
    // PRAGMA application_id: "GPAv" marks a file as ours.
    static constexpr std::int32_t kApplicationId = 0x47504176;

    // <AppDataLocation>/catalogue.sqlite
    static QString defaultPath();

    // Opens `path`: creates it from the bundled data when missing, migrates an
    // older schema after taking a consistent copy of it, opens a newer or a
    // differing one read-only, and moves a file that is not a catalogue (or
    // that SQLite finds damaged) aside, never overwriting it, before starting
    // afresh. Refuses a FIFO, device or folder before reading a byte. Fails
    // only when nothing usable can be opened (an unwritable folder, a
    // catalogue kept busy by another program), with a one-line reason.
    //
    // `path` may instead be a team catalogue's URL on a PostgreSQL server,
    // postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=...] (a Unix socket:
    // postgresql:///DATABASE?host=/folder&port=N): the same schema, created
    // from the bundled data on an empty database, migrated in one
    // transaction, opened read-only when the server's schema is newer or the
    // user's role may only read it.
    static Result<std::unique_ptr<Catalogue>> open(const QString &path, OpenReport *report = nullptr,
                                                   const OpenOptions &options = {});

    // Whether `location` names a team catalogue on a server.
    static bool isServerLocation(const QString &location);
    // `location` as it may be shown: a path, or a URL without its password.
    static QString shownLocation(const QString &location);

    ~Catalogue();
    Catalogue(const Catalogue &) = delete;
    Catalogue &operator=(const Catalogue &) = delete;

    // The file, or the team catalogue's URL without its password.
    [[nodiscard]] QString path() const;
    // A team catalogue on a PostgreSQL server (else an SQLite file).
    [[nodiscard]] bool isShared() const;
    // Who writes: the database role on a server, the login name on a file.
    [[nodiscard]] QString userName() const;
    // Whether this user may change devices and offers (on a server: the
    // admin role); adding quotes needs only a writable catalogue.
    [[nodiscard]] bool mayEditDevices() const;

    // A team catalogue: calls `onChange` (from the event loop of the thread
    // that opened it) for every change committed by anyone, this program
    // included. Does nothing on a file.
    Status watch(std::function<void(const CatalogueChange &)> onChange);
    // Whether the server still answers (true for a file).
    [[nodiscard]] bool isConnected() const;
    // Connects to the server again and resumes watching.
    Status reconnect();
    [[nodiscard]] bool isReadOnly() const;
    // Hands the catalogue to `thread`, which uses it from now on; called from
    // the thread that uses it now, which no longer does. For a file only: a
    // team catalogue's watch() stays with the thread that asked for it.
    void moveToThread(QThread *thread);
    // Why writes are refused (one translated sentence); empty when writable.
    [[nodiscard]] QString readOnlyReason() const;

    // Reads --------------------------------------------------------------
    // Reads fail with a one-line reason (the file damaged since it was
    // opened, a disk error); the damage is then checked at the next start.
    [[nodiscard]] Result<DataSet> load() const; // everything, in one read transaction
    [[nodiscard]] Result<std::vector<Device>> devices() const;
    [[nodiscard]] std::optional<Device> device(const QString &id) const;
    [[nodiscard]] std::vector<CloudOffer> cloudOffers() const;
    [[nodiscard]] std::vector<PriceQuote> priceQuotes() const;
    [[nodiscard]] std::vector<PriceQuote> priceQuotes(const QString &deviceId) const;
    [[nodiscard]] std::vector<Benchmark> benchmarks() const;
    [[nodiscard]] std::vector<ScalingRow> scaling() const;
    [[nodiscard]] std::vector<ExchangeRate> exchangeRates() const;
    [[nodiscard]] std::vector<SpecSupplement> specSupplements() const;
    [[nodiscard]] std::vector<CloudPricePoint> cloudPriceHistory() const;
    // Device as shipped in the bundled data (to show what "revert" restores).
    [[nodiscard]] std::optional<Device> bundledDevice(const QString &id) const;
    // LLM models (bundled and the user's own) and the measured throughputs.
    [[nodiscard]] std::vector<LlmModel> llmModels() const;
    [[nodiscard]] std::vector<LlmBenchmark> llmBenchmarks() const;

    // Writes: each is one transaction; on error nothing changed -----------
    Result<std::int64_t> addPriceQuote(const PriceQuote &quote); // returns the new row id
    Status removePriceQuote(std::int64_t quoteId);
    // Adds the quotes this catalogue does not hold yet, in one transaction
    // (push and pull). A quote is already held when one has the same device,
    // amount, currency, kind, observation date and source; a quote of a
    // device this catalogue lacks is left out and named. Each quote keeps who
    // entered it (or is this user's when it says nobody).
    struct MergeReport
    {
        int added = 0;
        int duplicates = 0;
        QStringList unknownDevices;
    };
    Result<MergeReport> mergePriceQuotes(const std::vector<PriceQuote> &quotes);
    // Re-inserts a quote removed earlier with the same id (undo of a removal).
    Status restorePriceQuote(const PriceQuote &quote);
    // The same for many quotes at once (a paste of prices), each call one
    // transaction: all of them or, on any error, none.
    Result<std::vector<std::int64_t>> addPriceQuotes(const std::vector<PriceQuote> &quotes);
    Status removePriceQuotes(const std::vector<std::int64_t> &quoteIds);
    Status restorePriceQuotes(const std::vector<PriceQuote> &quotes);
    Status addDevice(const Device &device);      // a user's own device (origin = user)
    Status updateDevice(const Device &device);   // bundled rows become origin = modified
    Status deleteDevice(const QString &id);      // with its quotes, benchmarks, offers
    Status revertDevice(const QString &id);      // back to the bundled values
    Status setExchangeRate(const ExchangeRate &rate);
    // Applies an import (core/dataexchange.h plan()) in one transaction: all
    // of it or, on any error, nothing. Changed bundled devices and offers
    // become origin modified; added rows are the user's.
    Status applyImport(const exchange::Plan &plan);
    // What refreshBundledData() changed.
    struct BundledRefresh
    {
        int devicesAdded = 0;
        int devicesUpdated = 0; // still as shipped: they take the new values
        int quotesAdded = 0;
        int offersAdded = 0;
        int offersUpdated = 0;
        int benchmarksAdded = 0;
        int cloudPricesAdded = 0;
        [[nodiscard]] int total() const
        {
            return devicesAdded + devicesUpdated + quotesAdded + offersAdded + offersUpdated
                + benchmarksAdded + cloudPricesAdded;
        }
    };
    // Whether this release's bundled data differs from what the catalogue
    // took when it was created or last refreshed.
    [[nodiscard]] bool bundledDataIsNewer() const;
    // Brings a catalogue made with an earlier release's bundled data up to
    // this release's, in one transaction: devices and cloud offers it lacks
    // are added; those still as shipped take the new values (a changed one
    // keeps the user's values, and "revert" then restores the new ones); the
    // bundled price quotes, benchmarks and cloud prices it does not hold are
    // added. The user's own devices, offers and quotes stay as they are;
    // running it again changes nothing.
    Result<BundledRefresh> refreshBundledData();
    // One sentence on what a refresh changed, e.g. "Updated the bundled data:
    // 1 device added, 2 price quotes added. Your own ... are unchanged."
    [[nodiscard]] static QString describe(const BundledRefresh &refresh);
    // A user's own LLM model (origin = user), checked by core's
    // checkLlmModel(); the id must be new.
    Status addLlmModel(const LlmModel &model);
    // Removes one of the user's own models (bundled models stay).
    Status removeLlmModel(const QString &id);

    // The settings that change the engine's numbers (core/enginesettings.h):
    // the window's Preferences write them, every command reads them.
    [[nodiscard]] EngineSettingsRead engineSettings() const;
    // Stores every value at once, in one transaction, after validating them.
    Status setEngineSettings(const EngineSettings &settings);

    // Settings that belong to the data (reference device, price policy, ...).
    [[nodiscard]] QString setting(const QString &key, const QString &fallback = {}) const;
    Status setSetting(const QString &key, const QString &value);
    // Reads a setting and stores what `change` makes of it, in one write
    // transaction, so that two programs changing the same setting (saved
    // personas) never lose each other's edit. An error of `change` is
    // returned as it is, and nothing is written.
    using SettingChange = std::function<Result<QString>(const QString &current)>;
    Status updateSetting(const QString &key, const SettingChange &change);

    // A team catalogue: creates the roles gpa_viewer, gpa_editor and
    // gpa_admin (if missing) and grants them their rights on this catalogue,
    // in one transaction (teamSetupSql()). Needs a role that may create
    // roles and owns the tables (the one that created the catalogue).
    Status applyTeamSetup();

    // Every table's rows in a fixed order, with the schema and the version
    // pragmas: equal dumps mean equal catalogues (see dumpText(path)).
    [[nodiscard]] QString dumpText() const;

private:
    static Result<std::unique_ptr<Catalogue>> openServer(const QString &url, OpenReport *report,
                                                         const OpenOptions &options);
    class Private;
    explicit Catalogue(std::unique_ptr<Private> d);
    std::unique_ptr<Private> d;
};

// The text dump of the catalogue file at `path`, read through a read-only
// connection (the file is not changed). For tests and debugging: the
// user_version and application_id, one "schema <type> <name>: <sql>" line per
// schema object, then per table (by name) a "data <table> (<n> rows): <columns>"
// line and its rows in rowid order, one line each; NULL is written NULL and
// text is single-quoted, so NULL, '' and 0 stay distinct. `path` may be a
// team catalogue's URL: then the server's rows, as Catalogue::dumpText().
Result<QString> dumpText(const QString &path);

// The SQL that sets up the roles of a team catalogue on PostgreSQL:
// gpa_viewer reads; gpa_editor also adds quotes, benchmarks and settings;
// gpa_admin also changes devices, offers and rates, and owns the tables (so
// it runs migrations). Idempotent: roles that exist are kept.
QStringList teamSetupSql();

} // namespace gpa::db
