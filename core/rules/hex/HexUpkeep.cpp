// RULES H3: the end-of-day supply steps.
#include "rules/hex/HexUpkeep.h"

#include "model/Limits.h"

#include "rules/hex/HexAftermath.h"
#include "rules/hex/HexSupply.h"

#include <algorithm>

namespace muster::hexrules {

namespace {
void logSupplyChange(HexWork &w, const SupplyStatus &s, int day)
{
    log::SupplyChanged e;
    e.army = w.ref(s.army);
    e.day = day;
    e.inSupply = s.inSupply;
    e.reason = s.reason;
    e.stronghold = s.stronghold;
    e.route = w.log.addHexes(s.route);
    e.cutAt = s.cutAt;
    w.record(e);
}

void desert(HexWork &w, int index, int day)
{
    const HexArmy &army = w.state().armies[static_cast<size_t>(index)];
    w.record(log::ArmyDeserted{w.ref(army.id), day, static_cast<int>(army.units.size())});
    std::vector<int> all(army.units.size());
    for (size_t i = 0; i < all.size(); ++i)
        all[i] = static_cast<int>(i);
    removeUnits(w, index, all, RemovalCause::Desertion);
}
} // namespace

void endOfDay(HexWork &w, int day, Dice &dice, QHash<QString, ArmyDayNotes> &notes)
{
    // Supply is judged for every army on the same end-of-day map before anyone starves or
    // deserts, so the order of the army list never changes a status.
    // A copy: the events recorded below change the state the tracer follows.
    const std::vector<SupplyStatus> supply = w.supply.all();
    for (size_t i = 0; i < w.state().armies.size(); ++i) {
        const int index = static_cast<int>(i);
        const HexArmy &army = w.state().armies[i];
        if (army.units.empty())
            continue;
        const SupplyStatus &s = supply[i];
        ArmyDayNotes &note = notes[army.id];
        if (s.inSupply != note.inSupply) {
            logSupplyChange(w, s, day);
            note.inSupply = s.inSupply;
        }
        const TextRef id = w.ref(army.id);
        // H7.2 resignation: judged at the end of the day after the roll.
        if (army.loyalty == QLatin1String("resignation")) {
            if (s.inSupply) {
                w.record(log::ResignationLifted{id, day});
            } else {
                desert(w, index, day);
                continue;
            }
        }
        if (!s.inSupply) {
            // H3.2: 1 hit point per unit per day; a unit at 0 is destroyed.
            // Counting days stops at the most a file keeps (model/Limits.h), some 270 years.
            w.record(log::Starvation{
                id, day, w.rules.starvationHpPerDay,
                static_cast<int>(limits::kDaysOutOfSupply.clamp(army.daysOutOfSupply + 1))});
            std::vector<int> starved;
            for (size_t u = 0; u < army.units.size(); ++u)
                if (army.units[u].hp == 0)
                    starved.push_back(static_cast<int>(u));
            removeUnits(w, index, starved, RemovalCause::Starvation);
            // H3.3: every seventh consecutive day out of supply.
            const HexArmy &after = w.state().armies[i];
            if (!after.units.empty() && after.daysOutOfSupply % w.rules.loyaltyIntervalDays == 0)
                rollLoyalty(w, index, 1 + note.calamities, dice);
        } else if (!note.marchedToday && w.rules.healPerRestDay > 0) {
            int healed = 0;
            for (const Unit &u : army.units)
                healed += std::max(
                    0, std::min(w.rules.unitMaxHp(u), u.hp + w.rules.healPerRestDay) - u.hp);
            if (healed > 0)
                w.record(log::Healed{id, day, healed, w.rules.healPerRestDay});
        }
    }
}

} // namespace muster::hexrules
