#pragma once
// What a hex campaign's pack tells a player so that a march can be written from the pack alone
// (RULES H2): the enemy armies its kingdom saw, with the hexes they stand in; whether orders have
// become daily (H2.4) and why; and the marches ordered earlier that go on into the next turn, as
// order lines of the turnsheet the player keeps or changes. Everything here is read from the
// kingdom's view (view/KingdomView.h) and from its own stored orders, never from another kingdom's.

#include "model/Campaign.h"
#include "pack/PackDocument.h"
#include "view/KingdomView.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

/// An army of another kingdom (or of none: a deserted one, H7.2) in the kingdom's sight at the end
/// of the turn, and its own army nearest to it.
struct SeenEnemy
{
    const HexArmy *army = nullptr; // in view.state
    QString nearestOwn;            // the id of the kingdom's army nearest to it ("" for none)
    int distance = -1;             // hexes from that army, -1 when the kingdom has none
};

/// The name of an army's kingdom, or who holds a deserted one (H7.2).
QString armyOwnerName(const Campaign &campaign, int kingdom);
/// An army's hit points, as far as its units are known.
int armyHitPoints(const HexArmy &army);

/// Every enemy army `view` holds, in the order of its state.
std::vector<SeenEnemy> seenEnemies(const KingdomView &view);

/// Whether the turn of `view` ended with opposing armies within the contact distance at a day's
/// end (H2.4), which makes the turns that follow one day each; `day` gets that day.
bool ordersBecameDaily(const Campaign &campaign, const KingdomView &view, int *day = nullptr);

/// Why orders are daily now, in a sentence naming H2.4 and those of the kingdom's armies that
/// stand within the contact distance of an enemy it saw; "" when they are not.
QString dailyOrdersText(const Campaign &campaign, const KingdomView &view);

/// The report's section of the enemy armies seen (id, owner, hex, units and hit points, and the
/// kingdom's army nearest to each) and, when orders became daily, why.
void hexEnemiesReport(PackDocument &doc, const Campaign &campaign, const KingdomView &view);

/// The turnsheet's order lines for the kingdom's armies in `state` (its holdings as the sheet
/// shows them): an army whose march goes on (a march stored for the campaign's current turn, as a
/// daily turn carries what is left of a path on) gets that march as an order line, after comment
/// lines giving the day it enters each hex; any other army an empty "# A1 MARCH" to fill in.
/// Every line is at most kSheetColumns wide: a march too long for one is cut short, and the
/// comment says which hexes the line leaves out.
QString hexSheetMarches(const Campaign &campaign, const KingdomView &view, const TurnState &state);

} // namespace muster
