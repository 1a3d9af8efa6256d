#pragma once
// The mail files of a packs' folder, read for sending (mail/Outbox.h): OUT/<kingdom>/<kingdom>.eml
// for each kingdom of the campaign that has one, and every OUT/receipts/*.eml.

#include "mail/Outbox.h"
#include "util/Problems.h"

#include <QString>

#include <vector>

namespace muster {
struct Campaign;
}

namespace muster::mailnet {

struct OutboxRead
{
    std::vector<OutboxFile> files; // packs in the campaign's kingdom order, then receipts by name
    Problems problems;             // each file that could not be read, by its name
};

/// Reads the mail files of `dir` for `campaign`. A file is read whole, within the size a mailbox
/// may have (model/Limits.h kMaxMailboxBytes), and its headers parsed by the mail library; a file
/// past it, not a regular file, or not a mail is a problem naming it. A folder without a single
/// mail file is a problem too.
OutboxRead readOutbox(const Campaign &campaign, const QString &dir);

} // namespace muster::mailnet
