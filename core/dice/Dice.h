#pragma once
// All randomness of a turn (RULES R2) and forced dice (RULES R3).
//
// The generator is PCG32 (XSH-RR, 64-bit state) with our own unbiased range reduction, because
// std::uniform_int_distribution differs between standard libraries and would break replays. Every
// die is written to the turn log saying what it was for, the dice of one call as one run
// (log/DiceRolled.h); forced values are consumed first, in order, and logged as forced.

#include "log/DiceRuns.h"
#include "util/Result.h"

#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace muster {

/// PCG32: small, fast, portable and well tested (O'Neill 2014).
class Pcg32
{
public:
    explicit Pcg32(std::uint64_t seed, std::uint64_t stream = 54);
    std::uint32_t next()
    {
        const std::uint64_t old = m_state;
        m_state = old * kMultiplier + m_increment;
        return output(old);
    }
    /// Uniform in [0, bound), without modulo bias (rejection of the short top range).
    std::uint32_t below(std::uint32_t bound);

    /// What below() works out from its bound, once for a run of draws with the same bound.
    struct Bound
    {
        explicit constexpr Bound(std::uint32_t b)
            : bound(b), threshold(b > 1 ? (0u - b) % b : 0),
              reciprocal(b > 1 ? ~std::uint64_t{0} / b + 1 : 0)
        {
            // The quotient as a compiler divides by a constant (Granlund and Montgomery, 1994):
            // the smallest shift whose multiplier fits 32 bits and errs by at most 2^shift.
            for (std::uint32_t s = 0; b > 1 && s < 32 && magic == 0; ++s) {
                const std::uint64_t power = std::uint64_t{1} << (32 + s);
                const std::uint64_t m = (power + b - 1) / b;
                if (m <= 0xffffffffu && m * b - power <= (std::uint64_t{1} << s)) {
                    magic = static_cast<std::uint32_t>(m);
                    shift = 32 + s;
                }
            }
        }
        std::uint32_t bound;
        std::uint32_t threshold;  // 2^32 mod bound: draws below it are rejected
        std::uint64_t reciprocal; // 2^64 / bound, rounded up: the remainder without a division
        // When not 0: every 32-bit r / bound is (r x magic) >> shift, so its remainder takes two
        // small multiplications (the dice of the rules: d6, d20, ...).
        std::uint32_t magic = 0;
        std::uint32_t shift = 0;
    };
    /// The same value below(bound.bound) returns, from the same state, for a fraction of the
    /// cost: the remainder without a division (remainderOf).
    std::uint32_t below(const Bound &bound)
    {
        if (bound.bound <= 1)
            return 0;
        for (;;) {
            const std::uint32_t r = next();
            if (r >= bound.threshold)
                return remainderOf(r, bound);
        }
    }
    /// below(bound) + 1 into out[0], ..., out[count - 1], as `count` calls would give them. The
    /// generator's state steps two at a time, the state between worked out from the one before it
    /// (the LCG's jump ahead), so a run waits on half as many multiplications in a row; a draw the
    /// bound rejects (less than one in ten thousand) hands the rest to below().
    void fill(int *out, int count, const Bound &bound)
    {
        // s(n + 2) = a^2 s(n) + c (a + 1), modulo 2^64 as the LCG itself.
        constexpr std::uint64_t kTwice = kMultiplier * kMultiplier;
        const std::uint64_t twiceIncrement = m_increment * (kMultiplier + 1);
        int k = 0;
        if (bound.bound > 1) {
            std::uint64_t state = m_state;
            for (; k + 1 < count; k += 2) {
                const std::uint32_t first = output(state);
                const std::uint32_t second = output(state * kMultiplier + m_increment);
                if ((first < bound.threshold) | (second < bound.threshold)) [[unlikely]]
                    break;
                out[k] = static_cast<int>(remainderOf(first, bound)) + 1;
                out[k + 1] = static_cast<int>(remainderOf(second, bound)) + 1;
                state = state * kTwice + twiceIncrement;
            }
            m_state = state;
        }
        for (; k < count; ++k)
            out[k] = static_cast<int>(below(bound)) + 1;
    }

private:
    static constexpr std::uint64_t kMultiplier = 6364136223846793005ull;
    /// PCG's output function (XSH-RR) of a state.
    static std::uint32_t output(std::uint64_t state)
    {
        const auto xorshifted = static_cast<std::uint32_t>(((state >> 18u) ^ state) >> 27u);
        const auto rot = static_cast<std::uint32_t>(state >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
    }
    /// r mod bound (a draw the bound accepts) without a division: from the quotient by the
    /// bound's magic number where it has one, else by Lemire's remainder ("Faster remainder by
    /// direct computation", 2019); exact for every 32-bit draw and bound.
    static std::uint32_t remainderOf(std::uint32_t r, const Bound &bound)
    {
        if (bound.magic != 0) {
            const auto quotient =
                static_cast<std::uint32_t>((std::uint64_t{r} * bound.magic) >> bound.shift);
            return r - quotient * bound.bound;
        }
        // The top 64 bits of the 96-bit product fraction x bound.
        const std::uint64_t fraction = bound.reciprocal * r;
#ifdef __SIZEOF_INT128__
        __extension__ using Wide = unsigned __int128; // one multiplication, not two
        return static_cast<std::uint32_t>((static_cast<Wide>(fraction) * bound.bound) >> 64);
#else
        const std::uint64_t low = (fraction & 0xffffffffu) * bound.bound;
        const std::uint64_t high = (fraction >> 32) * bound.bound;
        return static_cast<std::uint32_t>((high + (low >> 32)) >> 32);
#endif
    }

    std::uint64_t m_state = 0;
    std::uint64_t m_increment = 0;
};

/// A parsed forced-dice list ("17, 3, 20"); a failure naming the word when malformed.
Result<std::vector<int>> parseForcedDice(const QString &text);

class Dice
{
public:
    /// `log` may be null (no logging), otherwise every die is recorded there (log/DiceRolled.h):
    /// the dice of one call as one run.
    explicit Dice(std::uint64_t seed, TurnLog *log = nullptr);

    /// Values used before the generator, in order (R3).
    void force(const std::vector<int> &values);
    size_t forcedRemaining() const { return m_forced.size() - m_nextForced; }
    /// Whether the dice are recorded in `log` (so their values there can be named by others).
    bool logsInto(const TurnLog &log) const { return m_log == &log; }

    /// One die with `sides` faces (1..sides). `what` says what it was for, for the log. A forced
    /// value that does not fit the die (0 or more than `sides`) is noted in the log, and the
    /// generator rolls instead.
    int roll(int sides, const log::DieFor &what = {})
    {
        int unfit = 0;
        bool forced = false;
        const int value = pick(sides, unfit, forced);
        if (m_log) {
            const int start = m_log->numbersEnd();
            m_log->pushNumber(value);
            const int taken[2] = {0, forced ? value : unfit};
            log::addDice(*m_log, sides, what, false, start,
                         forced || unfit != 0 ? std::span<const int>(taken)
                                              : std::span<const int>());
        }
        return value;
    }
    /// `count` dice of `sides` for one purpose, numbered on from `what.second` (a battle turn's
    /// attack throws 1, 2, 3...); calls each(k, value) for the k-th, from 0, which must not add
    /// to the log. Returns where their values are in the log's pool (nothing without a log).
    template <typename F>
    NumberList rollNumbered(int count, int sides, const log::DieFor &what, F &&each)
    {
        return rollRun(count, sides, what, true, each);
    }
    /// Sum of `count` dice for one purpose (every die for `what`: a morale roll's 2d6).
    int rollSum(int count, int sides, const log::DieFor &what = {})
    {
        int sum = 0;
        rollRun(count, sides, what, false, [&sum](int, int value) { sum += value; });
        return sum;
    }
    /// An unlogged draw for shuffles and choices that are not dice (e.g. H2.5 marching order);
    /// the caller logs the outcome. Never consumes forced values.
    std::uint32_t draw(std::uint32_t bound) { return m_rng.below(bound); }

private:
    /// The next die's value: a forced one when it fits (R3), else the generator's.
    int pick(int sides, int &unfit, bool &forced)
    {
        if (m_nextForced < m_forced.size()) {
            const int f = m_forced[m_nextForced++];
            if (log::forcedFits(f, sides)) {
                forced = true;
                return f;
            }
            unfit = f;
        }
        return static_cast<int>(m_rng.below(static_cast<std::uint32_t>(sides))) + 1;
    }
    template <typename F>
    NumberList rollRun(int count, int sides, const log::DieFor &what, bool numbered, F &&each)
    {
        if (count <= 0)
            return {};
        if (forcedRemaining() > 0) [[unlikely]]
            return rollForcedRun(count, sides, what, numbered, each);
        // The bound worked out once for the run (Pcg32::Bound), so no die divides: even a pair
        // (a morale roll's 2d6) draws faster than by two calls of below(). The dice come from a
        // copy of the generator that the stores of their values cannot touch, so the compiler
        // keeps it in registers.
        Pcg32 rng = m_rng;
        const Pcg32::Bound bound = boundFor(sides);
        if (!m_log) {
            for (int k = 0; k < count; ++k)
                each(k, static_cast<int>(rng.below(bound)) + 1);
            m_rng = rng;
            return {};
        }
        const int start = m_log->numbersEnd();
        int *values = m_log->appendNumbers(static_cast<std::size_t>(count));
        rng.fill(values, count, bound);
        m_rng = rng;
        for (int k = 0; k < count; ++k)
            each(k, values[k]);
        return log::addNewDice(*m_log, sides, what, numbered, start);
    }
    /// A run while forced values remain (R3: rules cases, the GM's list), die by die.
    template <typename F>
    NumberList rollForcedRun(int count, int sides, const log::DieFor &what, bool numbered, F &each)
    {
        const int start = m_log ? m_log->numbersEnd() : 0;
        std::vector<int> taken; // die, forced value: for the log
        for (int k = 0; k < count; ++k) {
            int unfit = 0;
            bool forced = false;
            const int value = pick(sides, unfit, forced);
            if (m_log)
                m_log->pushNumber(value);
            if (forced || unfit != 0)
                taken.insert(taken.end(), {k, forced ? value : unfit});
            each(k, value);
        }
        return m_log ? log::addDice(*m_log, sides, what, numbered, start, taken) : NumberList{};
    }
    /// A run's bound: the dice of the rules (up to d100) from a table made at compile time, so
    /// a run of two dice (a morale roll's 2d6) does not pay the two divisions Bound makes.
    static Pcg32::Bound boundFor(int sides)
    {
        static constexpr auto table = []<std::size_t... b>(std::index_sequence<b...>)
        {
            return std::array<Pcg32::Bound, sizeof...(b)>{Pcg32::Bound(b)...};
        }
        (std::make_index_sequence<kTabledSides + 1>());
        return sides >= 0 && sides <= kTabledSides
                   ? table[static_cast<std::size_t>(sides)]
                   : Pcg32::Bound(static_cast<std::uint32_t>(sides));
    }
    static constexpr int kTabledSides = 100;

    Pcg32 m_rng;
    TurnLog *m_log = nullptr;
    std::vector<int> m_forced;
    size_t m_nextForced = 0;
};

} // namespace muster
