#pragma once
// The choices RULES H4-H6 leave to a person, behind one small interface: the GUI asks the GM,
// the CLI and tests use the default policy or a script.
//
// Default policy (DefaultBattleDecisions), chosen to be predictable rather than clever:
//  - participants: every unit still on the field (H4.2 step 1 "default all");
//  - heroic forays: none (H4.2 step 3; only the GM can enter them);
//  - casualties: the set that loses the least BR, then the fewest units (H4.2 step 5);
//  - morale order: weakest BR first, then army order (H6.1);
//  - withdraw: when the side's BR on the field is less than half the enemy's (H4.2 step 7);
//  - surprise: nobody is surprised; GM's situational modifier: 0 (H5);
//  - pursuit: the winner always pursues (H4.4 "may pursue").
// Units are named by their index in the army's unit list as it was when the battle began.

#include "hex/Hex.h"
#include "model/TurnState.h"

#include <QHash>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace muster::hexrules {

class HexBattle;

/// What a decision-maker may look at: the battle as it stands.
struct BattleView
{
    QString battle; // "B1"
    Hex hex;
    int turn = 0;                                  // battle turn, from 1
    const HexArmy *armies[2] = {nullptr, nullptr}; // [0] the army that entered, [1] the one there
    double brOnField[2] = {0, 0};                  // BR of the units not yet defeated
    /// The units not yet defeated (indices as above, ascending), so a person can be asked about
    /// both sides at once (the GUI's battle-turn dialog). The battle's own list, valid until it
    /// goes on.
    std::span<const int> onField[2];
    /// The battle itself, so a decision-maker can take its standing (HexBattle::standing) and
    /// show the odds of fighting on (BattleOdds.h) before it answers.
    const HexBattle *fight = nullptr;
};

class BattleDecisions
{
public:
    virtual ~BattleDecisions() = default;
    /// H4.2 step 1: the units that take part this turn, from those on the field
    /// (view.onField[side]). False for all of them (the default, which a battle then takes at no
    /// cost every turn); true once `chosen` (empty on the call) holds those chosen.
    virtual bool participants(const BattleView &view, int side, std::vector<int> &chosen);
    /// H4.2 step 3: BR of enemy units defeated by this side's heroic forays this turn (0: none).
    virtual double forayOutcome(const BattleView &view, int side);
    /// H4.2 step 5: the units (from `participating`) removed to absorb `hits`; nullopt for the
    /// minimal-BR set. A choice whose BR falls short of the hits is topped up by the engine.
    virtual std::optional<std::vector<int>>
    casualties(const BattleView &view, int side, std::span<const int> participating, int hits);
    /// H6.1: the order in which the units roll morale: `units` holds them weakest first (the
    /// default order) and keeps the order chosen.
    virtual void moraleOrder(const BattleView &view, int side, std::vector<int> &units);
    /// H4.2 step 7.
    virtual bool withdraw(const BattleView &view, int side);
    /// H5: is this side surprised (for the first turns of the battle)?
    virtual bool surprised(const BattleView &view, int side);
    /// H5: the GM's situational modifier to this side's attack throws for the whole battle.
    virtual int situationalModifier(const BattleView &view, int side);
    /// H4.4: does the winner pursue?
    virtual bool pursue(const BattleView &view, int side);
};

using DefaultBattleDecisions = BattleDecisions;

/// Decisions read from a script (a rules case file, a CLI option); anything not scripted falls
/// back to the default policy. Format (every key optional; armies by id, turns from 1):
///   {"participants": {"A1": [0, 2]},                      units taking part every turn
///    "forays": [{"army": "A1", "turn": 1, "br": 3}],
///    "casualties": [{"army": "B1", "turn": 1, "units": [2, 3]}],
///    "moraleOrder": {"A1": [3, 1, 2]},
///    "withdraw": [{"army": "A1", "turn": 2}],              when present, the only withdrawals
///    "surprised": ["B1"], "situational": {"A1": 1}, "pursue": {"A1": false}}
class ScriptedBattleDecisions : public BattleDecisions
{
public:
    explicit ScriptedBattleDecisions(QJsonObject script) : m_script(std::move(script)) {}

    bool participants(const BattleView &view, int side, std::vector<int> &chosen) override;
    double forayOutcome(const BattleView &view, int side) override;
    std::optional<std::vector<int>> casualties(const BattleView &view, int side,
                                               std::span<const int> participating,
                                               int hits) override;
    void moraleOrder(const BattleView &view, int side, std::vector<int> &units) override;
    bool withdraw(const BattleView &view, int side) override;
    bool surprised(const BattleView &view, int side) override;
    int situationalModifier(const BattleView &view, int side) override;
    bool pursue(const BattleView &view, int side) override;

private:
    QJsonObject entryFor(const char *key, const BattleView &view, int side) const;
    QJsonObject m_script;
};

} // namespace muster::hexrules
