#include "rules/area/AreaActions.h"

#include "model/World.h"

#include <QStringList>

#include <algorithm>
#include <climits>

namespace muster {

namespace {
QString code(const World &world, int area)
{
    return area >= 0 && area < static_cast<int>(world.areas.size())
               ? world.areas[static_cast<size_t>(area)].code
               : QStringLiteral("?");
}
} // namespace

QString actionKindName(ActionKind kind)
{
    return QLatin1String(actionKindRow(kind).name);
}

std::optional<ActionKind> parseActionKind(const QString &word)
{
    for (const ActionKindRow &k : kActionKinds)
        if (word.compare(QLatin1String(k.name), Qt::CaseInsensitive) == 0)
            return k.kind;
    return std::nullopt;
}

QString actionKindList()
{
    QStringList names;
    for (const ActionKindRow &k : kActionKinds)
        names.append(QLatin1String(k.name));
    const QString last = names.takeLast();
    return names.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

QString actionParagraph(ActionKind kind)
{
    return QLatin1String(actionKindRow(kind).paragraph);
}

ActionShape actionShape(ActionKind kind)
{
    return actionKindRow(kind).shape;
}

int actionCost(ActionKind kind, const AreaParameters &parameters, int armies)
{
    const ActionCost &cost = actionKindRow(kind).cost;
    if (!cost.parameter)
        return 0;
    const int value = parameters.*cost.parameter;
    if (!cost.perArmy)
        return value;
    return static_cast<int>(std::min<long long>(static_cast<long long>(armies) * value, INT_MAX));
}

QString actionTag(ActionKind kind, int count)
{
    const char *tag = actionKindRow(kind).tag;
    if (!tag)
        return {};
    const QString text = QLatin1String(tag);
    return text.contains(QLatin1String("%1")) ? text.arg(count) : text;
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
