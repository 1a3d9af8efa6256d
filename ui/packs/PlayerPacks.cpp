#include "PlayerPacks.h"

#include "MailWriter.h"
#include "export/MapExporter.h"
#include "pack/DocumentPdf.h"
#include "pack/PlayerReport.h"
#include "pack/Roundup.h"
#include "pack/Turnsheet.h"
#include "view/KingdomView.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QSaveFile>

namespace muster {

namespace {

bool writeText(const QString &path, const QString &text, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0 || !f.commit()) {
        *error = QStringLiteral("Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
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

/// One renderer for every kingdom's map: the world's geometry is built once, and each kingdom's
/// view state is put in the drawn campaign's one turn before its map is exported.
struct MapDrawing
{
    Campaign drawn;
    std::unique_ptr<MapRenderer> renderer;
    MapExportOptions options;

    MapDrawing(const Campaign &c, int turn, int width)
    {
        drawn.name = c.name;
        drawn.seed = c.seed;
        drawn.ruleset = c.ruleset;
        drawn.world = c.world;
        drawn.kingdoms = c.kingdoms;
        drawn.turns.resize(1);
        drawn.turns.front().number = turn;
        renderer = std::make_unique<MapRenderer>(drawn);
        const double w = renderer->sceneBounds().width();
        options.scale = w > 0 ? std::clamp(width / w, 0.05, 4.0) : 1.0;
    }

    /// The map PNG at `png` and, when `pdf` is given, the same pixels on a PDF page: a vector
    /// PDF of a 5,000-area world takes longer to write than all the rest of a pack.
    bool draw(const KingdomView &view, const QString &suffix, const QString &png,
              const QString &pdf, QString *error)
    {
        drawn.turns.front().state = view.state;
        MapExportOptions o = options;
        o.titleSuffix = suffix;
        if (view.kind == RulesetKind::Hex)
            o.map.hexSight = &view.hexes;
        else
            o.map.areaSight = &view.areas;
        o.map.highlightKingdom = view.kingdom;
        if (!exportMapImage(*renderer, png, o, error))
            return false;
        return pdf.isEmpty() ||
               writeImagePdf(QImage(png), pdf, drawn.name + QStringLiteral(": ") + suffix, 150,
                             error);
    }
};

} // namespace

bool writePlayerPacks(const Campaign &c, const QString &outDir, const PackOptions &o,
                      PackSummary *summary, QString *error)
{
    PackSummary done;
    const int turnIndex = lastResolvedTurn(c);
    if (turnIndex < 0) {
        *error = QStringLiteral("%1 has no resolved turn yet: resolve turn %2 first")
                     .arg(c.name)
                     .arg(c.current().number);
        return false;
    }
    if (o.kingdom >= static_cast<int>(c.kingdoms.size())) {
        *error = QStringLiteral("no kingdom %1").arg(o.kingdom);
        return false;
    }
    const QDir out(outDir);
    if (!out.mkpath(QStringLiteral("."))) {
        *error = QStringLiteral("Cannot create the folder %1").arg(outDir);
        return false;
    }
    done.turn = c.turns[static_cast<size_t>(turnIndex)].number;
    std::vector<int> kingdoms;
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        if (o.kingdom < 0 || o.kingdom == static_cast<int>(k))
            kingdoms.push_back(static_cast<int>(k));
    const int total = static_cast<int>(kingdoms.size());
    if (o.progress && !o.progress(0, total)) {
        done.cancelled = true;
        *summary = done;
        return true;
    }

    // The roundup once, in a folder of its own, then copied into every pack.
    MapDrawing maps(c, done.turn, o.mapWidth);
    const KingdomView everyone = publicView(c, turnIndex);
    const QString roundupDir = out.filePath(QStringLiteral("roundup"));
    QDir().mkpath(roundupDir);
    const QString roundupMap = roundupDir + QStringLiteral("/roundup-map.png");
    const PackDocument roundup = publicRoundup(c, everyone);
    if (!maps.draw(everyone, QStringLiteral("end of the turn: who owns what"), roundupMap, {},
                   error) ||
        !writeText(roundupDir + QStringLiteral("/roundup.txt"), roundup.toPlainText(), error) ||
        !writeDocumentPdf(roundup, roundupDir + QStringLiteral("/roundup.pdf"), error,
                          QImage(roundupMap)))
        return false;
    const QStringList roundupFiles{QStringLiteral("roundup.pdf"), QStringLiteral("roundup.txt"),
                                   QStringLiteral("roundup-map.png")};
    for (const QString &f : roundupFiles)
        done.files << QStringLiteral("roundup/") + f;

    for (int k : kingdoms) {
        const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(k)];
        const QString id = kingdom.id;
        const QString dir = out.filePath(id);
        if (!QDir().mkpath(dir)) {
            *error = QStringLiteral("Cannot create the folder %1").arg(dir);
            return false;
        }
        auto at = [&](const QString &name) { return dir + QLatin1Char('/') + name; };
        const KingdomView view = kingdomView(c, turnIndex, k);
        const PackDocument report = playerReport(c, view);
        const QString reportText = report.toPlainText();
        QStringList files{id + QStringLiteral("-map.png"), id + QStringLiteral("-map.pdf"),
                          id + QStringLiteral("-report.pdf"), id + QStringLiteral("-report.txt"),
                          id + QStringLiteral("-turnsheet.txt")};
        if (!maps.draw(view, QStringLiteral("end of the turn, as %1 knows it").arg(kingdom.name),
                       at(files[0]), at(files[1]), error) ||
            !writeDocumentPdf(report, at(files[2]), error) ||
            !writeText(at(files[3]), reportText, error) ||
            !writeText(at(files[4]), turnsheetText(c, view), error))
            return false;
        for (const QString &f : roundupFiles) {
            QFile::remove(at(f));
            if (!QFile::copy(roundupDir + QLatin1Char('/') + f, at(f))) {
                *error = QStringLiteral("Cannot write %1").arg(at(f));
                return false;
            }
        }
        files << roundupFiles;
        if (o.mail) {
            OutgoingMail mail;
            mail.fromName = o.gmName;
            mail.fromAddress = o.gmAddress;
            mail.toName = kingdom.name;
            mail.toAddress = kingdom.email;
            mail.subject =
                QStringLiteral("%1: turn %2 for %3").arg(c.name).arg(done.turn).arg(kingdom.name);
            mail.date = o.mailDate.isValid() ? o.mailDate : QDateTime::currentDateTimeUtc();
            mail.messageId =
                QStringLiteral("turn%1.%2.%3@muster.invalid").arg(done.turn).arg(id).arg(c.seed);
            mail.body = reportText +
                        QStringLiteral("\nYour turnsheet for turn %1 is attached (%2): fill it in "
                                       "and send it back as the text of a mail or attached.\n")
                            .arg(c.current().number)
                            .arg(files[4]);
            for (const QString &f : files)
                mail.attachments.push_back({f, mimeTypeOf(f), readBytes(at(f))});
            const QString eml = id + QStringLiteral(".eml");
            QSaveFile file(at(eml));
            if (!file.open(QIODevice::WriteOnly) || file.write(composeMail(mail)) < 0 ||
                !file.commit()) {
                *error = QStringLiteral("Cannot write %1: %2").arg(at(eml), file.errorString());
                return false;
            }
            files << eml;
        }
        for (const QString &f : files)
            done.files << id + QLatin1Char('/') + f;
        ++done.kingdoms;
        if (o.progress && !o.progress(done.kingdoms, total)) {
            done.cancelled = true;
            break;
        }
    }
    *summary = done;
    return true;
}

} // namespace muster
