#pragma once
// A kingdom's sheet handed in by the GM for the current turn (`muster-cli orders`, the console's
// Paste or Import Order Sheet), read and checked first, then stored, so both store the same lines
// and message for the same sheet. A bare order sheet (maps/README.md) is refused whole for any
// problem and for having no action; its actions replace the kingdom's orders or are appended to
// them. The turnsheet of a player's pack, filled in (pack/Turnsheet.h), is read as mail reads
// it and changes what mail would change (sheetChange); it always replaces.
//
//     const SheetToStore sheet = readSheetToStore(campaign, kingdom, text, SheetMode::Replace);
//     const OperationResult r = storeSheet(campaign, sheet); // refused: sheet.reading.problems

#include "operations/CampaignChange.h"

#include "model/Campaign.h"
#include "pack/Turnsheet.h"

#include <cstdint>

namespace muster {

enum class SheetMode : std::uint8_t
{
    Replace, // the sheet's actions become the kingdom's orders
    Append   // the sheet's actions are added after the orders already stored (bare sheets)
};

struct SheetToStore
{
    int kingdom = -1;
    bool turnsheet = false;
    /// The sheet as read: `lines` are what is stored (appended: the stored lines and then the
    /// sheet's), `problems` refuse it, each on its line of the sheet's text.
    SheetReading reading;
    bool ok() const { return reading.ok(); }
};

/// Reads `text` as kingdom `kingdom`'s sheet for the campaign's current turn; the campaign is not
/// changed.
SheetToStore readSheetToStore(const Campaign &campaign, int kingdom, const QString &text,
                              SheetMode mode);
/// Stores a sheet read by readSheetToStore (from the campaign as it is now); refused with its
/// problems when it has any.
OperationResult storeSheet(Campaign &campaign, const SheetToStore &sheet);

} // namespace muster
