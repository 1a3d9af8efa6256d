#pragma once
// The receipt of every mail the import judged (mail/Receipt.h) as a mail to send: addressed to
// the mail's sender (its From), a reply to it (In-Reply-To its Message-Id; References its thread
// and its id), with "Re:" and its subject. Where no receipt goes, and why, is decided here:
//
// - a mail with no sender address: there is no one to reply to;
// - a mail a program sent (MailMessage::automatic: an auto-reply, a vacation notice, a bounce, a
//   list's mail): answering a program may have it answer back, and so on for ever. The receipts
//   say "Auto-Submitted: auto-replied" themselves, so a receipt that comes back is one of these;
// - a mail from the GM's own address, or one of Muster's own mails come back (its Message-Id,
//   mail/MailAddress.h): a receipt would answer the GM's pack or receipt in the GM's mailbox;
// - a mail from no kingdom's address that holds no sheet (MailVerdict::forNoKingdom): a
//   stranger's question, or spam, whose sender is often forged; a receipt would go to whoever
//   was named, and the GM answers a stranger in person.
//
// Every other mail gets one, a sheet from an unknown sender too: that sender is told why it was
// not stored.

#include "mail/MailOrders.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

/// The folder in the output folder that the receipts go into (packs/ReceiptFiles.h), and that
/// the mail sender sends them from (mail/Outbox.h).
inline const char *const kReceiptFolder = "receipts";

/// Why a mail gets no receipt (see above).
enum class NoReceipt
{
    None, // it gets one
    NoSender,
    FromProgram,
    FromGm, // the GM's address, or one of Muster's own mails
    Stranger,
};

struct ReceiptMail
{
    std::size_t verdict = 0; // index into the verdicts
    NoReceipt none = NoReceipt::None;
    QString noReceipt; // why the mail gets none, in words ("" when it gets one)
    QString toName, toAddress;
    QString subject;        // "Re: " and the mail's subject
    QString inReplyTo;      // the mail's Message-Id, without <> ("" when it has none)
    QStringList references; // its thread and its id, without <>
    QString body;           // receiptText
};

/// The receipt of mail `verdict` (an index into `verdicts`), or why it gets none.
ReceiptMail receiptMail(const Campaign &campaign, const Mailbox &mailbox,
                        const std::vector<MailVerdict> &verdicts, std::size_t verdict,
                        const QString &gmAddress);
/// One entry per verdict: its receipt, or why it gets none. `gmAddress` is the address the
/// receipts (and the packs) are sent from ("" when the GM's mail program fills it in).
std::vector<ReceiptMail> receiptMails(const Campaign &campaign, const Mailbox &mailbox,
                                      const std::vector<MailVerdict> &verdicts,
                                      const QString &gmAddress);

/// The mails that get no receipt, counted by why: "1 with no sender address, 2 sent by a
/// program"; "" when every mail gets one.
QString withoutReceiptText(const std::vector<ReceiptMail> &receipts);

/// The most ids of a thread a receipt's References carries: the thread's first and the latest.
inline constexpr qsizetype kReferencedIds = 10;

} // namespace muster
