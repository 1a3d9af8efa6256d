#include "rules/area/AreaActions.h"

#include "model/World.h"
#include "util/EnumCount.h"

#include <array>

namespace muster {

namespace {
struct KindName
{
    ActionKind kind;
    const char *name;
    ActionShape shape;
    const char *paragraph;
};

constexpr std::array<KindName, 15> kKinds{{
    {ActionKind::Move, "MOVE", ActionShape::CountFromTo, "A5.1"},
    {ActionKind::Assault, "ASSAULT", ActionShape::CountFromTo, "A5.2"},
    {ActionKind::Probe, "PROBE", ActionShape::CountFromTo, "A5.3"},
    {ActionKind::Overrun, "OVERRUN", ActionShape::CountFromTo, "A5.4"},
    {ActionKind::Raid, "RAID", ActionShape::CountFromTo, "A5.5"},
    {ActionKind::Siege, "SIEGE", ActionShape::CountFromTo, "A5.6"},
    {ActionKind::Ships, "SHIPS", ActionShape::CountFromTo, "A5.7"},
    {ActionKind::Convoy, "CONVOY", ActionShape::CountFromTo, "A5.7"},
    {ActionKind::Passage, "PASSAGE", ActionShape::CountFromViaTo, "A5.8"},
    {ActionKind::Migrate, "MIGRATE", ActionShape::CountFromTo, "A5.9"},
    {ActionKind::Levy, "LEVY", ActionShape::NumberArea, "A5.10"},
    {ActionKind::Reserve, "RESERVE", ActionShape::NumberArea, "A5.11"},
    {ActionKind::Defend, "DEFEND", ActionShape::Area, "A5.12"},
    {ActionKind::Retreat, "RETREAT", ActionShape::AreaOptionalPlace, "A5.12"},
    {ActionKind::Ambush, "AMBUSH", ActionShape::AreaPlace, "A5.12"},
}};

constexpr bool inKindOrder()
{
    for (size_t i = 0; i < kKinds.size(); ++i)
        if (static_cast<size_t>(kKinds[i].kind) != i)
            return false;
    return true;
}
static_assert(kKinds.size() == kEnumerators<ActionKind> && inKindOrder(),
              "every action kind has its entry, in the kinds' order");

const KindName &entry(ActionKind kind)
{
    return kKinds[static_cast<size_t>(kind)];
}

QString code(const World &world, int area)
{
    return area >= 0 && area < static_cast<int>(world.areas.size())
               ? world.areas[static_cast<size_t>(area)].code
               : QStringLiteral("?");
}
} // namespace

QString actionKindName(ActionKind kind)
{
    return QLatin1String(entry(kind).name);
}

std::optional<ActionKind> parseActionKind(const QString &word)
{
    for (const KindName &k : kKinds)
        if (word.compare(QLatin1String(k.name), Qt::CaseInsensitive) == 0)
            return k.kind;
    return std::nullopt;
}

QString actionParagraph(ActionKind kind)
{
    return QLatin1String(entry(kind).paragraph);
}

ActionShape actionShape(ActionKind kind)
{
    return entry(kind).shape;
}

int ActionCount::resolve(int available) const
{
    switch (kind) {
    case Kind::Exact:
        return n;
    case Kind::All:
        return available;
    case Kind::AllBut:
        return n >= 0 && available > n ? available - n : 0;
    }
    return n;
}

QString ActionCount::toText() const
{
    switch (kind) {
    case Kind::Exact:
        return QString::number(n);
    case Kind::All:
        return QStringLiteral("all");
    case Kind::AllBut:
        return QStringLiteral("all but %1").arg(n);
    }
    return QString::number(n);
}

QString formatAction(const AreaAction &a, const World &world)
{
    return QString::number(a.number) + QLatin1Char(' ') + formatActionBody(a, world);
}

QString formatActionBody(const AreaAction &a, const World &world)
{
    QString out = actionKindName(a.kind);
    switch (actionShape(a.kind)) {
    case ActionShape::CountFromTo:
        return out + QStringLiteral(" %1 %2 %3")
                         .arg(a.count.toText(), code(world, a.source), code(world, a.target));
    case ActionShape::CountFromViaTo:
        return out + QStringLiteral(" %1 %2 %3 %4")
                         .arg(a.count.toText(), code(world, a.source), code(world, a.via),
                              code(world, a.target));
    case ActionShape::NumberArea:
        return out + QStringLiteral(" %1 %2").arg(a.count.toText(), code(world, a.target));
    case ActionShape::Area:
        return out + QLatin1Char(' ') + code(world, a.target);
    case ActionShape::AreaOptionalPlace:
    case ActionShape::AreaPlace:
        out += QLatin1Char(' ') + code(world, a.target);
        if (a.location >= 0)
            out += QLatin1Char(' ') + code(world, a.location);
        return out;
    }
    return out;
}

} // namespace muster
