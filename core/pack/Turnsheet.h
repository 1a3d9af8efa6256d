#pragma once
// The turnsheet a player fills in for the next turn, and reading it back. It is plain text, ready
// to print or to answer in an e-mail:
//
//     # Muster turnsheet: The Sundered Coast, turn 2
//     Campaign: The Sundered Coast
//     Game: K7QX4M
//     Kingdom: ALD (Kingdom of Aldmark)
//     Player code: 4MZR-T8PW
//     Turn: 2
//     # ... its areas with armies, its BPs, the action syntax, as comments ...
//     1 ASSAULT 2 GLM MSW
//     2
//     ...
//     Messages:
//     Anything from here on is printed in the public roundup.
//
// The numbered lines left empty are nothing; the header lines say whose sheet it is and for which
// turn (a sheet for another turn is refused), and carry the codes a mailed sheet must have
// (model/CampaignCodes.h; a campaign without codes prints none); everything after "Messages:" is
// the message; a signature after a "-- " line is ignored. The order lines are those of an order
// sheet (maps/README.md) in area campaigns and march orders in hex campaigns, checked by the same
// parsers, with the sheet's own line numbers in every error.

#include "model/Campaign.h"
#include "rules/area/OrderSheet.h"
#include "view/KingdomView.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

/// The sheet of `kingdom` for the campaign's current turn; `view` (of the turn just resolved, or
/// one with turnIndex -1 for a campaign not yet resolved) gives what the kingdom holds.
QString turnsheetText(const Campaign &campaign, const KingdomView &view);

/// A sheet as read: its whole-sheet problems refuse it (whose it is, which turn, its size); a
/// problem of one order line costs that line only, which is kept as written and fails alone at
/// resolution (model/UnreadLine.h in area campaigns, the march line itself in hex ones).
struct SheetReading
{
    int kingdom = -1;          // from the "Kingdom:" line, or the expected kingdom; -1 unknown
    bool namesKingdom = false; // the sheet has a "Kingdom:" line
    bool refused = false;      // a problem of the whole sheet: nothing of it is stored, and
                               // its lines are kept only to show its sender what was read
    QStringList lines;         // the lines to store: each order canonical, each line not read kept
    int actions = 0;           // order lines read
    int unread = 0;            // order lines not read (each has its problems)
    QString message;           // the player's message ("" for none)
    QStringList gameCodes;     // the values of its "Game:" lines, as written (checked by mail)
    QStringList playerCodes;   // the values of its "Player code:" lines, as written
    std::vector<Problem> problems;
    QStringList skipped; // lines read as no order, and why ("line 9: ..., read as the end of ...")
    bool ok() const { return problems.empty(); }
    QStringList errorTexts() const;
};

/// Where the kingdom a sheet must be for comes from, for the words of a sheet for another.
enum class ExpectedKingdom
{
    Sender, // the mail's sender is that kingdom's player
    Code,   // the sheet carries that kingdom's player code
    Chosen, // the GM hands the sheet in for that kingdom
};

/// Reads a sheet for the campaign's current turn. `expectedKingdom` (-1: take the sheet's
/// "Kingdom:" line) is the kingdom the sheet must be for when known (the sender's address, its
/// player code, or the kingdom the GM chose, as `why` says). The codes are read, not checked:
/// mail checks them (mail/SheetCodes.h), a sheet the GM hands in needs none.
SheetReading readTurnsheet(const Campaign &campaign, const QString &text, int expectedKingdom,
                           ExpectedKingdom why = ExpectedKingdom::Sender);

/// Whether `text` is a turnsheet (it has a "Campaign:", "Kingdom:", "Turn:" or "Messages:" line)
/// rather than a bare order sheet, so that a sheet handed in by any way is read as what it is.
bool looksLikeTurnsheet(const QString &text);

/// What storing a sheet that is not refused changes, decided here for every way a sheet comes
/// in (mail, `muster-cli orders`, the console's sheet import). Only a sheet with actions touches
/// the stored orders: a blank sheet (the pack's turnsheet sent back as it is, or a mail with only
/// a "Kingdom:" line) is far more likely a slip than a wish to clear a kingdom's orders, and a
/// sheet with only a message is a word for the roundup.
enum class SheetChange
{
    Nothing,         // no action, no message: nothing is stored
    Message,         // a message and no action: the message is stored, the orders kept
    OrdersAndMessage // actions: they replace the orders, and the message the message (or none)
};
SheetChange sheetChange(const SheetReading &reading);
/// Why a blank sheet stores nothing.
QString blankSheetText();

/// Stores a sheet that is not refused into `turn`, the campaign's current turn of `kingdoms`
/// kingdoms, as sheetChange says. New orders are the GM's until mail says which mail they came
/// from (TurnRecord::mailed).
void storeTurnsheet(TurnRecord &turn, std::size_t kingdoms, int kingdom,
                    const SheetReading &reading);

/// The kingdom a word names: its id or its name (any case), or "ID (Name)"; -1 when none.
int kingdomNamed(const Campaign &campaign, const QString &word);

} // namespace muster
