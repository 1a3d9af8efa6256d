#pragma once
// What an operation at core's boundary returns: its value, or the problems that kept it from one
// (util/Problems.h). One shape for every failure a caller must show, so the CLI and the console
// each print them in one place instead of every call site owning a QString to fill.
//
// A failed Result always holds at least one problem; a Result<void> that holds none succeeded.

#include "util/Problems.h"

#include <cassert>
#include <optional>
#include <type_traits>
#include <utility>

namespace muster {

/// The problems of a failed operation, on their way to becoming a Result of any type.
struct Failed
{
    Problems problems;
};

/// A failure told in one sentence (the store's messages name their file already).
inline Failed failed(const QString &message)
{
    Problems problems;
    problems.add(Problem::of(message));
    return {std::move(problems)};
}
inline Failed failed(Problem problem)
{
    Problems problems;
    problems.add(std::move(problem));
    return {std::move(problems)};
}
/// `problems` must not be empty.
inline Failed failed(Problems problems)
{
    assert(!problems.isEmpty());
    return {std::move(problems)};
}

template <typename T> class Result;

/// What a Result<T> may be made from: whatever makes a T, but never a Result or a failure (those
/// have constructors of their own).
template <typename U, typename T>
concept ValueOf =
    std::is_convertible_v<U &&, T> && !std::is_same_v<std::remove_cvref_t<U>, Result<T>> &&
    !std::is_same_v<std::remove_cvref_t<U>, Failed>;

template <typename T> class [[nodiscard]] Result
{
public:
    /// Anything a T is made from (a pointer to a derived class, a record to a const one).
    template <ValueOf<T> U = T> Result(U &&value) : m_value(std::forward<U>(value)) {}
    Result(Failed failure) : m_problems(std::move(failure.problems)) {}

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }

    /// The value; only when ok().
    T &value() & { return checked(); }
    const T &value() const & { return checked(); }
    T &&value() && { return std::move(checked()); }
    T &operator*() & { return checked(); }
    const T &operator*() const & { return checked(); }
    /// A Result holding a pointer (the store a file opened, a turn read) reaches through it to
    /// what it points at, as the pointer itself would.
    auto operator->() { return arrow(*m_value); }
    auto operator->() const { return arrow(*m_value); }

    /// Empty when ok().
    const Problems &problems() const { return m_problems; }
    /// Every problem, one per line (what one sentence of a failure used to be).
    QString message() const { return m_problems.toString(); }

private:
    T &checked()
    {
        assert(ok());
        return *m_value;
    }
    const T &checked() const
    {
        assert(ok());
        return *m_value;
    }
    template <typename V> static auto arrow(V &value)
    {
        if constexpr (requires { value.operator->(); })
            return value.operator->();
        else
            return &value;
    }

    std::optional<T> m_value;
    Problems m_problems;
};

template <> class [[nodiscard]] Result<void>
{
public:
    Result() = default; // success
    Result(Failed failure) : m_problems(std::move(failure.problems)) {}

    bool ok() const { return m_problems.isEmpty(); }
    explicit operator bool() const { return ok(); }

    const Problems &problems() const { return m_problems; }
    QString message() const { return m_problems.toString(); }

private:
    Problems m_problems;
};

} // namespace muster
