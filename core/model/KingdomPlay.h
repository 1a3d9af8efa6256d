#pragma once
// Who plays a kingdom and what becomes of a turn its player sent no sheet for: the GM's choice
// per kingdom (model/Kingdom.h), carried out before a turn is resolved
// (operations/FillMissedOrders.h) and told in the roundup.

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace muster {

/// How the autopilot (autopilot/AreaAutopilot.h) plays a kingdom.
enum class Doctrine : std::uint8_t
{
    Defend,      // strengthen the areas enemies border, attack nothing
    Consolidate, // bring armies to the borders, build armies, take only unowned land
    Expand,      // as consolidate, and attack the weakest neighbours it can beat
    Raid,        // build armies and raid enemy land for its population and BPs (A5.5)
};

/// What a kingdom whose player sent no sheet by resolution does that turn. (A kingdom without a
/// player is on autopilot every turn, whatever this says.)
enum class MissedOrders : std::uint8_t
{
    Hold,      // nothing: it gains its income, its areas keep their defence modes
    Standing,  // its last sheet's defence modes (A5.12) are given again (FillMissedOrders.h)
    Autopilot, // the autopilot writes its sheet, by its doctrine
};

/// How a turn's orders of a kingdom came when its player sent none.
enum class StandInKind : std::uint8_t
{
    Held,      // it was given no orders
    Standing,  // its standing orders
    Autopilot, // the autopilot's sheet
};

/// What stood in for a kingdom's sheet in a turn (TurnRecord::standIns), as it was then: the
/// roundup of that turn says so whatever the kingdom's policy, doctrine or player are later.
struct StandIn
{
    StandInKind kind = StandInKind::Held;
    Doctrine doctrine = Doctrine::Consolidate; // the autopilot's, when it played
    /// The turns in a row, this one included, its player has sent no sheet; 0 for a kingdom
    /// without a player (nothing missed).
    int missedInARow = 0;

    bool operator==(const StandIn &) const = default;
};

/// "defend", "consolidate", "expand", "raid": the word the CLI and files use.
QString doctrineName(Doctrine doctrine);
std::optional<Doctrine> parseDoctrine(const QString &word);
/// Every doctrine's word, in the enum's order.
QStringList doctrineNames();

/// "hold", "standing", "autopilot".
QString missedOrdersName(MissedOrders policy);
std::optional<MissedOrders> parseMissedOrders(const QString &word);
QStringList missedOrdersNames();

/// "held", "standing", "autopilot": the stored word.
QString standInName(StandInKind kind);
std::optional<StandInKind> parseStandIn(const QString &word);

} // namespace muster
