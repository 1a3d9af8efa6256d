#pragma once
// A player's e-mail address as the campaign keeps it (Kingdom::email) and as mail is matched to
// it: "name@host", compared without regard to case.

#include <QString>

namespace muster {

/// Whether `address` is a bare address "local@host.domain" (no display name, no spaces).
bool isPlainAddress(const QString &address);
/// The address as mail is matched by: trimmed and in lower case.
QString addressKey(const QString &address);
/// A new Message-Id for a mail from `fromAddress` ("<128 random bits>@its domain", or
/// "@muster.invalid" without one): random each time, so it tells nothing of the campaign (its
/// seed, its turns) and a pack made again gets new ones.
QString newMessageId(const QString &fromAddress);
/// Whether `messageId` is of the form newMessageId gives mails from `fromAddress` (or mails
/// without a sender): one of Muster's own mails, a pack or a receipt, come back.
bool isOwnMessageId(const QString &messageId, const QString &fromAddress);

} // namespace muster
