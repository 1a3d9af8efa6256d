#pragma once
// The typed actions of an area-campaign order sheet (RULES A5), and their canonical text form, the
// one stored in TurnRecord::orders ("3 ASSAULT 5 YRK NRT").

#include <QString>

#include <cstdint>
#include <optional>

namespace muster {

class World;

/// Stored by its number (an action and a failure in the turn log's stored form, LogBinary.cpp):
/// a kind is only ever added last (tests/log/tst_stored_values.cpp fails if a number moves). Its
/// tables (kKinds in AreaActions.cpp, its JSON names) and every switch over it name each kind, so
/// a kind added without its name, paragraph, cost, dispatch, replay or sentence does not compile.
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

QString actionKindName(ActionKind kind);  // "ASSAULT"
QString actionParagraph(ActionKind kind); // "A5.2", where RULES.md describes the action
std::optional<ActionKind> parseActionKind(const QString &word);

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
ActionShape actionShape(ActionKind kind);

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
