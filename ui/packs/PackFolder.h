#pragma once
// The output folder of the player packs, written so that a pack writes its own files and nothing
// else, whatever the folder already holds.
//
// Every file is first written into a folder made fresh inside the output folder (mkdtemp: mode
// 0700, and a name with a "." that no kingdom id can have), then moved to its place with
// rename(2), which replaces whatever has that name, a symbolic link too, without following it.
// This rather than opening each file with O_NOFOLLOW: the PNG and PDF writers open their file by
// name (QImage::save, QPdfWriter) and would write through a link planted at that name, and in a
// folder made a moment ago by this process none can be. The folders of the output (one per
// kingdom) are opened without following a link, and one that is a link, or not a folder, is
// refused before anything is moved. A file is moved whole: a pack killed half way leaves its
// half-written files in the private folder, never in the pack, and the next pack written there
// removes that folder (no writer holds it locked, and it has not changed for a minute).
//
// A pack holds what the campaign holds, so its files are no more open than the campaign's file:
// they take its permissions at the most (a 0600 campaign gives 0600 packs), and the folders made
// for them the same, with search where there is read.

#include "util/Result.h"

#include <QString>
#include <QStringList>

#include <utility>

#include <sys/types.h>

namespace muster {

class PackFolder
{
public:
    /// `what` names the files written, as a message tells the GM to write them again: "packs",
    /// "receipts".
    explicit PackFolder(QString what = QStringLiteral("packs")) : m_what(std::move(what)) {}
    PackFolder(const PackFolder &) = delete;
    PackFolder &operator=(const PackFolder &) = delete;
    /// Removes the private folder, with whatever was written and not moved.
    ~PackFolder();

    /// Makes `outDir` if needed and the private folder in it. `campaignFile` (empty: none) is the
    /// file whose permissions bound the packs'. A failure naming the folder.
    Result<void> open(const QString &outDir, const QString &campaignFile);
    /// open(), then checkPlaces(files): the folder ready for `files`, or the first failure.
    Result<void> openFor(const QString &outDir, const QString &campaignFile,
                         const QStringList &files);
    /// The private folder, where the packs are written.
    QString staging() const { return m_staging; }
    /// Makes the folder `name` in the private folder. It fails when there is one of that name
    /// already: two kingdoms whose ids differ only in case, on a file system that does not tell
    /// upper from lower case, would write into one folder.
    Result<void> makeStagingFolder(const QString &name) const;
    /// Whether each of `files` ("roundup.txt", "ALD/ALD-map.png") can be put in its place: a
    /// failure naming the first place that is a symbolic link or not a folder where a folder
    /// goes, or a folder where a file goes. Changes nothing.
    Result<void> checkPlaces(const QStringList &files) const;
    /// Moves `files` from the private folder to the same places in the output folder (making a
    /// kingdom's folder when there is none), each with the packs' permissions; a failure naming
    /// the first file or folder that cannot be.
    Result<void> place(const QStringList &files);

private:
    QString m_what;
    QString m_out, m_staging;
    int m_outFd = -1;
    int m_stagingFd = -1;     // the private folder, locked while the pack is written
    mode_t m_fileMask = 0777; // the campaign file's permissions
    mode_t m_dirMask = 0777;  // the same with search (x) where there is read
};

} // namespace muster
