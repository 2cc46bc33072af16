#include "teamdialog.h"

#include "database/credentials.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QUrlQuery>

namespace gpa::ui {

namespace {

// A field of a pgpass line: ':' and '\' are escaped with '\'.
QString pgpassField(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char(':'), QStringLiteral("\\:"));
    return text;
}

} // namespace

TeamDialog::TeamDialog(const QString &currentUrl, QWidget *parent, db::PasswordStore *passwords)
    : QDialog(parent)
    , m_host(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_database(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_sslMode(new QComboBox(this))
    , m_password(new QLineEdit(this))
    , m_keychain(new QCheckBox(tr("Remember the password in the system &keychain"), this))
    , m_remember(new QCheckBox(tr("Remember the password in ~/.pgpass (readable only by you)"), this))
    , m_passwords(passwords)
{
    setWindowTitle(tr("Connect to team catalogue"));
    // Names for tests and accessibility tools.
    m_host->setObjectName(QStringLiteral("host"));
    m_port->setObjectName(QStringLiteral("port"));
    m_database->setObjectName(QStringLiteral("database"));
    m_user->setObjectName(QStringLiteral("user"));
    m_password->setObjectName(QStringLiteral("password"));
    m_keychain->setObjectName(QStringLiteral("keychain"));
    m_remember->setObjectName(QStringLiteral("pgpass"));
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    m_host->setPlaceholderText(tr("db.lab.example"));
    m_database->setPlaceholderText(tr("gpa"));
    m_user->setPlaceholderText(tr("your database login"));
    for (const char *mode : {"require", "verify-full", "verify-ca", "prefer", "disable"})
        m_sslMode->addItem(QString::fromLatin1(mode));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("empty: from the system keychain or ~/.pgpass"));
    m_keychain->setChecked(m_passwords != nullptr);
    m_keychain->setEnabled(m_passwords != nullptr);

    const QUrl current(currentUrl);
    if (current.isValid() && current.scheme().startsWith(QLatin1String("postgres"))) {
        m_host->setText(current.host());
        m_port->setValue(current.port(5432));
        m_database->setText(current.path().mid(1));
        m_user->setText(current.userName());
        const QString mode = QUrlQuery(current).queryItemValue(QStringLiteral("sslmode"));
        if (const int index = m_sslMode->findText(mode); index >= 0)
            m_sslMode->setCurrentIndex(index);
    }

    auto *form = new QFormLayout;
    form->addRow(tr("&Server:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Encryption (sslmode):"), m_sslMode);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(QString(), m_keychain);
    form->addRow(QString(), m_remember);
    auto *note = new QLabel(tr("Your administrator sets up the catalogue and your role (see "
                               "the README's \"Team catalogue\"). The password is never saved "
                               "in GPU Advisor's settings nor shown with the address."),
                            this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    const auto complete = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)
            ->setEnabled(!m_host->text().trimmed().isEmpty()
                         && !m_database->text().trimmed().isEmpty()
                         && !m_user->text().trimmed().isEmpty());
    };
    for (QLineEdit *edit : {m_host, m_database, m_user})
        connect(edit, &QLineEdit::textChanged, this, complete);
    complete();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

QString TeamDialog::url() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setHost(m_host->text().trimmed());
    url.setPort(m_port->value());
    url.setUserName(m_user->text().trimmed());
    url.setPath(QLatin1Char('/') + m_database->text().trimmed());
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("sslmode"), m_sslMode->currentText());
    url.setQuery(query);
    return url.toString();
}

QString TeamDialog::urlWithPassword() const
{
    if (m_password->text().isEmpty())
        return url();
    QUrl withPassword(url());
    withPassword.setPassword(m_password->text());
    // Fully encoded: a space in the password would make it an invalid URL.
    return withPassword.toString(QUrl::FullyEncoded);
}

QString TeamDialog::rememberPassword() const
{
    if (!m_remember->isChecked() || m_password->text().isEmpty())
        return {};
    const QString path = qEnvironmentVariableIsSet("PGPASSFILE")
        ? qEnvironmentVariable("PGPASSFILE")
        : QDir::homePath() + QStringLiteral("/.pgpass");
    QFile file(path);
    // libpq ignores a pgpass file others can read: created 0600.
    if (!file.open(QIODevice::Append | QIODevice::Text))
        return tr("cannot write %1: %2").arg(path, file.errorString());
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    const QString line = QStringList {pgpassField(m_host->text().trimmed()),
                                      QString::number(m_port->value()),
                                      pgpassField(m_database->text().trimmed()),
                                      pgpassField(m_user->text().trimmed()),
                                      pgpassField(m_password->text())}
                             .join(QLatin1Char(':'))
        + QLatin1Char('\n');
    if (file.write(line.toUtf8()) < 0)
        return tr("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

QString TeamDialog::rememberInKeychain() const
{
    if (!m_keychain->isChecked() || m_password->text().isEmpty() || !m_passwords)
        return {};
    QString error;
    if (m_passwords->write(db::passwordKey(url()), m_password->text(), &error))
        return {};
    return tr("The password cannot be remembered in the system keychain (%1); it is used for this "
              "connection only.")
        .arg(error);
}

QString TeamDialog::remember(QSettings &settings, const QString &key, QString *problem) const
{
    QStringList problems;
    if (const QString keychain = rememberInKeychain(); !keychain.isEmpty())
        problems << keychain;
    if (const QString pgpass = rememberPassword(); !pgpass.isEmpty())
        problems << pgpass;
    if (problem)
        *problem = problems.join(QLatin1Char(' '));
    // Remembered without its password.
    settings.setValue(key, url());
    if (!m_password->text().isEmpty() || !m_passwords)
        return urlWithPassword();
    return db::withStoredPassword(url(), *m_passwords);
}

} // namespace gpa::ui
