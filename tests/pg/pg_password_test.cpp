// Team catalogue passwords: kept in the keychain (a store of the test's own
// here), never in the settings or a shown address, and used to connect to the
// throwaway server as a role that must give one (gpa_password, see
// with-postgres.sh).
#include "database/catalogue.h"
#include "database/credentials.h"
#include "pgserver.h"
#include "ui/teamdialog.h"

#include <QCheckBox>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUrl>

#include <catch2/catch.hpp>

#include <map>

using gpa::db::Catalogue;
namespace pg = gpa::test::pg;

namespace {

// A keychain in memory; `broken` stands for a system without one.
class MemoryPasswords final : public gpa::db::PasswordStore
{
public:
    std::optional<QString> read(const QString &key, QString *error) override
    {
        if (broken) {
            if (error)
                *error = QStringLiteral("no system keychain answered");
            return std::nullopt;
        }
        const auto found = kept.find(key);
        return found == kept.end() ? std::nullopt : std::optional<QString>(found->second);
    }
    bool write(const QString &key, const QString &password, QString *error) override
    {
        if (broken) {
            if (error)
                *error = QStringLiteral("no system keychain answered");
            return false;
        }
        kept[key] = password;
        return true;
    }
    bool remove(const QString &key, QString *) override
    {
        kept.erase(key);
        return true;
    }
    std::map<QString, QString> kept;
    bool broken = false;
};

template<typename T> T *field(QWidget &dialog, const char *name)
{
    auto *widget = dialog.findChild<T *>(QLatin1String(name));
    REQUIRE(widget);
    return widget;
}

void fill(gpa::ui::TeamDialog &dialog, const QString &password)
{
    field<QLineEdit>(dialog, "host")->setText(QStringLiteral("db.lab.example"));
    field<QSpinBox>(dialog, "port")->setValue(5433);
    field<QLineEdit>(dialog, "database")->setText(QStringLiteral("gpa"));
    field<QLineEdit>(dialog, "user")->setText(QStringLiteral("ana"));
    field<QLineEdit>(dialog, "password")->setText(password);
}

const QString kSecret = QStringLiteral("s3:cr/et pw");
const QString kKey = QStringLiteral("postgresql://ana@db.lab.example:5433/gpa?sslmode=require");

} // namespace

TEST_CASE(
    "The team dialog keeps the password in the keychain, never in the settings or the address",
    "[pg][password]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString settingsFile = dir.filePath(QStringLiteral("settings.ini"));
    MemoryPasswords passwords;
    gpa::ui::TeamDialog dialog(QString(), nullptr, &passwords);
    fill(dialog, kSecret);
    CHECK(field<QCheckBox>(dialog, "keychain")->isChecked()); // on when a keychain is there
    CHECK_FALSE(field<QCheckBox>(dialog, "pgpass")->isChecked());

    QString problem;
    QString location;
    {
        QSettings settings(settingsFile, QSettings::IniFormat);
        location = dialog.remember(settings, QStringLiteral("catalogue/team"), &problem);
        CHECK(settings.value(QStringLiteral("catalogue/team")).toString() == kKey);
    }
    CHECK(problem.isEmpty());
    REQUIRE(passwords.kept.count(kKey) == 1);
    CHECK(passwords.kept.at(kKey) == kSecret);
    CHECK(gpa::db::passwordKey(location).toStdString() == kKey.toStdString());
    CHECK(dialog.url() == kKey);
    CHECK_FALSE(dialog.url().contains(QStringLiteral("s3")));
    CHECK_FALSE(Catalogue::shownLocation(location).contains(QStringLiteral("s3")));
    // The connection itself gets the password.
    CHECK(QUrl(location).password() == kSecret);
    QFile written(settingsFile);
    REQUIRE(written.open(QIODevice::ReadOnly));
    const QByteArray bytes = written.readAll();
    CHECK(bytes.contains("db.lab.example"));
    CHECK_FALSE(bytes.contains("s3"));

    SECTION("next time an empty password field takes the kept one")
    {
        gpa::ui::TeamDialog again(kKey, nullptr, &passwords);
        CHECK(field<QLineEdit>(again, "host")->text() == QStringLiteral("db.lab.example"));
        QSettings settings(settingsFile, QSettings::IniFormat);
        const QString next = again.remember(settings, QStringLiteral("catalogue/team"), &problem);
        CHECK(problem.isEmpty());
        CHECK(QUrl(next).password() == kSecret);
    }
}

TEST_CASE("Without a keychain the password serves this connection and the user is told in one line",
          "[pg][password]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MemoryPasswords passwords;
    passwords.broken = true;
    gpa::ui::TeamDialog dialog(QString(), nullptr, &passwords);
    fill(dialog, kSecret);
    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    QString problem;
    const QString location = dialog.remember(settings, QStringLiteral("catalogue/team"), &problem);
    CHECK(problem.contains(QStringLiteral("cannot be remembered")));
    CHECK(problem.contains(QStringLiteral("no system keychain answered")));
    CHECK_FALSE(problem.contains(QLatin1Char('\n')));
    CHECK(QUrl(location).password() == kSecret);
    CHECK(settings.value(QStringLiteral("catalogue/team")).toString() == kKey);
    CHECK(passwords.kept.empty());
}

TEST_CASE("A connection takes the password the keychain keeps for the URL, else libpq's pgpass",
          "[pg][password]")
{
    REQUIRE(pg::available());
    // No pgpass file reaches this process: only the keychain can help.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    qputenv("PGPASSFILE", dir.filePath(QStringLiteral("no-pgpass")).toLocal8Bit());
    const QString owner = pg::freshDatabase();
    const QString database = pg::databaseOf(owner);
    {
        auto created = Catalogue::open(owner);
        REQUIRE(created);
        REQUIRE((*created)->applyTeamSetup());
    }
    REQUIRE(pg::exec(database,
                     {QStringLiteral("DROP ROLE IF EXISTS gpa_password"),
                      QStringLiteral(
                          "CREATE ROLE gpa_password LOGIN PASSWORD 'pw:%1' IN ROLE gpa_viewer")
                          .arg(database)})
                .isEmpty());
    const QString url = pg::url(database, QStringLiteral("gpa_password"));
    MemoryPasswords passwords;

    // Nothing kept: the server asks for a password nobody gives.
    const auto refused = Catalogue::open(gpa::db::withStoredPassword(url, passwords));
    REQUIRE_FALSE(refused);
    CHECK_THAT(refused.message(), Catch::Contains("password"));

    passwords.kept[gpa::db::passwordKey(url)] = QStringLiteral("pw:") + database;
    const QString withPassword = gpa::db::withStoredPassword(url, passwords);
    CHECK(withPassword != url);
    auto opened = Catalogue::open(withPassword);
    INFO((opened ? std::string() : opened.message()));
    REQUIRE(opened);
    CHECK((*opened)->userName() == QStringLiteral("gpa_password"));
    CHECK_FALSE((*opened)->path().contains(QStringLiteral("pw:")));
    CHECK_FALSE((*opened)->load()->devices.empty());

    // A wrong password kept is refused, and never shown.
    passwords.kept[gpa::db::passwordKey(url)] = QStringLiteral("wrong-secret");
    const auto wrong = Catalogue::open(gpa::db::withStoredPassword(url, passwords));
    REQUIRE_FALSE(wrong);
    CHECK_THAT(wrong.message(), !Catch::Contains("wrong-secret"));
    qunsetenv("PGPASSFILE");
}

TEST_CASE("Only a server URL without a password of its own takes a kept one", "[pg][password]")
{
    MemoryPasswords passwords;
    const QString key = QStringLiteral("postgresql://ana@db.lab:5432/gpa?sslmode=require");
    passwords.kept[key] = QStringLiteral("kept pw");
    // A file, a URL that brings its password, a URL nothing is kept for.
    CHECK(gpa::db::withStoredPassword(QStringLiteral("/home/ana/catalogue.sqlite"), passwords)
          == QStringLiteral("/home/ana/catalogue.sqlite"));
    const QString own = QStringLiteral("postgresql://ana:typed@db.lab:5432/gpa?sslmode=require");
    CHECK(gpa::db::withStoredPassword(own, passwords) == own);
    const QString other = QStringLiteral("postgresql://tom@db.lab:5432/gpa?sslmode=require");
    CHECK(gpa::db::withStoredPassword(other, passwords) == other);
    // The key is the shown URL: the same catalogue written differently finds it.
    CHECK(gpa::db::passwordKey(
              QStringLiteral("postgresql://ana:typed@db.lab:5432/gpa?sslmode=require"))
          == key);
    const QString taken = gpa::db::withStoredPassword(key, passwords);
    CHECK(QUrl(taken, QUrl::StrictMode).password() == QStringLiteral("kept pw"));
    CHECK(Catalogue::shownLocation(taken) == key);
    // A keychain that does not answer: libpq's pgpass decides.
    passwords.broken = true;
    CHECK(gpa::db::withStoredPassword(key, passwords) == key);
}
