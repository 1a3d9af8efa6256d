#include "rules/hex/HexBattle.h"

#include "model/Limits.h"

#include <algorithm>
#include <cmath>

namespace muster::hexrules {

QString moraleStateName(MoraleState s)
{
    return QLatin1String(enumName(s));
}

HexBattle::HexBattle(const QString &id, Hex hex, const HexArmy &attacker, const HexArmy &defender,
                     const bool outOfSupply[2], const World &world, const HexRules &rules,
                     BattleDecisions &decisions, Dice &dice, TurnLog &log)
    : m_hex(hex), m_world(world), m_rules(rules), m_decisions(decisions), m_dice(&dice), m_log(log)
{
    m_id = log.intern(id);
    const HexArmy *armies[2] = {&attacker, &defender};
    for (int s = 0; s < 2; ++s) {
        BattleSide &side = m_sides[s];
        side.army = armies[s];
        side.id = log.intern(armies[s]->id);
        side.outOfSupply = outOfSupply[s];
        std::vector<BattleUnit> &units = m_startUnits[s];
        for (size_t i = 0; i < side.army->units.size(); ++i) {
            const Unit &troops = side.army->units[i];
            BattleUnit u;
            u.index = static_cast<int>(i);
            u.brHalf = halfPoints(rules.unitBr(troops));
            u.unitMorale = rules.unitMorale(troops);
            u.cavalryOrFlyer = rules.isCavalryOrFlyer(troops);
            u.type = log.intern(troops.type);
            u.kind = log.intern(rules.unitKind(troops));
            u.pursuitTarget = rules.pursuitTarget(troops);
            units.push_back(u);
            side.startBrHalf += u.brHalf;
            side.cavalryAtStart += u.cavalryOrFlyer ? 1 : 0;
        }
        side.startUnits = static_cast<int>(units.size());
        m_moraleRolled[s].reserve(units.size());
        for (const BattleUnit &u : units) {
            m_startField[s].push_back(u.index);
            log::DieFor &what = m_moraleDice[s].emplace_back();
            what.purpose = DiePurpose::Morale;
            what.battle = m_id;
            what.army = side.id;
            what.label = u.type;
            what.second = u.index;
        }
        side.uniformBr = !units.empty() && units.front().brHalf > 0 &&
                         std::all_of(units.begin(), units.end(), [&units](const BattleUnit &u) {
                             return u.brHalf == units.front().brHalf;
                         });
        // Leader present: the army's leader always commands in its own battle [house].
        const int leaderMorale = side.army->leader.morale;
        side.leaderModifier = leaderMorale > 0 ? (leaderMorale + 1) / 2 : -((-leaderMorale) / 2);
        m_view.armies[s] = side.army;
        // H6.1: the morale order, weakest first and equal BR in their order.
        std::vector<int> &order = m_weakestFirst[s];
        for (const BattleUnit &u : units)
            order.push_back(u.index);
        std::stable_sort(order.begin(), order.end(), [&units](int x, int y) {
            return units[static_cast<size_t>(x)].brHalf < units[static_cast<size_t>(y)].brHalf;
        });
    }
    m_view.battle = id;
    m_view.hex = hex;
    m_view.fight = this;
    m_terrainModifier = defenderTerrainModifier();
    begin();
}

void HexBattle::restart(Dice &dice)
{
    m_dice = &dice;
    begin();
}

void HexBattle::begin()
{
    m_turn = 0;
    m_over = false;
    m_endPending = false;
    m_stage = Stage::Starting;
    m_outcome = {};
    for (int s = 0; s < 2; ++s) {
        BattleSide &side = m_sides[s];
        // The units as they began (fought again, only what the battle changed is reset).
        if (side.units.size() == m_startUnits[s].size())
            for (BattleUnit &u : side.units)
                u.standUp();
        else
            side.units = m_startUnits[s];
        side.lostBrHalf = 0;
        side.defeated = 0;
        side.routs = 0;
        side.withdrew = false;
        side.surprised = false;
        side.situational = 0;
        side.allTakePart = true;
        m_moraleRolled[s].clear();
        m_moraleTurn[s] = -1;
    }
    // Every unit stands at the start.
    for (int s = 0; s < 2; ++s) {
        m_field[s] = m_startField[s];
        m_fieldStart[s] = 0;
        showField(s);
        m_fieldBrTotal[s] = m_sides[s].startBrHalf;
        m_view.brOnField[s] = m_sides[s].startBrHalf / 2.0;
    }
    m_view.turn = 0;
    for (int s = 0; s < 2; ++s) {
        m_sides[s].surprised = m_decisions.surprised(m_view, s);
        // A decision may come from a file: within the limits, a throw's modifier is small.
        m_sides[s].situational = static_cast<int>(
            limits::kSituationalModifier.clamp(m_decisions.situationalModifier(m_view, s)));
    }
    m_stage = Stage::BetweenTurns;
    // Events are filled in place: a record built on the stack and copied would stall on its own
    // stores.
    log::HexBattleStarted &e = m_log.append<log::HexBattleStarted>();
    e.battle = m_id;
    e.hex = m_hex;
    e.attacker = m_sides[0].id;
    e.defender = m_sides[1].id;
    for (int s = 0; s < 2; ++s) {
        e.units[static_cast<size_t>(s)] = m_sides[s].startUnits;
        e.br[static_cast<size_t>(s)] = {m_sides[s].startBrHalf};
        e.breakPoints[static_cast<size_t>(s)] = m_sides[s].breakPoint();
        e.surprised[static_cast<size_t>(s)] = m_sides[s].surprised;
        e.situational[static_cast<size_t>(s)] = m_sides[s].situational;
    }
    e.defenderTerrainModifier = m_terrainModifier;
}

void HexBattle::setOnField()
{
    // Every unit the battle began with, less the defeated.
    for (int s = 0; s < 2; ++s) {
        m_field[s] = m_startField[s];
        m_fieldStart[s] = 0;
        leaveField(s);
    }
}

inline void HexBattle::showField(int side)
{
    m_view.onField[side] = std::span<const int>(m_field[side]).subspan(m_fieldStart[side]);
}

void HexBattle::leaveField(int side)
{
    // Once per batch of defeats rather than once per unit: no decision is asked in between. The
    // units only ever leave the field, so only the field is walked.
    std::vector<int> &field = m_field[side];
    const std::vector<BattleUnit> &units = m_sides[side].units;
    std::size_t standing = 0;
    int brHalf = 0;
    for (std::size_t k = m_fieldStart[side]; k < field.size(); ++k) {
        const int index = field[k];
        const BattleUnit &u = units[static_cast<size_t>(index)];
        field[standing] = index; // kept only when the unit stands
        standing += u.defeated ? 0 : 1;
        brHalf += u.defeated ? 0 : u.brHalf;
    }
    field.resize(standing);
    m_fieldStart[side] = 0;
    showField(side);
    m_fieldBrTotal[side] = brHalf;
    m_view.brOnField[side] = brHalf / 2.0;
}

inline void HexBattle::leaveFront(int side, int count, int brHalf)
{
    // The first units of the field, of `brHalf` together (the casualties of one BR are the first
    // that suffice): the field starts after them.
    m_fieldStart[side] += static_cast<std::size_t>(count);
    showField(side);
    m_fieldBrTotal[side] -= brHalf;
    m_view.brOnField[side] = m_fieldBrTotal[side] / 2.0;
}

std::optional<BattleStanding> HexBattle::standing() const
{
    BattleStanding out;
    switch (m_stage) {
    case Stage::Starting:
    case Stage::BetweenTurns:
        out.turn = m_turn;
        break;
    case Stage::ChoosingParticipants: // turn m_turn has begun, but nothing of it is done yet
        out.turn = m_turn - 1;
        break;
    case Stage::DecidingEnd:
        out.turn = m_turn;
        out.endPending = true;
        break;
    case Stage::Fighting:
    case Stage::Over:
        return std::nullopt;
    }
    for (int s = 0; s < 2; ++s) {
        const BattleSide &side = m_sides[s];
        BattleStanding::Side &to = out.sides[s];
        for (const BattleUnit &u : side.units)
            to.units.push_back({u.defeated, u.routed, u.morale, u.moraleTurn});
        to.lostBrHalf = side.lostBrHalf;
        to.defeated = side.defeated;
        to.routs = side.routs;
        to.surprised = m_stage == Stage::Starting ? false : side.surprised;
        to.situational = m_stage == Stage::Starting ? 0 : side.situational;
    }
    return out;
}

void HexBattle::resume(const BattleStanding &standing, Dice &dice)
{
    m_dice = &dice;
    m_turn = standing.turn;
    m_over = false;
    m_endPending = standing.endPending;
    m_outcome = {};
    for (int s = 0; s < 2; ++s) {
        BattleSide &side = m_sides[s];
        const BattleStanding::Side &from = standing.sides[s];
        side.units = m_startUnits[s];
        for (size_t i = 0; i < side.units.size() && i < from.units.size(); ++i) {
            BattleUnit &u = side.units[i];
            u.defeated = from.units[i].defeated;
            u.routed = from.units[i].routed;
            u.morale = from.units[i].morale;
            u.moraleTurn = from.units[i].moraleTurn;
        }
        side.lostBrHalf = from.lostBrHalf;
        side.defeated = from.defeated;
        side.routs = from.routs;
        side.surprised = from.surprised;
        side.situational = from.situational;
        side.withdrew = false;
        side.allTakePart = true;
        // The results of the last turn fought change this turn's BR (effectiveBr).
        m_moraleRolled[s].clear();
        m_moraleTurn[s] = m_turn;
        for (const BattleUnit &u : side.units)
            if (u.moraleTurn == m_turn)
                m_moraleRolled[s].push_back(u.index);
    }
    setOnField();
    m_view.turn = m_turn;
    m_stage = Stage::BetweenTurns;
}

int HexBattle::defenderTerrainModifier() const
{
    // H5: the ground favours the army holding the hex; walls only its own kingdom's walls.
    int modifier = 0;
    const HexTerrain t = m_world.terrainAt(m_hex);
    if (t == HexTerrain::Hills || t == HexTerrain::Woods)
        modifier = m_rules.advantageousTerrainModifier;
    if (t == HexTerrain::Mountains)
        modifier = m_rules.highlyAdvantageousTerrainModifier;
    const int s = m_world.strongholdAt(m_hex);
    if (s >= 0) {
        const Stronghold &hold = m_world.strongholds[static_cast<size_t>(s)];
        if (hold.owner >= 0 && hold.owner == m_sides[1].army->kingdom)
            modifier = std::min(modifier, hold.fortified ? m_rules.highlyAdvantageousTerrainModifier
                                                         : m_rules.advantageousTerrainModifier);
    }
    return modifier;
}

namespace {
/// H6.3: what a morale result does to the unit's BR on the next battle turn, in halves: x0
/// fleeing, x1/2 wavering, x3/2 rallying, else x1. From a table: which result a unit had is not
/// predictable, and a branch on it would often be guessed wrong.
int nextTurnBrHalves(MoraleState s)
{
    static constexpr int kHalves[] = {
        2, // None
        2, // Stand
        1, // Waver
        0, // Flee
        3, // Rally
        2, // Rout (off the field)
    };
    static_assert(std::size(kHalves) == EnumNames<MoraleState>::names.size());
    return kHalves[static_cast<std::size_t>(s)];
}
} // namespace

inline int HexBattle::effectiveBrQuarters(int side) const
{
    // H4.2 step 2: last turn's morale results adjust this turn's BR (H6.3): x0 fleeing, x1/2
    // wavering, x3/2 rallying. Summed exactly in quarter points.
    const BattleSide &s = m_sides[side];
    const int lastTurn = m_turn - 1;
    int quarters = 0;
    if (s.allTakePart) {
        // Every unit on the field at x1, then last turn's morale results on the ones that rolled.
        quarters = 2 * m_fieldBrTotal[side];
        if (m_moraleTurn[side] == lastTurn)
            for (int index : m_moraleRolled[side]) {
                const BattleUnit &u = s.units[static_cast<size_t>(index)];
                quarters += u.defeated ? 0 : u.brHalf * (nextTurnBrHalves(u.morale) - 2);
            }
        return quarters;
    }
    for (const BattleUnit &u : s.units) {
        const int factor = u.moraleTurn == lastTurn ? nextTurnBrHalves(u.morale) : 2;
        quarters += u.participating && !u.defeated ? u.brHalf * factor : 0;
    }
    return quarters;
}

inline int HexBattle::throwModifier(int side) const
{
    const BattleSide &me = m_sides[side];
    const BattleSide &enemy = m_sides[1 - side];
    int modifier = me.situational;
    if (me.outOfSupply)
        modifier += m_rules.outOfSupplyModifier;                        // H3.2
    modifier += me.army->forcedMarchDays * m_rules.forcedMarchModifier; // H2.3
    if (enemy.surprised && m_turn <= m_rules.surpriseTurns)
        modifier += m_rules.surpriseModifier;
    if (side == 0)
        modifier += m_terrainModifier;
    return modifier;
}

void HexBattle::chooseParticipants(int side)
{
    BattleSide &s = m_sides[side];
    const std::span<const int> field = m_view.onField[side];
    m_chosen.clear();
    s.allTakePart = !m_decisions.participants(m_view, side, m_chosen) ||
                    std::equal(m_chosen.begin(), m_chosen.end(), field.begin(), field.end());
    if (s.allTakePart)
        return;
    for (BattleUnit &u : s.units)
        u.participating = false;
    int taking = 0;
    for (int i : m_chosen)
        if (i >= 0 && i < static_cast<int>(s.units.size()) &&
            !s.units[static_cast<size_t>(i)].defeated &&
            !s.units[static_cast<size_t>(i)].participating) {
            s.units[static_cast<size_t>(i)].participating = true;
            ++taking;
        }
    // H4.2 step 1: recorded when not every unit on the field takes part (the default).
    if (taking != static_cast<int>(field.size())) {
        const int start = m_log.numbersEnd();
        for (const BattleUnit &u : s.units)
            if (u.participating)
                m_log.pushNumber(u.index);
        m_log.add(log::ParticipantsChosen{m_id, s.id, m_turn, m_log.numbersSince(start)});
    }
}

void HexBattle::heroicForays()
{
    // H4.2 step 3: all forays are revealed first, then applied together.
    // A foray defeats at most the enemy's BR on the field (H4.2 step 3); an outcome from a file
    // may be anything, NaN included.
    double outcome[2] = {m_decisions.forayOutcome(m_view, 0), m_decisions.forayOutcome(m_view, 1)};
    for (int s = 0; s < 2; ++s)
        outcome[s] =
            std::isnan(outcome[s]) ? 0.0 : std::clamp(outcome[s], 0.0, m_view.brOnField[1 - s]);
    for (int s = 0; s < 2; ++s)
        if (outcome[s] > 0)
            m_log.add(log::HeroicForay{m_id, m_sides[s].id, m_turn, {halfPoints(outcome[s])}});
    for (int s = 0; s < 2; ++s)
        if (outcome[s] > 0)
            defeatUnits(1 - s, halfPoints(outcome[s]), 0, false);
}

int HexBattle::attackThrows(int side)
{
    BattleSide &me = m_sides[side];
    const int quarters = effectiveBrQuarters(side); // never below 0
    const double br = quarters / 4.0;
    int throws = quarters / 4;
    if (quarters > 0 && throws < 1)
        throws = 1; // H4.2 step 4: at least one throw when BR > 0
    const bool surprisedNow = me.surprised && m_turn <= m_rules.surpriseTurns;
    if (surprisedNow)
        throws = 0; // H5: a surprised side makes no throws
    const int modifier = throwModifier(side);
    int hits = 0;
    log::DieFor what;
    what.purpose = DiePurpose::AttackThrow;
    what.battle = m_id;
    what.army = me.id;
    what.first = m_turn;
    what.second = 1; // the throws are numbered from 1
    what.third = throws;
    // [house] a natural 20 always hits, a natural 1 always misses: a d20 hits when it reaches
    // the target brought within 2..20.
    const int target = std::clamp(m_rules.hitTarget - modifier, 2, 20);
    // The throws' values are the dice's own in the log, where the dice are logged there (a
    // simulation may roll them unlogged, and list them here).
    NumberList rolls;
    if (m_dice->logsInto(m_log)) {
        rolls = m_dice->rollNumbered(throws, 20, what, [](int, int) {});
    } else {
        const int start = m_log.numbersEnd();
        int *values = m_log.appendNumbers(static_cast<std::size_t>(std::max(throws, 0)));
        m_dice->rollNumbered(throws, 20, what, [values](int k, int d) { values[k] = d; });
        rolls = m_log.numbersSince(start);
    }
    // Counted once all are thrown, without a branch (a hit is a coin toss no processor
    // predicts), in a loop apart from the dice's, which vectorises.
    for (const int d : m_log.numbers(rolls))
        hits += static_cast<int>(d >= target);
    // H3.2, H2.3: the -1 to damage of an army out of supply or on forced march costs hits.
    const int damagePenalty = std::min((me.outOfSupply ? 1 : 0) + me.army->forcedMarchDays, hits);
    hits -= damagePenalty;
    // Filled in place: a record built on the stack and copied would stall on its own stores.
    log::AttackThrows &e = m_log.append<log::AttackThrows>();
    e.battle = m_id;
    e.army = me.id;
    e.turn = m_turn;
    e.br = br;
    e.throws = throws;
    e.modifier = modifier;
    e.damagePenalty = damagePenalty;
    e.hits = hits;
    e.surprised = surprisedNow;
    e.rolls = rolls;
    return hits;
}

void HexBattle::defeatUnits(int side, int neededHalf, int hits, bool decide)
{
    BattleSide &s = m_sides[side];
    // The participating, undefeated units: their places in s.units, which are their indices
    // (HexBattle::begin). When all take part, the field.
    std::span<const int> positions = m_view.onField[side];
    if (!s.allTakePart) {
        m_positions.resize(s.units.size());
        std::size_t taking = 0;
        for (const BattleUnit &u : s.units) {
            m_positions[taking] = u.index; // kept only when the unit takes part
            taking += u.participating && !u.defeated ? 1 : 0;
        }
        m_positions.resize(taking);
        positions = m_positions;
    }
    std::optional<std::vector<int>> picked;
    if (decide)
        picked = m_decisions.casualties(m_view, side, positions, hits);
    // H4.2 step 5 for a side whose units on the field all take part and share one BR (an army of
    // one troop type): the first units that suffice, all when even all of them fall short, as
    // minimalRemovalSet chooses; they are the front of the field.
    const auto count = static_cast<int>(positions.size());
    if (!picked && s.allTakePart && s.uniformBr) {
        const int br = s.units.front().brHalf;
        const int fallen = casualtiesOfOneBr(count, br, m_fieldBrTotal[side], neededHalf);
        const int units = m_log.numbersEnd();
        int *removed = m_log.appendNumbers(static_cast<std::size_t>(fallen));
        for (int k = 0; k < fallen; ++k) {
            const int p = positions[static_cast<size_t>(k)];
            markDefeated(side, s.units[static_cast<size_t>(p)]);
            removed[k] = p;
        }
        leaveFront(side, fallen, fallen * br);
        logDefeat(side, hits, neededHalf, m_log.numbersSince(units), fallen * br);
        return;
    }
    m_brs.resize(positions.size());
    for (std::size_t k = 0; k < positions.size(); ++k)
        m_brs[k] = s.units[static_cast<size_t>(positions[k])].brHalf;
    m_removed.clear(); // positions in s.units, ascending
    if (picked) {
        // A person's choice is honoured as far as it goes; if it falls short, the minimal set of
        // the rest makes up the difference so the hits are never under-applied.
        int sum = 0;
        std::vector<int> restPositions, restBr;
        for (size_t k = 0; k < positions.size(); ++k) {
            const int p = positions[k];
            if (std::find(picked->begin(), picked->end(), p) != picked->end()) {
                m_removed.push_back(p);
                sum += m_brs[k];
            } else {
                restPositions.push_back(p);
                restBr.push_back(m_brs[k]);
            }
        }
        std::vector<int> rest;
        minimalRemovalSet(restBr, neededHalf - sum, rest, m_removal);
        for (int k : rest)
            m_removed.push_back(restPositions[static_cast<size_t>(k)]);
        std::sort(m_removed.begin(), m_removed.end());
    } else {
        // The set comes ascending, and so do the positions it picks from. The BR they stand
        // for is known: the side's BR less what it has lost, when all take part.
        const int total = s.allTakePart ? m_fieldBrTotal[side] : -1;
        minimalRemovalSet(m_brs, total, s.uniformBr, neededHalf, m_chosen, m_removal);
        for (int k : m_chosen)
            m_removed.push_back(positions[static_cast<size_t>(k)]);
    }
    int lostHalf = 0;
    const int units = m_log.numbersEnd();
    int *removed = m_log.appendNumbers(m_removed.size());
    for (int p : m_removed) {
        BattleUnit &u = s.units[static_cast<size_t>(p)];
        markDefeated(side, u);
        lostHalf += u.brHalf;
        *removed++ = u.index;
    }
    leaveField(side);
    logDefeat(side, hits, neededHalf, m_log.numbersSince(units), lostHalf);
}

inline void HexBattle::logDefeat(int side, int hits, int neededHalf, NumberList units, int lostHalf)
{
    log::UnitsDefeated &e = m_log.append<log::UnitsDefeated>();
    e.battle = m_id;
    e.army = m_sides[side].id;
    e.turn = m_turn;
    e.hits = hits;
    e.needed = {neededHalf};
    e.units = units;
    e.br = {lostHalf};
}

bool HexBattle::fightTurn()
{
    if (m_over)
        return true;
    if (m_endPending) {
        m_endPending = false;
        if (endTurn())
            return true;
    }
    ++m_turn;
    m_view.turn = m_turn;
    m_stage = Stage::ChoosingParticipants;
    for (int s = 0; s < 2; ++s)
        chooseParticipants(s);
    m_stage = Stage::Fighting;
    const int defeatedBefore[2] = {m_sides[0].defeated, m_sides[1].defeated};
    heroicForays();
    // The attacker throws first, then the defender; hits land together (H4.2 steps 4-5).
    const int scoredByAttacker = attackThrows(0);
    const int scoredByDefender = attackThrows(1);
    const int hitsOn[2] = {scoredByDefender, scoredByAttacker};
    for (int s = 0; s < 2; ++s)
        if (hitsOn[s] > 0)
            defeatUnits(s, hitsOn[s] * 2, hitsOn[s], true);
    for (int s = 0; s < 2; ++s)
        checkMorale(s, m_sides[s].defeated - defeatedBefore[s]);
    return endTurn();
}

bool HexBattle::endTurn()
{
    m_stage = Stage::DecidingEnd;
    m_over = decideEnd();
    m_stage = m_over ? Stage::Over : Stage::BetweenTurns;
    return m_over;
}

BattleOutcome HexBattle::fight()
{
    while (!fightTurn()) {
    }
    return m_outcome;
}

} // namespace muster::hexrules
