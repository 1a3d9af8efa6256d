#pragma once
// The small value types log events are made of. An event names things by index or by an interned
// string, never by a string built while the engine runs, so recording one is a few stores into a
// vector. The JSON form and the sentences turn the indices into codes and names (LogJson.h,
// LogText.h) only when a log is saved, exported or shown.

#include "hex/Hex.h"

#include <cstdint>

namespace muster {

/// An area of the campaign's world (World::areas), -1 for none. JSON: its code.
struct AreaRef
{
    int index = -1;
    bool operator==(const AreaRef &) const = default;
    bool valid() const { return index >= 0; }
};

/// A kingdom of the campaign (Campaign::kingdoms), -1 for none (unowned). JSON: its id.
struct KingdomRef
{
    int index = -1;
    bool operator==(const KingdomRef &) const = default;
    bool valid() const { return index >= 0; }
};

/// A string kept once in the log's table (TurnLog::text): an army id, a battle id, a unit type, a
/// message from a parser. -1 for none. JSON: the string.
struct TextRef
{
    int index = -1;
    bool operator==(const TextRef &) const = default;
    bool valid() const { return index >= 0; }
};

/// A run of numbers in the log's pool (TurnLog::numbers): dice of a throw, units defeated, the
/// kingdoms of a round. JSON: an array.
struct NumberList
{
    int offset = 0;
    int count = 0;
    bool operator==(const NumberList &) const = default;
};

/// A run of strings in the log's table, as TextRefs in the pool (TurnLog::textsOf). JSON: an array
/// of strings.
struct TextList
{
    NumberList refs;
    bool operator==(const TextList &) const = default;
};

/// A run of hexes, as pairs of numbers in the pool. JSON: an array of "col,row" labels.
struct HexList
{
    NumberList coordinates; // q0, r0, q1, r1, ...
    bool operator==(const HexList &) const = default;
};

/// A battle rating, kept in half points (every BR of the unit table is a multiple of 0.5). JSON:
/// the number of points (4.5).
struct HalfPoints
{
    int half = 0;
    bool operator==(const HalfPoints &) const = default;
    double points() const { return half / 2.0; }
};

} // namespace muster
