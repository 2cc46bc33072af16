// Several programs on one team catalogue: two editors of the same device at
// once (one wins, the other is told, nothing is lost), and the command line
// against the server (rank --json as on a file, export and import between the
// two backends, push, pull, team init).
#include "pgserver.h"

#include "database/catalogue.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

using gpa::db::Catalogue;
namespace pg = gpa::test::pg;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(GPA_CLI), arguments);
    process.waitForFinished(180000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

TEST_CASE("Two programs editing the same device: one wins, the other is told, no quote is lost",
          "[pg][concurrency]")
{
    REQUIRE(pg::available());
    const QString url = pg::freshDatabase();
    std::size_t before = 0;
    {
        auto created = Catalogue::open(url);
        REQUIRE(created);
        before = (*created)->priceQuotes().size();
    }
    QTemporaryDir dir;
    const QString barrier = dir.filePath(QStringLiteral("go"));
    constexpr int kQuotes = 40;
    QProcess ana;
    QProcess bea;
    const QString device = QStringLiteral("rtx-3090");
    ana.start(QStringLiteral(GPA_PG_EDITOR), {url, device, QStringLiteral("ana"), barrier, QString::number(kQuotes)});
    bea.start(QStringLiteral(GPA_PG_EDITOR), {url, device, QStringLiteral("bea"), barrier, QString::number(kQuotes)});
    // Both have read the device before either writes.
    for (QProcess *p : {&ana, &bea}) {
        while (!p->canReadLine() && p->state() != QProcess::NotRunning)
            p->waitForReadyRead(1000);
        REQUIRE(p->readLine().trimmed() == "ready");
    }
    REQUIRE(QFile(barrier).open(QIODevice::WriteOnly));
    REQUIRE(ana.waitForFinished(120000));
    REQUIRE(bea.waitForFinished(120000));
    const QString anaSaid = QString::fromUtf8(ana.readAllStandardOutput());
    const QString beaSaid = QString::fromUtf8(bea.readAllStandardOutput());
    INFO(anaSaid.toStdString() << "\n" << beaSaid.toStdString());
    const bool anaWon = anaSaid.contains(QStringLiteral("edit ok"));
    const bool beaWon = beaSaid.contains(QStringLiteral("edit ok"));
    CHECK(anaWon != beaWon); // exactly one
    const QString loser = anaWon ? beaSaid : anaSaid;
    CHECK(loser.contains(QStringLiteral("edit refused: cannot change the device: 'rtx-3090' was changed by gpa_test at ")));
    CHECK(anaSaid.contains(QStringLiteral("quotes %1").arg(kQuotes)));
    CHECK(beaSaid.contains(QStringLiteral("quotes %1").arg(kQuotes)));

    auto after = Catalogue::open(url);
    REQUIRE(after);
    CHECK((*after)->device(device)->notes == (anaWon ? "ana" : "bea"));
    CHECK((*after)->device(device)->rowVersion == 2);
    // Every acknowledged quote is there: 2 programs x 40.
    CHECK((*after)->priceQuotes().size() == before + 2 * kQuotes);
}

TEST_CASE("The command line on a team catalogue: rank, export and import between backends, "
          "push, pull, team init",
          "[pg][cli]")
{
    REQUIRE(pg::available());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("own.sqlite"));
    const QString url = pg::freshDatabase();

    const Run fileRank = cli({QStringLiteral("--database"), file, QStringLiteral("rank"), QStringLiteral("--json")});
    REQUIRE(fileRank.exitCode == 0);
    const Run serverRank = cli({QStringLiteral("--database"), url, QStringLiteral("rank"), QStringLiteral("--json")});
    INFO(serverRank.err.toStdString());
    REQUIRE(serverRank.exitCode == 0);
    CHECK(serverRank.out == fileRank.out);

    // A quote of one's own in the file, exported and imported into the server.
    REQUIRE(cli({QStringLiteral("--database"), file, QStringLiteral("set-price"), QStringLiteral("rtx-3090"),
                 QStringLiteral("650"), QStringLiteral("--condition"), QStringLiteral("used"),
                 QStringLiteral("--date"), QStringLiteral("2026-11-20"), QStringLiteral("--source"),
                 QStringLiteral("lab market")}).exitCode == 0);
    const QString exported = dir.filePath(QStringLiteral("all.json"));
    REQUIRE(cli({QStringLiteral("--database"), file, QStringLiteral("export"), QStringLiteral("--what"),
                 QStringLiteral("all"), QStringLiteral("--format"), QStringLiteral("json"),
                 QStringLiteral("--output"), exported}).exitCode == 0);
    const Run imported = cli({QStringLiteral("--database"), url, QStringLiteral("import"), exported});
    INFO(imported.out.toStdString() << imported.err.toStdString());
    REQUIRE(imported.exitCode == 0);
    const Run fileAfter = cli({QStringLiteral("--database"), file, QStringLiteral("rank"), QStringLiteral("--json")});
    const Run serverAfter = cli({QStringLiteral("--database"), url, QStringLiteral("rank"), QStringLiteral("--json")});
    CHECK(serverAfter.out == fileAfter.out);

    // push: the quote is there already (imported), so it is skipped.
    const Run push = cli({QStringLiteral("--database"), file, QStringLiteral("push"), QStringLiteral("--to"), url});
    INFO(push.out.toStdString() << push.err.toStdString());
    REQUIRE(push.exitCode == 0);
    CHECK(push.out.contains(QStringLiteral("0 added, 1 already there")));
    // pull into a second file brings the team's quote.
    const QString second = dir.filePath(QStringLiteral("second.sqlite"));
    const Run pull = cli({QStringLiteral("--database"), second, QStringLiteral("pull"), QStringLiteral("--from"), url});
    INFO(pull.out.toStdString() << pull.err.toStdString());
    REQUIRE(pull.exitCode == 0);
    CHECK(pull.out.contains(QStringLiteral("1 added")));
    const Run secondRank = cli({QStringLiteral("--database"), second, QStringLiteral("rank"), QStringLiteral("--json")});
    CHECK(secondRank.out == fileAfter.out);

    // team init prints the SQL; --apply sets up the roles on the server.
    const Run printed = cli({QStringLiteral("team"), QStringLiteral("init")});
    REQUIRE(printed.exitCode == 0);
    CHECK(printed.out.contains(QStringLiteral("CREATE ROLE gpa_viewer NOLOGIN")));
    CHECK(printed.out.contains(QStringLiteral("GRANT INSERT, DELETE ON price_quotes TO gpa_editor")));
    const Run applied = cli({QStringLiteral("--database"), url, QStringLiteral("team"), QStringLiteral("init"), QStringLiteral("--apply")});
    INFO(applied.err.toStdString());
    REQUIRE(applied.exitCode == 0);
    CHECK(pg::value(pg::databaseOf(url), QStringLiteral("SELECT count(*) FROM pg_roles WHERE rolname IN ('gpa_viewer', 'gpa_editor', 'gpa_admin')")) == QStringLiteral("3"));
    // No password ever reaches the output.
    const Run wrong = cli({QStringLiteral("--database"), pg::url(pg::databaseOf(url), QStringLiteral("nobody_here")).replace(QStringLiteral("postgresql:///"), QStringLiteral("postgresql://nobody_here:pw123@/")), QStringLiteral("list")});
    CHECK(wrong.exitCode != 0);
    CHECK_FALSE(wrong.err.contains(QStringLiteral("pw123")));
}
