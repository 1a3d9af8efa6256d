#pragma once
// The GM's word over the import's: a sheet the import did not store (an unknown sender's, a
// superseded one, one for another turn) that the GM read and accepts for the mail's kingdom.
// It is read again as a sheet the GM hands in for that kingdom (pack/Turnsheet.h,
// ExpectedKingdom::Chosen: the GM's choice is proof enough of whose it is), with its "Turn:"
// line taken as the GM's to overrule (a player who sent last turn's sheet with this turn's orders
// meant this turn). What a hand-in refuses stays refused: a sheet for another kingdom, too large,
// with a message too long; a mail with no sheet, several, or no kingdom to store it for.
//
// The sheet the GM accepts then decides its kingdom: one with actions takes the place of every
// other mail of the kingdom that would be stored (its orders and its message, or none, are
// stored), one with only a message takes the place of the other messages. What is stored is
// then withMailedOrders of these verdicts, as for the import's own.

#include "mail/MailOrders.h"

#include <QString>

#include <vector>

namespace muster {

/// Why the GM cannot accept the sheet of mail `verdict` (one of judgeMail's for `mailbox`); ""
/// when they can.
QString whyNotAcceptable(const Campaign &campaign, const Mailbox &mailbox,
                         const MailVerdict &verdict);

/// `verdicts` with the sheets of the mails `accepted` (indexes into `verdicts`, in the order the
/// GM accepted them: of two for one kingdom the later decides) stored: each marked acceptedByGm,
/// and the mails they take the place of no longer applied. A mail that cannot be accepted is
/// left as it was.
std::vector<MailVerdict> withAcceptedSheets(const Campaign &campaign, const Mailbox &mailbox,
                                            std::vector<MailVerdict> verdicts,
                                            const std::vector<std::size_t> &accepted);

} // namespace muster
