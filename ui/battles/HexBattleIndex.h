#pragma once
// The battles of a resolved hex turn, read from its log (issue 6 point 4, RULES H4-H6): for each
// battle where and between which armies it was fought and its result, and one step per log event
// of the battle (start, heroic forays, attack throws with their dice and hits, units defeated,
// break point, morale rolls, withdrawals, end, pursuit, retreat or surrender), each with the BR
// each side still has on the field and the lines of the map badge.

#include "battles/BattleIndex.h"

namespace muster {

struct Campaign;
struct TurnState;

/// Reads the hex battles of a turn log (JSON events as stored in TurnRecord::log). `start` is
/// the state the turn was resolved from: its armies' units give each side's BR (H8), followed
/// through the log's unit removals up to each battle.
TurnBattles indexHexBattles(const QJsonArray &log, const Campaign &campaign,
                            const TurnState &start);

/// The badge line with both sides' BR on the field ("A1 (Red) BR 6  vs  B1 (Blue) BR 4.5").
QString hexBrLine(const QString &attacker, double attackerBr, const QString &defender,
                  double defenderBr);

} // namespace muster
