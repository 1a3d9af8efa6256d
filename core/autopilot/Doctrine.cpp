#include "autopilot/Doctrine.h"

#include "util/EnumCount.h"

#include <array>

namespace muster {

namespace {
constexpr std::array<const char *, 4> kNames{"defend", "consolidate", "expand", "raid"};
static_assert(kNames.size() == kEnumerators<Doctrine>, "every doctrine has its word");
} // namespace

QString doctrineName(Doctrine doctrine)
{
    return QLatin1String(kNames[static_cast<size_t>(doctrine)]);
}

std::optional<Doctrine> parseDoctrine(const QString &word)
{
    for (size_t i = 0; i < kNames.size(); ++i)
        if (word.compare(QLatin1String(kNames[i]), Qt::CaseInsensitive) == 0)
            return static_cast<Doctrine>(i);
    return std::nullopt;
}

QStringList doctrineNames()
{
    QStringList names;
    for (const char *name : kNames)
        names << QLatin1String(name);
    return names;
}

} // namespace muster
