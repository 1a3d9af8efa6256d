#include "battles/BattleIndex.h"

#include <QHash>

namespace muster {

namespace {
int field(const LogEvent &e, const char *name)
{
    return e.data.value(QLatin1String(name)).toInt();
}
} // namespace

TurnBattles indexBattles(const QJsonArray &log)
{
    TurnBattles out;
    if (std::optional<TurnLog> parsed = TurnLog::fromJson(log))
        out.log = std::move(*parsed);
    QHash<int, size_t> byId;
    const auto &events = out.log.events();
    for (int i = 0; i < static_cast<int>(events.size()); ++i) {
        const LogEvent &e = events[static_cast<size_t>(i)];
        if (!e.data.contains(QLatin1String("battle")))
            continue;
        const int id = field(e, "battle");
        if (e.type == QLatin1String("BattleStarted")) {
            BattleInfo b;
            b.id = id;
            b.action = e.data.value(QLatin1String("action")).toString();
            b.kingdom = e.data.value(QLatin1String("kingdom")).toString();
            b.defender = e.data.value(QLatin1String("defender")).toString();
            b.from = e.data.value(QLatin1String("from")).toString();
            b.area = e.data.value(QLatin1String("area")).toString();
            BattleStep start;
            start.event = i;
            start.attackers = field(e, "attackers") + field(e, "ships");
            start.defenderArmies = field(e, "defenderArmies");
            b.steps.push_back(std::move(start));
            byId.insert(id, out.battles.size());
            out.battles.push_back(std::move(b));
            continue;
        }
        const auto it = byId.constFind(id);
        if (it == byId.constEnd())
            continue;
        BattleInfo &b = out.battles[*it];
        const BattleStep last = b.steps.back();
        if (e.type == QLatin1String("Captured")) {
            b.capturedArmies = field(e, "armies"); // the armies that moved in (A8.1)
            b.populationLost = field(e, "populationLost");
            b.fortsLost = field(e, "fortsLost");
        } else if (e.type == QLatin1String("PhaseResolved")) {
            BattleStep s;
            s.event = i;
            s.phase = e.data.contains(QLatin1String("phase")) ? field(e, "phase")
                                                              : static_cast<int>(b.steps.size());
            s.attackerLoss = field(e, "attackerLoss");
            s.defenderLoss = field(e, "defenderLoss");
            const int before = e.data.contains(QLatin1String("attackers")) ? field(e, "attackers")
                                                                           : last.attackers;
            const int defBefore = e.data.contains(QLatin1String("defenderArmies"))
                                      ? field(e, "defenderArmies")
                                      : last.defenderArmies;
            s.attackers = std::max(0, before - s.attackerLoss);
            s.defenderArmies = std::max(0, defBefore - s.defenderLoss);
            b.steps.push_back(s);
        } else if (e.type == QLatin1String("BattleEnded")) {
            b.result = e.data.value(QLatin1String("result")).toString();
            BattleStep end;
            end.event = i;
            end.phase = -1;
            end.attackers = last.attackers;
            end.defenderArmies = last.defenderArmies;
            b.steps.push_back(std::move(end));
        }
    }
    return out;
}

} // namespace muster
