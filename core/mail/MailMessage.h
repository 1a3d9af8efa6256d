#pragma once
// One mail as the order import needs it, read from a mailbox by the MIME library (mail/) and
// judged here in core: who sent it and when, its plain-text body, its text attachments, and
// whether it could be read at all.

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

struct MailAttachment
{
    QString fileName;
    QString mimeType; // "text/plain"
    QString text;     // decoded, for text parts only
};

struct MailMessage
{
    QString source; // where it was read: "orders.mbox, mail 3" or a maildir file
    QString fromAddress;
    QString fromName;
    QStringList toAddresses; // its To line's addresses (the mail sender checks a pack's by them)
    QDateTime date;     // the sender's Date, invalid when unreadable (the sender's clock: a hint)
    QDateTime received; // when the receiving server took it (its topmost Received header)
    QString subject;
    QString messageId;
    QStringList references; // the ids it answers (References, else In-Reply-To), oldest first
    /// The header by which a program marks the mail as its own, as read ("Auto-Submitted:
    /// auto-replied", "Precedence: bulk", "Return-Path: <>"); empty for a mail a person sent.
    QString automatic;
    QString plainBody;    // the text/plain body, decoded to Unicode ("" when it has none)
    bool hasHtml = false; // it has a text/html part
    std::vector<MailAttachment> attachments;
    QString problem; // why it could not be read ("" when it could)
};

/// What was read from a mailbox: its mails, or why the mailbox itself could not be read.
struct Mailbox
{
    std::vector<MailMessage> mails;
    QString error; // "orders.txt is not a mailbox (mbox, maildir or .eml)"
};

} // namespace muster
