// A pack on paper and in the mail: its PDFs on the paper chosen (PackOptions::paper, muster-cli
// pack --paper), the campaign's own unless the export is given another; a kingdom of a large world
// gets the map of the part of the world it knows, with an overview of the whole, in an e-mail of at
// most 2 MB; the roundup's map keeps its shape in the roundup's PDF.
#include "CliRunner.h"
#include "GeneratedCampaign.h"
#include "PackTestCampaigns.h"
#include "PdfPages.h"
#include "TestPacks.h"

#include "operations/CloseTurn.h"
#include "packs/PlayerPacks.h"
#include "store/CampaignStore.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {

/// Whether `page` is `paper` (points, portrait) either way round.
bool isPaper(QSizeF page, QSizeF paper)
{
    auto near = [](QSizeF a, QSizeF b) {
        return qAbs(a.width() - b.width()) < 1.5 && qAbs(a.height() - b.height()) < 1.5;
    };
    return near(page, paper) || near(page, paper.transposed());
}
} // namespace

class TestPackPaper : public QObject
{
    Q_OBJECT
private slots:
    void pdfsAreOnThePaperChosen_data();
    void pdfsAreOnThePaperChosen();
    void theCampaignsPaperUnlessTheExportSaysOtherwise();
    void aKingdomOfALargeWorldGetsItsPartAndAnOverview();
    void aMailKeepsWithinItsLimit_data();
    void aMailKeepsWithinItsLimit();
    void theRoundupsMapKeepsItsShapeOnOnePage();
};

void TestPackPaper::pdfsAreOnThePaperChosen_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<QSizeF>("points");
    QTest::newRow("A4") << int(Paper::A4) << QSizeF(595, 842);
    QTest::newRow("A3") << int(Paper::A3) << QSizeF(842, 1191);
    QTest::newRow("Letter") << int(Paper::Letter) << QSizeF(612, 792);
}

void TestPackPaper::pdfsAreOnThePaperChosen()
{
    QFETCH(int, paper);
    QFETCH(QSizeF, points);
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    QTemporaryDir dir;
    PackOptions o;
    o.kingdom = 0;
    o.mail = false;
    o.paper = static_cast<Paper>(paper);
    QVERIFY(writePlayerPacks(c, dir.path(), o).ok());
    const QString id = c.kingdoms.front().id;
    for (const QString &pdf : {id + QStringLiteral("/") + id + QStringLiteral("-map.pdf"),
                               id + QStringLiteral("/") + id + QStringLiteral("-report.pdf"),
                               QStringLiteral("roundup.pdf")}) {
        const QList<QSizeF> pages = test::pdfPageSizes(dir.filePath(pdf));
        QVERIFY2(!pages.isEmpty(), qPrintable(pdf));
        for (QSizeF page : pages)
            QVERIFY2(
                isPaper(page, points),
                qPrintable(
                    QStringLiteral("%1: %2 x %3").arg(pdf).arg(page.width()).arg(page.height())));
    }
}

void TestPackPaper::theCampaignsPaperUnlessTheExportSaysOtherwise()
{
    Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    c.paper = Paper::Letter;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("letter.muster"));
    QVERIFY(CampaignStore::create(file, c).ok());
    const QString report = c.kingdoms.front().id + QLatin1Char('/') + c.kingdoms.front().id +
                           QStringLiteral("-report.pdf");
    for (const auto &[paper, points] :
         {std::pair{QString(), QSizeF(612, 792)}, {QStringLiteral("A3"), QSizeF(842, 1191)}}) {
        const QString out = dir.filePath(paper.isEmpty() ? QStringLiteral("own") : paper);
        QStringList args{QStringLiteral("pack"),
                         file,
                         out,
                         QStringLiteral("--kingdom"),
                         c.kingdoms.front().id,
                         QStringLiteral("--no-mail")};
        if (!paper.isEmpty())
            args << QStringLiteral("--paper") << paper;
        const test::CliRun run = test::runCli(args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QList<QSizeF> pages = test::pdfPageSizes(out + QLatin1Char('/') + report);
        QVERIFY(!pages.isEmpty());
        QVERIFY2(isPaper(pages.front(), points), qPrintable(paper));
    }
}

void TestPackPaper::aKingdomOfALargeWorldGetsItsPartAndAnOverview()
{
    // 600 areas, 12 kingdoms each holding a homeland: a kingdom knows its corner of the world.
    Campaign c = test::generateAreaCampaign(600, 12, 1, 7);
    test::giveKingdomsHomelands(c, 7);
    applyResolution(c, resolveCurrentTurn(c));
    QTemporaryDir dir;
    QVERIFY(test::writeTestPacks(c, dir.path(), 0, 0, 1800));
    const QString id = c.kingdoms.front().id;
    auto file = [&](const QString &name) { return dir.filePath(id + QLatin1Char('/') + name); };
    const QImage map(file(id + QStringLiteral("-map.png")));
    const QImage whole(file(QStringLiteral("roundup.png")));
    const QImage overview(file(id + QStringLiteral("-overview.png")));
    QVERIFY(!map.isNull() && !whole.isNull() && !overview.isNull());
    // Its map is of a part of the world, in a mailable number of pixels: 1.5 million for the
    // map, and its title and legend.
    QVERIFY2(qint64(map.width()) * map.height() <= 2'500'000,
             qPrintable(QStringLiteral("%1 x %2").arg(map.width()).arg(map.height())));
    QVERIFY(overview.width() <= 400);
    // The overview outlines where the map lies: black pixels of the outline.
    int outline = 0;
    for (int y = 0; y < overview.height(); ++y)
        for (int x = 0; x < overview.width(); ++x)
            outline += overview.pixel(x, y) == qRgb(0, 0, 0);
    QVERIFY2(outline > 40, qPrintable(QString::number(outline)));
    // The e-mail carries the map, the overview, the report and the turnsheet in at most 2 MB.
    const qint64 mail = QFileInfo(file(id + QStringLiteral(".eml"))).size();
    QVERIFY2(mail > 0 && mail <= 2 * 1024 * 1024, qPrintable(QString::number(mail)));
    QFile eml(file(id + QStringLiteral(".eml")));
    QVERIFY(eml.open(QIODevice::ReadOnly));
    const QByteArray text = eml.readAll();
    QVERIFY(text.contains("filename=" + (id + QStringLiteral("-overview.png")).toUtf8()) ||
            text.contains((id + QStringLiteral("-overview.png")).toUtf8()));
}

void TestPackPaper::aMailKeepsWithinItsLimit_data()
{
    // The sample's e-mail for Aldmark is over 1 MB without the whole world's map, over 2 MB with
    // it, and 0.2 MB without either map.
    QTest::addColumn<int>("kilobytes");
    QTest::addColumn<QStringList>("notes"); // what its text says was left out or made smaller
    QTest::newRow("the whole map left out")
        << 1500 << QStringList{QStringLiteral("The map of the whole world (roundup.png")};
    QTest::newRow("the map mailed smaller")
        << 700
        << QStringList{QStringLiteral("The map of the whole world (roundup.png"),
                       QStringLiteral("Your map (ALD-map.png) is mailed at")};
    QTest::newRow("the map left out")
        << 300
        << QStringList{QStringLiteral("The map of the whole world (roundup.png"),
                       QStringLiteral("Your map (ALD-map.png, 0."),
                       QStringLiteral("MB) is too large to mail with this pack within 0.3 MB")};
}

void TestPackPaper::aMailKeepsWithinItsLimit()
{
    QFETCH(int, kilobytes);
    QFETCH(QStringList, notes);
    static const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    QTemporaryDir dir;
    PackOptions o;
    o.kingdom = 0;
    o.mailLimit = qsizetype{kilobytes} * 1024;
    o.mailDate = QDateTime(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);
    QVERIFY(writePlayerPacks(c, dir.path(), o).ok());
    QFile eml(dir.filePath(QStringLiteral("ALD/ALD.eml")));
    QVERIFY(eml.open(QIODevice::ReadOnly));
    const QByteArray mail = eml.readAll();
    QVERIFY2(mail.size() <= o.mailLimit, qPrintable(QString::number(mail.size())));
    // The text is wrapped at 72 characters: each note is looked for with its lines joined.
    const QString text = QString::fromUtf8(mail).replace(QLatin1Char('\n'), QLatin1Char(' '));
    for (const QString &note : notes)
        QVERIFY2(text.contains(note), qPrintable(note));
    // The pack's folder keeps the map at its full size.
    QCOMPARE(QImage(dir.filePath(QStringLiteral("ALD/ALD-map.png"))).width() > 1000, true);
}

void TestPackPaper::theRoundupsMapKeepsItsShapeOnOnePage()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    QTemporaryDir dir;
    PackOptions o;
    o.kingdom = 0;
    o.mail = false;
    QVERIFY(writePlayerPacks(c, dir.path(), o).ok());
    // poppler's list of the PDF's images: page, number, type, width, height, ..., object id,
    // generation, x-ppi, y-ppi (the image's resolution as drawn, across and down).
    QProcess list;
    list.start(QStringLiteral("pdfimages"),
               {QStringLiteral("-list"), dir.filePath(QStringLiteral("roundup.pdf"))});
    QVERIFY(list.waitForFinished(60000));
    const QStringList lines = QString::fromUtf8(list.readAllStandardOutput()).split(u'\n');
    QVERIFY2(lines.size() > 2, qPrintable(lines.join(u'\n')));
    const QStringList first = lines[2].simplified().split(u' ');
    QVERIFY2(first.size() >= 14, qPrintable(lines[2]));
    QCOMPARE(first[0], QStringLiteral("1")); // on the first page, after the title
    const int xPpi = first[12].toInt(), yPpi = first[13].toInt();
    QVERIFY2(qAbs(xPpi - yPpi) <= 1, qPrintable(lines[2]));
    // Drawn on that page alone, not run on over the next.
    int drawn = 0;
    for (const QString &line : lines.mid(2))
        if (const QStringList f = line.simplified().split(u' ');
            f.size() >= 14 && f[10] == first[10])
            ++drawn;
    QCOMPARE(drawn, 1);
}

QTEST_MAIN(TestPackPaper)
#include "tst_pack_paper.moc"
