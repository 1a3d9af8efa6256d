#pragma once
// What goes out when the GM sends a turn's mail (muster-cli send, Turn > Send Packs): each
// kingdom's pack e-mail of the last resolved turn and the receipts waiting, as written to the
// packs' folder (OUT/ALD/ALD.eml, OUT/receipts/*.eml), less what the campaign records as sent
// (mail/SentMail.h). Decided here from the mails' headers, which the mail library reads; sent by
// the mail transport (mailnet/MailSending.h). A mail goes out byte for byte as written.

#include "mail/MailMessage.h"
#include "mail/SentMail.h"
#include "util/Problems.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace muster {

struct Campaign;

/// A mail file of the packs' folder, read.
struct OutboxFile
{
    enum class Kind
    {
        Pack,    // OUT/<kingdom id>/<kingdom id>.eml
        Receipt, // OUT/receipts/*.eml
    };
    Kind kind = Kind::Pack;
    QString name;       // as the folder names it: "ALD/ALD.eml", "receipts/ALD-turn3-1a2b.eml"
    QString kingdom;    // the kingdom id of a pack's folder ("" for a receipt)
    MailMessage header; // its From, To, Subject, Message-Id and References, read by the library
    QStringList to;     // its To addresses
    QByteArray bytes;   // the file as written
};

/// One mail to send.
struct OutgoingFile
{
    QString name; // as in OutboxFile
    QString from; // the envelope's sender: the mail's From address
    QString to;   // the one recipient
    QByteArray bytes;
    SentMail record; // what the campaign records once a server took it (its `sent` left unset)
};

struct SendPlan
{
    std::vector<OutgoingFile> send;
    QStringList alreadySent; // "ALD/ALD.eml (sent 2026-12-07 09:20 UTC to ald@...)"
    Problems problems;       // files that will not be sent, each saying why (by name)
};

/// What to send of `files`: every pack of the campaign's last resolved turn and every receipt,
/// less those `sent` records (unless `all`). A pack of another turn or of no kingdom, a mail
/// without a sender, a recipient or a Message-Id, or a pack to another address than its
/// kingdom's, is a problem naming the file and not sent. `sender` is the GM's address from the
/// mail settings: a mail from another address is a problem too ("" accepts the mail's own).
SendPlan planSending(const Campaign &campaign, const std::vector<OutboxFile> &files,
                     const std::vector<SentMail> &sent, bool all, const QString &sender);

/// The subject of a kingdom's pack e-mail of the turn at `turnIndex` (the pack writer's, which
/// planSending checks a pack by): "The Sundered Coast: Turn 3 for Kingdom of Aldmark".
QString packMailSubject(const Campaign &campaign, int turnIndex, int kingdom);

} // namespace muster
