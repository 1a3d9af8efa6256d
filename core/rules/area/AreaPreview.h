#pragma once
// What each attack of one kingdom's orders would do against the turn's starting state (RULES A4,
// A5): the engine's own resolution (resolveAreaTurn) with only that kingdom's orders, each battle
// read back from the typed log (its phases with their losses, A4.2 and A4.8, and how it ends).
// Area battles use no dice, so with the kingdom acting alone the preview is exact; when the turn
// is really resolved the other kingdoms act in between, in a seeded order (A2.2), and can change
// what an attack meets.
//
//     const KingdomPreview preview = previewKingdomOrders(campaign, kingdom, lines);
//     for (const AttackPreview &attack : preview.attacks)
//         print(attackPreviewSummary(preview, attack, LogContext::of(campaign)));

#include "log/LogContext.h"
#include "rules/area/AreaEngine.h"

#include <QStringList>

#include <cstddef>
#include <vector>

namespace muster {

struct Campaign;

/// One battle of the preview: where its events are in KingdomPreview::dry.log.
struct AttackPreview
{
    int line = 0;                    // the order's line in the sheet (AreaAction::line)
    int battle = 0;                  // its number in the preview's log
    std::size_t started = 0;         // the BattleStarted event
    std::size_t ended = 0;           // the BattleEnded event (started when the log has none)
    std::vector<std::size_t> phases; // its PhaseResolved events, in order
    std::vector<std::size_t> events; // every event from its start to the survivors' return
    int attackerLoss = 0;            // armies and ships over all phases
    int defenderLoss = 0;
    bool retreated = false; // the defenders withdrew first (A7.2)
    bool ambushed = false;  // A7.4
    bool captured = false;  // A8.1
    AreaBattleResult result = AreaBattleResult::Repulsed;
};

struct KingdomPreview
{
    int kingdom = -1;
    AreaTurnResult dry; // the turn resolved with only this kingdom's orders
    std::vector<AttackPreview> attacks;

    /// The battle fought by the order on sheet line `line`, null when it fought none.
    const AttackPreview *forLine(int line) const;
};

/// The turn resolved from `state` with only `kingdom` acting by `actions`.
KingdomPreview previewKingdomTurn(const AreaRules &rules, const TurnState &state, int kingdom,
                                  const std::vector<AreaAction> &actions, std::uint64_t seed);

/// The same for a campaign's current turn and the kingdom's sheet lines; a sheet that does not
/// parse previews nothing (`attacks` empty, `dry` unresolved).
KingdomPreview previewKingdomOrders(const Campaign &campaign, int kingdom,
                                    const QStringList &lines);

/// One line for the GM, the attacker's losses first: "2 phases, losses 4 to 1: takes York (YRK)".
QString attackPreviewSummary(const KingdomPreview &preview, const AttackPreview &attack,
                             const LogContext &context);

/// The caveat of every preview (A2.2), for the orders dock and the CLI to show alike.
QString previewCaveat();

} // namespace muster
