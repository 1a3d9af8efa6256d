#include "store/FileCheck.h"

#include "store/StoreSchema.h"

#include <QFile>
#include <QFileInfo>

namespace muster::store {

namespace {
constexpr qint64 kHeaderSize = 100;
constexpr char kMagic[] = "SQLite format 3"; // followed by a NUL: 16 bytes in all

std::uint32_t bigEndian32(const QByteArray &bytes, int offset)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData() + offset);
    return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) |
           std::uint32_t{p[3]};
}

QString notMuster(const QString &path, const QString &why)
{
    return QStringLiteral("%1 is not a Muster campaign (%2)").arg(path, why);
}
} // namespace

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
    const auto rawPageSize = static_cast<std::uint32_t>(
        (static_cast<unsigned char>(head[16]) << 8) | static_cast<unsigned char>(head[17]));
    h.pageSize = rawPageSize == 1 ? 65536u : rawPageSize;
    if (h.pageSize < 512 || h.pageSize > 65536 || (h.pageSize & (h.pageSize - 1)) != 0) {
        result.refusal = damagedMessage(path, QStringLiteral("its header gives an impossible page "
                                                             "size of %1 bytes")
                                                  .arg(rawPageSize));
        return result;
    }
    // Offset 28: the page count, valid only when offset 92 (version-valid-for) equals offset 24
    // (the change counter); older writers leave it stale.
    const bool countValid = bigEndian32(head, 92) == bigEndian32(head, 24);
    h.pageCount = countValid ? bigEndian32(head, 28) : 0;
    h.userVersion = static_cast<std::int32_t>(bigEndian32(head, 60));
    h.applicationId = static_cast<std::int32_t>(bigEndian32(head, 68));
    // Offsets 18 and 19: file format write and read versions, 2 for write-ahead-log mode.
    h.walMode = head[18] == 2 || head[19] == 2;

    // A non-empty write-ahead log beside the file may hold pages (and pragmas) newer than the file
    // itself, and a hot journal the pages to put back after a save that stopped half way: then
    // SQLite has the last word on identity and size.
    const QFileInfo wal(path + QStringLiteral("-wal"));
    const bool walHasPages = wal.exists() && wal.size() > 0;
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
