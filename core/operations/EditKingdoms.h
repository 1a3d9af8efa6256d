#pragma once
// Changing a campaign's kingdoms (RULES A1.3): one added, removed, or its fields set (id, name,
// nationality, colour, player, starting BPs and reserves). `muster-cli kingdoms`, the console's
// kingdoms editor and the kingdoms dock's player address and code all change them here, so the
// same edit stores the same campaign from either. Adding, removing or changing what the map shows
// of a kingdom belongs to the setup; a player's address, contact and code change at any time.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"
#include "setup/KingdomRoster.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace muster {

/// The fields of one kingdom the GM sets; a field left unset keeps its value.
struct KingdomFields
{
    std::optional<QString> id, name, nationality, colour;
    std::optional<QString> email, contact, playerCode; // the player's, changed at any time
    std::optional<int> bp, armyReserve, shipReserve;   // its starting numbers (area rules, A1.3)
    /// Who plays it and what stands in for a missed sheet (model/KingdomPlay.h), at any time.
    std::optional<bool> player;
    std::optional<MissedOrders> missedOrders;
    std::optional<Doctrine> doctrine;

    /// The names `set` reads ("id", "name", ..., "bp", "armyReserve", "shipReserve", "player",
    /// "missedOrders", "doctrine").
    static QStringList names();
    /// Sets the field called `field` from its text; the problem in words when there is no such
    /// field, the text is no whole number for a count, no yes or no for "player", or no policy or
    /// doctrine's word.
    std::optional<QString> set(const QString &field, const QString &text);
    /// Whether only the player's fields are set (nothing the map shows).
    bool playerOnly() const;
    /// `kingdom` and its starting numbers with these fields set.
    void applyTo(Kingdom &kingdom, KingdomState &start) const;
};

/// Sets `fields` of `kingdom`. Refused, changing nothing, when there is no such kingdom, a field
/// the campaign reader would refuse (an id of 1-12 letters, digits, - or _ used once, a name, a
/// nationality, a colour #rrggbb, a plain e-mail address), a name another kingdom has, a count
/// outside its limits, BPs or reserves in a hex campaign, or anything but the player's fields once
/// the campaign has started.
OperationResult editKingdom(Campaign &campaign, int kingdom, const KingdomFields &fields);
/// The problems editKingdom would refuse `fields` with, in words ("Aldmark's id: ..."); empty
/// when it would set them. A form shows them before any change is made.
std::vector<Problem> kingdomEditProblems(const Campaign &campaign, int kingdom,
                                         const KingdomFields &fields);

/// Adds `kingdom` last, starting with `start` (withKingdomAdded). Refused in a started campaign
/// and for a kingdom editKingdom would refuse.
OperationResult addKingdom(Campaign &campaign, const Kingdom &kingdom,
                           const KingdomState &start = {});
/// Removes `kingdom` and what it holds (withKingdomRemoved). Refused in a started campaign.
OperationResult removeKingdom(Campaign &campaign, int kingdom);
/// Puts back the kingdoms as `roster` holds them (rosterOf, taken before an edit): the undo of
/// any of the above.
OperationResult restoreKingdoms(Campaign &campaign, const KingdomRoster &roster);

} // namespace muster
