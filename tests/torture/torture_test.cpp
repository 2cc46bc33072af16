// The catalogue under abuse, at smoke size (set GPA_TORTURE_KILLS, and
// GPA_TORTURE_EDITS for the concurrency test, to run longer):
// - processes killed with SIGKILL at random moments of every write path,
//   of the creation of a catalogue and of a migration: no acknowledged edit
//   is lost, no healthy file is set aside, no leftover stays;
// - two command-line writers, a reader and the window on one catalogue at
//   once: no failure, no lost edit;
// - hostile files at every entry point (the API, the window, `list`,
//   `set-price`): each opened, opened read-only, set aside or refused as
//   expected, with one line naming the reason, and nothing it carries run.
#include "catchqt.h"
#include "testsupport.h"

#include "core/personas.h"
#include "database/catalogue.h"
#include "database/personastore.h"
#include "ui/mainwindow.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <catch2/catch.hpp>

#include <functional>
#include <map>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

using namespace gpa;
using db::Catalogue;
using db::OpenReport;

namespace {

int environmentNumber(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

QProcessEnvironment headless()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

struct Run
{
    int exitCode = -1;
    bool crashed = false;
    QStringList out;
    QString err;
};

Run finish(QProcess &process)
{
    if (process.state() != QProcess::NotRunning)
        REQUIRE(process.waitForFinished(120000)); // a hang guard, not a timing check
    Run run;
    run.crashed = process.exitStatus() != QProcess::NormalExit;
    run.exitCode = process.exitCode();
    for (const QByteArray &line : process.readAllStandardOutput().split('\n')) {
        if (!line.isEmpty())
            run.out << QString::fromUtf8(line);
    }
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

Run cli(const QStringList &arguments, const QString &program = QStringLiteral(GPA_EXECUTABLE))
{
    QProcess process;
    process.setProcessEnvironment(headless());
    process.start(program, arguments);
    REQUIRE(process.waitForStarted());
    return finish(process);
}

QStringList leftovers(const QString &folder)
{
    QStringList found;
    for (const QString &name : QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        for (const char *mark : {".new-", ".check-", ".open-", ".backup-", ".lock", "-journal", "-wal", "-shm"}) {
            if (name.contains(QLatin1String(mark)))
                found << name;
        }
    }
    return found;
}

// Everything the writers acknowledged, by kind.
struct Acks
{
    std::map<std::string, std::set<std::string>> keys;
    double lastUpdate = 0.0;
    std::map<qlonglong, double> cliQuotes; // id -> amount

    void read(const QStringList &lines)
    {
        for (const QString &line : lines) {
            const QStringList parts = line.split(QLatin1Char(' '));
            if (parts.size() < 3 || parts.at(0) != QLatin1String("ack"))
                continue;
            keys[parts.at(1).toStdString()].insert(parts.at(2).toStdString());
            if (parts.at(1) == QLatin1String("update") && parts.size() > 3)
                lastUpdate = std::max(lastUpdate, parts.at(3).toDouble());
        }
    }
    [[nodiscard]] std::size_t count() const
    {
        std::size_t n = cliQuotes.size();
        for (const auto &[kind, set] : keys)
            n += set.size();
        return n;
    }
};

// Every acknowledged edit is in the catalogue at `path`.
void checkAcks(Catalogue &c, const Acks &acks)
{
    const auto data = c.load();
    REQUIRE(data);
    const auto has = [](const auto &items, const auto &match) {
        return std::any_of(items.begin(), items.end(), match);
    };
    const auto quoteFrom = [&](const std::string &source) {
        return has(data->priceQuotes, [&](const PriceQuote &q) { return q.source == source; });
    };
    const auto keysOf = [&](const char *kind) -> const std::set<std::string> & {
        static const std::set<std::string> none;
        const auto it = acks.keys.find(kind);
        return it == acks.keys.end() ? none : it->second;
    };
    for (const std::string &key : keysOf("quote")) {
        CAPTURE(key);
        CHECK(quoteFrom("torture " + key));
    }
    for (const std::string &key : keysOf("remove-quote")) {
        CAPTURE(key);
        CHECK_FALSE(quoteFrom("torture-removed " + key));
    }
    for (const std::string &id : keysOf("device")) {
        CAPTURE(id);
        CHECK(data->device(id));
    }
    for (const std::string &id : keysOf("delete")) {
        CAPTURE(id);
        CHECK_FALSE(data->device(id));
    }
    if (!keysOf("update").empty()) {
        const Device *updated = data->device("rtx-2080-ti");
        REQUIRE(updated);
        REQUIRE(updated->memoryGb);
        CHECK(*updated->memoryGb >= acks.lastUpdate - 1e-6);
    }
    for (const std::string &code : keysOf("rate")) {
        CAPTURE(code);
        CHECK(has(data->exchangeRates, [&](const ExchangeRate &r) { return r.currency == code; }));
    }
    for (const std::string &key : keysOf("setting")) {
        CAPTURE(key);
        CHECK(c.setting(QString::fromStdString(key)) == QStringLiteral("v"));
    }
    const auto personas = db::PersonaStore(c).load();
    REQUIRE(personas);
    for (const std::string &id : keysOf("persona")) {
        CAPTURE(id);
        CHECK(has(personas->personas, [&](const Persona &p) { return p.id == id; }));
    }
    if (!keysOf("engine").empty())
        CHECK(c.engineSettings().problems.empty());
    for (const std::string &id : keysOf("llm")) {
        CAPTURE(id);
        CHECK(has(data->llmModels, [&](const LlmModel &m) { return m.id == id; }));
    }
    for (const std::string &id : keysOf("remove-llm")) {
        CAPTURE(id);
        CHECK_FALSE(has(data->llmModels, [&](const LlmModel &m) { return m.id == id; }));
    }
    for (const auto &[id, amount] : acks.cliQuotes) {
        CAPTURE(id);
        CHECK(has(data->priceQuotes, [&, id = id, amount = amount](const PriceQuote &q) {
            return q.id == id && q.amount == amount;
        }));
    }
}

const QStringList kKinds {QStringLiteral("mixed"),        QStringLiteral("quote"),
                          QStringLiteral("remove-quote"), QStringLiteral("device"),
                          QStringLiteral("update"),       QStringLiteral("delete"),
                          QStringLiteral("revert"),       QStringLiteral("rate"),
                          QStringLiteral("setting"),      QStringLiteral("persona"),
                          QStringLiteral("engine"),       QStringLiteral("llm"),
                          QStringLiteral("remove-llm")};

} // namespace

TEST_CASE("Killed at any moment of any write, no acknowledged edit is lost and no healthy file set aside",
          "[torture][kill]")
{
    const int target = environmentNumber("GPA_TORTURE_KILLS", 210);
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString main = dir.filePath(QStringLiteral("catalogue.sqlite"));
    // A version-1 file to migrate, copied for each migration that is killed.
    const QString v1 = dir.filePath(QStringLiteral("v1-template.sqlite"));
    REQUIRE(test::runSqlFile(v1, test::fixtureFile(QStringLiteral("catalogue-v1.sql"))).isEmpty());

    QRandomGenerator random(20261201);
    Acks acks;
    QStringList created;
    QStringList migrated;
    int kills = 0;
    int checkedAfterKill = 0;
    int round = 0;
    QElapsedTimer elapsed;
    elapsed.start();
    while (kills < target) {
        ++round;
        const quint32 scenario = random.bounded(20u);
        QString path = main;
        QStringList arguments;
        QString program = QStringLiteral(GPA_TORTURE_WRITER);
        double cliAmount = 0.0;
        if (scenario < 2) { // the first start: a catalogue created from the bundled data
            path = dir.filePath(QStringLiteral("created-%1.sqlite").arg(round));
            created << path;
        } else if (scenario < 4) { // an older catalogue migrated
            path = dir.filePath(QStringLiteral("migrated-%1.sqlite").arg(round));
            REQUIRE(QFile::copy(v1, path));
            migrated << path;
        }
        if (scenario == 4) { // the command line's own write
            program = QStringLiteral(GPA_EXECUTABLE);
            cliAmount = 500.0 + round;
            arguments = {QStringLiteral("--database"), main, QStringLiteral("set-price"),
                         QStringLiteral("rtx-2060"), QString::number(cliAmount, 'f', 0)};
        } else {
            // On a new or migrated file the kill is aimed at the creation or
            // the migration: settings need no particular device.
            const QString kind = path == main ? kKinds.at(round % kKinds.size()) : QStringLiteral("setting");
            arguments = {QStringLiteral("--database"), path, QStringLiteral("--mode"), kind,
                         QStringLiteral("--tag"), QStringLiteral("r%1").arg(round)};
        }
        QProcess process;
        process.setProcessEnvironment(headless());
        process.start(program, arguments);
        REQUIRE(process.waitForStarted());
        // From before the catalogue is open to well into its writes.
        process.waitForFinished(static_cast<int>(random.bounded(5u, 300u)));
        const bool running = process.state() == QProcess::Running;
        if (running) {
            process.kill(); // SIGKILL: no destructor, no rollback, no close
            ++kills;
        }
        const Run run = finish(process);
        CAPTURE(round, arguments.join(QLatin1Char(' ')).toStdString(), run.err.toStdString());
        if (!running) {
            // Only the command line ends on its own, and then successfully.
            REQUIRE(program == QStringLiteral(GPA_EXECUTABLE));
            REQUIRE(run.exitCode == 0);
            const QString stored = run.out.value(0);
            REQUIRE(stored.startsWith(QStringLiteral("Stored quote ")));
            acks.cliQuotes[stored.section(QLatin1Char(' '), 2, 2).chopped(1).toLongLong()] = cliAmount;
        }
        if (program != QStringLiteral(GPA_EXECUTABLE) && path == main)
            acks.read(run.out);
        // A start after a kill never judges the file bad.
        for (const QString &line : run.out) {
            if (line.startsWith(QStringLiteral("opened "))) {
                CHECK_FALSE(line.contains(QStringLiteral("set-aside")));
                CHECK_FALSE(line.contains(QStringLiteral("read-only")));
                if (line.contains(QStringLiteral(" checked")))
                    ++checkedAfterKill;
            }
        }
    }
    INFO(kills << " kills in " << round << " runs, " << elapsed.elapsed() << " ms, " << acks.count()
               << " acknowledged edits");
    CHECK(acks.count() > 100);
    // The markers of the killed programs made later starts check the file.
    CHECK(checkedAfterKill > 0);

    // Every file opens as it was left, checked in full, with what was
    // acknowledged; then, once the leftovers' owners are long gone (a
    // moment for the young ones), nothing of ours is left beside them.
    QThread::msleep(2100);
    {
        OpenReport report;
        db::OpenOptions options;
        options.checkIntegrity = true;
        auto opened = Catalogue::open(main, &report, options);
        REQUIRE(opened);
        CHECK(report.outcome == OpenReport::Outcome::Opened);
        CHECK(report.checked);
        checkAcks(**opened, acks);
    }
    for (const QString &path : created) {
        CAPTURE(path.toStdString());
        OpenReport report;
        auto opened = Catalogue::open(path, &report);
        REQUIRE(opened);
        CHECK((report.outcome == OpenReport::Outcome::Opened
               || report.outcome == OpenReport::Outcome::Created));
        CHECK((*opened)->devices().value().size()
              == static_cast<std::size_t>(test::bundledRowCounts().at("devices")));
    }
    for (const QString &path : migrated) {
        CAPTURE(path.toStdString());
        OpenReport report;
        auto opened = Catalogue::open(path, &report);
        REQUIRE(opened);
        CHECK((report.outcome == OpenReport::Outcome::Opened
               || report.outcome == OpenReport::Outcome::Migrated));
        CHECK_FALSE((*opened)->isReadOnly());
        CHECK((*opened)->devices().value().size() == 3);
        // One backup per migrated file, never one per attempt.
        const QFileInfo info(path);
        CHECK(QDir(info.absolutePath())
                  .entryList({info.fileName() + QStringLiteral(".v1-backup-*")}, QDir::Files)
                  .size()
              == 1);
    }
    CAPTURE(leftovers(dir.path()).join(QLatin1Char(' ')).toStdString());
    CHECK(leftovers(dir.path()).isEmpty());
}

TEST_CASE("Two command-line writers, a reader and the window share a catalogue: no failure, no lost edit",
          "[torture][concurrency]")
{
    const int edits = environmentNumber("GPA_TORTURE_EDITS", 15);
    test::ScratchCatalogue scratch;
    REQUIRE(scratch.ok());
    scratch.close();
    const QString path = scratch.path();
    const QString program = QStringLiteral(GPA_EXECUTABLE);

    // Each command-line loop is a shell running the commands one after the
    // other, as a script would; a failed command prints FAIL.
    const auto loop = [&](const QString &body) {
        auto *process = new QProcess;
        process->setProcessEnvironment(headless());
        process->start(QStringLiteral("/bin/sh"),
                       {QStringLiteral("-c"),
                        QStringLiteral("i=0; while [ $i -lt %1 ]; do i=$((i+1)); %2 || echo FAIL $i; done")
                            .arg(edits)
                            .arg(body)});
        REQUIRE(process->waitForStarted());
        return std::unique_ptr<QProcess>(process);
    };
    const QString db = QStringLiteral("'%1' --database '%2'").arg(program, path);
    auto writerA = loop(db + QStringLiteral(" set-price rtx-2060 $((3000 + i)).5 --source writer-a"));
    auto writerB = loop(db + QStringLiteral(" set-price rtx-2060 $((4000 + i)).5 --source writer-b"));
    auto reader = loop(db + QStringLiteral(" list --json > /dev/null && ") + db
                       + QStringLiteral(" rank --workload cnn > /dev/null"));
    QProcess window;
    window.setProcessEnvironment(headless());
    window.start(QStringLiteral(GPA_TORTURE_WINDOW),
                 {QStringLiteral("--database"), path, QStringLiteral("--edits"),
                  QString::number(2 * edits), QStringLiteral("--base"), QStringLiteral("2000")});
    REQUIRE(window.waitForStarted());

    for (QProcess *process : {writerA.get(), writerB.get(), reader.get(), &window}) {
        const Run run = finish(*process);
        CAPTURE(run.out.join(QLatin1Char('\n')).toStdString(), run.err.toStdString());
        CHECK_FALSE(run.crashed);
        CHECK(run.exitCode == 0);
        CHECK_FALSE(run.out.join(QLatin1Char('\n')).contains(QStringLiteral("FAIL")));
        // Not a line on stderr: no "busy", no "cannot read", nothing set aside.
        CHECK(run.err.trimmed().isEmpty());
    }

    auto opened = Catalogue::open(path);
    REQUIRE(opened);
    const std::vector<PriceQuote> quotes = (*opened)->priceQuotes(QStringLiteral("rtx-2060"));
    const auto hasAmount = [&](double amount) {
        return std::any_of(quotes.begin(), quotes.end(),
                           [&](const PriceQuote &q) { return q.amount == amount; });
    };
    for (int i = 1; i <= edits; ++i) {
        CAPTURE(i);
        CHECK(hasAmount(3000 + i + 0.5));
        CHECK(hasAmount(4000 + i + 0.5));
    }
    for (int k = 0; k < 2 * edits; ++k) {
        CAPTURE(k);
        CHECK(hasAmount(2000 + k));
    }
}

namespace {

// What a hostile file must come to at every entry point.
enum class Expect {
    Opened,   // used as it is
    Migrated, // brought up to date, a backup kept
    ReadOnly, // opened read-only; the reason names the difference
    SetAside, // not a catalogue: moved aside, a fresh one created
    Refused,  // open fails with the reason, nothing changed
};

struct Hostile
{
    const char *what;
    Expect expect;
    const char *reason; // in the report or the error, and on stderr
    std::function<void(const QString &path, const QString &folder)> make;
};

QByteArray freshCatalogue(const QString &folder)
{
    const QString path = folder + QStringLiteral("/template.sqlite");
    if (!QFileInfo::exists(path)) {
        auto created = Catalogue::open(path);
        REQUIRE(created);
    }
    return test::readAll(path);
}

void fromTemplate(const QString &path, const QString &folder)
{
    REQUIRE(test::writeAll(path, freshCatalogue(folder)));
}

// Raw SQL with a trigger body (runSql splits at every ';').
void exec(const QString &path, const QString &statement)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hostile"));
        db.setDatabaseName(path);
        REQUIRE(db.open());
        QSqlQuery query(db);
        INFO(statement.toStdString());
        REQUIRE(query.exec(statement));
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("hostile"));
}

void withSql(const QString &path, const QString &folder, const QString &script)
{
    fromTemplate(path, folder);
    const QString error = test::runSql(path, script);
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
}

std::vector<Hostile> hostileFiles()
{
    const int newer = Catalogue::kSchemaVersion + 1;
    return {
        {"a truncated catalogue", Expect::SetAside, "SQLite cannot read it",
         [](const QString &p, const QString &f) {
             const QByteArray bytes = freshCatalogue(f);
             REQUIRE(test::writeAll(p, bytes.left(bytes.size() / 2 / 4096 * 4096)));
         }},
        {"a flipped bit in the magic string", Expect::SetAside, "not an SQLite database",
         [](const QString &p, const QString &f) {
             QByteArray bytes = freshCatalogue(f);
             bytes[3] = static_cast<char>(bytes[3] ^ 0x04);
             REQUIRE(test::writeAll(p, bytes));
         }},
        {"a flipped bit in the application id", Expect::SetAside, "another program",
         [](const QString &p, const QString &f) {
             QByteArray bytes = freshCatalogue(f);
             bytes[70] = static_cast<char>(bytes[70] ^ 0x10);
             REQUIRE(test::writeAll(p, bytes));
         }},
        {"a user_version no release wrote", Expect::SetAside, "has ever written",
         [](const QString &p, const QString &f) {
             QByteArray bytes = freshCatalogue(f);
             bytes[60] = '\x3c';
             REQUIRE(test::writeAll(p, bytes));
         }},
        {"an empty file", Expect::SetAside, "the file is empty",
         [](const QString &p, const QString &) { REQUIRE(test::writeAll(p, {})); }},
        {"another program's database", Expect::SetAside, "another program (application id 42)",
         [](const QString &p, const QString &) {
             REQUIRE(test::runSql(p, QStringLiteral("CREATE TABLE notes (t); PRAGMA application_id = 42"))
                         .isEmpty());
         }},
        {"our id without a schema version", Expect::SetAside, "no schema version",
         [](const QString &p, const QString &) {
             REQUIRE(test::runSql(p, QStringLiteral("CREATE TABLE devices (id); PRAGMA application_id = 1196441974"))
                         .isEmpty());
         }},
        {"a trigger that empties the catalogue on an edit", Expect::ReadOnly,
         "it carries a trigger wipe that GPU Advisor did not create",
         [](const QString &p, const QString &f) {
             fromTemplate(p, f);
             exec(p, QStringLiteral("CREATE TRIGGER wipe AFTER INSERT ON price_quotes "
                                    "BEGIN DELETE FROM devices; END"));
         }},
        {"a view", Expect::ReadOnly, "it carries a view cheap that GPU Advisor did not create",
         [](const QString &p, const QString &f) {
             withSql(p, f, QStringLiteral("CREATE VIEW cheap AS SELECT * FROM price_quotes WHERE amount < 100"));
         }},
        {"a dropped column", Expect::ReadOnly, "the column devices.notes is missing",
         [](const QString &p, const QString &f) {
             withSql(p, f, QStringLiteral("ALTER TABLE devices DROP COLUMN notes"));
         }},
        {"a renamed column", Expect::ReadOnly, "the column price_quotes.amount is missing",
         [](const QString &p, const QString &f) {
             withSql(p, f, QStringLiteral("ALTER TABLE price_quotes RENAME COLUMN amount TO price"));
         }},
        {"a column of another type", Expect::ReadOnly,
         "the column exchange_rates.per_usd has the type TEXT instead of REAL",
         [](const QString &p, const QString &f) {
             withSql(p, f,
                     QStringLiteral("PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql = "
                                    "replace(sql, 'per_usd REAL', 'per_usd TEXT') WHERE name = "
                                    "'exchange_rates'"));
         }},
        {"an extra table", Expect::ReadOnly, "it has a table extra this version does not know",
         [](const QString &p, const QString &f) {
             withSql(p, f, QStringLiteral("CREATE TABLE extra (x)"));
         }},
        {"a dropped index", Expect::ReadOnly, "its index price_quotes_by_device is missing",
         [](const QString &p, const QString &f) {
             withSql(p, f, QStringLiteral("DROP INDEX price_quotes_by_device"));
         }},
        {"a newer version", Expect::ReadOnly, "newer version",
         [newer](const QString &p, const QString &f) {
             withSql(p, f, QStringLiteral("PRAGMA user_version = %1").arg(newer));
         }},
        {"an older version", Expect::Migrated, "",
         [](const QString &p, const QString &) {
             REQUIRE(test::runSqlFile(p, test::fixtureFile(QStringLiteral("catalogue-v1.sql"))).isEmpty());
         }},
        {"a name of five million characters", Expect::Opened, "",
         [](const QString &p, const QString &f) {
             withSql(p, f,
                     QStringLiteral("UPDATE devices SET name = printf('%.*c', 5000000, 'x') "
                                    "WHERE id = 'rtx-2060'"));
         }},
        {"a journal of garbage beside it", Expect::Opened, "",
         [](const QString &p, const QString &f) {
             fromTemplate(p, f);
             REQUIRE(test::writeAll(p + QStringLiteral("-journal"), QByteArray(3000, 'j')));
         }},
        {"a FIFO", Expect::Refused, "it is a named pipe (FIFO), not a file",
         [](const QString &p, const QString &) {
             REQUIRE(::mkfifo(QFile::encodeName(p).constData(), 0644) == 0);
         }},
        {"a symbolic link loop", Expect::Refused, "its symbolic links form a loop",
         [](const QString &p, const QString &) {
             REQUIRE(QFile::link(p, p));
         }},
        {"a symbolic link to nothing", Expect::Refused, "a symbolic link to a file that does not exist",
         [](const QString &p, const QString &f) {
             REQUIRE(QFile::link(f + QStringLiteral("/nowhere.sqlite"), p));
         }},
        {"a folder", Expect::Refused, "is a folder, not a catalogue file",
         [](const QString &p, const QString &) { REQUIRE(QDir().mkpath(p)); }},
    };
}

QString outcomeName(Expect expect)
{
    switch (expect) {
    case Expect::Opened:
        return QStringLiteral("opened");
    case Expect::Migrated:
        return QStringLiteral("migrated");
    case Expect::ReadOnly:
        return QStringLiteral("read-only");
    case Expect::SetAside:
        return QStringLiteral("set aside");
    case Expect::Refused:
        return QStringLiteral("refused");
    }
    return {};
}

} // namespace

TEST_CASE("Hostile catalogue files: each opened, read-only, set aside or refused at every entry point",
          "[torture][hostile]")
{
    const std::vector<Hostile> files = hostileFiles();
    const Hostile &h = GENERATE_COPY(from_range(files));
    const QString entry = GENERATE(QStringLiteral("api"), QStringLiteral("window"),
                                   QStringLiteral("list"), QStringLiteral("set-price"));
    CAPTURE(h.what, entry.toStdString(), outcomeName(h.expect).toStdString());
    QTemporaryDir dir;
    QTemporaryDir scratch;
    REQUIRE(dir.isValid());
    REQUIRE(scratch.isValid());
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    h.make(path, scratch.path());
    const bool regular = QFileInfo(path).isFile() && !QFileInfo(path).isSymLink();
    const QByteArray before = regular ? test::sha256(path) : QByteArray();
    const QString reason = QLatin1String(h.reason);

    const std::size_t bundledDevices = static_cast<std::size_t>(test::bundledRowCounts().at("devices"));

    if (entry == QLatin1String("api") || entry == QLatin1String("window")) {
        OpenReport report;
        auto opened = Catalogue::open(path, &report);
        if (h.expect == Expect::Refused) {
            REQUIRE_FALSE(opened);
            const QString message = QString::fromStdString(opened.message());
            CAPTURE(message.toStdString());
            CHECK(message.contains(reason));
            CHECK_FALSE(message.contains(QLatin1Char('\n')));
            return;
        }
        INFO((opened ? std::string() : opened.message()));
        REQUIRE(opened);
        const QString message = report.message();
        CAPTURE(message.toStdString());
        CHECK_FALSE(message.contains(QLatin1Char('\n')));
        Catalogue &catalogue = **opened;
        switch (h.expect) {
        case Expect::Opened:
            CHECK(report.outcome == OpenReport::Outcome::Opened);
            CHECK_FALSE(catalogue.isReadOnly());
            break;
        case Expect::Migrated:
            CHECK(report.outcome == OpenReport::Outcome::Migrated);
            CHECK_FALSE(catalogue.isReadOnly());
            break;
        case Expect::ReadOnly:
            CHECK((report.outcome == OpenReport::Outcome::ReadOnly
                   || report.outcome == OpenReport::Outcome::ReadOnlyNewer));
            CHECK(message.contains(reason));
            CHECK(catalogue.isReadOnly());
            // Still readable, every device.
            CHECK(catalogue.devices().value().size() == bundledDevices);
            break;
        case Expect::SetAside:
            CHECK(report.outcome == OpenReport::Outcome::SetAsideAndCreated);
            CHECK(report.reason.contains(reason));
            CHECK(test::sha256(report.setAsidePath) == before);
            CHECK(catalogue.devices().value().size() == bundledDevices);
            break;
        case Expect::Refused:
            break;
        }
        if (entry == QLatin1String("window")) {
            const bool readOnly = catalogue.isReadOnly();
            ui::MainWindow window(std::move(opened).value(), report);
            window.show();
            REQUIRE(QTest::qWaitForWindowExposed(&window));
            CHECK(window.windowTitle().contains(QStringLiteral("read-only")) == readOnly);
            window.close();
        } else {
            PriceQuote quote;
            quote.deviceId = "rtx-2080-ti"; // in every catalogue, the version-1 one too
            quote.amount = 450.0;
            quote.observed = PartialDate::ymd(2026, 11, 30);
            const auto id = catalogue.addPriceQuote(quote);
            CHECK(bool(id) == !catalogue.isReadOnly());
            // Nothing the file carries ran: every device is still there.
            if (h.expect != Expect::Migrated)
                CHECK(catalogue.devices().value().size() == bundledDevices);
        }
        if (h.expect == Expect::ReadOnly)
            CHECK(test::sha256(path) == before);
        return;
    }

    // The command line: `list` reads, `set-price` writes.
    const bool writes = entry == QLatin1String("set-price");
    const Run run = writes ? cli({QStringLiteral("--database"), path, QStringLiteral("set-price"),
                                  QStringLiteral("rtx-2080-ti"), QStringLiteral("450")})
                           : cli({QStringLiteral("--database"), path, QStringLiteral("list")});
    CAPTURE(run.exitCode, run.err.toStdString());
    CHECK_FALSE(run.crashed);
    // One line on stderr at most, naming the file when there is one.
    const QStringList errors = run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    CHECK(errors.size() <= 1);
    const QString stdoutText = run.out.join(QLatin1Char('\n'));
    switch (h.expect) {
    case Expect::Refused:
        CHECK(run.exitCode == 1);
        REQUIRE(errors.size() == 1);
        CHECK(errors.front().contains(reason));
        CHECK(errors.front().contains(path));
        CHECK(run.out.isEmpty());
        break;
    case Expect::Opened:
        CHECK(run.exitCode == 0);
        CHECK(errors.isEmpty());
        // However long a name, the output stays a table (cells are cut).
        CHECK(stdoutText.size() < 100000);
        break;
    case Expect::Migrated:
        CHECK(run.exitCode == 0);
        REQUIRE(errors.size() == 1);
        CHECK(errors.front().contains(QStringLiteral("Updated the catalogue")));
        break;
    case Expect::ReadOnly:
        CHECK(run.exitCode == (writes ? 1 : 0));
        REQUIRE(errors.size() == 1);
        CHECK(errors.front().contains(QStringLiteral("read-only")));
        CHECK(errors.front().contains(path));
        if (!writes) {
            CHECK(errors.front().contains(reason));
            CHECK(run.out.size() > static_cast<qsizetype>(bundledDevices)); // every device listed
        }
        CHECK(test::sha256(path) == before);
        break;
    case Expect::SetAside:
        CHECK(run.exitCode == 0);
        REQUIRE(errors.size() == 1);
        CHECK(errors.front().contains(QStringLiteral("is not a valid catalogue")));
        CHECK(errors.front().contains(reason));
        break;
    }
    if (writes && run.exitCode == 0)
        CHECK(stdoutText.startsWith(QStringLiteral("Stored quote ")));
    if (writes && h.expect == Expect::ReadOnly && regular) {
        // The refused edit ran nothing: every device is still there.
        db::OpenOptions inspect;
        inspect.readOnly = true;
        auto reopened = Catalogue::open(path, nullptr, inspect);
        REQUIRE(reopened);
        CHECK((*reopened)->devices().value().size() == bundledDevices);
    }
}

TEST_CASE("A catalogue its user may not write opens read-only, for reading and for a refused write",
          "[torture][hostile]")
{
    // Root writes whatever the permissions say: the programs then run as nobody.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        auto created = Catalogue::open(path);
        REQUIRE(created);
    }
    REQUIRE(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    REQUIRE(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                                  | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther
                                                  | QFile::WriteOwner));
    const QByteArray before = test::sha256(path);
    const auto asUser = [&](const QStringList &arguments) {
        if (::geteuid() != 0)
            return cli(arguments);
        return cli(QStringList {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                QStringLiteral("--clear-groups"), QStringLiteral(GPA_EXECUTABLE)}
                       + arguments,
                   QStringLiteral("/usr/bin/setpriv"));
    };
    if (::geteuid() == 0 && !QFileInfo::exists(QStringLiteral("/usr/bin/setpriv"))) {
        WARN("running as root without setpriv: permissions do not stop root, nothing to check");
        return;
    }

    const Run list = asUser({QStringLiteral("--database"), path, QStringLiteral("list")});
    CAPTURE(list.err.toStdString());
    CHECK(list.exitCode == 0);
    CHECK(list.err.trimmed().split(QLatin1Char('\n')).size() == 1);
    CHECK(list.err.contains(QStringLiteral("read-only: the file is not writable")));
    CHECK(list.out.size() > test::bundledRowCounts().at("devices"));

    const Run write = asUser({QStringLiteral("--database"), path, QStringLiteral("set-price"),
                              QStringLiteral("rtx-2060"), QStringLiteral("450")});
    CAPTURE(write.err.toStdString());
    CHECK(write.exitCode == 1);
    CHECK(write.err.trimmed().split(QLatin1Char('\n')).size() == 1);
    CHECK(write.err.contains(path));
    CHECK(write.err.contains(QStringLiteral("not writable")));
    // Never "Unable to fetch row": the reason is the permission.
    CHECK_FALSE(write.err.contains(QStringLiteral("fetch row")));
    CHECK(test::sha256(path) == before);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
}
