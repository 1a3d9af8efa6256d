#include "log/LogContext.h"

#include "model/Campaign.h"

namespace muster {

LogContext LogContext::of(const Campaign &campaign)
{
    return {&campaign.world, &campaign.kingdoms, campaign.ruleset.kind, {}};
}

QString LogContext::areaCode(AreaRef area) const
{
    if (!world || area.index < 0 || area.index >= static_cast<int>(world->areas.size()))
        return {};
    return world->areas[static_cast<size_t>(area.index)].code;
}

QString LogContext::areaName(AreaRef area) const
{
    if (!world || area.index < 0 || area.index >= static_cast<int>(world->areas.size()))
        return QStringLiteral("area #%1").arg(area.index);
    const Area &a = world->areas[static_cast<size_t>(area.index)];
    return a.name.isEmpty() || a.name == a.code ? a.code
                                                : QStringLiteral("%1 (%2)").arg(a.name, a.code);
}

QString LogContext::terrainName(AreaRef area) const
{
    if (!world || area.index < 0 || area.index >= static_cast<int>(world->areas.size()))
        return {};
    return areaTerrainName(world->areas[static_cast<size_t>(area.index)].terrain);
}

int LogContext::areaIndex(const QString &code) const
{
    return world && !code.isEmpty() ? world->areaIndex(code) : -1;
}

QString LogContext::kingdomId(KingdomRef kingdom) const
{
    if (!kingdoms || kingdom.index < 0 || kingdom.index >= static_cast<int>(kingdoms->size()))
        return {};
    return (*kingdoms)[static_cast<size_t>(kingdom.index)].id;
}

QString LogContext::kingdomName(KingdomRef kingdom) const
{
    if (!kingdoms || kingdom.index < 0 || kingdom.index >= static_cast<int>(kingdoms->size()))
        return QStringLiteral("no one");
    const Kingdom &k = (*kingdoms)[static_cast<size_t>(kingdom.index)];
    return k.name.isEmpty() ? k.id : k.name;
}

int LogContext::kingdomIndex(const QString &id) const
{
    if (!kingdoms || id.isEmpty())
        return -1;
    for (size_t i = 0; i < kingdoms->size(); ++i)
        if ((*kingdoms)[i].id == id)
            return static_cast<int>(i);
    return -1;
}

QString LogContext::strongholdName(int stronghold) const
{
    if (!world || stronghold < 0 || stronghold >= static_cast<int>(world->strongholds.size()))
        return {};
    return world->strongholds[static_cast<size_t>(stronghold)].name;
}

QString LogContext::battleName(int battle) const
{
    return battleName(QString::number(battle));
}

QString LogContext::battleName(const QString &id) const
{
    if (ownBattles.isEmpty())
        return id;
    // A battle of another kingdom's has no number of this kingdom's to give; its logged one
    // would tell the count (a pack never lists one: KingdomView filters its events).
    const qsizetype own = ownBattles.indexOf(id);
    return own >= 0 ? QString::number(own + 1) : QStringLiteral("?");
}

} // namespace muster
