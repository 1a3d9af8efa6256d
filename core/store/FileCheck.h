#pragma once
// Checks a campaign file's bytes before SQLite is allowed near it. SQLite itself would happily open
// a text file as an empty database or "recover" a foreign one; these checks make sure a file Muster
// refuses is never opened for writing, so refusing it can never change it (issue 2, point 4).

#include <QString>

#include <cstdint>
#include <optional>

namespace muster::store {

/// What the 100-byte header of an SQLite file says (https://www.sqlite.org/fileformat.html).
struct SqliteHeader
{
    std::uint32_t pageSize = 0;
    std::uint32_t pageCount = 0; // 0 when the header's page count is not valid (legacy writers)
    std::int32_t userVersion = 0;
    std::int32_t applicationId = 0;
};

/// The result of looking at a file: either the header, or the reason to refuse it (naming the
/// file).
struct FileCheck
{
    std::optional<SqliteHeader> header;
    QString refusal;
};

/// Reads and checks the header of `path`: it exists, is an SQLite database, is not truncated, and
/// (when no write-ahead log beside it may hold newer pages) carries Muster's application id and a
/// schema no newer than `newestSchema`. Never writes and never opens the file with SQLite.
FileCheck checkCampaignFile(const QString &path, int newestSchema);

/// The refusal for a file whose PRAGMA application_id / user_version (read through SQLite, so a
/// write-ahead log is taken into account) are not ones this Muster reads; empty when they are.
QString checkIdentity(const QString &path, std::int32_t applicationId, std::int32_t userVersion,
                      int newestSchema);

/// Names the file in a message: "X is damaged (...)".
QString damagedMessage(const QString &path, const QString &detail);

} // namespace muster::store
