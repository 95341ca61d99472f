#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace lanebook {

// The failure side of an Expected: a sentence for the person, naming what was wrong and what to
// do (DESIGN.md: bad input gets a clear error).
struct Unexpected
{
    QString message;
};

inline Unexpected unexpected(QString message)
{
    return Unexpected{std::move(message)};
}

// A value or the reason there is none: the house's one way to fail outside the importers (whose
// exceptions stay inside them), as Qt Creator's utils/expected.h and C++23's std::expected
// (which this project's C++20 does not have). Converts from a T and from an Unexpected, so a
// function returns either as it is.
template <typename T> class [[nodiscard]] Expected
{
public:
    // Implicit on purpose: `return value;` and `return unexpected(...);` as with std::expected.
    Expected(T value)
        : m_value(std::move(value))
    {}
    Expected(Unexpected failure)
        : m_error(std::move(failure.message))
    {}

    bool hasValue() const { return m_value.has_value(); }
    explicit operator bool() const { return hasValue(); }

    const T &value() const & { return *m_value; }
    T &value() & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    const T &operator*() const & { return *m_value; }
    T &operator*() & { return *m_value; }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }

    // The value, or `fallback` where a read that failed is shown as nothing.
    T valueOr(T fallback) const & { return m_value ? *m_value : std::move(fallback); }
    T valueOr(T fallback) && { return m_value ? std::move(*m_value) : std::move(fallback); }

    // Empty when there is a value.
    const QString &error() const { return m_error; }

private:
    std::optional<T> m_value;
    QString m_error;
};

// Done, with nothing to hand back, or the reason it was not: for what was a bool and a QString*
// out-parameter. `return {};` succeeds.
template <> class [[nodiscard]] Expected<void>
{
public:
    Expected() = default;
    Expected(Unexpected failure) // NOLINT(google-explicit-constructor): as Expected<T>'s
        : m_error(std::move(failure.message))
        , m_failed(true)
    {}

    bool hasValue() const { return !m_failed; }
    explicit operator bool() const { return hasValue(); }

    // Empty when it succeeded.
    const QString &error() const { return m_error; }

private:
    QString m_error;
    bool m_failed = false;
};

} // namespace lanebook
