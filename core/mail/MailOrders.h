#pragma once
// Orders that came in by mail: for each mail, whose it is (the player code its sheet carries, or
// else the player's address stored with the kingdom or a "Kingdom:" line of its sheet), its order
// sheet (mail/MailSheet.h), whether it carries the codes that make it the player's
// (mail/SheetCodes.h: a sheet without them is refused whatever its From line says, one with them
// is taken from any address), and whether that sheet reads. The table this makes is shown before
// anything is applied, and applying stores the winners' orders and messages only: a mail with any
// problem changes nothing.
//
// Which mail came later is told by when the GM's mail server received them (their topmost
// Received headers) or, where that is not known for both, by their order in the mailbox: never
// by the sender's Date, which the sender's computer (or a forger) writes.
//
// Per kingdom, the latest sheet with actions (or with errors: the player meant to replace what
// came before) decides the orders, and a sheet with only a message sent after it adds its
// message (pack/Turnsheet.h, sheetChange). A mail with no sheet, and a blank sheet, change
// nothing and take the place of nothing: they are listed for the GM to read.
//
// One address may serve several kingdoms (one player, two kingdoms): each sheet from it is
// taken by its "Kingdom:" line, and one without is refused with the kingdoms it could be for.

#include "mail/MailMessage.h"
#include "model/Campaign.h"
#include "pack/Turnsheet.h"

#include <QStringList>

#include <vector>

namespace muster {

enum class MailContent
{
    Unreadable, // MailMessage::problem
    NoSheet,    // no text that holds a sheet: a question, thanks, spam
    Sheet,
};

struct MailVerdict
{
    int mail = -1;      // index into Mailbox::mails
    int kingdom = -1;   // -1: not found
    QString sender;     // "Ann <ann@example.org>"
    QString subject;    // the mail's subject
    QDateTime date;     // the sender's Date: shown, never used to order the mails
    QDateTime received; // when the GM's server took it (invalid: unknown)
    int lines = 0;      // order lines of its sheet
    MailContent content = MailContent::NoSheet;
    bool fromPlayer = false;   // sent by the kingdom's player: its sheet has the kingdom's codes
    bool otherAddress = false; // ... from an address that is not the player's (said in `verdict`)
    bool forNoKingdom = false; // neither its address nor its sheet names a kingdom
    bool applies = false;      // stored by Apply
    bool acceptedByGm = false; // stored because the GM accepted it (mail/AcceptedSheets.h)
    QString verdict;           // "ok: 4 actions", "superseded by a later mail", "unknown sender"
    QStringList errors; // the sheet's errors, by line, for the sheet that decides its kingdom's
                        // orders only; at most kListedErrors and a line saying how many more
    SheetReading sheet;
    QStringList skipped; // text of the mail around its sheet, not read as orders, and why
};

/// The most errors of one sheet listed (a sheet may have a hundred thousand lines).
inline constexpr int kListedErrors = 20;
/// The first kListedErrors of a sheet's errors, and a line saying how many more there are.
QStringList listedErrors(const SheetReading &reading);
/// What a sheet with actions stores, in words: "4 actions, 1 line not read and a message".
QString storedSheetText(const SheetReading &reading);

/// A verdict without the word on whether its sheet is stored ("ok: 4 actions" gives "4
/// actions", "not applied: the sheet has 2 errors" gives "the sheet has 2 errors"): for a text
/// that says so in its own words, as a receipt's "Stored:" and "Not stored:" do.
QString verdictReason(const QString &verdict);

/// Judges every mail of `mailbox` against the campaign's current turn.
std::vector<MailVerdict> judgeMail(const Campaign &campaign, const Mailbox &mailbox);

/// The current turn with the winners' orders and messages stored (the rest as it was), and the
/// mail each kingdom's new orders came from (TurnRecord::mailed).
TurnRecord withMailedOrders(const Campaign &campaign, const std::vector<MailVerdict> &verdicts);

/// The mails that are for no kingdom (MailVerdict::forNoKingdom), counted by sender address:
/// what the GM is shown of them unless every mail is asked for, most mails first.
struct SenderCount
{
    QString address; // "(none)" for mails without one
    int mails = 0;
};
std::vector<SenderCount> mailsForNoKingdom(const Mailbox &mailbox,
                                           const std::vector<MailVerdict> &verdicts);
/// The most senders of mails for no kingdom named one by one; the rest are counted together.
inline constexpr size_t kListedSenders = 20;

} // namespace muster
