#include "packs/PlayerPacks.h"

#include "io/OutputPath.h"
#include "mail/MailAddress.h"
#include "mail/Outbox.h"
#include "mailio/MailSupport.h"
#include "mailio/MailWriter.h"
#include "pack/LastSeenReport.h"
#include "pack/PlainText.h"
#include "pack/PlayerReport.h"
#include "pack/Roundup.h"
#include "pack/Turnsheet.h"
#include "packs/PackFolder.h"
#include "packs/PackMail.h"
#include "packs/PackMapDrawing.h"
#include "packs/PackMapFrame.h"
#include "packs/PackWorkers.h"
#include "render/export/ImageMemory.h"
#include "render/export/MapExporter.h"
#include "render/pack/DocumentPdf.h"
#include "render/print/MapPages.h"
#include "rules/RuleSystem.h"
#include "rules/turn/TurnName.h"
#include "view/KingdomView.h"
#include "view/OrderMarks.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QThread>

#include <unistd.h>

#include <deque>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>

namespace muster {

namespace {

Result<void> writeText(const QString &path, const QString &text)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0 || !f.commit())
        return failed(QStringLiteral("Cannot write %1: %2").arg(path, f.errorString()));
    return {};
}

/// The first failure of `steps`, each run only when every one before it succeeded; success when
/// none fails.
Result<void> firstFailure(std::initializer_list<std::function<Result<void>()>> steps)
{
    for (const auto &step : steps)
        if (auto done = step(); !done)
            return done;
    return {};
}

/// The same file in a second folder: a hard link where the file system has them (the roundup is
/// the same for every kingdom, and a hundred copies of its map would be most of the packs'
/// writing), a copy elsewhere.
bool linkOrCopy(const QString &from, const QString &to)
{
    if (::link(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0)
        return true;
    return QFile::copy(from, to);
}

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString mimeTypeOf(const QString &name)
{
    if (name.endsWith(QLatin1String(".pdf")))
        return QStringLiteral("application/pdf");
    if (name.endsWith(QLatin1String(".png")))
        return QStringLiteral("image/png");
    return QStringLiteral("text/plain");
}

/// Whether a pack's file goes into its mail. A mail carries every document once, in the form a
/// mail client shows at a glance: the kingdom's map and the roundup's as PNG, the report as the
/// mail's text and as a PDF to print, the turnsheet and the roundup's text. The maps' PDFs and
/// the roundup's PDF (the same pictures, for a GM who prints and posts) and the report's text
/// file stay in the pack's folder: they would double the mail for nothing new.
bool mailed(const QString &file)
{
    // The overview is mailed: it is small, and where the map lies matters in a large world.
    return !file.endsWith(QLatin1String("-map.pdf")) &&
           !file.endsWith(QLatin1String("-report.txt")) && file != QLatin1String("roundup.pdf");
}

/// The roundup's files, in every pack and at the top of the output folder. No kingdom's file or
/// folder can have one of these names, whatever its id (a kingdom may be called "roundup"): a
/// kingdom's files are its id and "-" and a word, or its id and ".eml", and its folder's name
/// has no "." (ids are letters, digits, "-" and "_").
const QStringList &roundupNames()
{
    static const QStringList names{QStringLiteral("roundup.pdf"), QStringLiteral("roundup.txt"),
                                   QStringLiteral("roundup.png")};
    return names;
}

/// A kingdom's own files in its pack, the ready e-mail last.
QStringList ownFiles(const QString &id, bool mail)
{
    QStringList files{id + QStringLiteral("-map.png"),      id + QStringLiteral("-map.pdf"),
                      id + QStringLiteral("-overview.png"), id + QStringLiteral("-report.pdf"),
                      id + QStringLiteral("-report.txt"),   id + QStringLiteral("-turnsheet.txt")};
    if (mail)
        files << id + QStringLiteral(".eml");
    return files;
}

/// What one kingdom's pack is made of, ready to be drawn and written on any thread: nothing in
/// it refers to a renderer.
struct PackJob
{
    QString dir, id;
    // The map's PDF is written as the map is drawn; the map is kept for the mail, which may
    // carry it smaller.
    QImage map, overview;
    PackDocument report;
    Paper paper = Paper::A4;
    QString turnsheet;
    bool mail = false;
    qsizetype mailLimit = 0;
    OutgoingMail outgoing;
};

/// The roundup's files, written once and linked into every pack.
struct RoundupFiles
{
    QString dir;
    QStringList names;
    std::vector<QByteArray> bytes, encoded; // as read, and as a mail carries them
    /// Those of `names` still being written while the packs are made (the PDF, the longest to
    /// draw): listed with each pack's files, linked into it when they are written.
    QStringList later;
};

/// Writes one kingdom's pack; the files written, relative to the pack's folder.
Result<QStringList> writePack(PackJob job, const RoundupFiles &roundup)
{
    auto at = [&](const QString &name) { return job.dir + QLatin1Char('/') + name; };
    const QString reportText = job.report.toPlainText();
    QStringList files = ownFiles(job.id, false);
    const auto ownFilesWritten = firstFailure({
        [&] { return writeExportPng(job.map, at(files[0])); },
        [&] { return writeExportPng(job.overview, at(files[2])); },
        [&] { return writeDocumentPdf(job.report, at(files[3]), {}, pageSizeOf(job.paper)); },
        [&] { return writeText(at(files[4]), reportText); },
        [&] { return writeText(at(files[5]), job.turnsheet); },
    });
    if (!ownFilesWritten)
        return failed(ownFilesWritten.problems());
    std::vector<QByteArray> contents;
    for (const QString &f : files)
        contents.push_back(job.mail && mailed(f) ? readBytes(at(f)) : QByteArray());
    for (qsizetype i = 0; i < roundup.names.size(); ++i) {
        const QString &f = roundup.names[i];
        if (!roundup.later.contains(f) && !linkOrCopy(roundup.dir + QLatin1Char('/') + f, at(f)))
            return failed(QStringLiteral("Cannot write %1").arg(at(f)));
        files << f;
        contents.push_back(roundup.bytes[static_cast<size_t>(i)]);
    }
    if (job.mail) {
        job.outgoing.body = reportText + job.outgoing.body;
        for (qsizetype i = 0; i < files.size(); ++i) {
            const size_t own = contents.size() - roundup.names.size();
            const size_t n = static_cast<size_t>(i);
            if (mailed(files[i]))
                job.outgoing.attachments.push_back(
                    {files[i], mimeTypeOf(files[i]), contents[n],
                     n < own ? QByteArray() : roundup.encoded[n - own]});
        }
        const QByteArray composed =
            composeWithinLimit(job.outgoing, job.mailLimit, job.id, job.map);
        const QString eml = ownFiles(job.id, true).last();
        QSaveFile file(at(eml));
        if (!file.open(QIODevice::WriteOnly) || file.write(composed) < 0 || !file.commit())
            return failed(QStringLiteral("Cannot write %1: %2").arg(at(eml), file.errorString()));
        files << eml;
    }
    return files;
}

/// Draws a kingdom's map with a renderer of `drawings` and writes its pack, on a worker.
Result<QStringList> drawAndWritePack(PackJob job, const KingdomView &view, const KingdomView &shown,
                                     const QString &suffix, const MapInputs &inputs,
                                     MapDrawings &drawings, const RoundupFiles &roundup)
{
    std::unique_ptr<MapDrawing> drawing = drawings.take();
    auto drawn = drawKingdomMap(*drawing, inputs, view, shown, suffix,
                                job.dir + QLatin1Char('/') + ownFiles(job.id, false)[1]);
    drawings.give(std::move(drawing));
    if (!drawn)
        return failed(drawn.problems());
    job.map = std::move(drawn->map);
    job.overview = std::move(drawn->overview);
    return writePack(std::move(job), roundup);
}
} // namespace

Result<PackSummary> writePlayerPacks(const Campaign &c, const QString &outDir, const PackOptions &o)
{
    PackSummary done;
    const int turnIndex = lastResolvedTurn(c);
    if (turnIndex < 0)
        return failed(QStringLiteral("%1 has no resolved turn yet: resolve turn %2 first")
                          .arg(c.name)
                          .arg(c.current().number));
    if (o.kingdom >= static_cast<int>(c.kingdoms.size()))
        return failed(QStringLiteral("no kingdom %1").arg(o.kingdom));
    // Before anything is written: a pack that promised its ready e-mail must not go out without it.
    if (o.mail) {
        if (const QString problem = mailSupportProblem(); !problem.isEmpty())
            return failed(problem);
    }
    done.turn = c.turns[static_cast<size_t>(turnIndex)].number;
    std::vector<int> kingdoms;
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        if (o.kingdom < 0 || o.kingdom == static_cast<int>(k))
            kingdoms.push_back(static_cast<int>(k));
    const int total = static_cast<int>(kingdoms.size());
    // Every place a file goes is checked before one is written, so a refused folder changes
    // nothing.
    PackFolder folder;
    QStringList places = roundupNames();
    for (int k : kingdoms) {
        const QString &id = c.kingdoms[static_cast<size_t>(k)].id;
        for (const QString &f : ownFiles(id, o.mail) + roundupNames())
            places << id + QLatin1Char('/') + f;
    }
    // The campaign may not be kept where a pack's file goes: moved into place, the file would
    // replace it. (A link there to the campaign is replaced, the campaign kept: PackFolder.h.)
    for (const QString &place : places)
        if (!o.campaignFile.isEmpty() &&
            isSameEntry(outDir + QLatin1Char('/') + place, o.campaignFile))
            return failed(QStringLiteral("%1/%2 is the campaign itself, and the packs would write "
                                         "over it; nothing written")
                              .arg(outDir, place));
    if (const auto ready = folder.openFor(outDir, o.campaignFile, places); !ready)
        return failed(ready.problems());
    if (o.progress && !o.progress(0, total)) {
        done.cancelled = true;
        return done;
    }

    // The roundup once, then linked into every pack and, when the packs are done, put at the top
    // of the output folder.
    MapDrawings drawings(c, turnIndex, o.mapWidth, o.paper);
    std::unique_ptr<MapDrawing> first = drawings.take();
    MapDrawing &maps = *first;
    const KingdomView everyone = publicView(c, turnIndex);
    const QString staging = folder.staging();
    const PackDocument roundup = publicRoundup(c, everyone);
    auto publicMap = maps.drawPublic(everyone, QStringLiteral("end of the turn: who owns what"));
    if (!publicMap)
        return failed(publicMap.problems());
    // The roundup's map on paper: after its text, by the rule of every map PDF of the packs.
    const PageSetup roundupPages = maps.pagesFor(
        maps.optionsFor(everyone, everyone.areas, everyone.hexes, {}, {}, maps.wholeScale),
        QStringLiteral("who owns what"));
    const auto roundupWritten = firstFailure({
        [&] { return writeExportPng(*publicMap, staging + QStringLiteral("/roundup.png")); },
        [&] { return writeText(staging + QStringLiteral("/roundup.txt"), roundup.toPlainText()); },
    });
    if (!roundupWritten)
        return failed(roundupWritten.problems());
    // The roundup's PDF, its map on pages after its text, is drawn on the pool while the first
    // packs are made (below), with the renderer that drew its map.
    auto writeRoundupPdf = [&]() -> Result<void> {
        return writeDocumentPdf(roundup, staging + QStringLiteral("/roundup.pdf"), *publicMap,
                                pageSizeOf(o.paper), [&](QPainter &p, QPagedPaintDevice &device) {
                                    // QPdfWriter's layout is set for the map's pages.
                                    device.setPageLayout(pageLayoutOf(roundupPages));
                                    return paintMapPagesAfter(p, *maps.renderer, device,
                                                              roundupPages);
                                });
    };
    // Each kingdom's overview: the public map small, where its map lies outlined.
    auto small = maps.drawOverview(everyone);
    if (!small)
        return failed(small.problems());
    RoundupFiles roundupFiles{staging, roundupNames(), {}, {}, {QStringLiteral("roundup.pdf")}};
    for (const QString &f : roundupFiles.names) {
        // Only what a mail carries is read: the roundup's PDF of a large world is a hundred
        // megabytes, linked into each pack, never mailed.
        const bool carried = o.mail && mailed(f);
        roundupFiles.bytes.push_back(carried ? readBytes(staging + QLatin1Char('/') + f)
                                             : QByteArray());
        roundupFiles.encoded.push_back(carried ? encodeAttachment(roundupFiles.bytes.back())
                                               : QByteArray());
    }

    const QRectF world = maps.renderer->sceneBounds();
    // What each kingdom knows, its report and its turnsheet are made here, one after another
    // (they read the campaign's history); its map is drawn and its files written on the pool,
    // each worker with a renderer of its own (MapDrawings). Every file is made from its
    // kingdom's job alone, so the bytes are the same whatever the number of threads, and the
    // kingdoms finish in their order. The roundup's PDF is drawn on the pool meanwhile; once it
    // is written it is linked into every pack, and the packs are put in place.
    const TurnOrderMarks turnMarks = turnOrderMarks(c, turnIndex);   // none in a hex campaign
    const TurnMarchMarks turnMarches = turnMarchMarks(c, turnIndex); // none in an area one
    PackWorkers workers(o.threads > 0 ? o.threads : QThread::idealThreadCount());
    // The roundup's PDF first; its renderer then draws kingdoms' maps.
    QFuture<Result<void>> roundupPdf = workers.run([&]() -> Result<void> {
        auto written = writeRoundupPdf();
        drawings.give(std::move(first));
        return written;
    });
    std::deque<std::pair<QString, QFuture<Result<QStringList>>>> pending;
    Result<void> failure; // the first pack's that failed; success while none has
    QStringList finished; // the kingdoms whose packs are written, by id
    auto finishOldest = [&] {
        auto [id, future] = pending.front();
        pending.pop_front();
        const Result<QStringList> written = future.result();
        if (!failure)
            return;
        if (!written) {
            failure = failed(written.problems());
            return;
        }
        // Put in place with the roundup's PDF, when that is written: a pack is never out beside
        // an earlier turn's roundup.
        QStringList files;
        for (const QString &f : *written)
            files << id + QLatin1Char('/') + f;
        finished << id;
        // A pack under way when the GM cancelled is finished and listed like the others.
        done.files << files;
        ++done.kingdoms;
        if (!done.cancelled && o.progress && !o.progress(done.kingdoms, total))
            done.cancelled = true;
    };
    for (int k : kingdoms) {
        if (!failure || done.cancelled)
            break;
        const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(k)];
        PackJob job;
        job.id = kingdom.id;
        job.dir = staging + QLatin1Char('/') + job.id;
        if (failure = folder.makeStagingFolder(job.id); !failure)
            break;
        const KingdomView view = kingdomView(c, turnIndex, k);
        // What it saw on earlier turns and sees no more: greyed on its map, listed in its report.
        const LastSeen memory = lastSeen(c, view);
        const QString suffix = QStringLiteral("end of the turn, as %1 knows it").arg(kingdom.name);
        const KingdomView shown = withMemory(view, memory);
        job.paper = o.paper;
        job.report = playerReport(c, view);
        lastSeenReport(job.report, c, memory);
        job.turnsheet = turnsheetText(c, view);
        job.mail = o.mail;
        job.mailLimit = o.mailLimit;
        if (o.mail) {
            OutgoingMail &mail = job.outgoing;
            mail.fromName = o.gmName;
            mail.fromAddress = o.gmAddress;
            mail.toName = kingdom.name;
            mail.toAddress = kingdom.email;
            mail.subject = packMailSubject(c, turnIndex, k);
            mail.date = o.mailDate.isValid() ? o.mailDate : QDateTime::currentDateTimeUtc();
            mail.messageId = newMessageId(mail.fromAddress);
            // After the report's text, which the job puts first.
            mail.body = QLatin1Char('\n') +
                        wrappedLines(QStringLiteral("Your turnsheet for %1 is attached (%2): "
                                                    "fill it in and send it back as the text of a "
                                                    "mail or attached.")
                                         .arg(turnName(c, c.turns.size() - 1),
                                              job.id + QStringLiteral("-turnsheet.txt")),
                                     {}, {});
        }
        const QString id = job.id; // before the job moves into the pool
        const MapInputs inputs{c, k, o.mapWidth, turnMarks, turnMarches, *small, world};
        // Made while the workers draw; handed to them when one is free.
        pending.emplace_back(
            id, workers.run([=, job = std::move(job), &drawings, &roundupFiles]() mutable {
                return drawAndWritePack(std::move(job), view, shown, suffix, inputs, drawings,
                                        roundupFiles);
            }));
        // Finished packs are taken as they come, and no more than one pack a worker waits
        // behind the oldest: progress and a cancel are noticed within a few packs.
        while (!pending.empty() && (pending.front().second.isFinished() ||
                                    pending.size() > static_cast<size_t>(workers.tasks())))
            finishOldest();
    }
    while (!pending.empty())
        finishOldest();
    // Also when no pack was finished: the PDF is drawn from this function's locals.
    if (const Result<void> pdf = roundupPdf.result(); failure && !pdf)
        failure = pdf;
    for (const QString &id : finished) {
        if (!failure)
            break;
        for (const QString &f : roundupFiles.later)
            if (const QString file = id + QLatin1Char('/') + f;
                !linkOrCopy(staging + QLatin1Char('/') + f, staging + QLatin1Char('/') + file))
                failure = failed(QStringLiteral("Cannot write %1/%2").arg(staging, file));
    }
    if (failure)
        failure = folder.place(done.files);
    if (failure)
        failure = folder.place(roundupNames());
    releaseImageMemory(); // the packs' images are freed
    if (!failure)
        return failed(failure.problems());
    done.files = roundupNames() + done.files;
    return done;
}

} // namespace muster
