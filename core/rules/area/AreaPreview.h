#pragma once
// What each attack of one kingdom's orders would do this turn (RULES A4, A5): the engine's own
// resolution (resolveAreaTurn) of the turn's starting state with every kingdom's orders entered so
// far and the turn's seed, each of this kingdom's battles read back from the typed log (its phases
// with their losses, A4.2 and A4.8, and how it ends) by its kingdom and order line. Area battles
// use no dice and the seed fixes the kingdoms' order (A2.2), so once every kingdom's orders are in,
// the preview is the turn as it will be resolved; until then an order still to come can change
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
    AreaTurnResult dry;                 // the turn resolved with every kingdom's orders
    std::vector<AttackPreview> attacks; // this kingdom's battles, in the log's order

    /// The battle fought by the order on sheet line `line`, null when it fought none.
    const AttackPreview *forLine(int line) const;
};

/// The turn resolved from `state` with every kingdom's `orders` (R3: `forcedDice` before the
/// seed's), seen from `kingdom`.
KingdomPreview previewKingdomTurn(const AreaRules &rules, const TurnState &state,
                                  const AreaOrders &orders, int kingdom, std::uint64_t seed,
                                  const std::vector<int> &forcedDice = {});

/// The same for a campaign's current turn, as resolveCurrentAreaTurn resolves it, with `lines` in
/// place of the kingdom's stored sheet (the one being edited); a sheet of `lines` that does not
/// parse previews nothing (`attacks` empty, `dry` unresolved).
KingdomPreview previewKingdomOrders(const Campaign &campaign, int kingdom,
                                    const QStringList &lines);

/// The same from a run already made: `dry`, the current turn resolved with every kingdom's
/// orders (orders/TurnOrders.h holds it), seen from `kingdom`.
KingdomPreview kingdomPreviewOf(AreaTurnResult dry, int kingdom);

/// One line for the GM, the attacker's losses first: "2 phases, losses 4 to 1: takes York (YRK)".
QString attackPreviewSummary(const KingdomPreview &preview, const AttackPreview &attack,
                             const LogContext &context);

/// The caveat of every preview (A2.2), for the orders dock and the CLI to show alike.
QString previewCaveat();

} // namespace muster
