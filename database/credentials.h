#pragma once

#include <QString>

#include <memory>
#include <optional>

namespace gpa::db {

// Where the passwords of team catalogues are kept: the system keychain
// (QtKeychain: the Secret Service, KWallet, macOS Keychain, Windows
// Credential Manager), never GPU Advisor's settings. Each password is kept
// under the catalogue's URL without its password (passwordKey()). Tests use a
// store of their own.
class PasswordStore
{
public:
    virtual ~PasswordStore() = default;

    // The password kept for `key`: nothing when there is none or when the
    // store cannot be reached (then `error`, when given, says why in one line).
    virtual std::optional<QString> read(const QString &key, QString *error = nullptr) = 0;
    // Keeps `password` for `key`; false with a one-line `error` when the
    // store cannot (no keychain on this system, access refused).
    virtual bool write(const QString &key, const QString &password, QString *error = nullptr) = 0;
    // Forgets the password of `key` (nothing kept is no error).
    virtual bool remove(const QString &key, QString *error = nullptr) = 0;
};

// The system keychain, service "gpu-advisor". Each call waits for the
// keychain's answer (it may ask the user to unlock it). Never falls back to
// a plain-text file: without a keychain service every write fails.
//
// QtKeychain and D-Bus are in a module of their own (gpu-advisor-keychain.so,
// beside the executable or in <libdir>/gpu-advisor), loaded on the first
// call that needs a password; without the module every call fails with a
// one-line error naming it.
std::unique_ptr<PasswordStore> systemPasswordStore();
// The same from the module at `modulePath`.
std::unique_ptr<PasswordStore> systemPasswordStore(const QString &modulePath);

// The key a team catalogue's password is kept under: its URL without the
// password ("postgresql://ana@db.lab:5432/gpa?sslmode=require").
QString passwordKey(const QString &url);

// `url` with the password `store` keeps for it, when `url` is a team
// catalogue's URL without a password of its own and the store has one;
// otherwise `url` unchanged (libpq then reads ~/.pgpass itself).
QString withStoredPassword(const QString &url, PasswordStore &store);

} // namespace gpa::db
