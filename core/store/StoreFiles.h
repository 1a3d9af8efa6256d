#pragma once
// The file-system edges of a campaign file, apart from its SQLite content: why a save cannot
// write it, a half-finished save's journal rolled back before reading, a connection that reads
// without creating any file beside it, and a replacement that never leaves the old file's journal
// or log to be applied to the new one.

#include "store/FileCheck.h"
#include "store/Sqlite.h"

#include <QString>

namespace muster::store {

/// A file Muster will not open, with the sentence that says why (already naming the file).
struct Refusal
{
    QString message;
};

/// Why saves to `path` will fail before SQLite tries, in words; empty when the file and its
/// folder may be written (a save writes a rollback journal beside the file).
QString readOnlyReason(const QString &path);

/// Rolls back the hot journal a save that stopped half way left (a crash, a kill), as the first
/// connection that may write does; throws Refusal when the file cannot be written. The journal
/// was proven the file's own by checkCampaignFile() first.
void rollBackHotJournal(const QString &path);

/// A connection for reading only, which never creates a file beside the campaign.
sqlite::Database openReadOnly(const QString &path, const SqliteHeader &header);

void removeIfExists(const QString &path);

/// Before a new file is renamed over an older campaign: its journal rolled back and its log
/// folded in, so no file beside it can outlive the rename.
void settleExistingCampaign(const QString &path);

} // namespace muster::store
