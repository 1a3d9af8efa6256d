#pragma once
// Writing an output file whole: it is built beside its place under a temporary name ("PATH.new")
// and renamed into place once complete, so a file it replaces is replaced whole or not at all.
//
// One program at a time builds for a path: it holds an exclusive lock on the temporary file from
// before the first byte until after the rename, so two writers of one path never write into one
// file or rename each other's half-built file into place. A temporary file nobody holds was left
// by a writer that was killed: the next writer reuses it, and the next program that opens the
// campaign for writing removes it, so it never stays for ever. A replacement takes the
// permissions of the file it replaces; a new file gets the default of new files (the umask's).
// Every failure is one sentence naming the file and the cause.

#include <QByteArray>
#include <QString>

namespace muster {

/// The temporary file a new version of `path` is built in.
class ReplacementFile
{
public:
    /// For a new file at `path`; nothing is claimed yet.
    explicit ReplacementFile(const QString &path);
    ~ReplacementFile();
    ReplacementFile(const ReplacementFile &) = delete;
    ReplacementFile &operator=(const ReplacementFile &) = delete;

    /// The temporary file's name, beside `path`.
    const QString &name() const { return m_name; }

    /// Makes the temporary file, empty, for this program alone. Returns why it could not
    /// (another program is writing the same path, the folder does not exist or is read-only,
    /// ...), a sentence beginning "cannot `doing` PATH"; empty on success.
    QString claim(const QString &doing);

    /// Writes `bytes` into the claimed file and makes them durable; the refusal, or empty.
    QString write(const QByteArray &bytes, const QString &doing);

    /// Renames the claimed file over the path and lets go of it; the refusal, or empty (then the
    /// temporary file is removed and the path left as it was).
    QString commit(const QString &doing);

    /// Deletes the temporary file and whatever SQLite kept beside it; it stays claimed.
    void remove();

    /// Lets other programs write the path again.
    void release();

    /// Removes the temporary file a killed writer of `path` left, unless a program is writing it
    /// right now.
    static void removeStale(const QString &path);

private:
    QString m_path;
    QString m_name;
    int m_fd = -1;
};

/// Writes `bytes` as the whole file at `path` (ReplacementFile); the refusal, naming the file and
/// the cause, or empty.
QString writeWholeFile(const QString &path, const QByteArray &bytes);

/// The folder `path` would be written in, when it does not exist or is read-only, in words ("the
/// folder X does not exist"); empty when it may be written.
QString folderRefusal(const QString &path);

/// Why `doing` (a verb: "create") `path` failed where the file `name` (it, or a file made beside
/// it) could not be made or written, the system's error `cause` (an errno value) in words a GM
/// can act on: a folder that does not exist or is read-only, a full disk.
QString fileSystemRefusal(const QString &doing, const QString &path, const QString &name,
                          int cause);

/// Makes a rename in the folder of `path` durable.
void syncFolderOf(const QString &path);

} // namespace muster
