#pragma once
// The hex-campaign engine (RULES part H): resolves a week of march orders day by day, with the
// battles they cause and the end-of-day supply steps, stopping early when armies come into contact
// (H2.4). The input state is never changed; the result holds the next state, and every event and
// die goes to the caller's log (the Dice should log there too, R2).
//
//   TurnLog log;
//   Dice dice(record.seed, &log);
//   auto result = resolveHexDays(world, ruleset, state, orders, {}, dice, log);

#include "dice/Dice.h"
#include "log/TurnLog.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"

#include <vector>

namespace muster::hexrules {

struct HexResolveOptions
{
    int firstDay = 1; // day of the week to start with (1-7); daily turns continue a week
    int maxDays = 7;  // resolve at most this many days (never past day 7)
    BattleDecisions *decisions = nullptr; // null: the default policy
};

struct HexTurnResult
{
    TurnState next;
    int daysResolved = 0;
    int nextDay = 1;           // the day of the week the next resolution starts with
    bool weekComplete = false; // day 7 was resolved: next.turn is the following week
    bool contact = false;      // H2.4: stopped because opposing armies ended a day within 4 hexes
    std::vector<QStringList> contacts;          // pairs of army ids in contact
    std::vector<HexMarchOrder> remainingOrders; // what is left of each path, for daily turns
};

HexTurnResult resolveHexDays(const World &world, const Ruleset &ruleset, const TurnState &state,
                             const std::vector<HexMarchOrder> &orders,
                             const HexResolveOptions &options, Dice &dice, TurnLog &log);

} // namespace muster::hexrules
