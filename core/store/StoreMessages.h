#pragma once
// The sentences of the store's failures, naming the file and what was being done.

#include "store/Sqlite.h"

#include <QString>

namespace muster::store {

/// What went wrong when `doing` (a verb: "read turn 3 of") `path` failed with `e`: damage, a
/// writer that kept the file busy, a full disk, or SQLite's own words.
QString describe(const QString &path, const sqlite::SqliteError &e, const QString &doing);

/// A file whose campaign is still in setup (campaign.setup = 1) but has played turns.
QString setupWithHistory();

} // namespace muster::store
