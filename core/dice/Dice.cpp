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

Result<std::vector<int>> parseForcedDice(const QString &text)
{
    std::vector<int> out;
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &p : parts) {
        bool ok = false;
        const int v = p.toInt(&ok);
        if (!ok || v < 1 || v > 100)
            return failed(QStringLiteral("forced die \"%1\" is not a number from 1 to 100").arg(p));
        out.push_back(v);
    }
    return out;
}

Dice::Dice(std::uint64_t seed, TurnLog *log) : m_rng(seed), m_log(log) {}

void Dice::force(const std::vector<int> &values)
{
    m_forced.insert(m_forced.end(), values.begin(), values.end());
}

} // namespace muster
