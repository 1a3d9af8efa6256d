// The engines' fuzz checks: one area turn and one hex day of a campaign JSON (FuzzChecks.h).
#include "FuzzChecks.h"
#include "FuzzSupport.h"

#include "log/LogBinary.h"
#include "rules/area/AreaEngine.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexReplay.h"
#include "rules/hex/HexRules.h"

#include <map>

namespace muster::fuzz {

void checkAreaTurn(const std::uint8_t *data, std::size_t size)
{
    const auto c = readCampaign(bytes(data, size));
    if (!c || c->ruleset.kind != RulesetKind::Area)
        return;
    const AreaTurnResult r = resolveCurrentAreaTurn(*c);
    const AreaTurnResult again = resolveCurrentAreaTurn(*c);
    expect(r.next == again.next && encodeLog(r.log) == encodeLog(again.log),
           "resolving the same turn twice gives the same state and log (R2)");
    const TurnState &before = c->current().state;
    const AreaTurnState replayed = replayAreaTurn(c->world, before, r.log, r.log.size());
    expect(replayed.state == r.next && replayed.tallies == r.tallies,
           "replaying the log gives the next state and the tallies");
    for (int k = 0; k < static_cast<int>(c->kingdoms.size()); ++k) {
        const ArmyTally &t = r.tallies[static_cast<size_t>(k)];
        expect(kingdomArmies(before, k) + t.levied == kingdomArmies(r.next, k) + t.destroyed,
               "armies are conserved: before + levied = after + destroyed (A9)",
               QStringLiteral("kingdom %1: %2 + %3 != %4 + %5")
                   .arg(c->kingdoms[static_cast<size_t>(k)].id)
                   .arg(kingdomArmies(before, k))
                   .arg(t.levied)
                   .arg(kingdomArmies(r.next, k))
                   .arg(t.destroyed));
    }
    expect(r.next.turn == before.turn + 1, "the next state is of the next turn (A2.4)");
    expectReadsBack(*c, closeTurn(*c, r.log, r.next));
}

void checkHexDay(const std::uint8_t *data, std::size_t size)
{
    const auto c = readCampaign(bytes(data, size));
    if (!c || c->ruleset.kind != RulesetKind::Hex)
        return;
    const TurnResolution a = hexrules::advanceHexTurn(*c, 1, {}, nullptr);
    const TurnResolution again = hexrules::advanceHexTurn(*c, 1, {}, nullptr);
    expect(a.next.state == again.next.state && encodeLog(a.log()) == encodeLog(again.log()),
           "advancing the same day twice gives the same state and log (R2)");
    expect(a.hex && a.hex->daysResolved <= 1, "one day is at most one day");
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c->ruleset);
    const HexTurnState replayed = replayHexTurn(rules, c->current().state, a.log(), a.log().size());
    expect(replayed.state == a.hex->next, "replaying the log gives the state the day ends with");
    // H3.2, H4.2, H7.2: units are lost or change hands, never made.
    std::map<QString, size_t> unitsBefore;
    for (const HexArmy &army : c->current().state.armies)
        unitsBefore[army.id] = army.units.size();
    for (const HexArmy &army : a.next.state.armies) {
        const auto it = unitsBefore.find(army.id);
        expect(it != unitsBefore.end(), "no army appears from nowhere", army.id);
        expect(army.units.size() <= it->second, "no unit appears from nowhere", army.id);
        for (const Unit &u : army.units) {
            const UnitType *type = c->ruleset.unitType(u.type);
            expect(type && u.hp >= 1 && u.hp <= type->hp,
                   "a unit keeps between 1 and its type's hit points (H3.2)", army.id);
        }
    }
    expectReadsBack(*c, a);
}

} // namespace muster::fuzz
