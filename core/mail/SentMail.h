#pragma once
// One mail a server took from Muster (a pack or a receipt), as the campaign file records it
// (store/CampaignStore.h, the table mail_sent) the moment the server has it, so that sending again
// after a failure, a cancel or a kill sends only what did not go.

#include <QDateTime>
#include <QString>

namespace muster {

struct SentMail
{
    /// What the mail is, so that the same thing is never sent twice: "pack 4 ALD" for a turn's
    /// pack of a kingdom (a pack exported again is the same pack), "receipt <id>" for the receipt
    /// answering the mail whose Message-Id is id (a receipt written again is the same receipt).
    QString key;
    int turn = 0;      // the turn number the mail is of
    QString recipient; // the address it went to
    QString messageId; // its Message-Id, without <>
    QDateTime sent;    // when the server took it (UTC)

    bool operator==(const SentMail &) const = default;
};

} // namespace muster
