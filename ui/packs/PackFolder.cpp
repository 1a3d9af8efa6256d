#include "packs/PackFolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace muster {

namespace {

/// A file descriptor closed when it goes.
struct Fd
{
    int fd = -1;
    explicit Fd(int f) : fd(f) {}
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

/// A folder in `at`, never through a symbolic link.
int openFolder(int at, const QByteArray &name)
{
    return ::openat(at, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

QString linkRefused(const QString &path, const QString &what)
{
    return QStringLiteral("%1 is a symbolic link: the %2 never write through a link; move it "
                          "away and write the %2 again")
        .arg(path, what);
}

QString notAFolder(const QString &path, const QString &what)
{
    return QStringLiteral("%1 is not a folder: the %2 write a folder there; move it away and "
                          "write the %2 again")
        .arg(path, what);
}

/// "ALD/ALD-map.png" as its folder ("ALD", or "" at the top) and its name.
std::pair<QString, QString> splitPlace(const QString &file)
{
    const qsizetype slash = file.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? std::pair{QString(), file}
                     : std::pair{file.left(slash), file.mid(slash + 1)};
}

constexpr char kStagingPrefix[] = ".muster-pack-";

/// How long a private folder must have been left unchanged before another pack may take it for
/// abandoned: far longer than the moment between a writer making its folder and locking it.
constexpr int kAbandonedAfterSeconds = 60;

/// Removes the private folders that packs killed half way left in the output folder `outFd`
/// (at `out`): each one no writer holds locked (flock, released by the kernel when its writer
/// dies) and unchanged for a while. A folder of that name that is a link or not a folder is left.
void removeAbandonedStaging(int outFd, const QString &out)
{
    const QStringList names =
        QDir(out).entryList({QLatin1String(kStagingPrefix) + QLatin1Char('*')},
                            QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot | QDir::NoSymLinks);
    for (const QString &name : names) {
        const Fd folder(openFolder(outFd, QFile::encodeName(name)));
        struct stat st
        {};
        if (folder.fd < 0 || ::fstat(folder.fd, &st) != 0 ||
            ::time(nullptr) - st.st_mtime < kAbandonedAfterSeconds ||
            ::flock(folder.fd, LOCK_EX | LOCK_NB) != 0)
            continue;
        QDir(out + QLatin1Char('/') + name).removeRecursively();
    }
}

} // namespace

PackFolder::~PackFolder()
{
    if (!m_staging.isEmpty())
        QDir(m_staging).removeRecursively();
    if (m_stagingFd >= 0)
        ::close(m_stagingFd);
    if (m_outFd >= 0)
        ::close(m_outFd);
}

Result<void> PackFolder::open(const QString &outDir, const QString &campaignFile)
{
    if (!campaignFile.isEmpty()) {
        struct stat st
        {};
        if (::stat(QFile::encodeName(campaignFile).constData(), &st) == 0) {
            m_fileMask = st.st_mode & 0777;
            m_dirMask = m_fileMask | ((m_fileMask & 0444) >> 2);
        }
    }
    const bool existed = QFileInfo(outDir).isDir();
    if (!QDir().mkpath(outDir))
        return failed(QStringLiteral("Cannot create the folder %1").arg(outDir));
    m_out = QDir(outDir).absolutePath();
    const QByteArray out = QFile::encodeName(m_out);
    struct stat st
    {};
    if (!existed && ::stat(out.constData(), &st) == 0)
        ::chmod(out.constData(), st.st_mode & 0777 & m_dirMask);
    // The output folder itself is the GM's choice, a link to elsewhere included; what is in it
    // is opened relative to it, never through a link.
    m_outFd = ::open(out.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (m_outFd < 0)
        return failed(QStringLiteral("Cannot open the folder %1: %2").arg(m_out, systemError()));
    removeAbandonedStaging(m_outFd, m_out);
    QByteArray pattern = out + '/' + kStagingPrefix + "XXXXXX";
    if (!::mkdtemp(pattern.data()))
        return failed(
            QStringLiteral("Cannot write in the folder %1: %2").arg(m_out, systemError()));
    m_staging = QFile::decodeName(pattern);
    // Locked while this pack is written, so that another pack never takes it for abandoned.
    m_stagingFd = ::open(pattern.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (m_stagingFd < 0 || ::flock(m_stagingFd, LOCK_EX | LOCK_NB) != 0)
        return failed(
            QStringLiteral("Cannot write in the folder %1: %2").arg(m_staging, systemError()));
    return {};
}

Result<void> PackFolder::openFor(const QString &outDir, const QString &campaignFile,
                                 const QStringList &files)
{
    if (auto opened = open(outDir, campaignFile); !opened)
        return opened;
    return checkPlaces(files);
}

Result<void> PackFolder::makeStagingFolder(const QString &name) const
{
    const QString path = m_staging + QLatin1Char('/') + name;
    if (::mkdir(QFile::encodeName(path).constData(), 0700) == 0)
        return {};
    return failed(errno == EEXIST
                      ? QStringLiteral("Cannot write the pack of %1: another kingdom's pack has "
                                       "its folder, the file system does not tell their ids apart "
                                       "(upper and lower case); give one of them another id")
                            .arg(name)
                      : QStringLiteral("Cannot create the folder %1: %2").arg(path, systemError()));
}

Result<void> PackFolder::checkPlaces(const QStringList &files) const
{
    for (const QString &file : files) {
        const auto [folder, name] = splitPlace(file);
        struct stat st
        {};
        if (!folder.isEmpty()) {
            const QString path = m_out + QLatin1Char('/') + folder;
            if (::fstatat(m_outFd, QFile::encodeName(folder).constData(), &st,
                          AT_SYMLINK_NOFOLLOW) != 0)
                continue; // made when its pack is placed
            if (S_ISLNK(st.st_mode) || !S_ISDIR(st.st_mode))
                return failed(S_ISLNK(st.st_mode) ? linkRefused(path, m_what)
                                                  : notAFolder(path, m_what));
        }
        if (::fstatat(m_outFd, QFile::encodeName(file).constData(), &st, AT_SYMLINK_NOFOLLOW) ==
                0 &&
            S_ISDIR(st.st_mode))
            return failed(QStringLiteral("%1/%2 is a folder: the %3 write a file there; move it "
                                         "away and write the %3 again")
                              .arg(m_out, file, m_what));
    }
    return {};
}

Result<void> PackFolder::place(const QStringList &files)
{
    for (const QString &file : files) {
        const auto [folder, name] = splitPlace(file);
        const QByteArray folderName = QFile::encodeName(folder);
        const QByteArray fileName = QFile::encodeName(name);
        const QString target = m_out + QLatin1Char('/') + file;
        const Fd from(
            openFolder(AT_FDCWD, QFile::encodeName(m_staging + QLatin1Char('/') + folder)));
        if (!folder.isEmpty() &&
            ::mkdirat(m_outFd, folderName.constData(), 0777 & m_dirMask) != 0 && errno != EEXIST)
            return failed(QStringLiteral("Cannot create the folder %1/%2: %3")
                              .arg(m_out, folder, systemError()));
        // Opened without following a link: one planted since the check is refused, not used.
        const Fd to(folder.isEmpty() ? ::dup(m_outFd) : openFolder(m_outFd, folderName));
        if (to.fd < 0) {
            const QString path = m_out + QLatin1Char('/') + folder;
            return failed(
                errno == ELOOP ? linkRefused(path, m_what)
                : errno == ENOTDIR
                    ? notAFolder(path, m_what)
                    : QStringLiteral("Cannot open the folder %1: %2").arg(path, systemError()));
        }
        struct stat st
        {};
        if (from.fd < 0 || ::fstatat(from.fd, fileName.constData(), &st, 0) != 0 ||
            ::fchmodat(from.fd, fileName.constData(), st.st_mode & 0777 & m_fileMask, 0) != 0 ||
            ::renameat(from.fd, fileName.constData(), to.fd, fileName.constData()) != 0)
            return failed(QStringLiteral("Cannot write %1: %2").arg(target, systemError()));
    }
    return {};
}

} // namespace muster
