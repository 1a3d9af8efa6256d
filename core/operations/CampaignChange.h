#pragma once
// What an operation on a campaign (this folder) changed, or why it changed nothing. The change
// names what a file must write and what a view must show again, so muster-cli commits and the
// console saves and refreshes the same thing for the same operation:
//
//     const OperationResult r = rollBackTurn(campaign);
//     if (!r.ok())
//         print(r.problemTexts()); // nothing changed
//     else
//         save(campaign, r.change->latestTurns);

#include "util/Problems.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace muster {

struct CampaignChange
{
    enum class Kind : std::uint8_t
    {
        Orders,         // the current turn's orders, players' messages or mails
        TurnClosed,     // the current turn resolved, the turn after it appended
        TurnRolledBack, // the current turn dropped, the one before it reopened
        Kingdoms,   // the kingdoms' definitions (and what names them, when one is added or gone)
        HouseRules, // the ruleset's parameters (RULES R1)
        Settings,   // what is kept beside the definition and is no rule: the packs' paper
        State,      // an area's or a hex army's state in the current turn, set by hand (A1.2, H1.2)
        Setup,      // the campaign's setup ended, or reopened while no turn is resolved (R1)
        Map,        // the world edited, with the current turn's area states (areas made or removed)
    };
    /// How far a change of the kingdoms reaches (Kingdoms), so a view redraws no more than that.
    enum class Reach : std::uint8_t
    {
        Players, // a player's address, contact or code: nothing the map shows
        Shown,   // an id, name, nationality, colour or starting BPs and reserves
        Roster,  // a kingdom added or removed: every index naming a kingdom may have moved
    };
    Kind kind = Kind::Orders;
    int turn = 0;              // the number of the turn current after the change
    std::vector<int> orders;   // the kingdoms whose stored lines changed (Orders)
    std::vector<int> messages; // the kingdoms whose player's message changed (Orders)
    Reach reach = Reach::Players;
    /// The kingdoms whose definition changed (Kingdoms): the one edited, or the one added or
    /// removed (its index before the removal).
    std::vector<int> edited;
    /// The areas whose state in the current turn was set (State).
    std::vector<int> areas;
    /// How many of the latest turns a file writes for it, dropping any turn after them: the
    /// current turn (1), or the turn closed and the one after it (2).
    int latestTurns = 1;

    /// Whether the campaign's turns changed (one added or dropped), not only the current one's
    /// orders.
    bool turnsChanged() const { return kind == Kind::TurnClosed || kind == Kind::TurnRolledBack; }
    /// Whether the campaign's definition or what is kept beside it changed (its kingdoms, ruleset
    /// or settings): a file writes it with the current turn rather than the latest turns alone.
    bool definitionChanged() const
    {
        return kind == Kind::Kingdoms || kind == Kind::HouseRules || kind == Kind::Settings ||
               kind == Kind::Setup || kind == Kind::Map;
    }
    /// A change of the definition or what is kept beside it (`kind` Kingdoms, HouseRules,
    /// Settings, Setup or Map) while turn `currentTurn` is current (0 for a campaign without
    /// turns).
    static CampaignChange ofDefinition(Kind kind, int currentTurn);
    /// The kingdoms whose orders or message changed, each once, in order.
    std::vector<int> kingdoms() const;
    bool operator==(const CampaignChange &) const = default;
};

/// The change an operation made, or the problems that refused it, when it changed nothing. A
/// problem of a sheet names its line and column; any other is of the operation as a whole (line
/// 0).
struct OperationResult
{
    std::optional<CampaignChange> change;
    std::vector<Problem> problems;

    bool ok() const { return change.has_value(); }
    /// Each problem as text ("line 3: unknown area ..."), in order.
    QStringList problemTexts() const;

    static OperationResult changed(CampaignChange change);
    static OperationResult refused(const QString &why);
    static OperationResult refused(std::vector<Problem> problems);
};

/// The problems of `after` that `before` does not have: what an edit adds, which is all an edit
/// of something already wrong may be refused for (the GM mends it one field at a time).
QStringList problemsAdded(const QStringList &before, const QStringList &after);

} // namespace muster
