// The map on paper (render/print/MapPages): a page printed through QPrinter to a PDF has the
// chosen paper size; tiled pages overlap, cover the map and are labelled by column and row.
#include "GuiSampleCampaigns.h"
#include "TakeResult.h"
#include "render/map/MapRenderer.h"
#include "render/print/MapPages.h"

#include <QFile>
#include <QPrinter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

class TestMapPages : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    /// The /MediaBox sizes (points) of every page of a PDF file.
    static QList<QSizeF> mediaBoxes(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QString text = QString::fromLatin1(f.readAll());
        QList<QSizeF> out;
        static const QRegularExpression box(
            QStringLiteral(R"(/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\])"));
        for (auto it = box.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            out.push_back(QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()));
        }
        return out;
    }

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
        const QList<QSizeF> pages = mediaBoxes(path);
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
        QCOMPARE(mediaBoxes(path).size(), static_cast<qsizetype>(pages.size()));
    }
};

QTEST_MAIN(TestMapPages)
#include "tst_map_pages.moc"
