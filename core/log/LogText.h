#pragma once
// The readable side of a turn log: each event's sentence for the GM and the RULES ids it applies,
// made from the typed event by one function per event type (AreaSentences.cpp,
// HexSentences.cpp), only when the log is shown, saved or exported.

#include "log/LogContext.h"
#include "log/TurnLog.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace muster {

struct Failure;

/// "Battle 2 ends: Mercia takes York (YRK)."
QString eventSentence(const TurnLog &log, std::size_t event, const LogContext &context);
/// "A4.2, A4.8, A4.4": the RULES ids the event applies.
QString eventRule(const TurnLog &log, std::size_t event);
/// The same ids one by one ({"A4.2", "A4.8", "A4.4"}), for a viewer that links each to the rules.
QStringList eventRules(const TurnLog &log, std::size_t event);
/// Every sentence, one per line.
QString logText(const TurnLog &log, const LogContext &context);

/// Why an action failed, in words ("Mercia has 1 BP, ASSAULT costs 2").
QString failureSentence(const Failure &failure, const LogContext &context);
/// How an action's battle ended, as a player's report and the console's results say it after the
/// action's verdict: "battle 2: attacker wiped out" (`battle` as LogContext::battleName gives it).
QString battleResultText(const QString &battle, AreaBattleResult result);
/// H3.1 in words ("road/waterway route of 5 hexes to Yorvik", "shortest route cut at 4,2").
QString supplyReasonSentence(SupplyReason reason, const QString &stronghold, int routeHexes,
                             const std::optional<Hex> &cutAt);

namespace log {
struct MarchDayEnded;
/// Why a march ended, in words ("battle", "4,2 cannot be entered; the order lapses").
QString marchStopText(const MarchDayEnded &event);

// Sentences of each rule system; eventSentence picks by the event's type.
QString areaSentence(const TurnLog &log, std::size_t event, const LogContext &context);
QString hexSentence(const TurnLog &log, std::size_t event, const LogContext &context);
QString areaRule(const TurnLog &log, std::size_t event);
QString hexRule(const TurnLog &log, std::size_t event);
/// "d20 for battle B1 turn 1, army A1 attack throw 3 of 19: 17 (forced)".
/// `context` names the battle (LogContext::battleName); by default as logged.
QString dieSentence(const TurnLog &log, const Die &die, const LogContext &context = {});
/// A run's sentence: a lone die's as above, more as "19d20 for battle B1 turn 1, army A1 attack
/// throws 1 to 19 of 19: 3, 17, ...".
QString diceSentence(const TurnLog &log, const DiceRolled &dice, const LogContext &context);
} // namespace log

} // namespace muster
