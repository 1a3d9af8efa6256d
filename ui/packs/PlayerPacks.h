#pragma once
// The player packs of a resolved turn, one folder per kingdom (OUT/ALD/...):
//
//     ALD-map.png, ALD-map.pdf      the map as Aldmark knows it (its areas outlined, a legend),
//                                   of the part of the world it knows, the PDF on the campaign's
//                                   paper, over several pages and a key where names would be
//                                   under 7 points on one
//     ALD-overview.png              the whole world small, where its map lies outlined
//     ALD-report.pdf, .txt          its turn report
//     ALD-turnsheet.txt             its sheet for the next turn
//     roundup.pdf, .txt, .png       the public roundup and its map, the same in every folder
//     ALD.eml                       a ready e-mail to its player with the report and the files
//
// and the roundup's files at the top (OUT/roundup.pdf, ...), to publish. The packs write these
// files and nothing else (PackFolder.h): no link in OUT is followed, no kingdom's id can name
// another file of the pack, and no file is more open than the campaign's file.
//
// Everything a pack says comes from the kingdom's view (core/view/KingdomView.h) or the public
// view; the whole campaign is never handed to the drawing or the documents of one kingdom.

#include "model/Campaign.h"
#include "model/Paper.h"
#include "packs/PackMapFrame.h"
#include "util/Result.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <functional>

namespace muster {

struct PackOptions
{
    int kingdom = -1;          // one kingdom's pack, or every kingdom's
    bool mail = true;          // write the ready e-mail
    int mapWidth = 1800;       // pixels across a map PNG (the PDFs' pages are drawn at 150 dpi)
    Paper paper = Paper::A4;   // of every PDF: the maps' pages, the report's, the roundup's
    QString gmName, gmAddress; // the e-mail's sender; empty leaves it to the mail program
    QDateTime mailDate;        // the e-mail's Date; invalid: now
    /// The largest e-mail the players' mailboxes take (2 MB goes through most providers): what
    /// would make a mail larger is left out or mailed smaller, and its text says so (PackMail.h).
    qsizetype mailLimit = 2 * 1024 * 1024;
    QString campaignFile; // the packs' files are no more open than this file; "": no bound
    int threads = 0;      // packs written at once; 0: one per core (the bytes are the same)
    /// Called before the first and after every kingdom with the packs done and the total;
    /// returning false stops: the packs written so far stay, the rest are not written.
    std::function<bool(int done, int total)> progress;
};

struct PackSummary
{
    int turn = 0;      // the resolved turn the packs are of
    int kingdoms = 0;  // packs written
    QStringList files; // every file written, relative to the output folder
    bool cancelled = false;
};

/// Writes the packs of the campaign's last resolved turn into `outDir` (created if needed), and
/// says what was written; a failure naming the file or the reason when a file cannot be written
/// or no turn is resolved yet.
Result<PackSummary> writePlayerPacks(const Campaign &campaign, const QString &outDir,
                                     const PackOptions &options);

} // namespace muster
