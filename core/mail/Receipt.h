#pragma once
// The receipt a player gets back for every mail the GM's import judged: whether its sheet was
// stored (or why not), its orders as read and what each would do if the turn were resolved now,
// the lines not read and why, the text around the sheet that was passed over, and what changed
// against the sheet it replaces. It is written from what the player's own kingdom knows: its
// orders alone, on its view of the last resolved turn (view/KingdomView.h), with dice of no
// consequence, so nothing of another kingdom's orders, forces or the turn's dice reaches it.

#include "mail/MailOrders.h"
#include "model/Campaign.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

struct OrderOutlook
{
    QString order;   // the order as stored, or the line not read as the player wrote it
    QString outlook; // "carried out", "fails: ...", "not read: ..."
    QString rule;    // the RULES ids behind a failure ("A3.3"), or empty
};

/// What each of `lines` (a kingdom's stored lines) would do if the turn were resolved now with
/// that kingdom's orders alone, from what the kingdom knows; one entry per order or line not read.
std::vector<OrderOutlook> ownOrderOutlook(const Campaign &campaign, int kingdom,
                                          const QStringList &lines);

struct ReceiptFacts
{
    int kingdom = -1;          // -1: no kingdom could be told from the mail
    QString subject;           // the mail's subject
    QDateTime arrived;         // when it arrived (or its Date when no server said)
    bool stored = false;       // its sheet was stored
    bool acceptedByGm = false; // ... because the GM accepted it after reading it
    /// Sent by the kingdom's player (its sheet carries the kingdom's codes, mail/SheetCodes.h) or
    /// accepted by the GM: only then does the receipt say what each order would do, which is
    /// worked out from what the kingdom knows.
    bool fromPlayer = false;
    bool replacesOrders = false; // ... with orders, in place of those stored before
    QString verdict;             // the import's verdict for the mail, in words
    QStringList lines;           // the lines stored (or that would have been)
    QStringList previous;        // the kingdom's lines stored before
    QString message;             // the message for the roundup that was stored ("" none)
    QStringList problems;        // why the sheet was refused, each "line 3: ..."
    QStringList skipped;         // text around the sheet, not read ("line 1: Hi GM,")
};

/// What the receipt for mail `mail` of `mailbox` says, from the import's verdicts.
ReceiptFacts receiptFacts(const Campaign &campaign, const Mailbox &mailbox,
                          const std::vector<MailVerdict> &verdicts, std::size_t mail);

/// The receipt's text, lines of at most 72 columns where the player's own words allow.
QString receiptText(const Campaign &campaign, const ReceiptFacts &facts);

} // namespace muster
