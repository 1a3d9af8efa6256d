#pragma once
// What differs between the two rule systems a campaign may play by (RULES part A, areas; part H,
// hexes), asked of the campaign's rule system rather than tested on its kind, after godip's
// Variant: a caller that resolves a turn, names one, draws or writes what the orders are, calls
// the system, and a caller that offers something only one system has (an order form, a march
// planner) asks for that capability by name. The two implementations are AreaRuleSystem
// (rules/area) and HexRuleSystem (rules/hex); ruleSystem() is the one place that picks one.
//
//     const RuleSystem &rules = ruleSystem(campaign);
//     TurnResolution r = rules.resolveTurn(campaign, {});
//     if (rules.hasMarches()) ... // the march planner, the odds of a march's battle

#include "model/Campaign.h"
#include "model/Limits.h"
#include "model/Ruleset.h"
#include "rules/turn/TurnResolution.h"

#include <QString>
#include <QStringList>

#include <span>
#include <vector>

namespace muster {

struct KingdomTable;
struct KingdomView;
struct OrderOutlook;
struct OrderWords;
struct PackDocument;
struct SheetReading;
struct ViewParameters;

class RuleSystem
{
public:
    virtual ~RuleSystem() = default;

    /// The kind a campaign file stores for this system ("kind" of its ruleset).
    virtual RulesetKind kind() const = 0;
    /// Its name in files and messages: "area" or "hex".
    QString name() const { return rulesetKindName(kind()); }

    // What the system has: a caller offers a form, a dock or a command only when it is there.

    /// Orders are numbered actions between areas (A5), read from a sheet line by line: they are
    /// checked and previewed before the turn, drawn as order marks, and a sheet that cannot be
    /// read is refused before resolving.
    virtual bool hasActionOrders() const = 0;
    /// Orders are armies' marches through hexes (H2.1): drawn as march marks, planned on the map,
    /// and a march into an enemy army has battle odds (H4).
    virtual bool hasMarches() const = 0;
    /// A turn is resolved a day at a time, up to a week, stopping at contact (H2.1, H2.4), rather
    /// than whole at once.
    virtual bool resolvesByDay() const = 0;
    /// Kingdoms hold build points and army and ship reserves (A1.3).
    virtual bool hasBuildPoints() const = 0;
    /// Every hex has a terrain the rules read (movement, H2.2), so a map needs it painted.
    virtual bool hasHexTerrain() const = 0;
    /// Kingdoms hold areas (A1): a campaign cannot start on a map without any.
    virtual bool holdsAreas() const = 0;
    /// A kingdom sees hexes around its armies and strongholds (R1 sightRadius) rather than areas.
    virtual bool seesHexes() const = 0;

    // What the system does its own way.

    /// Resolves the campaign's current turn; the campaign is not changed.
    virtual TurnResolution resolveTurn(const Campaign &campaign,
                                       const TurnResolutionOptions &options) const = 0;
    /// Resolves the current turn of `prefix` again as `log` recorded it: with its forced dice and,
    /// where the GM decided battles, the decisions logged (the history audit, R2).
    virtual TurnResolution resolveAsLogged(const Campaign &prefix, const TurnLog &log,
                                           std::vector<int> forcedDice) const = 0;
    /// What the GM calls turn `index`: "Turn 3", "Week 1, day 2".
    virtual QString turnName(const Campaign &campaign, size_t index) const = 0;
    /// The [house] numbers its rulesets may give (model/Limits.cpp).
    virtual std::span<const limits::Parameter> parameters() const = 0;
    /// What rolling back a turn drops of the orders stored for it, given "Kingdom (3 lines), ...".
    virtual QString ordersDropped(const QString &kingdoms) const = 0;
    /// Fills `view` (its kingdom set) with what that kingdom knows of `turn`, ended in `end`.
    virtual void seeTurn(const Campaign &campaign, const ViewParameters &params,
                         const TurnRecord &turn, const TurnState &end, KingdomView &view) const = 0;
    /// What each of a kingdom's stored `lines` would do now, from what it knows (`known`).
    virtual std::vector<OrderOutlook> orderOutlook(const Campaign &campaign, int kingdom,
                                                   const QStringList &lines,
                                                   const TurnState &known) const = 0;
    /// The kingdom's turn report, from its view of the turn (pack/PlayerReport.h).
    virtual PackDocument playerReport(const Campaign &campaign, const KingdomView &view) const = 0;
    /// The part of a kingdom's turnsheet between its header and "Messages:": what it holds
    /// (`holdings`: the end of the turn its view is of, or the current state before any turn was
    /// resolved) as comments, the syntax of its orders and where to write them
    /// (pack/SheetOrders.h).
    virtual QString turnsheetOrders(const Campaign &campaign, const KingdomView &view,
                                    const TurnState &holdings) const = 0;
    /// Reads a turnsheet's order lines into `reading` (its lines to store, its counts and the
    /// problems of each line): `lines` with the header, comment and message lines cleared,
    /// `asWritten` as the sheet gave them, the kingdom `reading.kingdom`.
    virtual void readSheetOrders(const Campaign &campaign, const QStringList &lines,
                                 const QStringList &asWritten, SheetReading &reading) const = 0;
    /// The public roundup's ranking of the kingdoms by the campaign's measure of victory, and what
    /// it tells of who holds what (pack/RoundupStandings.h).
    virtual void roundupStandings(const Campaign &campaign, const KingdomView &view,
                                  PackDocument &doc) const = 0;
    /// The kingdoms at the start of `turn` as the console's kingdoms dock lists them: the counts
    /// this system keeps and whether their orders are in (rules/KingdomTable.h).
    virtual KingdomTable kingdomTable(const Campaign &campaign, const TurnRecord &turn) const = 0;
    /// The words the console names this system's orders by (rules/KingdomTable.h).
    virtual OrderWords orderWords() const = 0;
    /// Among the logged events that share a name in the JSON form ("BattleStarted"), whether
    /// event type `type` is the one this system writes.
    virtual bool ownsEventName(log::EventType type) const = 0;
};

/// The rule system of `kind`: the one place a kind becomes its implementation.
const RuleSystem &ruleSystem(RulesetKind kind);
/// The rule system the campaign plays by.
inline const RuleSystem &ruleSystem(const Campaign &campaign)
{
    return ruleSystem(campaign.ruleset.kind);
}

} // namespace muster
