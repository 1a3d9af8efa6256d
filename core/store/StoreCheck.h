#pragma once
// The deep check of a .muster file behind `muster-cli validate FILE.muster`: what opening the file
// checks (its header, identity and schema version), then SQLite's own PRAGMA integrity_check, every
// table and column the schema has, the stored definition (read as the JSON reader reads a campaign)
// and every value of every row against the limits the JSON validator applies (model/Limits.h). It
// lists every problem found, not only the first, and never writes to the file.

#include "model/Campaign.h"
#include "util/Problems.h"

#include <QString>

#include <optional>

namespace muster::store {

/// The campaign in `path` when nothing is wrong with it; otherwise nullopt, with every problem
/// added to `problems` (each names the file).
std::optional<Campaign> checkStoreFile(const QString &path, Problems &problems);

} // namespace muster::store
