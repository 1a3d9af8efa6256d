#include "store/FileCheck.h"

#include "store/SideFiles.h"
#include "store/StoreSchema.h"

#include <QFile>
#include <QFileInfo>

namespace muster::store {

namespace {
constexpr qint64 kHeaderSize = 100;
constexpr char kMagic[] = "SQLite format 3"; // followed by a NUL: 16 bytes in all

QString notMuster(const QString &path, const QString &why)
{
    return QStringLiteral("%1 is not a Muster campaign (%2)").arg(path, why);
}
} // namespace

std::uint32_t readBigEndian16(const QByteArray &bytes, qsizetype offset)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData() + offset);
    return (std::uint32_t{p[0]} << 8) | std::uint32_t{p[1]};
}

std::uint32_t readBigEndian32(const QByteArray &bytes, qsizetype offset)
{
    return (readBigEndian16(bytes, offset) << 16) | readBigEndian16(bytes, offset + 2);
}

QString damagedMessage(const QString &path, const QString &detail)
{
    return QStringLiteral("%1 is damaged (%2)").arg(path, detail);
}

QString checkIdentity(const QString &path, std::int32_t applicationId, std::int32_t userVersion,
                      int newestSchema)
{
    if (applicationId != kApplicationId)
        return notMuster(path, QStringLiteral("an SQLite database of another program"));
    if (userVersion > newestSchema)
        return QStringLiteral(
                   "%1 was written by a newer Muster (schema %2, this one reads up to %3)")
            .arg(path)
            .arg(userVersion)
            .arg(newestSchema);
    if (userVersion < 1)
        return damagedMessage(path, QStringLiteral("it has no schema version; it was never "
                                                   "completely written"));
    return {};
}

bool hasHotJournal(const QString &path)
{
    const QFileInfo journal(path + QStringLiteral("-journal"));
    return journal.exists() && journal.size() > 0;
}

FileCheck checkCampaignFile(const QString &path, int newestSchema, SizeCheck sizeCheck)
{
    FileCheck result;
    QFile file(path);
    const QFileInfo info(path);
    if (!info.exists()) {
        result.refusal = QStringLiteral("%1 does not exist").arg(path);
        return result;
    }
    if (info.isDir()) {
        result.refusal = QStringLiteral("%1 is a folder, not a campaign file").arg(path);
        return result;
    }
    if (!info.isFile()) {
        // Never read from a FIFO or a device: it could block forever or never end.
        result.refusal = QStringLiteral("%1 is a device or pipe, not a campaign file").arg(path);
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.refusal = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return result;
    }
    const qint64 size = file.size();
    if (size == 0) {
        result.refusal = notMuster(path, QStringLiteral("the file is empty"));
        return result;
    }
    const QByteArray head = file.read(kHeaderSize);
    if (head.size() < 16 || !head.startsWith(QByteArray(kMagic, sizeof kMagic))) {
        result.refusal = notMuster(path, QStringLiteral("not an SQLite database"));
        return result;
    }
    if (head.size() < kHeaderSize) {
        result.refusal = damagedMessage(path, QStringLiteral("it is truncated inside its header"));
        return result;
    }

    SqliteHeader h;
    // Offset 16: page size, big-endian 16 bits; the value 1 means 65536 (fileformat.html 1.3.2).
    const std::uint32_t rawPageSize = readBigEndian16(head, 16);
    h.pageSize = rawPageSize == 1 ? 65536u : rawPageSize;
    if (h.pageSize < 512 || h.pageSize > 65536 || (h.pageSize & (h.pageSize - 1)) != 0) {
        result.refusal = damagedMessage(path, QStringLiteral("its header gives an impossible page "
                                                             "size of %1 bytes")
                                                  .arg(rawPageSize));
        return result;
    }
    // Offset 28: the page count, valid only when offset 92 (version-valid-for) equals offset 24
    // (the change counter); older writers leave it stale.
    const bool countValid = readBigEndian32(head, 92) == readBigEndian32(head, 24);
    h.pageCount = countValid ? readBigEndian32(head, 28) : 0;
    h.userVersion = static_cast<std::int32_t>(readBigEndian32(head, 60));
    h.applicationId = static_cast<std::int32_t>(readBigEndian32(head, 68));
    // Offsets 18 and 19: file format write and read versions, 2 for write-ahead-log mode.
    h.walMode = head[18] == 2 || head[19] == 2;
    h.changeCounter = readBigEndian32(head, 24);

    const QFileInfo wal(path + QStringLiteral("-wal"));
    const bool walHasPages = wal.exists() && wal.size() > 0;
    // Without a log, the file's own header says whose it is even beside a journal: a save never
    // changes the application id, and writes the first page whole. Another program's file is
    // refused as such, and its journal left to it.
    if (!walHasPages && h.applicationId != kApplicationId) {
        result.refusal = checkIdentity(path, h.applicationId, h.userVersion, newestSchema);
        return result;
    }
    result.refusal = sideFileRefusal(path, file, h);
    if (!result.refusal.isEmpty())
        return result;

    // A non-empty write-ahead log beside the file may hold pages (and pragmas) newer than the file
    // itself, and a hot journal the pages to put back after a save that stopped half way: then
    // SQLite has the last word on identity and size.
    if (!walHasPages && !hasHotJournal(path)) {
        const QString identity = checkIdentity(path, h.applicationId, h.userVersion, newestSchema);
        if (!identity.isEmpty()) {
            result.refusal = identity;
            return result;
        }
        if (sizeCheck == SizeCheck::Skip) {
            result.header = h;
            return result;
        }
        result.refusal = sizeRefusal(path, size, h.pageSize, countValid ? h.pageCount : 0);
        if (!result.refusal.isEmpty())
            return result;
    }
    result.header = h;
    return result;
}

QString sizeRefusal(const QString &path, qint64 size, std::uint32_t pageSize,
                    std::uint32_t pageCount)
{
    const qint64 expected = qint64{pageCount} * pageSize;
    if (size < expected)
        return damagedMessage(
            path, QStringLiteral("it is truncated: %1 bytes of the %2 its header announces")
                      .arg(size)
                      .arg(expected));
    if (pageSize > 0 && size % pageSize != 0)
        return damagedMessage(
            path, QStringLiteral("its size of %1 bytes is not a whole number of %2-byte pages")
                      .arg(size)
                      .arg(pageSize));
    return {};
}

} // namespace muster::store
