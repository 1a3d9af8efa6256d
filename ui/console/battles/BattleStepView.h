#pragma once
// What the battle viewer shows at one step of a battle: the whole map as the replay of the turn's
// log has it after that step (every area, ship and army, not only the battle's; rules/area/
// AreaReplay.h, rules/hex/HexReplay.h), and the badge beside the battle with the strengths of
// that same state. A hex battle's armies are drawn with only their units still on the field.

#include "console/battles/BattleIndex.h"
#include "model/TurnState.h"

#include <QStringList>

namespace muster {

struct Campaign;
struct TurnRecord;

struct BattleStepView
{
    TurnState map;
    QStringList badge;
    int attackersOnArrow = -1; // area: the strength under way to the target; -1: none
};

/// The view of `step` of `battle`, a battle of `turn` (a resolved turn of `campaign`).
BattleStepView battleStepView(const Campaign &campaign, const TurnRecord &turn,
                              const BattleInfo &battle, const BattleStep &step);

/// The badge line with both sides' BR on the field ("A1 (Red) BR 6  vs  B1 (Blue) BR 4.5").
QString hexBrLine(const QString &attacker, double attackerBr, const QString &defender,
                  double defenderBr);

} // namespace muster
