#pragma once
// How many enumerators an enum has, known to the compiler: the tables beside an enum (its JSON
// names, its rule ids) and the range a stored value is read in are checked against it, so a value
// added to the enum without its entry in a table does not compile.
//
//     static_assert(kEnumerators<ActionKind> == 15);
//
// The enums counted number their values 0, 1, 2, ... without gaps (the values stored in a file
// are those numbers). The count is the first number that names no enumerator: the compiler spells
// a function's template argument by its enumerator's name when it has one ("V = X::Move") and as
// a cast when it has none ("V = (X)15"), in GCC and Clang alike.

#include <cstddef>
#include <string_view>
#include <utility>

namespace muster {

namespace detail {
template <auto V> constexpr bool namesEnumerator()
{
    constexpr std::string_view signature = __PRETTY_FUNCTION__;
    constexpr std::size_t at = signature.rfind("V = ");
    static_assert(at != std::string_view::npos, "the compiler spells template arguments as 'V = '");
    return signature[at + 4] != '(';
}

template <typename E, std::size_t... N> constexpr std::size_t countNamed(std::index_sequence<N...>)
{
    std::size_t count = 0;
    bool named = true;
    ((named = named && namesEnumerator<static_cast<E>(N)>(), count += named ? 1 : 0), ...);
    return count;
}

template <typename E> constexpr std::size_t countEnumerators()
{
    constexpr std::size_t count = countNamed<E>(std::make_index_sequence<64>{});
    static_assert(count < 64, "an enum of at most 63 values");
    return count;
}
} // namespace detail

/// The number of enumerators of `E`, numbered 0 to kEnumerators<E> - 1.
template <typename E> inline constexpr std::size_t kEnumerators = detail::countEnumerators<E>();

} // namespace muster
