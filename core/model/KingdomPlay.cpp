#include "model/KingdomPlay.h"

#include "util/EnumCount.h"

#include <array>

namespace muster {

namespace {
constexpr std::array<const char *, 4> kDoctrines{"defend", "consolidate", "expand", "raid"};
static_assert(kDoctrines.size() == kEnumerators<Doctrine>, "every doctrine has its word");
constexpr std::array<const char *, 3> kPolicies{"hold", "standing", "autopilot"};
static_assert(kPolicies.size() == kEnumerators<MissedOrders>, "every policy has its word");
constexpr std::array<const char *, 3> kStandIns{"held", "standing", "autopilot"};
static_assert(kStandIns.size() == kEnumerators<StandInKind>, "every stand-in has its word");

template <typename Enum, size_t N>
std::optional<Enum> parseWord(const std::array<const char *, N> &words, const QString &word)
{
    for (size_t i = 0; i < words.size(); ++i)
        if (word.compare(QLatin1String(words[i]), Qt::CaseInsensitive) == 0)
            return static_cast<Enum>(i);
    return std::nullopt;
}

template <size_t N> QStringList allWords(const std::array<const char *, N> &words)
{
    QStringList out;
    for (const char *w : words)
        out << QLatin1String(w);
    return out;
}
} // namespace

QString doctrineName(Doctrine doctrine)
{
    return QLatin1String(kDoctrines[static_cast<size_t>(doctrine)]);
}

std::optional<Doctrine> parseDoctrine(const QString &word)
{
    return parseWord<Doctrine>(kDoctrines, word);
}

QStringList doctrineNames()
{
    return allWords(kDoctrines);
}

QString missedOrdersName(MissedOrders policy)
{
    return QLatin1String(kPolicies[static_cast<size_t>(policy)]);
}

std::optional<MissedOrders> parseMissedOrders(const QString &word)
{
    return parseWord<MissedOrders>(kPolicies, word);
}

QStringList missedOrdersNames()
{
    return allWords(kPolicies);
}

QString standInName(StandInKind kind)
{
    return QLatin1String(kStandIns[static_cast<size_t>(kind)]);
}

std::optional<StandInKind> parseStandIn(const QString &word)
{
    return parseWord<StandInKind>(kStandIns, word);
}

} // namespace muster
