#include "dice/Dice.h"

#include <QRegularExpression>
#include <QStringList>

namespace muster {

Pcg32::Pcg32(std::uint64_t seed, std::uint64_t stream) : m_increment((stream << 1u) | 1u)
{
    next();
    m_state += seed;
    next();
}

std::uint32_t Pcg32::next()
{
    const std::uint64_t old = m_state;
    m_state = old * 6364136223846793005ull + m_increment;
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    const auto rot = static_cast<std::uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

std::uint32_t Pcg32::below(std::uint32_t bound)
{
    if (bound <= 1)
        return 0;
    // 2^32 mod bound: draws below it would make the low results more likely.
    const std::uint32_t threshold = (0u - bound) % bound;
    for (;;) {
        const std::uint32_t r = next();
        if (r >= threshold)
            return r % bound;
    }
}

std::optional<std::vector<int>> parseForcedDice(const QString &text, QString *error)
{
    std::vector<int> out;
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &p : parts) {
        bool ok = false;
        const int v = p.toInt(&ok);
        if (!ok || v < 1 || v > 100) {
            if (error)
                *error = QStringLiteral("forced die \"%1\" is not a number from 1 to 100").arg(p);
            return std::nullopt;
        }
        out.push_back(v);
    }
    return out;
}

Dice::Dice(std::uint64_t seed, TurnLog *log) : m_rng(seed), m_log(log) {}

void Dice::force(const std::vector<int> &values)
{
    m_forced.insert(m_forced.end(), values.begin(), values.end());
}

int Dice::rollSum(int count, int sides, const log::DieRolled &what)
{
    int sum = 0;
    rollRun<false>(count, sides, what, [&sum](int, int value) { sum += value; });
    return sum;
}

} // namespace muster
