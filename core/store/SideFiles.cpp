#include "store/SideFiles.h"

#include "store/FileCheck.h"
#include "store/StoreSchema.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <array>
#include <cstdint>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#endif

namespace muster::store {

namespace {

constexpr char kDatabaseMagic[] = "SQLite format 3"; // with its NUL: 16 bytes
constexpr std::array<unsigned char, 8> kJournalMagic{0xd9, 0xd5, 0x05, 0xf9,
                                                     0x20, 0xa1, 0x63, 0xd7};
constexpr qint64 kJournalHeaderSize = 28;
constexpr std::uint32_t kWalMagic = 0x377f0682; // the low bit says big-endian checksums
constexpr std::uint32_t kWalVersion = 3007000;
constexpr qint64 kWalHeaderSize = 32;
constexpr qint64 kWalFrameHeaderSize = 24;

bool isPowerOfTwoIn(std::uint32_t value, std::uint32_t low, std::uint32_t high)
{
    return value >= low && value <= high && (value & (value - 1)) == 0;
}

/// `path` as one word for a shell, for the command the message suggests.
QString shellWord(const QString &path)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./+:@%,=-]+$"));
    if (plain.match(path).hasMatch())
        return path;
    QString quoted = path;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString notThisCampaigns(const QString &side, const QString &why)
{
    return QStringLiteral("%1 is not this campaign's (%2), so nothing was read from it and the "
                          "campaign was left as it is; move it aside (e.g. mv %3 %3.old) and try "
                          "again")
        .arg(side, why, shellWord(side));
}

QString cannotRead(const QString &side, const QFile &file)
{
    return QStringLiteral("cannot read %1: %2 (the campaign was left as it is)")
        .arg(side, file.errorString());
}

/// Whether another program holds the file's RESERVED lock: a save under way, whose journal is not
/// hot and which SQLite leaves alone. SQLite's unix locks are POSIX locks on the bytes after the
/// "pending byte" at 1 GiB; RESERVED is the one right after it. Testing for a lock takes none.
bool saveUnderWayElsewhere(QFile &file)
{
#ifdef Q_OS_UNIX
    struct flock lock = {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = 0x40000001;
    lock.l_len = 1;
    return ::fcntl(file.handle(), F_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
#else
    Q_UNUSED(file);
    return false;
#endif
}

/// Whether the open `file` is still the file called `name`: not deleted or replaced since.
bool sameFile(QFile &file, const QString &name)
{
#ifdef Q_OS_UNIX
    struct stat opened, named;
    return ::fstat(file.handle(), &opened) == 0 &&
           ::stat(QFile::encodeName(name).constData(), &named) == 0 &&
           opened.st_dev == named.st_dev && opened.st_ino == named.st_ino;
#else
    return QFileInfo(name).size() == file.size();
#endif
}

/// What the copy of a database's first page in a side file says about whose it is: empty when it
/// is a page 1 of a Muster campaign with this file's page size.
QString firstPageRefusal(const QByteArray &page, const SqliteHeader &header)
{
    if (!page.startsWith(QByteArray(kDatabaseMagic, sizeof kDatabaseMagic)))
        return QStringLiteral("what it holds as the first page is not an SQLite file's header");
    const std::uint32_t raw = readBigEndian16(page, 16);
    if ((raw == 1 ? 65536u : raw) != header.pageSize)
        return QStringLiteral("it holds pages of another file");
    if (static_cast<std::int32_t>(readBigEndian32(page, 68)) != kApplicationId)
        return QStringLiteral("it holds pages of another program's database");
    return {};
}

/// The checks on a hot rollback journal. A Muster save copies the file's first page into its
/// journal before anything else (sqlite::Transaction), so that copy is the journal's first record;
/// SQLite writes that page back to the file only after all the journal is on disk and raises its
/// change counter as it does. So the copy's counter equals the file's (and then the file's first
/// page is still the copy, byte for byte) or is one below it (the save had begun to write the
/// file). A journal whose copy is further from the file was left by another state of the file (a
/// copy restored since) or another file: rolled back, it would mix pages of two campaigns.
///
/// What cannot be told: another Muster campaign's journal whose copy of page 1 is byte for byte
/// this file's first page (same size, free pages and change counter), or one save behind it. SQLite
/// writes no name or identity of the database into its journal.
QString journalRefusal(QFile &journal, QFile &file, const SqliteHeader &header)
{
    const auto *magic = reinterpret_cast<const char *>(kJournalMagic.data());
    const QByteArray head = journal.read(kJournalHeaderSize);
    if (head.size() < kJournalHeaderSize ||
        !head.startsWith(QByteArray(magic, kJournalMagic.size())))
        return QStringLiteral("it is not a rollback journal");
    const std::uint32_t records = readBigEndian32(head, 8);
    const std::uint32_t nonce = readBigEndian32(head, 12);
    const std::uint32_t sector = readBigEndian32(head, 20);
    const std::uint32_t pageSize = readBigEndian32(head, 24);
    if (!isPowerOfTwoIn(sector, 32, 65536) || !isPowerOfTwoIn(pageSize, 512, 65536))
        return QStringLiteral("its header is not one SQLite writes");
    if (pageSize != header.pageSize)
        return QStringLiteral("its pages are of %1 bytes, this file's of %2")
            .arg(pageSize)
            .arg(header.pageSize);
    // The first record, one sector in: the page's number, its bytes and a checksum.
    const qint64 recordSize = 4 + qint64{pageSize} + 4;
    const QByteArray record = journal.seek(sector) ? journal.read(recordSize) : QByteArray();
    if (records == 0 || record.size() < recordSize)
        return QStringLiteral("it holds no copy of the file's first page");
    if (readBigEndian32(record, 0) != 1)
        return QStringLiteral("it does not begin with a copy of the file's first page, as the "
                              "journal of every Muster save does");
    const QByteArray page = record.mid(4, pageSize);
    // SQLite's checksum of a journal record: the nonce plus every 200th byte from the end.
    std::uint32_t sum = nonce;
    for (qint64 i = pageSize - 200; i > 0; i -= 200)
        sum += static_cast<unsigned char>(page[i]);
    if (sum != readBigEndian32(record, 4 + pageSize))
        return QStringLiteral("its copy of the file's first page is incomplete");
    if (const QString why = firstPageRefusal(page, header); !why.isEmpty())
        return why;
    const std::uint32_t counter = readBigEndian32(page, 24);
    if (counter == header.changeCounter) {
        file.seek(0);
        if (file.read(pageSize) != page)
            return QStringLiteral("it holds pages of another file");
        return {};
    }
    if (counter + 1 == header.changeCounter)
        return {};
    if (counter > header.changeCounter)
        return QStringLiteral("it was left by a save of a later state than the file's: the file "
                              "was replaced by an older copy since, or the journal is another "
                              "file's");
    return QStringLiteral("it was left by a save older than the file's last one: the file was "
                          "replaced by a newer copy since, or the journal is another file's");
}

/// The two running sums of a write-ahead log's checksum over `bytes` (a multiple of 8), continuing
/// from `sums`; the words are big-endian or little-endian as the log's magic says.
void walChecksum(const char *bytes, qint64 size, bool bigEndian, std::array<std::uint32_t, 2> &sums)
{
    const auto word = [&](qint64 at) {
        const auto *p = reinterpret_cast<const unsigned char *>(bytes + at);
        return bigEndian ? (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) |
                               (std::uint32_t{p[2]} << 8) | std::uint32_t{p[3]}
                         : (std::uint32_t{p[3]} << 24) | (std::uint32_t{p[2]} << 16) |
                               (std::uint32_t{p[1]} << 8) | std::uint32_t{p[0]};
    };
    for (qint64 i = 0; i + 8 <= size; i += 8) {
        sums[0] += word(i) + sums[1];
        sums[1] += word(i + 4) + sums[0];
    }
}

/// The checks on a write-ahead log. SQLite reads a log only as far as its frames are whole (the
/// salts of the log's header and a running checksum) and uses the frames up to the last that
/// ends a transaction; a log with none, or whose header it does not take, is not read at all and
/// needs no proof. Of one it would read, these can be checked: its page size is the file's; the
/// file is in write-ahead-log mode (a file leaves that mode only after its log was folded in and
/// deleted, so a log beside a file in rollback-journal mode is never its own); the last copy of
/// page 1 it would use, if any, is a Muster campaign's header still in that mode.
///
/// What cannot be told: the log of another Muster campaign kept in write-ahead-log mode (only
/// files of older Muster builds are) with the same page size. SQLite writes no name or identity of
/// the database into its log, and the file records nothing of the log's salts.
QString walRefusal(QFile &wal, const SqliteHeader &header)
{
    const QByteArray head = wal.read(kWalHeaderSize);
    if (head.size() < kWalHeaderSize)
        return {};
    const std::uint32_t magic = readBigEndian32(head, 0);
    const std::uint32_t pageSize = readBigEndian32(head, 8);
    if ((magic & ~1u) != kWalMagic || !isPowerOfTwoIn(pageSize, 512, 65536))
        return {};
    const bool bigEndian = (magic & 1u) != 0;
    std::array<std::uint32_t, 2> sums{0, 0};
    walChecksum(head.constData(), 24, bigEndian, sums);
    if (sums[0] != readBigEndian32(head, 24) || sums[1] != readBigEndian32(head, 28))
        return {};
    if (readBigEndian32(head, 4) != kWalVersion)
        return QStringLiteral("it is not a write-ahead log this Muster reads");
    const QByteArray salts = head.mid(16, 8);
    bool committed = false;
    QByteArray firstPage, firstPageCommitted;
    for (;;) {
        const QByteArray frame = wal.read(kWalFrameHeaderSize + pageSize);
        if (frame.size() < kWalFrameHeaderSize + pageSize || frame.mid(8, 8) != salts)
            break;
        const std::uint32_t page = readBigEndian32(frame, 0);
        walChecksum(frame.constData(), 8, bigEndian, sums);
        walChecksum(frame.constData() + kWalFrameHeaderSize, pageSize, bigEndian, sums);
        if (page == 0 || sums[0] != readBigEndian32(frame, 16) ||
            sums[1] != readBigEndian32(frame, 20))
            break;
        if (page == 1)
            firstPage = frame.mid(kWalFrameHeaderSize);
        if (readBigEndian32(frame, 4) != 0) { // the frame that ends a transaction
            committed = true;
            firstPageCommitted = firstPage;
        }
    }
    if (!committed)
        return {};
    if (pageSize != header.pageSize)
        return QStringLiteral("its pages are of %1 bytes, this file's of %2")
            .arg(pageSize)
            .arg(header.pageSize);
    if (!header.walMode)
        return QStringLiteral("the file is not in write-ahead-log mode, so no log of its own can "
                              "lie beside it");
    if (firstPageCommitted.isEmpty())
        return {};
    if (const QString why = firstPageRefusal(firstPageCommitted, header); !why.isEmpty())
        return why;
    if (firstPageCommitted[18] != 2 || firstPageCommitted[19] != 2)
        return QStringLiteral("its copy of the file's first page is not in write-ahead-log mode");
    return {};
}

} // namespace

QString sideFileRefusal(const QString &path, QFile &file, const SqliteHeader &header)
{
    // A save by another program may end, and another begin, while this looks: a side file that
    // came or went meanwhile is looked at again, up to three times.
    constexpr int kLooks = 3;
    const QString journalPath = path + QStringLiteral("-journal");
    for (int look = 1;; ++look) {
        QFile journal(journalPath);
        if (!journal.open(QIODevice::ReadOnly)) {
            if (!journal.exists())
                break;
            if (look < kLooks)
                continue;
            return cannotRead(journalPath, journal);
        }
        // SQLite takes a journal as hot, and rolls it back, when its first byte is not zero (the
        // header is completed last, once the pages it lists are on disk) and no program is
        // saving the file now.
        const QByteArray first = journal.peek(1);
        if (first.isEmpty() || first[0] == 0 || saveUnderWayElsewhere(file))
            break;
        SqliteHeader now = header;
        file.seek(0);
        const QByteArray head = file.read(100);
        now.changeCounter = head.size() == 100 ? readBigEndian32(head, 24) : 0;
        const QString why = journalRefusal(journal, file, now);
        if (why.isEmpty())
            break;
        // Only a journal that stayed as it was beside an unchanged file is judged.
        file.seek(0);
        const bool still = file.read(100) == head && sameFile(journal, journalPath);
        if (still || look == kLooks)
            return notThisCampaigns(journalPath, why);
    }
    const QString walPath = path + QStringLiteral("-wal");
    for (int look = 1;; ++look) {
        QFile wal(walPath);
        if (!wal.open(QIODevice::ReadOnly)) {
            if (!wal.exists())
                return {};
            if (look < kLooks)
                continue;
            return cannotRead(walPath, wal);
        }
        const QString why = walRefusal(wal, header);
        return why.isEmpty() ? QString() : notThisCampaigns(walPath, why);
    }
}

} // namespace muster::store
