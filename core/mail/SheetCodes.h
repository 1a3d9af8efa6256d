#pragma once
// Whether a mailed sheet carries the codes that make it the player's (model/CampaignCodes.h): the
// campaign's game code and the player code of the kingdom it is for, as its "Game:" and "Player
// code:" lines give them, compared without regard to case, spaces and dashes. A sheet without
// them, for another game or with another kingdom's, an old or a mistyped player code is refused,
// and the words say why to whoever sent it, without ever naming a code the sender did not write.
// Sheets the GM hands in (muster-cli orders, the console) need no code.

#include "model/Campaign.h"
#include "pack/Turnsheet.h"

#include <QString>

#include <vector>

namespace muster {

/// The kingdom whose player code the sheets carry (the code, not the sender's address, names
/// the kingdom); -1 when they carry none that is a kingdom's.
int kingdomOfPlayerCode(const Campaign &campaign, const std::vector<SheetReading> &readings);

/// Why the sheets are for another game: they carry a game code that is not the campaign's; ""
/// when they carry none or the campaign's, or the campaign has none (codeRefusal says those).
QString otherGameRefusal(const Campaign &campaign, const std::vector<SheetReading> &readings);

/// Why a mailed sheet for `kingdom` is refused for its codes, for the verdict and the receipt;
/// "" when it carries the campaign's game code and the kingdom's player code and no other.
QString codeRefusal(const Campaign &campaign, const SheetReading &reading, int kingdom);

} // namespace muster
