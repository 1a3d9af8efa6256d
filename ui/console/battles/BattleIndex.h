#pragma once
// The battles of a resolved turn as the battle viewer lists them: core's listing of the log
// (log/LoggedBattles.h) with the words of the battles list and of each step's caption. What the
// map and the badge show at a step is computed from the replay when it is shown
// (console/battles/BattleStepView.h); nothing here reads a rule.

#include "hex/Hex.h"
#include "log/LogEnums.h"
#include "log/LoggedBattles.h"
#include "rules/area/AreaActions.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <variant>
#include <vector>

namespace muster {

struct Campaign;
struct TurnState;

struct BattleStep
{
    std::size_t event = 0;   // the log event of this step (highlighted in the log panel)
    std::size_t through = 0; // the map at this step: the state after the first `through` events
    int phase = 0;           // area: 0 before the first phase, 1, 2, ..., -1 the end; hex: the
                             // battle turn (0 before the first and after the last)
    QString caption;         // "turn 2: attack throws of A1 (Red)"
    QStringList detail;      // hex: the badge's lines about this step's event
};

/// Where an area battle is fought (A4.1): the attack's verb, from the attacker's area to its
/// target.
struct AreaBattleSite
{
    ActionKind verb = ActionKind::Move;
    int from = -1, area = -1;
};

/// Where a hex battle is fought (H4.1): the battle hex and the hex the attacker came from.
struct HexBattleSite
{
    Hex at;
    std::optional<Hex> cameFrom;
};

/// The site of a battle, of the rule system whose log started it: the viewer draws and replays
/// each its own way (BattleStepView.cpp, BattleArrow.cpp), a new one named by the compiler.
using BattleSite = std::variant<AreaBattleSite, HexBattleSite>;

struct BattleInfo
{
    LoggedBattle logged;
    BattleSite site;
    int id = 0;     // 1, 2, ... as listed
    QString name;   // "3" for an area battle, the engine's id ("W1D2B1") for a hex one
    QString title;  // the battles list's line
    QString result; // "captured", "A1 wins", ... ("" when the log has no end)
    int kingdom = -1, defender = -1; // -1: unowned
    // Hex battles: per side (0 attacker, 1 defender) the army and its label ("A1 (Red)").
    QString armies[2];
    QString labels[2];
    std::vector<BattleStep> steps;
};

struct TurnBattles
{
    std::vector<BattleInfo> battles;
};

/// The battles of `log`, a turn of `campaign` resolved from `start`.
TurnBattles indexBattles(const TurnLog &log, const Campaign &campaign, const TurnState &start);

} // namespace muster
