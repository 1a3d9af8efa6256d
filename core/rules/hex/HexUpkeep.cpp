// RULES H3: the end-of-day supply steps.
#include "rules/hex/HexUpkeep.h"

#include "model/Limits.h"

#include "rules/hex/HexAftermath.h"
#include "rules/hex/HexEvents.h"
#include "rules/hex/HexSupply.h"

#include <QJsonArray>

#include <algorithm>

namespace muster::hexrules {

namespace {
void logSupplyChange(const SupplyStatus &s, int day, TurnLog &log)
{
    QJsonObject data{{QStringLiteral("army"), s.army},
                     {QStringLiteral("day"), day},
                     {QStringLiteral("inSupply"), s.inSupply},
                     {QStringLiteral("reason"), s.reason},
                     {QStringLiteral("route"), hexListJson(s.route)}};
    if (s.cutAt)
        data.insert(QStringLiteral("cutAt"), hexLabel(*s.cutAt));
    log.add(hexEvent(
        QStringLiteral("SupplyChanged"), QStringLiteral("H3.1"), data,
        QStringLiteral("Day %1: army %2 is %3 (%4).")
            .arg(day)
            .arg(s.army, s.inSupply ? QStringLiteral("in supply") : QStringLiteral("out of supply"),
                 s.reason)));
}

void desert(HexArmy &army, int day, TurnLog &log)
{
    log.add(hexEvent(QStringLiteral("ArmyDeserted"), QStringLiteral("H7.2"),
                     {{QStringLiteral("army"), army.id},
                      {QStringLiteral("day"), day},
                      {QStringLiteral("units"), static_cast<int>(army.units.size())}},
                     QStringLiteral("Day %1: army %2, resigned and still out of supply, deserts "
                                    "and disperses.")
                         .arg(day)
                         .arg(army.id)));
    std::vector<int> all(army.units.size());
    for (size_t i = 0; i < all.size(); ++i)
        all[i] = static_cast<int>(i);
    removeUnits(army, all, QStringLiteral("desertion"), QStringLiteral("H7.2"), log);
}
} // namespace

void endOfDay(TurnState &state, int day, const World &world, const HexRules &rules, Dice &dice,
              TurnLog &log, QHash<QString, ArmyDayNotes> &notes)
{
    // Supply is judged for every army on the same end-of-day map before anyone starves or
    // deserts, so the order of the army list never changes a status.
    const std::vector<SupplyStatus> supply = traceSupply(world, state);
    for (size_t i = 0; i < state.armies.size(); ++i) {
        HexArmy &army = state.armies[i];
        if (army.units.empty())
            continue;
        const SupplyStatus &s = supply[i];
        ArmyDayNotes &note = notes[army.id];
        if (s.inSupply != note.inSupply) {
            logSupplyChange(s, day, log);
            note.inSupply = s.inSupply;
        }
        // H7.2 resignation: judged at the end of the day after the roll.
        if (army.loyalty == QLatin1String("resignation")) {
            if (s.inSupply) {
                army.loyalty.clear();
                log.add(hexEvent(QStringLiteral("ResignationLifted"), QStringLiteral("H7.2"),
                                 {{QStringLiteral("army"), army.id}, {QStringLiteral("day"), day}},
                                 QStringLiteral("Day %1: army %2 is back in supply and does not "
                                                "desert.")
                                     .arg(day)
                                     .arg(army.id)));
            } else {
                desert(army, day, log);
                continue;
            }
        }
        if (!s.inSupply) {
            // Counting stops at the most a file keeps (model/Limits.h), some 270 years of days.
            army.daysOutOfSupply =
                static_cast<int>(limits::kDaysOutOfSupply.clamp(army.daysOutOfSupply + 1));
            // H3.2: 1 hit point per unit per day; a unit at 0 is destroyed.
            std::vector<int> starved;
            for (size_t u = 0; u < army.units.size(); ++u) {
                army.units[u].hp = std::max(0, army.units[u].hp - rules.starvationHpPerDay);
                if (army.units[u].hp == 0)
                    starved.push_back(static_cast<int>(u));
            }
            log.add(hexEvent(QStringLiteral("Starvation"), QStringLiteral("H3.2"),
                             {{QStringLiteral("army"), army.id},
                              {QStringLiteral("day"), day},
                              {QStringLiteral("hpLost"), rules.starvationHpPerDay},
                              {QStringLiteral("daysOutOfSupply"), army.daysOutOfSupply}},
                             QStringLiteral("Day %1: army %2, out of supply for %3 days, loses %4 "
                                            "hit point per unit.")
                                 .arg(day)
                                 .arg(army.id)
                                 .arg(army.daysOutOfSupply)
                                 .arg(rules.starvationHpPerDay)));
            removeUnits(army, starved, QStringLiteral("starvation"), QStringLiteral("H3.2"), log);
            // H3.3: every seventh consecutive day out of supply.
            if (!army.units.empty() && army.daysOutOfSupply % rules.loyaltyIntervalDays == 0)
                rollLoyalty(army, 1 + note.calamities, dice, log);
        } else {
            army.daysOutOfSupply = 0;
            if (!note.marchedToday && rules.healPerRestDay > 0) {
                int healed = 0;
                for (Unit &u : army.units) {
                    const int hp = std::min(rules.unitMaxHp(u), u.hp + rules.healPerRestDay);
                    healed += std::max(0, hp - u.hp);
                    u.hp = std::max(u.hp, hp);
                }
                if (healed > 0)
                    log.add(hexEvent(QStringLiteral("Healed"), QStringLiteral("H3.2"),
                                     {{QStringLiteral("army"), army.id},
                                      {QStringLiteral("day"), day},
                                      {QStringLiteral("hp"), healed}},
                                     QStringLiteral("Day %1: army %2 rests in supply and heals %3 "
                                                    "hit points.")
                                         .arg(day)
                                         .arg(army.id)
                                         .arg(healed)));
            }
        }
    }
}

} // namespace muster::hexrules
