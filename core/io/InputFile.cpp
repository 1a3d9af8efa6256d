#include "io/InputFile.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace muster {

QString notARegularFile(const QString &path, const QString &noun)
{
    const QFileInfo info(path);
    if (!info.exists())
        return QStringLiteral("no such file");
    if (info.isDir())
        return QStringLiteral("it is a folder, not %1").arg(noun);
    if (!info.isFile())
        return QStringLiteral("it is a device or pipe, not %1").arg(noun);
    return {};
}

QString byteSize(qint64 bytes)
{
    if (bytes >= (qint64{1} << 20) && bytes % (qint64{1} << 20) == 0)
        return QStringLiteral("%1 MiB").arg(bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return QStringLiteral("%1 KiB").arg(bytes >> 10);
    return QStringLiteral("%1 bytes").arg(bytes);
}

namespace {
Failed tooLarge(const QString &name, const QString &what, qint64 maxBytes)
{
    return failed(Problem{name,
                          0,
                          {},
                          QStringLiteral("cannot read: larger than %1, the most %2 may be")
                              .arg(byteSize(maxBytes), what)});
}

// Reads until the end straight into one buffer: the size the file had when looked at (and one
// byte, to see that it did not grow past the limit), grown by doubling for a device of unknown
// size, never beyond the limit and one byte. Reading into pieces and joining them cost a copy and
// a fresh allocation a piece, a seventh of validating the largest campaign.
Result<QByteArray> readLimited(QIODevice &device, const QString &name, qint64 maxBytes,
                               const QString &what, qint64 expected = 0)
{
    constexpr qint64 kFirst = qint64{64} << 10;
    QByteArray bytes(std::min(std::max(expected, qint64{0}), maxBytes) + 1, Qt::Uninitialized);
    qint64 size = 0;
    for (;;) {
        if (size == bytes.size()) {
            if (size > maxBytes)
                return tooLarge(name, what, maxBytes);
            bytes.resize(std::min(maxBytes + 1, size + std::max(size, kFirst)));
        }
        const qint64 got = device.read(bytes.data() + size, bytes.size() - size);
        if (got <= 0)
            break;
        size += got;
    }
    bytes.truncate(size);
    return bytes;
}
} // namespace

Result<QByteArray> readInputFile(const QString &path, qint64 maxBytes, const QString &what)
{
    const auto fail = [&](const QString &why) {
        return failed(Problem{path, 0, {}, QStringLiteral("cannot read: %1").arg(why)});
    };
    const QString notRegular = notARegularFile(path, QStringLiteral("a file"));
    if (!notRegular.isEmpty())
        return fail(notRegular);
    const QFileInfo info(path);
    if (info.size() > maxBytes)
        return tooLarge(path, what, maxBytes);
    QFile file;
#ifdef Q_OS_UNIX
    // Opened without blocking and checked again: a FIFO put in the file's place after the look
    // above must not hang the reader in open().
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0)
        return fail(QString::fromLocal8Bit(std::strerror(errno)));
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return fail(QStringLiteral("it is a device or pipe, not a file"));
    }
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return fail(file.errorString());
    }
#else
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
#endif
    return readLimited(file, path, maxBytes, what, info.size());
}

Result<QByteArray> readInputDevice(QIODevice &device, const QString &name, qint64 maxBytes,
                                   const QString &what)
{
    return readLimited(device, name, maxBytes, what);
}

} // namespace muster
