#include "rules/hex/HexBattle.h"

#include "model/Limits.h"

#include "rules/hex/HexCasualties.h"
#include "rules/hex/HexEvents.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace muster::hexrules {

QString moraleStateName(MoraleState s)
{
    switch (s) {
    case MoraleState::None:
        return QString();
    case MoraleState::Stand:
        return QStringLiteral("stand");
    case MoraleState::Waver:
        return QStringLiteral("waver");
    case MoraleState::Flee:
        return QStringLiteral("flee");
    case MoraleState::Rally:
        return QStringLiteral("rally");
    }
    return QString();
}

int BattleSide::brOnFieldHalf() const
{
    int sum = 0;
    for (const BattleUnit &u : units)
        if (!u.defeated)
            sum += u.brHalf;
    return sum;
}

HexBattle::HexBattle(QString id, Hex hex, const HexArmy &attacker, const HexArmy &defender,
                     const bool outOfSupply[2], const World &world, const HexRules &rules,
                     BattleDecisions &decisions, Dice &dice, TurnLog &log)
    : m_id(std::move(id)), m_hex(hex), m_world(world), m_rules(rules), m_decisions(decisions),
      m_dice(dice), m_log(log)
{
    const HexArmy *armies[2] = {&attacker, &defender};
    for (int s = 0; s < 2; ++s) {
        BattleSide &side = m_sides[s];
        side.army = *armies[s];
        side.outOfSupply = outOfSupply[s];
        for (size_t i = 0; i < side.army.units.size(); ++i) {
            BattleUnit u;
            u.index = static_cast<int>(i);
            u.brHalf = halfPoints(rules.unitBr(side.army.units[i]));
            u.cavalryOrFlyer = rules.isCavalryOrFlyer(side.army.units[i]);
            side.units.push_back(u);
            side.startBrHalf += u.brHalf;
            side.cavalryAtStart += u.cavalryOrFlyer ? 1 : 0;
        }
        side.startUnits = static_cast<int>(side.units.size());
    }
    m_terrainModifier = defenderTerrainModifier();
    const BattleView v = view();
    for (int s = 0; s < 2; ++s) {
        m_sides[s].surprised = m_decisions.surprised(v, s);
        // A decision may come from a file: within the limits, a throw's modifier is small.
        m_sides[s].situational = static_cast<int>(
            limits::kSituationalModifier.clamp(m_decisions.situationalModifier(v, s)));
    }
    m_log.add(hexEvent(
        QStringLiteral("BattleStarted"), QStringLiteral("H4.1"),
        {{QStringLiteral("battle"), m_id},
         {QStringLiteral("hex"), hexLabel(m_hex)},
         {QStringLiteral("attacker"), attacker.id},
         {QStringLiteral("defender"), defender.id},
         {QStringLiteral("breakPoints"),
          QJsonArray{m_sides[0].breakPoint(), m_sides[1].breakPoint()}},
         {QStringLiteral("defenderTerrainModifier"), m_terrainModifier},
         {QStringLiteral("surprised"), QJsonArray{m_sides[0].surprised, m_sides[1].surprised}}},
        QStringLiteral("Battle %1 at %2: army %3 (%4 units, BR %5) attacks army %6 (%7 units, "
                       "BR %8)%9.")
            .arg(m_id, hexLabel(m_hex), attacker.id)
            .arg(m_sides[0].startUnits)
            .arg(m_sides[0].startBrHalf / 2.0)
            .arg(defender.id)
            .arg(m_sides[1].startUnits)
            .arg(m_sides[1].startBrHalf / 2.0)
            .arg(m_terrainModifier ? QStringLiteral("; the defender's ground gives %1 to throws "
                                                    "against it")
                                         .arg(m_terrainModifier)
                                   : QString())));
}

QString HexBattle::sideName(int side) const
{
    return QStringLiteral("army %1").arg(m_sides[side].army.id);
}

BattleView HexBattle::view() const
{
    BattleView v;
    v.battle = m_id;
    v.hex = m_hex;
    v.turn = m_turn;
    for (int s = 0; s < 2; ++s) {
        v.armies[s] = &m_sides[s].army;
        v.brOnField[s] = m_sides[s].brOnFieldHalf() / 2.0;
        for (const BattleUnit &u : m_sides[s].units)
            if (!u.defeated)
                v.onField[s].push_back(u.index);
    }
    return v;
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
        if (hold.owner >= 0 && hold.owner == m_sides[1].army.kingdom)
            modifier = std::min(modifier, hold.fortified ? m_rules.highlyAdvantageousTerrainModifier
                                                         : m_rules.advantageousTerrainModifier);
    }
    return modifier;
}

double HexBattle::effectiveBr(int side) const
{
    // H4.2 step 2: last turn's morale results adjust this turn's BR (H6.3).
    double br = 0;
    for (const BattleUnit &u : m_sides[side].units) {
        if (u.defeated || !u.participating)
            continue;
        double factor = 1.0;
        if (u.moraleTurn == m_turn - 1) {
            if (u.morale == MoraleState::Flee)
                factor = 0.0;
            else if (u.morale == MoraleState::Waver)
                factor = 0.5;
            else if (u.morale == MoraleState::Rally)
                factor = 1.5;
        }
        br += u.brHalf / 2.0 * factor;
    }
    return br;
}

int HexBattle::throwModifier(int side) const
{
    const BattleSide &me = m_sides[side];
    const BattleSide &enemy = m_sides[1 - side];
    int modifier = me.situational;
    if (me.outOfSupply)
        modifier += m_rules.outOfSupplyModifier;                       // H3.2
    modifier += me.army.forcedMarchDays * m_rules.forcedMarchModifier; // H2.3
    if (enemy.surprised && m_turn <= m_rules.surpriseTurns)
        modifier += m_rules.surpriseModifier;
    if (side == 0)
        modifier += m_terrainModifier;
    return modifier;
}

void HexBattle::chooseParticipants(int side)
{
    BattleSide &s = m_sides[side];
    std::vector<int> available;
    for (const BattleUnit &u : s.units)
        if (!u.defeated)
            available.push_back(u.index);
    const std::vector<int> chosen = m_decisions.participants(view(), side, available);
    for (BattleUnit &u : s.units)
        u.participating =
            !u.defeated && std::find(chosen.begin(), chosen.end(), u.index) != chosen.end();
}

void HexBattle::heroicForays()
{
    // H4.2 step 3: all forays are revealed first, then applied together.
    const BattleView v = view();
    // A foray defeats at most the enemy's BR on the field (H4.2 step 3); an outcome from a file
    // may be anything, NaN included.
    double outcome[2] = {m_decisions.forayOutcome(v, 0), m_decisions.forayOutcome(v, 1)};
    for (int s = 0; s < 2; ++s)
        outcome[s] = std::isnan(outcome[s]) ? 0.0 : std::clamp(outcome[s], 0.0, v.brOnField[1 - s]);
    for (int s = 0; s < 2; ++s) {
        if (outcome[s] <= 0)
            continue;
        m_log.add(hexEvent(QStringLiteral("HeroicForay"), QStringLiteral("H4.2"),
                           {{QStringLiteral("battle"), m_id},
                            {QStringLiteral("turn"), m_turn},
                            {QStringLiteral("army"), m_sides[s].army.id},
                            {QStringLiteral("br"), outcome[s]}},
                           QStringLiteral("Battle %1 turn %2: heroic forays of %3 defeat BR %4 of "
                                          "the enemy.")
                               .arg(m_id)
                               .arg(m_turn)
                               .arg(sideName(s))
                               .arg(outcome[s])));
    }
    for (int s = 0; s < 2; ++s)
        if (outcome[s] > 0)
            defeatUnits(1 - s, halfPoints(outcome[s]), QStringLiteral("heroic foray"), false, 0);
}

int HexBattle::attackThrows(int side)
{
    BattleSide &me = m_sides[side];
    const double br = effectiveBr(side);
    int throws = static_cast<int>(std::floor(br));
    if (br > 0 && throws < 1)
        throws = 1; // H4.2 step 4: at least one throw when BR > 0
    const bool surprisedNow = me.surprised && m_turn <= m_rules.surpriseTurns;
    if (surprisedNow)
        throws = 0; // H5: a surprised side makes no throws
    const int modifier = throwModifier(side);
    int hits = 0;
    QJsonArray rolls;
    // Built once per side and turn: a battle turn can mean dozens of throws, each logged (R2).
    const QString purpose = QStringLiteral("battle %1 turn %2, %3 attack throw ")
                                .arg(m_id, QString::number(m_turn), sideName(side));
    const QString ofThrows = QStringLiteral(" of ") + QString::number(throws);
    const QString rule = QStringLiteral("H4.2");
    for (int i = 0; i < throws; ++i) {
        const int d = m_dice.roll(20, purpose + QString::number(i + 1) + ofThrows, rule);
        rolls.append(d);
        // [house] a natural 20 always hits, a natural 1 always misses.
        if (d == 20 || (d != 1 && d + modifier >= m_rules.hitTarget))
            ++hits;
    }
    // H3.2, H2.3: the -1 to damage of an army out of supply or on forced march costs hits.
    int damagePenalty = (me.outOfSupply ? 1 : 0) + me.army.forcedMarchDays;
    damagePenalty = std::min(damagePenalty, hits);
    hits -= damagePenalty;
    m_log.add(hexEvent(
        QStringLiteral("AttackThrows"), QStringLiteral("H4.2, H5"),
        {{QStringLiteral("battle"), m_id},
         {QStringLiteral("turn"), m_turn},
         {QStringLiteral("army"), me.army.id},
         {QStringLiteral("br"), br},
         {QStringLiteral("throws"), throws},
         {QStringLiteral("modifier"), modifier},
         {QStringLiteral("rolls"), rolls},
         {QStringLiteral("damagePenalty"), damagePenalty},
         {QStringLiteral("hits"), hits},
         {QStringLiteral("surprised"), surprisedNow}},
        QStringLiteral("Battle %1 turn %2: %3 (BR %4) makes %5 attack throws at %6%7, scoring %8 "
                       "hits%9.")
            .arg(m_id)
            .arg(m_turn)
            .arg(sideName(side))
            .arg(br)
            .arg(throws)
            .arg(modifier >= 0 ? QStringLiteral("+%1").arg(modifier) : QString::number(modifier))
            .arg(surprisedNow ? QStringLiteral(" (surprised: no throws)") : QString())
            .arg(hits)
            .arg(damagePenalty
                     ? QStringLiteral(" after %1 lost to damage penalties").arg(damagePenalty)
                     : QString())));
    return hits;
}

void HexBattle::defeatUnits(int side, int neededHalf, const QString &cause, bool decide, int hits)
{
    BattleSide &s = m_sides[side];
    std::vector<int> positions; // positions in s.units of participating, undefeated units
    std::vector<int> brs;
    for (size_t i = 0; i < s.units.size(); ++i)
        if (s.units[i].participating && !s.units[i].defeated) {
            positions.push_back(static_cast<int>(i));
            brs.push_back(s.units[i].brHalf);
        }
    std::vector<int> chosen; // positions in s.units
    std::optional<std::vector<int>> picked;
    if (decide) {
        std::vector<int> indices;
        for (int p : positions)
            indices.push_back(s.units[static_cast<size_t>(p)].index);
        picked = m_decisions.casualties(view(), side, indices, hits);
    }
    if (picked) {
        // A person's choice is honoured as far as it goes; if it falls short, the minimal set of
        // the rest makes up the difference so the hits are never under-applied.
        int sum = 0;
        std::vector<int> restPositions, restBr;
        for (size_t k = 0; k < positions.size(); ++k) {
            const int p = positions[k];
            if (std::find(picked->begin(), picked->end(), s.units[static_cast<size_t>(p)].index) !=
                picked->end()) {
                chosen.push_back(p);
                sum += brs[k];
            } else {
                restPositions.push_back(p);
                restBr.push_back(brs[k]);
            }
        }
        for (int k : minimalRemovalSet(restBr, neededHalf - sum))
            chosen.push_back(restPositions[static_cast<size_t>(k)]);
    } else {
        for (int k : minimalRemovalSet(brs, neededHalf))
            chosen.push_back(positions[static_cast<size_t>(k)]);
    }
    std::sort(chosen.begin(), chosen.end());
    QJsonArray removed;
    int lostHalf = 0;
    for (int p : chosen) {
        BattleUnit &u = s.units[static_cast<size_t>(p)];
        u.defeated = true;
        ++s.defeated;
        s.lostBrHalf += u.brHalf;
        lostHalf += u.brHalf;
        removed.append(u.index);
    }
    m_log.add(
        hexEvent(QStringLiteral("UnitsDefeated"), QStringLiteral("H4.2"),
                 {{QStringLiteral("battle"), m_id},
                  {QStringLiteral("turn"), m_turn},
                  {QStringLiteral("army"), s.army.id},
                  {QStringLiteral("cause"), cause},
                  {QStringLiteral("needed"), neededHalf / 2.0},
                  {QStringLiteral("units"), removed},
                  {QStringLiteral("br"), lostHalf / 2.0}},
                 QStringLiteral("Battle %1 turn %2: %3 loses %4 units (BR %5) to %6 needing BR %7.")
                     .arg(m_id)
                     .arg(m_turn)
                     .arg(sideName(side))
                     .arg(removed.size())
                     .arg(lostHalf / 2.0)
                     .arg(cause)
                     .arg(neededHalf / 2.0)));
}

bool HexBattle::fightTurn()
{
    if (m_over)
        return true;
    ++m_turn;
    for (int s = 0; s < 2; ++s)
        chooseParticipants(s);
    const int defeatedBefore[2] = {m_sides[0].defeated, m_sides[1].defeated};
    heroicForays();
    // The attacker throws first, then the defender; hits land together (H4.2 steps 4-5).
    const int scoredByAttacker = attackThrows(0);
    const int scoredByDefender = attackThrows(1);
    const int hitsOn[2] = {scoredByDefender, scoredByAttacker};
    for (int s = 0; s < 2; ++s)
        if (hitsOn[s] > 0)
            defeatUnits(s, hitsOn[s] * 2, QStringLiteral("%1 hits").arg(hitsOn[s]), true,
                        hitsOn[s]);
    for (int s = 0; s < 2; ++s)
        checkMorale(s, m_sides[s].defeated - defeatedBefore[s]);
    m_over = decideEnd();
    return m_over;
}

BattleOutcome HexBattle::fight()
{
    while (!fightTurn()) {
    }
    return m_outcome;
}

} // namespace muster::hexrules
