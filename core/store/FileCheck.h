#pragma once
// Checks a campaign file's bytes before SQLite is allowed near it. SQLite itself would happily open
// a text file as an empty database or "recover" a foreign one; these checks make sure a file Muster
// refuses is never opened for writing, so refusing it can never change it.

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
    std::uint32_t changeCounter = 0; // raised by every committed save in rollback-journal mode
    bool walMode = false; // the file was last written in write-ahead-log mode (older Muster)
};

/// The result of looking at a file: either the header, or the reason to refuse it (naming the
/// file).
struct FileCheck
{
    std::optional<SqliteHeader> header;
    QString refusal;
};

/// What checkCampaignFile looks at besides the identity.
enum class SizeCheck
{
    Skip,  // a save by another program may be growing the file right now: size comes later
    Check, // nobody is saving (the file's own tests, or after SQLite refused it)
};

/// Reads and checks the header of `path`: it exists, is a regular file, is an SQLite database,
/// every journal or log beside it that SQLite would use is the file's own (SideFiles.h), (when no
/// write-ahead log or journal beside it may hold newer pages) it carries Muster's application id
/// and a schema no newer than `newestSchema`, and with SizeCheck::Check is not truncated. Never
/// writes and never opens the file with SQLite.
FileCheck checkCampaignFile(const QString &path, int newestSchema,
                            SizeCheck size = SizeCheck::Check);

/// The refusal for a file of `size` bytes whose header announces `pageCount` pages of `pageSize`
/// bytes (0: no valid count); empty when the size fits.
QString sizeRefusal(const QString &path, qint64 size, std::uint32_t pageSize,
                    std::uint32_t pageCount);

/// Whether a rollback journal with content lies beside `path`: the last save stopped half way and
/// SQLite must roll it back (it needs to write the file to do so) before the file can be read.
bool hasHotJournal(const QString &path);

/// The refusal for a file whose PRAGMA application_id / user_version (read through SQLite, so a
/// write-ahead log is taken into account) are not ones this Muster reads; empty when they are.
QString checkIdentity(const QString &path, std::int32_t applicationId, std::int32_t userVersion,
                      int newestSchema);

/// The unsigned big-endian number of 2 or 4 bytes at `offset` of `bytes` (SQLite's headers).
std::uint32_t readBigEndian16(const QByteArray &bytes, qsizetype offset);
std::uint32_t readBigEndian32(const QByteArray &bytes, qsizetype offset);

/// Names the file in a message: "X is damaged (...)".
QString damagedMessage(const QString &path, const QString &detail);

} // namespace muster::store
