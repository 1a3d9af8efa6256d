// The map on paper (render/print/MapPages): a page printed through QPrinter to a PDF has the
// chosen paper size; tiled pages overlap, cover the map and are labelled by column and row; a
// map printed by the legibility rule is one page when its names are 7 points there, and
// otherwise tiled at that size after a key page; tiled pages drawn as images show the same map
// cut from one drawing as drawn page by page.
#include "GuiSampleCampaigns.h"
#include "PdfPages.h"
#include "TakeResult.h"
#include "render/map/MapLabels.h"
#include "render/map/MapRenderer.h"
#include "render/print/MapPages.h"

#include <QDir>
#include <QFile>
#include <QPrinter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdlib>

using namespace muster;

class TestMapPages : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void printsAPageOfThePaperChosen_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<bool>("landscape");
        QTest::addColumn<QSizeF>("points");
        QTest::newRow("A4 landscape") << int(QPageSize::A4) << true << QSizeF(842, 595);
        QTest::newRow("A3 portrait") << int(QPageSize::A3) << false << QSizeF(842, 1191);
        QTest::newRow("Letter portrait") << int(QPageSize::Letter) << false << QSizeF(612, 792);
    }
    void printsAPageOfThePaperChosen()
    {
        QFETCH(int, paper);
        QFETCH(bool, landscape);
        QFETCH(QSizeF, points);
        const Campaign c = test::makeAreaCampaign();
        const MapRenderer renderer(c);
        PageSetup setup;
        setup.paper = static_cast<QPageSize::PageSizeId>(paper);
        setup.orientation = landscape ? QPageLayout::Landscape : QPageLayout::Portrait;
        setup.marginMm = 12;
        const QString path = m_dir.filePath(QStringLiteral("printed-%1.pdf").arg(paper));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(path);
        QVERIFY(printer.setPageLayout(pageLayoutOf(setup)));
        QString error;
        QVERIFY2(test::take(paintMapPages(renderer, printer, setup), error), qPrintable(error));
        const QList<QSizeF> pages = test::pdfPageSizes(path);
        QCOMPARE(pages.size(), 1);
        QVERIFY2(
            qAbs(pages[0].width() - points.width()) < 1.5 &&
                qAbs(pages[0].height() - points.height()) < 1.5,
            qPrintable(QStringLiteral("%1 x %2").arg(pages[0].width()).arg(pages[0].height())));
    }

    void tiledPagesOverlapAndCoverTheMap()
    {
        const Campaign c = test::makeHexCampaign(40, 30);
        const MapRenderer renderer(c);
        PageSetup setup;
        setup.tiled = true;
        setup.hexMm = 15;
        setup.overlapMm = 10;
        const QSizeF paint = pageLayoutOf(setup).paintRect(QPageLayout::Millimeter).size();
        const std::vector<MapPage> pages = planPages(renderer, setup, paint);
        QVERIFY(pages.size() > 2);
        QCOMPARE(pages.front().label, QStringLiteral("A1"));
        QCOMPARE(pages[1].label, QStringLiteral("B1"));
        QRectF covered;
        for (const MapPage &p : pages)
            covered = covered.united(p.region);
        QVERIFY(covered.contains(renderer.sceneBounds()));
        // Neighbours share the overlap: 10 mm at 15 mm per hex width.
        const double overlap = pages[0].region.right() - pages[1].region.left();
        const double want = 10.0 / 15.0 * renderer.geometry().layout().width();
        QVERIFY2(qAbs(overlap - want) < 1e-6, qPrintable(QString::number(overlap)));
        // The pages draw to a PDF, one page each.
        const QString path = m_dir.filePath(QStringLiteral("tiled.pdf"));
        QString error;
        QVERIFY2(test::take(exportMapPdfPages(renderer, path, setup), error), qPrintable(error));
        QCOMPARE(test::pdfPageSizes(path).size(), static_cast<qsizetype>(pages.size()));
    }

    void legibleScaleGivesNamesOfThatSize()
    {
        // Names are labelUnits(scale) scene units high; at the scale found they are 7 points
        // high on paper, and at 5 % less under it.
        auto points = [](double mmPerUnit) {
            const double scale = mmPerUnit * 96 / 25.4;
            return labelUnits(scale) * scale * 0.75;
        };
        const double mm = legibleMmPerUnit(7);
        QVERIFY2(points(mm) >= 7 - 1e-9, qPrintable(QString::number(points(mm))));
        QVERIFY2(points(0.95 * mm) < 7, qPrintable(QString::number(points(0.95 * mm))));
    }

    void aSmallMapIsOnePageByTheLegibilityRule()
    {
        const Campaign c = test::makeHexCampaign(8, 6);
        const MapRenderer renderer(c);
        PageSetup setup;
        setup.minLabelPoints = 7;
        setup.key = true;
        const QSizeF paint = pageLayoutOf(setup).paintRect(QPageLayout::Millimeter).size();
        QCOMPARE(planPages(renderer, setup, paint).size(), size_t(1));
    }

    void aLargeMapIsTiledLegiblyAfterAKey()
    {
        const Campaign c = test::makeHexCampaign(120, 90);
        const MapRenderer renderer(c);
        PageSetup setup;
        setup.minLabelPoints = 7;
        setup.key = true;
        setup.numbered = true;
        setup.overlapMm = 10;
        const QSizeF paint = pageLayoutOf(setup).paintRect(QPageLayout::Millimeter).size();
        const std::vector<MapPage> pages = planPages(renderer, setup, paint);
        QVERIFY(pages.size() > 4);
        QCOMPARE(pages.front().label, QStringLiteral("1"));
        QCOMPARE(pages[1].label, QStringLiteral("2"));
        // Every page shows the map at the legible scale: as many scene units across a page as
        // its map area at legibleMmPerUnit(7); neighbours overlap by 10 mm at least, and the
        // last page ends where the map does (pages spread evenly, no sliver).
        const double unitsPerMm = 1 / legibleMmPerUnit(7);
        QVERIFY2(pages[0].region.width() <= paint.width() * unitsPerMm + 1e-6,
                 qPrintable(QString::number(pages[0].region.width())));
        const double overlap = pages[0].region.right() - pages[1].region.left();
        QVERIFY2(overlap >= 10 * unitsPerMm - 1e-6, qPrintable(QString::number(overlap)));
        QVERIFY2(qAbs(pages.back().region.right() - renderer.sceneBounds().right()) < 1e-6,
                 qPrintable(QString::number(pages.back().region.right())));
        QRectF covered;
        for (const MapPage &p : pages)
            covered = covered.united(p.region);
        QVERIFY(covered.contains(renderer.sceneBounds()));
        // The PDF has the key page and then one page each, the key first.
        setup.rasterDpi = 100;
        const QString path = m_dir.filePath(QStringLiteral("legible.pdf"));
        QString error;
        QVERIFY2(test::take(exportMapPdfPages(renderer, path, setup), error), qPrintable(error));
        QCOMPARE(test::pdfPageSizes(path).size(), static_cast<qsizetype>(pages.size() + 1));
    }

    void tiledPagesCutFromOneDrawingShowTheMapEachPageDrawnAloneShows()
    {
        const Campaign c = test::makeAreaCampaign();
        const MapRenderer renderer(c);
        PageSetup setup;
        setup.tiled = true;
        setup.hexMm = 25;
        setup.rasterDpi = 100;
        // Each page of the PDF as poppler draws it, at the pages' own resolution.
        auto pagesOf = [&](qint64 mostShared, const QString &name) {
            setup.mostSharedPixels = mostShared;
            const QString path = m_dir.filePath(name + QStringLiteral(".pdf"));
            QString error;
            if (!test::take(exportMapPdfPages(renderer, path, setup), error))
                qWarning("%s", qPrintable(error));
            const QString prefix = m_dir.filePath(name);
            QProcess::execute(QStringLiteral("pdftoppm"),
                              {QStringLiteral("-r"), QStringLiteral("100"), QStringLiteral("-png"),
                               path, prefix});
            QList<QImage> pages;
            for (const QString &f :
                 QDir(m_dir.path())
                     .entryList({name + QStringLiteral("-*.png")}, QDir::Files, QDir::Name))
                pages << QImage(m_dir.filePath(f)).convertToFormat(QImage::Format_RGB32);
            return pages;
        };
        const QList<QImage> cut = pagesOf(16'000'000, QStringLiteral("cut"));
        const QList<QImage> alone = pagesOf(0, QStringLiteral("alone"));
        QVERIFY2(cut.size() > 2, qPrintable(QString::number(cut.size())));
        QCOMPARE(cut.size(), alone.size());
        for (qsizetype i = 0; i < cut.size(); ++i) {
            QCOMPARE(cut[i].size(), alone[i].size());
            // The same map, up to where a pixel's edge falls: a page cut from the drawing lies
            // within a pixel of where the page drawn alone puts it.
            double sum = 0;
            qint64 far = 0;
            for (int y = 0; y < cut[i].height(); ++y) {
                const QRgb *a = reinterpret_cast<const QRgb *>(cut[i].constScanLine(y));
                const QRgb *b = reinterpret_cast<const QRgb *>(alone[i].constScanLine(y));
                for (int x = 0; x < cut[i].width(); ++x) {
                    const int d = std::max({std::abs(qRed(a[x]) - qRed(b[x])),
                                            std::abs(qGreen(a[x]) - qGreen(b[x])),
                                            std::abs(qBlue(a[x]) - qBlue(b[x]))});
                    sum += d;
                    far += d > 96;
                }
            }
            const double pixels = double(cut[i].width()) * cut[i].height();
            QVERIFY2(sum / pixels < 4 && far / pixels < 0.02,
                     qPrintable(QStringLiteral("page %1: mean difference %2, %3 % far apart")
                                    .arg(i + 1)
                                    .arg(sum / pixels)
                                    .arg(100.0 * far / pixels)));
        }
    }

    void aPartOfTheMapIsPrinted()
    {
        const Campaign c = test::makeHexCampaign(40, 30);
        const MapRenderer renderer(c);
        PageSetup setup;
        const QRectF whole = renderer.sceneBounds();
        setup.region = QRectF(whole.topLeft(), whole.size() / 4);
        setup.tiled = true;
        setup.hexMm = 15;
        const QSizeF paint = pageLayoutOf(setup).paintRect(QPageLayout::Millimeter).size();
        const std::vector<MapPage> pages = planPages(renderer, setup, paint);
        QRectF covered;
        for (const MapPage &p : pages)
            covered = covered.united(p.region);
        QVERIFY(covered.contains(setup.region));
        QVERIFY(pages.back().region.left() < setup.region.right());
        QVERIFY(pages.back().region.top() < setup.region.bottom());
    }
};

QTEST_MAIN(TestMapPages)
#include "tst_map_pages.moc"
