#pragma once
// The hex engine's working state during one resolution (internal): the state being changed and the
// log. The state changes only through record(), which applies the event as a replay of the log
// does (HexReplay.h). A battle's own steps are logged by HexBattle, which keeps the battle's state
// itself; what a battle does to the armies is recorded by its aftermath. One supply tracer follows
// the state through the whole resolution, so each judgement of supply repairs only what the
// marches and battles since the last one changed.

#include "rules/hex/HexReplay.h"
#include "rules/hex/HexRules.h"
#include "rules/hex/HexSupply.h"

namespace muster::hexrules {

struct HexWork
{
    HexTurnState &turn;
    const HexRules &rules;
    TurnLog &log;
    SupplyTracer &supply; // follows turn.state

    TurnState &state() { return turn.state; }
    template <typename E> void record(const E &event)
    {
        log::apply(turn, rules, log, event);
        log.add(event);
    }
    TextRef ref(const QString &text) { return log.intern(text); }
};

} // namespace muster::hexrules
