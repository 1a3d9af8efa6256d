#pragma once
// A ready e-mail (.eml) for a player, to send from any mail program: a pack's mail (the report as
// its plain-text body, the pack's files attached) or a receipt (a plain-text reply to the mail it
// answers). Written with GMime, byte for byte the same for the same input (fixed boundary, date
// and message id).

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

struct OutgoingAttachment
{
    QString fileName;
    QString mimeType; // "application/pdf"
    QByteArray data;
    /// `data` as the mail carries it (encodeAttachment), when the same file goes out in many
    /// mails: encoded once, not once per mail. Empty: encoded here.
    QByteArray encoded;
};

/// An attachment's data in the encoding composeMail gives it (base64), byte for byte.
QByteArray encodeAttachment(const QByteArray &data);

struct OutgoingMail
{
    QString fromName, fromAddress; // may be empty: the GM's mail program fills it in
    QString toName, toAddress;
    QString subject;
    QDateTime date;
    QString messageId; // without <>
    /// For a reply: the id of the mail it answers, and the ids of its thread (that mail's
    /// References, then its id), each without <>.
    QString inReplyTo;
    QStringList references;
    /// Sent by a program in answer to a mail (RFC 3834 "Auto-Submitted: auto-replied"), so that
    /// no other program answers it in turn.
    bool autoReplied = false;
    QString body; // plain text
    std::vector<OutgoingAttachment> attachments;
};

/// The mail as RFC 5322 bytes.
QByteArray composeMail(const OutgoingMail &mail);

} // namespace muster
