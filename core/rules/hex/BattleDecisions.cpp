#include "rules/hex/BattleDecisions.h"

#include <QJsonArray>

#include <algorithm>

namespace muster::hexrules {

namespace {
QString armyId(const BattleView &view, int side)
{
    return view.armies[side] ? view.armies[side]->id : QString();
}

std::vector<int> intList(const QJsonValue &v)
{
    std::vector<int> out;
    for (const QJsonValue &x : v.toArray())
        out.push_back(x.toInt(-1));
    return out;
}
} // namespace

bool BattleDecisions::participants(const BattleView &, int, std::vector<int> &)
{
    return false;
}

double BattleDecisions::forayOutcome(const BattleView &, int)
{
    return 0;
}

std::optional<std::vector<int>> BattleDecisions::casualties(const BattleView &, int,
                                                            std::span<const int>, int)
{
    return std::nullopt;
}

void BattleDecisions::moraleOrder(const BattleView &, int, std::vector<int> &) {}

bool BattleDecisions::withdraw(const BattleView &view, int side)
{
    return view.brOnField[side] * 2 < view.brOnField[1 - side];
}

bool BattleDecisions::surprised(const BattleView &, int)
{
    return false;
}

int BattleDecisions::situationalModifier(const BattleView &, int)
{
    return 0;
}

bool BattleDecisions::pursue(const BattleView &, int)
{
    return true;
}

QJsonObject ScriptedBattleDecisions::entryFor(const char *key, const BattleView &view,
                                              int side) const
{
    for (const QJsonValue &v : m_script.value(QLatin1String(key)).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QLatin1String("army")).toString() == armyId(view, side) &&
            o.value(QLatin1String("turn")).toInt() == view.turn)
            return o;
    }
    return {};
}

bool ScriptedBattleDecisions::participants(const BattleView &view, int side,
                                           std::vector<int> &chosen)
{
    const QJsonValue v =
        m_script.value(QLatin1String("participants")).toObject().value(armyId(view, side));
    if (!v.isArray())
        return false;
    const std::span<const int> field = view.onField[side];
    for (int i : intList(v))
        if (std::find(field.begin(), field.end(), i) != field.end())
            chosen.push_back(i);
    return true;
}

double ScriptedBattleDecisions::forayOutcome(const BattleView &view, int side)
{
    return entryFor("forays", view, side).value(QLatin1String("br")).toDouble(0);
}

std::optional<std::vector<int>>
ScriptedBattleDecisions::casualties(const BattleView &view, int side,
                                    std::span<const int> participating, int hits)
{
    const QJsonObject o = entryFor("casualties", view, side);
    if (o.isEmpty())
        return BattleDecisions::casualties(view, side, participating, hits);
    return intList(o.value(QLatin1String("units")));
}

void ScriptedBattleDecisions::moraleOrder(const BattleView &view, int side, std::vector<int> &units)
{
    const QJsonValue v =
        m_script.value(QLatin1String("moraleOrder")).toObject().value(armyId(view, side));
    if (!v.isArray())
        return;
    const std::vector<int> unitsWeakestFirst = units;
    // The script's order first, then any unit it forgot, so every remaining unit still rolls.
    std::vector<int> out;
    for (int i : intList(v))
        if (std::find(unitsWeakestFirst.begin(), unitsWeakestFirst.end(), i) !=
                unitsWeakestFirst.end() &&
            std::find(out.begin(), out.end(), i) == out.end())
            out.push_back(i);
    for (int i : unitsWeakestFirst)
        if (std::find(out.begin(), out.end(), i) == out.end())
            out.push_back(i);
    units = std::move(out);
}

bool ScriptedBattleDecisions::withdraw(const BattleView &view, int side)
{
    if (!m_script.contains(QLatin1String("withdraw")))
        return BattleDecisions::withdraw(view, side);
    return !entryFor("withdraw", view, side).isEmpty();
}

bool ScriptedBattleDecisions::surprised(const BattleView &view, int side)
{
    return m_script.value(QLatin1String("surprised")).toArray().contains(armyId(view, side));
}

int ScriptedBattleDecisions::situationalModifier(const BattleView &view, int side)
{
    return m_script.value(QLatin1String("situational"))
        .toObject()
        .value(armyId(view, side))
        .toInt(0);
}

bool ScriptedBattleDecisions::pursue(const BattleView &view, int side)
{
    return m_script.value(QLatin1String("pursue"))
        .toObject()
        .value(armyId(view, side))
        .toBool(true);
}

} // namespace muster::hexrules
