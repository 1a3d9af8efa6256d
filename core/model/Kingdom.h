#pragma once
// A player's faction, as fixed for the whole campaign (RULES A1.3). What changes per turn (BPs,
// reserves) is in KingdomState inside TurnState.

#include <QString>

namespace muster {

struct Kingdom
{
    QString id;          // short code used in files and order sheets ("MER")
    QString name;        // "Mercia"
    QString nationality; // captures across nationalities cost population and forts (RULES A8.1)
    QString colour;      // "#rrggbb"; core has no QColor
    /// The player's e-mail address: where the pack goes, and how a mailed sheet finds its kingdom.
    QString email;
    /// What the player chose to publish to the others in the public roundup ("" for nothing).
    QString contact;
};

} // namespace muster
