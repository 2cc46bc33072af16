#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace gpa::ui {

// File > Connect to team catalogue…: where the lab's PostgreSQL catalogue
// is. The URL it builds never holds the password; a password typed here is
// used for this connection only, or kept in ~/.pgpass (mode 0600, which
// libpq reads itself) when asked to.
class TeamDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TeamDialog(const QString &currentUrl, QWidget *parent = nullptr);

    // postgresql://USER@HOST:PORT/DATABASE?sslmode=..., without a password.
    [[nodiscard]] QString url() const;
    // The same with the password typed (to connect now); never stored.
    [[nodiscard]] QString urlWithPassword() const;
    // Writes the password into ~/.pgpass when asked; the reason on failure.
    [[nodiscard]] QString rememberPassword() const;

private:
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_sslMode;
    QLineEdit *m_password;
    QCheckBox *m_remember;
};

} // namespace gpa::ui
