#pragma once
// The battle decisions a person made (RULES H4.2 steps 1, 3, 5, 7; H5; H6.1; H4.4), read back
// from the turn log that recorded them, so the turn can be resolved again exactly as it was
// decided (muster-cli verify). Every decision is an event already: the surprise and situational
// modifiers in the battle's start, ParticipantsChosen, HeroicForay, the units of each
// UnitsDefeated, the order of the MoraleRolls, Withdrawal and PursuitDeclined. A question the log
// has no answer for gets the default policy.

#include "log/TurnLog.h"
#include "rules/hex/BattleDecisions.h"

#include <QHash>
#include <QSet>

#include <vector>

namespace muster::hexrules {

class LoggedBattleDecisions : public BattleDecisions
{
public:
    explicit LoggedBattleDecisions(const TurnLog &log);

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
    struct Battle
    {
        QString armies[2];
        bool surprised[2] = {false, false};
        int situational[2] = {0, 0};
        bool declined[2] = {false, false};
        // Keyed by turn * 2 + side.
        QHash<int, std::vector<int>> participants, casualties, moraleOrder;
        QHash<int, double> forays;
        QSet<int> withdrawals;
    };
    const Battle *battle(const BattleView &view) const;
    static int key(const BattleView &view, int side) { return view.turn * 2 + side; }

    QHash<QString, Battle> m_battles;
};

} // namespace muster::hexrules
