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

int Dice::roll(int sides, const QString &purpose, const QString &rule)
{
    bool forced = false;
    int value = 0;
    QString note;
    if (!m_forced.empty()) {
        const int f = m_forced.front();
        m_forced.pop_front();
        if (f >= 1 && f <= sides) {
            value = f;
            forced = true;
        } else {
            note =
                QStringLiteral(" (forced %1 does not fit a d%2; rolled instead)").arg(f).arg(sides);
        }
    }
    if (!forced)
        value = static_cast<int>(m_rng.below(static_cast<std::uint32_t>(sides))) + 1;
    if (m_log) {
        // Built without QString::arg and with the keys made once: a battle can log thousands of
        // dice, and this event is most of their cost (tests/bench/hex).
        static const QString kType = QStringLiteral("DieRolled");
        static const QString kR2 = QStringLiteral("R2");
        static const QString kSides = QStringLiteral("sides");
        static const QString kValue = QStringLiteral("value");
        static const QString kForced = QStringLiteral("forced");
        static const QString kFor = QStringLiteral("for");
        QString text;
        text.reserve(purpose.size() + note.size() + 24);
        text += u'd';
        text += QString::number(sides);
        text += u" for ";
        text += purpose;
        text += u": ";
        text += QString::number(value);
        if (forced)
            text += u" (forced)";
        text += note;
        m_log->add(LogEvent{
            kType, rule.isEmpty() ? kR2 : rule,
            QJsonObject{{kSides, sides}, {kValue, value}, {kForced, forced}, {kFor, purpose}},
            std::move(text)});
    }
    return value;
}

int Dice::rollSum(int count, int sides, const QString &purpose, const QString &rule)
{
    int sum = 0;
    for (int i = 0; i < count; ++i)
        sum += roll(sides, purpose, rule);
    return sum;
}

} // namespace muster
