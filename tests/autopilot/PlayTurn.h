#pragma once
// The autopilot suites' turn: the current turn played with the orders given, resolved and closed
// as muster-cli resolve (or advance) does.

#include "operations/CloseTurn.h"
#include "rules/turn/TurnResolution.h"

#include <QtGlobal>

namespace muster::test {

/// Plays the current turn with `orders`; the log of the turn played (a test's stop when it does
/// not close).
inline TurnLog playTurn(Campaign &c, const std::vector<QStringList> &orders)
{
    c.current().orders = orders;
    const OperationResult closed = applyResolution(c, resolveCurrentTurn(c));
    if (!closed.ok())
        qFatal("turn %d not closed: %s", c.current().number,
               qPrintable(closed.problemTexts().join(u'\n')));
    return c.turns[c.turns.size() - 2].log;
}

} // namespace muster::test
