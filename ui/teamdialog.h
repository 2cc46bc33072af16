#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSettings;
class QSpinBox;

namespace gpa::db {
class PasswordStore;
}

namespace gpa::ui {

// File > Connect to team catalogue…: where the lab's PostgreSQL catalogue
// is. The URL it builds never holds the password; a password typed here is
// used for this connection only, or kept when asked to: in the system
// keychain (`passwords`, under the URL without password) or in ~/.pgpass
// (mode 0600, which libpq reads itself).
class TeamDialog : public QDialog
{
    Q_OBJECT

public:
    // `passwords` may be null (no keychain: its box is off and disabled).
    explicit TeamDialog(const QString &currentUrl, QWidget *parent = nullptr,
                        db::PasswordStore *passwords = nullptr);

    // After Connect: remembers the URL (without password) in `settings` under
    // `key` and the password where asked. Returns the URL to connect to now
    // (with the password typed, else the one the keychain keeps); `problem`
    // gets one line when a password could not be remembered (the connection
    // still uses it).
    QString remember(QSettings &settings, const QString &key, QString *problem) const;

    // postgresql://USER@HOST:PORT/DATABASE?sslmode=..., without a password.
    [[nodiscard]] QString url() const;
    // The same with the password typed (to connect now); never stored.
    [[nodiscard]] QString urlWithPassword() const;
    // Writes the password into ~/.pgpass when asked; the reason on failure.
    [[nodiscard]] QString rememberPassword() const;
    // Keeps the password in the system keychain when asked; the reason on failure.
    [[nodiscard]] QString rememberInKeychain() const;

private:
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_sslMode;
    QLineEdit *m_password;
    QCheckBox *m_keychain;
    QCheckBox *m_remember;
    db::PasswordStore *m_passwords;
};

} // namespace gpa::ui
