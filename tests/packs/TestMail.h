#pragma once
// Mails as the mail tests send them: a plain-text mail composed as the packs' mails are, and an
// mbox of mails.

#include "mailio/MailWriter.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace muster::test {

/// A mail from `from` to the GM, sent at 09:`minute` on 2 December 2026, with `body` as its text.
QByteArray eml(const QString &from, const QString &body, int minute,
               std::vector<OutgoingAttachment> attachments = {},
               const QString &subject = QStringLiteral("Orders"));

/// An mbox of the mails, each after its "From " line, with body lines starting "From " quoted.
QByteArray mbox(const std::vector<QByteArray> &mails);

} // namespace muster::test
