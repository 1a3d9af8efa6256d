#pragma once
// The hex sample with marches written for the tests and the screenshot of the marches layer:
// march() orders an army to a hex by the planner's own route search; converging() sends A2 and
// C1, of opposing kingdoms 11 hexes apart, at each other (a contact stop, H2.4).

#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "model/Campaign.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"

namespace muster::test {

inline Campaign sampleHex()
{
    Problems problems;
    auto c =
        readCampaignJsonFile(test::sourcePath(QStringLiteral("maps/sample-hex.json")), problems);
    if (!c)
        qFatal("cannot read the hex sample");
    return std::move(*c);
}

inline const HexArmy &armyNamed(const Campaign &c, const QString &id)
{
    for (const HexArmy &a : c.current().state.armies)
        if (a.id == id)
            return a;
    qFatal("no army %s", qPrintable(id));
}

/// Orders `army` to march to `goal` by the cheapest route (the planner's search).
inline void march(Campaign &c, const QString &id, Hex goal)
{
    const HexArmy &army = armyNamed(c, id);
    const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
    hexrules::HexRoute route = hexrules::findMarchRoute(c.world, rules, army.hex, goal);
    if (!route.found)
        qFatal("no route for %s", qPrintable(id));
    hexrules::HexMarchOrder order{army.id, {route.hexes.begin() + 1, route.hexes.end()}, {}};
    auto &orders = c.current().orders;
    orders.resize(c.kingdoms.size());
    auto &lines = orders[static_cast<size_t>(army.kingdom)];
    lines = hexrules::withMarchOrder(lines, order, c.current().state);
}

/// The campaign with A2 and C1 (opposing kingdoms, 11 hexes apart) marching at each other.
inline Campaign converging()
{
    Campaign c = sampleHex();
    const Hex a2 = armyNamed(c, QStringLiteral("A2")).hex;
    const Hex c1 = armyNamed(c, QStringLiteral("C1")).hex;
    march(c, QStringLiteral("A2"), c1);
    march(c, QStringLiteral("C1"), a2);
    return c;
}

} // namespace muster::test
