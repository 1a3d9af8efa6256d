#pragma once
// A visitor of an event's fields (each event's `visit`, log/Events.h) that takes every field as it
// is. A visitor that looks at a few kinds of field derives from it and declares only those, so the
// others are not written out again in each such visitor.

#include "log/Events.h"

#include <array>
#include <optional>

namespace muster::log {

struct IgnoreFields
{
    void number(const char *, int &) {}
    void flag(const char *, bool &) {}
    void real(const char *, double &) {}
    void area(const char *, AreaRef &) {}
    void kingdom(const char *, KingdomRef &) {}
    void kingdomIndex(const char *, KingdomRef &) {}
    void text(const char *, TextRef &) {}
    void numbers(const char *, NumberList &) {}
    void kingdoms(const char *, NumberList &) {}
    void texts(const char *, TextList &) {}
    void textPairs(const char *, TextList &) {}
    void hexes(const char *, HexList &) {}
    void hex(const char *, Hex &) {}
    void half(const char *, HalfPoints &) {}
    void numberPair(const char *, std::array<int, 2> &) {}
    void halfPair(const char *, std::array<HalfPoints, 2> &) {}
    void flagPair(const char *, std::array<bool, 2> &) {}
    template <typename E> void choice(const char *, E &) {}
    void action(AreaAction &) {}
    void failure(Failure &) {}
    void defeatCause(const char *, int &) {}
    void moraleModifiers(MoraleModifiers &) {}
    void supplyReason(SupplyReason &, int &, HexList &, std::optional<Hex> &) {}
};

} // namespace muster::log
