#pragma once
// The battles of a resolved area turn, read from its log (issue 6 point 3): for each battle where
// it was fought, who attacked whom with which action, its result, and the log entries of its
// steps (the start, each phase of A4.2, the end) with the strengths at each step. Hex battles
// (battles/HexBattleIndex.h) fill the same records, with their own words in `title`, `caption`
// and `badge`.

#include "log/TurnLog.h"
#include "model/TurnState.h"

#include <QJsonArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

struct BattleStep
{
    int event = -1;         // index in the turn log
    int phase = 0;          // 0: before the first phase; -1: the end
    int attackers = 0;      // attacking strength at this step (after the phase's losses)
    int defenderArmies = 0; // defending armies at this step
    int attackerLoss = 0;   // losses of this phase
    int defenderLoss = 0;
    QString caption;   // hex: what this step is ("turn 2: army A1's attack throws")
    QStringList badge; // hex: the lines of the map badge at this step
    // Hex: per side (0 attacker, 1 defender) the BR on the field at this step and which of the
    // side's units (indices into BattleInfo::units) are still on the field (H4.2, H6.3).
    double br[2] = {0, 0};
    std::vector<int> onField[2];
    QString at[2]; // hex: where each side's army stands after a retreat ("": the battle hex, H4.3)
};

struct BattleInfo
{
    int id = 0;
    QString action;   // "ASSAULT"
    QString kingdom;  // attacker id
    QString defender; // defender id ("" for unowned)
    QString from;     // area codes
    QString area;
    QString result; // "captured", "repulsed", ... ("" when the log has no end)
    std::vector<BattleStep> steps;
    // Hex battles: `from` and `area` are hex labels ("3,1"; `from` empty when not known), `name`
    // the engine's id ("W1D2B1") and `title` the battles list's line.
    bool hex = false;
    QString name;
    QString title;
    // Hex battles: per side (0 attacker, 1 defender) the army, its kingdom (-1: unowned) and its
    // units as the battle started (the map counters at each step are drawn from these).
    QString armies[2];
    int sideKingdoms[2] = {-1, -1};
    std::vector<Unit> units[2];
    // Area battles that end in a capture (A8.1): the armies that moved in and what the target
    // lost across nationalities (-1: no capture logged).
    int capturedArmies = -1;
    int populationLost = 0;
    int fortsLost = 0;
};

struct TurnBattles
{
    TurnLog log;
    std::vector<BattleInfo> battles;
};

/// Reads the battles of a turn log (JSON events as stored in TurnRecord::log).
TurnBattles indexBattles(const QJsonArray &log);

} // namespace muster
