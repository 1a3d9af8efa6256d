#pragma once
// The receipts of a mail import (core/mail/ReceiptMail.h) written as ready e-mails (.eml) beside
// the packs: OUT/receipts/ALD-turn3-1a2b3c4d.eml, one a mail that gets one, each a reply to its
// mail from the GM's address, with a fresh random Message-Id (mail/MailAddress.h) and
// "Auto-Submitted: auto-replied". The name holds the kingdom the mail was read for ("unknown"
// for none), the turn, and eight hex digits of the mail's own Message-Id, so the same mail read
// again gives the same file (its receipt replaced by the newer one), and a new mail a new file.
//
// They are written as the packs are (PackFolder.h): into a private folder first, then moved into
// place, never through a link, no more open than the campaign's file.

#include "mail/MailOrders.h"
#include "mail/ReceiptMail.h"
#include "util/Result.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace muster {

struct ReceiptOptions
{
    QString gmName, gmAddress; // the sender; empty leaves it to the mail program
    QDateTime date;            // the Date; invalid: now
    QString campaignFile;      // the files are no more open than this file; "": no bound
};

struct ReceiptSummary
{
    QStringList files;  // every receipt written, relative to the output folder
    QString withoutOne; // the mails that got none, counted by why (ReceiptMail.h); "" for none
};

/// Writes the receipt of every mail of `verdicts` (judgeMail's for `mailbox`, with the GM's
/// accepted sheets) into `outDir` (made if need be), and says what was written; a failure naming
/// the file or the reason when one cannot be written, and then none is.
Result<ReceiptSummary> writeReceipts(const Campaign &campaign, const Mailbox &mailbox,
                                     const std::vector<MailVerdict> &verdicts,
                                     const QString &outDir, const ReceiptOptions &options);

} // namespace muster
