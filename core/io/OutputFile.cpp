#include "io/OutputFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace muster {

namespace {

void removeIfThere(const QString &path)
{
    if (QFileInfo::exists(path))
        QFile::remove(path);
}

/// The temporary file and what SQLite may keep beside it when it is a campaign file.
void removeWithSideFiles(const QString &name)
{
    for (const char *suffix : {"", "-journal", "-wal", "-shm"})
        removeIfThere(name + QLatin1String(suffix));
}

#ifdef Q_OS_UNIX
QByteArray encoded(const QString &path)
{
    return QFile::encodeName(path);
}

/// Whether `fd` is still the file called `name`: nobody removed or replaced it meanwhile.
bool stillNamed(int fd, const QString &name)
{
    struct stat opened, named;
    return ::fstat(fd, &opened) == 0 && ::lstat(encoded(name).constData(), &named) == 0 &&
           opened.st_dev == named.st_dev && opened.st_ino == named.st_ino;
}

/// Opens the existing `name` and takes its lock, without waiting: the descriptor, or -1 with
/// errno (EWOULDBLOCK: another program holds it; ENOENT: it is gone).
int lockExisting(const QString &name)
{
    const int fd = ::open(encoded(name).constData(), O_RDWR | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return -1;
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        errno = EWOULDBLOCK;
        return -1;
    }
    if (!stillNamed(fd, name)) {
        ::close(fd);
        errno = ENOENT;
        return -1;
    }
    return fd;
}
#endif

} // namespace

QString folderRefusal(const QString &path)
{
    const QFileInfo folder(QFileInfo(path).absolutePath());
    const QString name = QDir::toNativeSeparators(folder.absoluteFilePath());
    if (!folder.exists())
        return QStringLiteral("the folder %1 does not exist").arg(name);
    if (!folder.isDir())
        return QStringLiteral("%1 is not a folder").arg(name);
    if (!folder.isWritable())
        return QStringLiteral("the folder %1 is read-only").arg(name);
    return {};
}

QString fileSystemRefusal(const QString &doing, const QString &path, const QString &name, int cause)
{
    QString why;
    if (cause == ENOSPC || cause == EDQUOT)
        why = QStringLiteral("the disk is full");
    else if (cause == ENOENT || cause == ENOTDIR || cause == EACCES || cause == EPERM ||
             cause == EROFS)
        why = folderRefusal(name);
    if (why.isEmpty())
        why = QString::fromLocal8Bit(std::strerror(cause));
    return QStringLiteral("cannot %1 %2: %3 (nothing was changed)").arg(doing, path, why);
}

void syncFolderOf(const QString &path)
{
    // Without it a power cut can undo a rename even though the file's own bytes were synced.
#ifdef Q_OS_UNIX
    const int fd = ::open(encoded(QFileInfo(path).absolutePath()).constData(),
                          O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#else
    Q_UNUSED(path);
#endif
}

ReplacementFile::ReplacementFile(const QString &path)
    : m_path(path), m_name(path + QStringLiteral(".new"))
{}

ReplacementFile::~ReplacementFile()
{
    release();
}

QString ReplacementFile::claim(const QString &doing)
{
#ifdef Q_OS_UNIX
    const QString busy = QStringLiteral("cannot %1 %2: another program is writing it right now "
                                        "(%3); try again when it is done")
                             .arg(doing, m_path, m_name);
    struct stat replaced;
    const bool replacing =
        ::stat(encoded(m_path).constData(), &replaced) == 0 && S_ISREG(replaced.st_mode);
    // A few rounds: a stale file found is removed and the claim starts again, and a file made
    // here may be taken for stale and removed by another program in between (then made anew).
    for (int round = 0; round < 8; ++round) {
        const int fd =
            ::open(encoded(m_name).constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            return fileSystemRefusal(doing, m_path, m_name, errno);
        if (fd < 0) {
            // Left by a writer that was killed, or in use by one under way.
            const int stale = lockExisting(m_name);
            if (stale < 0 && errno == EWOULDBLOCK)
                return busy;
            if (stale < 0 && errno != ENOENT)
                return fileSystemRefusal(doing, m_path, m_name, errno);
            if (stale >= 0) {
                removeWithSideFiles(m_name);
                ::close(stale);
            }
            continue;
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0 || !stillNamed(fd, m_name)) {
            ::close(fd);
            continue;
        }
        if (replacing && ::fchmod(fd, replaced.st_mode & 07777) != 0) {
            const int cause = errno;
            removeIfThere(m_name);
            ::close(fd);
            return fileSystemRefusal(doing, m_path, m_name, cause);
        }
        m_fd = fd;
        for (const char *suffix : {"-journal", "-wal", "-shm"})
            removeIfThere(m_name + QLatin1String(suffix));
        return {};
    }
    return busy;
#else
    removeWithSideFiles(m_name);
    QFile file(m_name);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot %1 %2: %3").arg(doing, m_path, file.errorString());
    return {};
#endif
}

QString ReplacementFile::write(const QByteArray &bytes, const QString &doing)
{
#ifdef Q_OS_UNIX
    const char *at = bytes.constData();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(m_fd, at, static_cast<size_t>(left));
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0)
            return fileSystemRefusal(doing, m_path, m_name, errno);
        at += written;
        left -= written;
    }
    if (::fsync(m_fd) != 0)
        return fileSystemRefusal(doing, m_path, m_name, errno);
    return {};
#else
    QFile file(m_name);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush())
        return QStringLiteral("cannot %1 %2: %3").arg(doing, m_path, file.errorString());
    return {};
#endif
}

QString ReplacementFile::commit(const QString &doing)
{
    std::error_code ec;
    std::filesystem::rename(m_name.toStdU16String(), m_path.toStdU16String(), ec);
    if (ec) {
        remove();
        release();
        return fileSystemRefusal(doing, m_path, m_path, ec.value());
    }
    release();
    syncFolderOf(m_path);
    return {};
}

void ReplacementFile::remove()
{
    removeWithSideFiles(m_name);
}

void ReplacementFile::release()
{
#ifdef Q_OS_UNIX
    if (m_fd >= 0)
        ::close(m_fd);
#endif
    m_fd = -1;
}

void ReplacementFile::removeStale(const QString &path)
{
#ifdef Q_OS_UNIX
    const QString name = path + QStringLiteral(".new");
    const int fd = lockExisting(name);
    if (fd < 0)
        return;
    removeWithSideFiles(name);
    ::close(fd);
#else
    Q_UNUSED(path);
#endif
}

QString writeWholeFile(const QString &path, const QByteArray &bytes)
{
    const QString doing = QStringLiteral("write");
    ReplacementFile file(path);
    if (const QString why = file.claim(doing); !why.isEmpty())
        return why;
    if (const QString why = file.write(bytes, doing); !why.isEmpty()) {
        file.remove();
        return why;
    }
    return file.commit(doing);
}

} // namespace muster
