#pragma once

#include <string>
#include <utility>
#include <variant>

namespace gpa {

// The error half of a Result: a message a user can read, naming what was
// wrong ("amount must be greater than zero, got -5").
struct Error
{
    std::string message;
};

// A value or an Error, for calculations and validations that can refuse their
// input (std::expected is C++23; GCC 12 does not ship it).
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value) : m_state(std::move(value)) {}         // NOLINT(google-explicit-constructor)
    Result(Error error) : m_state(std::move(error)) {}     // NOLINT(google-explicit-constructor)

    [[nodiscard]] bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }

    [[nodiscard]] const T &value() const & { return std::get<0>(m_state); }
    [[nodiscard]] T &value() & { return std::get<0>(m_state); }
    [[nodiscard]] T &&value() && { return std::get<0>(std::move(m_state)); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }

    [[nodiscard]] const Error &error() const { return std::get<1>(m_state); }
    [[nodiscard]] const std::string &message() const { return error().message; }

private:
    std::variant<T, Error> m_state;
};

// Success without a value.
struct Ok
{};

using Status = Result<Ok>;

inline Error makeError(std::string message)
{
    return Error{std::move(message)};
}

} // namespace gpa
