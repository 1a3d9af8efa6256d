#pragma once
// Tests compare the sentences of a failure byte for byte; this takes a Result's value the way the
// tests always held it, and its message into the string they compare.

#include "util/Result.h"

#include <QString>

#include <memory>
#include <optional>
#include <type_traits>

namespace muster::test {

template <typename T> struct IsPointer : std::false_type
{};
template <typename T> struct IsPointer<std::unique_ptr<T>> : std::true_type
{};
template <typename T> struct IsPointer<std::shared_ptr<T>> : std::true_type
{};

/// The value of `result`: a pointer (null when it failed), or an optional of anything else; a
/// Result<void> gives whether it succeeded. On failure `message` is set to its problems, one per
/// line; on success it is left as it was.
template <typename T> auto take(Result<T> result, QString &message)
{
    if (!result)
        message = result.message();
    if constexpr (std::is_void_v<T>)
        return result.ok();
    else if constexpr (IsPointer<T>::value)
        return result ? std::move(result).value() : T();
    else
        return result ? std::optional<T>(std::move(result).value()) : std::optional<T>();
}

} // namespace muster::test
