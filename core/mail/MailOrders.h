#pragma once
// Orders that came in by mail: for each mail, whose it is (the player's address stored with the
// kingdom, or a "Kingdom:" line of its sheet), its order sheet (the plain-text body or a .txt
// attachment), and whether that sheet reads; the latest mail per kingdom wins. The table this
// makes is shown before anything is applied, and applying stores the winners' orders and
// messages only: a mail with any problem changes nothing.

#include "mail/MailMessage.h"
#include "model/Campaign.h"
#include "pack/Turnsheet.h"

#include <QStringList>

#include <vector>

namespace muster {

struct MailVerdict
{
    int mail = -1;    // index into Mailbox::mails
    int kingdom = -1; // -1: not found
    QString sender;   // "Ann <ann@example.org>"
    QDateTime date;
    int lines = 0;           // order lines of its sheet
    bool fromPlayer = false; // sent by the kingdom's player (its address, or a Kingdom: line)
    bool applies = false;    // the winner for its kingdom, with a sheet that reads
    QString verdict;         // "ok: 4 actions", "superseded by a later mail", "unknown sender ..."
    QStringList errors;      // the sheet's errors, by line
    SheetReading sheet;
};

/// Judges every mail of `mailbox` against the campaign's current turn.
std::vector<MailVerdict> judgeMail(const Campaign &campaign, const Mailbox &mailbox);

/// The current turn with the winners' orders and messages stored (the rest as it was).
TurnRecord withMailedOrders(const Campaign &campaign, const std::vector<MailVerdict> &verdicts);

} // namespace muster
