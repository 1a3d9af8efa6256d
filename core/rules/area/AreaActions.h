#pragma once
// The typed actions of an area-campaign order sheet (RULES A5), and their canonical text form, the
// one stored in TurnRecord::orders ("3 ASSAULT 5 YRK NRT").
//
// Each kind is one row of kActionKinds below: its verb (on a sheet and in the JSON log), the shape
// of its arguments, its paragraph, its cost, what it takes from its source when it sets out and its
// tag on the map. Every list of the verbs (the sheet's parser and its error, the JSON names, the
// order form) is read from that table. What the table cannot hold is in one exhaustive switch
// each, so a kind added without it does not compile: its handler (runAction, ActionSupport.cpp)
// and the sentence of its accepted action (AreaSentences.cpp).

#include "rules/area/AreaParameters.h"
#include "util/EnumCount.h"

#include <QString>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace muster {

class World;

/// Stored by its number (an action and a failure in the turn log's stored form, LogBinary.cpp):
/// a kind is only ever added last (tests/log/tst_stored_values.cpp fails if a number moves), with
/// its row in kActionKinds.
enum class ActionKind : std::uint8_t
{
    Move,    // A5.1
    Assault, // A5.2
    Probe,   // A5.3
    Overrun, // A5.4
    Raid,    // A5.5
    Siege,   // A5.6
    Ships,   // A5.7
    Convoy,  // A5.7
    Passage, // A5.8
    Migrate, // A5.9
    Levy,    // A5.10
    Reserve, // A5.11
    Defend,  // A5.12
    Retreat, // A5.12
    Ambush   // A5.12
};

/// What an action's arguments look like, which decides how a sheet line is parsed.
enum class ActionShape : std::uint8_t
{
    CountFromTo,       // MOVE 5 YRK NRT (and the other moves, SHIPS, CONVOY, MIGRATE)
    CountFromViaTo,    // PASSAGE 3 YRK MID NRT
    NumberArea,        // LEVY 2 YRK, RESERVE 2 YRK: plain numbers only
    Area,              // DEFEND YRK
    AreaOptionalPlace, // RETREAT YRK [NRT]
    AreaPlace          // AMBUSH YRK NRT
};

/// What an accepted action takes out of its source area as it sets out (the replay of
/// ActionAccepted, AreaReplay.cpp); the kinds that take nothing change the map by their own events.
enum class ActionTakes : std::uint8_t
{
    Nothing,
    Armies, // at sea, the armies aboard the ships
    Ships,  // and the armies they carry
};

/// The BPs an action costs (A3.1): a ruleset parameter (AreaParameters.h), paid once or for each
/// army; none for the kinds that cost nothing.
struct ActionCost
{
    int AreaParameters::*parameter = nullptr;
    bool perArmy = false;
};

/// One order kind.
struct ActionKindRow
{
    ActionKind kind;
    const char *name; // the verb, on a sheet and in the JSON log
    ActionShape shape;
    const char *paragraph; // where RULES.md describes the action
    ActionCost cost;
    ActionTakes takes;
    const char *tag; // the map's tag on its area ("+%1", %1 the count); null: an arrow, no tag
};

inline constexpr std::array<ActionKindRow, kEnumerators<ActionKind>> kActionKinds{{
    // clang-format off
    {ActionKind::Move, "MOVE", ActionShape::CountFromTo, "A5.1",
     {&AreaParameters::costMove}, ActionTakes::Armies, nullptr},
    {ActionKind::Assault, "ASSAULT", ActionShape::CountFromTo, "A5.2",
     {&AreaParameters::costAssault}, ActionTakes::Armies, nullptr},
    {ActionKind::Probe, "PROBE", ActionShape::CountFromTo, "A5.3",
     {&AreaParameters::costProbe}, ActionTakes::Armies, nullptr},
    {ActionKind::Overrun, "OVERRUN", ActionShape::CountFromTo, "A5.4",
     {&AreaParameters::costOverrun}, ActionTakes::Armies, nullptr},
    {ActionKind::Raid, "RAID", ActionShape::CountFromTo, "A5.5",
     {&AreaParameters::costRaid}, ActionTakes::Armies, nullptr},
    {ActionKind::Siege, "SIEGE", ActionShape::CountFromTo, "A5.6",
     {&AreaParameters::costSiege}, ActionTakes::Armies, nullptr},
    {ActionKind::Ships, "SHIPS", ActionShape::CountFromTo, "A5.7",
     {&AreaParameters::costShips}, ActionTakes::Ships, nullptr},
    {ActionKind::Convoy, "CONVOY", ActionShape::CountFromTo, "A5.7",
     {&AreaParameters::costConvoy}, ActionTakes::Ships, nullptr},
    {ActionKind::Passage, "PASSAGE", ActionShape::CountFromViaTo, "A5.8",
     {&AreaParameters::costPassage}, ActionTakes::Armies, nullptr},
    {ActionKind::Migrate, "MIGRATE", ActionShape::CountFromTo, "A5.9",
     {}, ActionTakes::Nothing, nullptr},
    {ActionKind::Levy, "LEVY", ActionShape::NumberArea, "A5.10",
     {&AreaParameters::costLevyPerArmy, true}, ActionTakes::Nothing, "+%1"},
    {ActionKind::Reserve, "RESERVE", ActionShape::NumberArea, "A5.11",
     {&AreaParameters::costReservePerArmy, true}, ActionTakes::Nothing, "R%1"},
    {ActionKind::Defend, "DEFEND", ActionShape::Area, "A5.12",
     {}, ActionTakes::Nothing, "D"},
    {ActionKind::Retreat, "RETREAT", ActionShape::AreaOptionalPlace, "A5.12",
     {}, ActionTakes::Nothing, "Rt"},
    {ActionKind::Ambush, "AMBUSH", ActionShape::AreaPlace, "A5.12",
     {}, ActionTakes::Nothing, "Am"},
    // clang-format on
}};

namespace detail {
constexpr bool inKindOrder()
{
    for (std::size_t i = 0; i < kActionKinds.size(); ++i)
        if (static_cast<std::size_t>(kActionKinds[i].kind) != i)
            return false;
    return true;
}
} // namespace detail
static_assert(detail::inKindOrder(), "the kinds' rows are in the kinds' order, one each");

/// The row of `kind`.
constexpr const ActionKindRow &actionKindRow(ActionKind kind)
{
    return kActionKinds[static_cast<std::size_t>(kind)];
}

QString actionKindName(ActionKind kind);  // "ASSAULT"
QString actionParagraph(ActionKind kind); // "A5.2", where RULES.md describes the action
std::optional<ActionKind> parseActionKind(const QString &word);
/// "MOVE, ASSAULT, ... or AMBUSH": every verb, for a message naming what a sheet may say.
QString actionKindList();
ActionShape actionShape(ActionKind kind);
/// The BPs an action of `kind` moving `armies` costs, at most INT_MAX.
int actionCost(ActionKind kind, const AreaParameters &parameters, int armies);
/// The map's tag of an action of `kind` with `count` (LEVY 3: "+3"); empty for an arrow.
QString actionTag(ActionKind kind, int count);

/// "5", "all" or "all but 2" (A3.3: "all" forms take what is there when the action runs).
struct ActionCount
{
    /// Stored by its number with the action (LogBinary.cpp): only ever added to at the end.
    enum class Kind : std::uint8_t
    {
        Exact,
        All,
        AllBut
    };
    Kind kind = Kind::Exact;
    int n = 0;

    /// How many of `available` the action takes; an exact count is returned as is (the caller
    /// checks it against what is there).
    int resolve(int available) const;
    QString toText() const;
    bool operator==(const ActionCount &) const = default;
};

struct AreaAction
{
    int number = 0; // the action's round (A2.2), 1..maxActions
    int line = 0;   // line of the order sheet, 0 when unknown
    ActionKind kind = ActionKind::Move;
    ActionCount count;
    int source = -1;   // area the armies, ships or population leave
    int via = -1;      // PASSAGE: the middle area
    int target = -1;   // area moved into or attacked; LEVY/RESERVE/DEFEND/RETREAT/AMBUSH: the area
    int location = -1; // RETREAT/AMBUSH: the retreat or ambush location

    bool operator==(const AreaAction &) const = default;
};

/// The canonical order line: number, verb, count, area codes ("3 ASSAULT all but 2 YRK NRT").
QString formatAction(const AreaAction &action, const World &world);
/// The same without the number ("ASSAULT all but 2 YRK NRT").
QString formatActionBody(const AreaAction &action, const World &world);

} // namespace muster
