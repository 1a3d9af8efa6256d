#include "rules/area/TurnWork.h"

#include "model/Limits.h"

#include "model/Kingdom.h"

#include <QRegularExpression>

#include <algorithm>

namespace muster {

TurnWork::TurnWork(const AreaRules &r, const TurnState &s, TurnLog &l, std::vector<ArmyTally> &t)
    : rules(r), state(s), log(l), tallies(t), sticky(s.areas.size(), 0),
      leviedHere(s.areas.size(), 0)
{
    for (const PassageGrant &g : s.passages)
        grants.emplace_back(g.grantor, g.grantee);
    std::sort(grants.begin(), grants.end());
}

bool TurnWork::grantsPassage(int grantor, int grantee) const
{
    return grantor >= 0 && grantor != grantee &&
           std::binary_search(grants.begin(), grants.end(), std::pair{grantor, grantee});
}

int TurnWork::armiesIn(int area) const
{
    const AreaState &s = state.areas[static_cast<size_t>(area)];
    return isSea(area) ? s.aboard : s.armies;
}

QString TurnWork::areaName(int area) const
{
    if (!validArea(area) || area >= static_cast<int>(rules.world.areas.size()))
        return QStringLiteral("area #%1").arg(area);
    const Area &a = info(area);
    return a.name.isEmpty() || a.name == a.code ? a.code
                                                : QStringLiteral("%1 (%2)").arg(a.name, a.code);
}

QString TurnWork::kingdomName(int k) const
{
    if (k < 0 || k >= static_cast<int>(rules.kingdoms.size()))
        return QStringLiteral("no one");
    const Kingdom &kingdom = rules.kingdoms[static_cast<size_t>(k)];
    return kingdom.name.isEmpty() ? kingdom.id : kingdom.name;
}

QString TurnWork::kingdomId(int k) const
{
    if (k < 0 || k >= static_cast<int>(rules.kingdoms.size()))
        return {};
    return rules.kingdoms[static_cast<size_t>(k)].id;
}

QString TurnWork::terrainName(int area) const
{
    return areaTerrainName(info(area).terrain);
}

int TurnWork::defenceLevel(int area) const
{
    return areaDefenceLevel(rules.world, rules.params, state, area);
}

int areaDefenceLevel(const World &world, const AreaParameters &params, const TurnState &state,
                     int area)
{
    const AreaState &s = state.areas[static_cast<size_t>(area)];
    const bool city = world.areas[static_cast<size_t>(area)].terrain == AreaTerrain::City;
    // A1.4: fort value 1, and 4 in a city [house, parameters fortValue and cityFortValue].
    return s.armies + s.population + s.forts * (city ? params.cityFortValue : params.fortValue);
}

namespace {
/// The sentences are written for counts above one; "1 armies" becomes "1 army" here, in one place.
QString singulars(const QString &text)
{
    static const QRegularExpression one(
        QStringLiteral("(?<![0-9])1 (armies|ships|sticky areas are)\\b"));
    if (!text.contains(QLatin1String("1 ")))
        return text;
    QString out;
    qsizetype from = 0;
    auto it = one.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString plural = m.captured(1);
        out += QStringView(text).mid(from, m.capturedStart() - from);
        out += plural == QLatin1String("armies")  ? QStringLiteral("1 army")
               : plural == QLatin1String("ships") ? QStringLiteral("1 ship")
                                                  : QStringLiteral("1 sticky area is");
        from = m.capturedEnd();
    }
    out += QStringView(text).mid(from);
    return out;
}
} // namespace

void TurnWork::event(const QString &type, const QString &rule, QJsonObject data,
                     const QString &text)
{
    LogEvent e;
    e.type = type;
    e.rule = rule;
    e.data = std::move(data);
    e.text = singulars(text);
    log.add(std::move(e));
}

void TurnWork::makeSticky(int area, const QString &trigger, const QString &rule)
{
    if (sticky[static_cast<size_t>(area)])
        return;
    sticky[static_cast<size_t>(area)] = 1;
    event(QStringLiteral("AreaSticky"), rule,
          {{QStringLiteral("area"), info(area).code}, {QStringLiteral("trigger"), trigger}},
          QStringLiteral("%1 is sticky for the rest of the turn: %2 (%3).")
              .arg(areaName(area), trigger, rule));
}

void TurnWork::armiesEntered(int area, int from, int kingdom)
{
    const AreaTerrain t = info(area).terrain;
    if (t == AreaTerrain::City || isDifficultTerrain(t))
        makeSticky(area, QStringLiteral("armies entered %1").arg(areaTerrainName(t)),
                   QStringLiteral("A6.1"));
    AreaState &s = at(area);
    // A7.3: the retreat location follows the last move in. An area in DEFEND or AMBUSH mode keeps
    // its location (the one field serves both modes), so only a RETREAT area is changed.
    if (!isSea(area) && s.owner == kingdom && s.mode == DefenceMode::Retreat && from >= 0 &&
        s.modeArea != from) {
        s.modeArea = from;
        event(QStringLiteral("RetreatLocationSet"), QStringLiteral("A7.3"),
              {{QStringLiteral("area"), info(area).code},
               {QStringLiteral("location"), info(from).code}},
              QStringLiteral("%1 now retreats to %2, where its armies came from (A7.3).")
                  .arg(areaName(area), areaName(from)));
    }
}

void TurnWork::drownExcess(int seaArea, const QString &why)
{
    AreaState &s = at(seaArea);
    if (s.aboard <= s.ships)
        return;
    const int drowned = s.aboard - s.ships;
    s.aboard = s.ships;
    destroyed(s.owner, drowned);
    event(QStringLiteral("Drowned"), QStringLiteral("A5.7"),
          {{QStringLiteral("area"), info(seaArea).code},
           {QStringLiteral("kingdom"), kingdomId(s.owner)},
           {QStringLiteral("armies"), drowned}},
          QStringLiteral("%1 armies of %2 drown in %3: %4 (A5.7).")
              .arg(drowned)
              .arg(kingdomName(s.owner), areaName(seaArea), why));
    if (s.ships == 0)
        s.owner = -1; // an empty sea belongs to no one
}

void TurnWork::destroyed(int kingdom, int armies)
{
    if (validKingdom(kingdom) && armies > 0)
        tallies[static_cast<size_t>(kingdom)].destroyed += armies;
}

void TurnWork::addCapped(int &count, int n, Count what, int kingdom, const QString &where)
{
    const auto max = static_cast<int>(limits::kCount.max);
    const int added = n <= 0 ? n : std::min(n, std::max(0, max - count));
    count += added;
    const int lost = n - added;
    if (lost <= 0)
        return;
    static const char *const kWhat[] = {"armies", "population",     "ships",
                                        "BP",     "reserve armies", "dispersed armies"};
    const QString name = QLatin1String(kWhat[static_cast<int>(what)]);
    if (what == Count::Armies || what == Count::ArmyReserve || what == Count::Dispersed)
        destroyed(kingdom, lost);
    event(QStringLiteral("LimitReached"), QString(),
          {{QStringLiteral("kingdom"), kingdomId(kingdom)},
           {QStringLiteral("what"), name},
           {QStringLiteral("lost"), lost},
           {QStringLiteral("limit"), max}},
          QStringLiteral("%1 %2 are lost in %3: it holds the most a campaign keeps (%4).")
              .arg(lost)
              .arg(name, where)
              .arg(max));
}

} // namespace muster
