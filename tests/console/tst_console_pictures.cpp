// What the console draws and exports is what it shows, offscreen: zoomed in, the battle viewer
// shows the next battle's own map at its first step (not the battle shown before); a past turn
// chosen in the turns dock exports (Export Map Image) and prints (Export PDF Pages) as that turn's
// map: its state, its number in the title and its orders, pixel for pixel the image of the
// campaign as it stood when that turn was current.
#include "ConsoleTestWindow.h"
#include "TakeResult.h"
#include "console/battles/BattlesDock.h"
#include "console/print/PageSetupDialog.h"
#include "console/turns/OrdersOnMap.h"
#include "console/turns/TurnHistoryDock.h"
#include "render/export/MapExporter.h"
#include "render/print/MapPages.h"

#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace muster;

namespace {
/// The page contents of a PDF file: its streams, without the metadata (dates, document id) that
/// differ between two writes of the same pages.
QList<QByteArray> pageStreams(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray pdf = f.readAll();
    QList<QByteArray> out;
    for (qsizetype at = pdf.indexOf("stream"); at >= 0; at = pdf.indexOf("stream", at)) {
        const qsizetype end = pdf.indexOf("endstream", at);
        if (end < 0)
            break;
        const QByteArray body = pdf.mid(at + 6, end - at - 6);
        if (!body.contains("xmpmeta"))
            out << body;
        at = end + 9;
    }
    return out;
}
} // namespace

class TestConsolePictures : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }
    /// The campaign as it stood while its first turn was current.
    Campaign firstTurnCurrent()
    {
        Campaign past = campaign();
        past.turns = campaign().turns.first(1);
        return past;
    }
    /// Turn 1 chosen in the turns dock with its results on the map.
    void showTheFirstTurnWithItsResults()
    {
        m_window->ordersOnMap()->action()->setChecked(true);
        console().history()->showTurn(0);
        QVERIFY(console().showingHistory());
        QVERIFY(m_window->mapView()->options().orders);
        QVERIFY(m_window->mapView()->options().orders->resolved());
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_errors.clear();
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        QVERIFY(test::openResolvedAreaSample(
            *m_window, m_dir.filePath(QLatin1String(QTest::currentTestFunction()) +
                                      QStringLiteral(".muster"))));
    }
    void cleanup()
    {
        m_window.reset();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }

    void zoomedInEachBattleShowsItsOwnMapAtItsFirstStep()
    {
        MapView *map = m_window->mapView();
        BattlesDock *battles = console().battles();
        const int count = battles->list()->count();
        QVERIFY(count >= 2);
        map->zoomBy(3); // the map far larger than the view
        // Every battle chosen after every other: the view moves from one to the next, and the
        // map drawn must be the next battle's own, as when it is chosen afresh right there.
        for (int from = 0; from < count; ++from)
            for (int to = 0; to < count; ++to) {
                if (from == to)
                    continue;
                battles->list()->setCurrentRow(from);
                map->viewport()->grab(); // drawn, as on screen
                battles->list()->setCurrentRow(to);
                QVERIFY(console().showingBattleStep());
                const QImage shown = map->viewport()->grab().toImage();
                battles->deselect();
                battles->list()->setCurrentRow(to);
                const QImage fresh = map->viewport()->grab().toImage();
                QVERIFY2(shown == fresh,
                         qPrintable(QStringLiteral("battle %1 chosen after battle %2 shows "
                                                   "what the view held before")
                                        .arg(to + 1)
                                        .arg(from + 1)));
            }
    }

    void exportedPastTurnIsThatTurnsMap()
    {
        showTheFirstTurnWithItsResults();
        const QString path = m_dir.filePath(QStringLiteral("turn1.png"));
        QVERIFY(m_window->exportImage(path, 0.5));
        const Campaign past = firstTurnCurrent();
        const MapRenderer renderer(past);
        MapExportOptions o;
        o.scale = 0.5;
        o.map = m_window->mapView()->options();
        QString error;
        const QImage expected =
            test::take(renderExportImage(renderer, o), error).value_or(QImage());
        QVERIFY2(!expected.isNull(), qPrintable(error));
        const QImage exported = QImage(path).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(exported.size(), expected.size());
        QVERIFY2(exported == expected, "the export is turn 1's map, title and results");
        // Not the current turn's: the two maps differ.
        const QImage current =
            test::take(renderExportImage(*m_window->mapView()->renderer(), o), error)
                .value_or(QImage());
        QVERIFY(current != expected);
    }

    void printedPastTurnIsThatTurnsMap()
    {
        showTheFirstTurnWithItsResults();
        const QString path = m_dir.filePath(QStringLiteral("turn1-pages.pdf"));
        // File > Export PDF Pages, its dialog answered as the GM does.
        QAction *action = m_window->findChild<QAction *>(QStringLiteral("exportPdfPagesAction"));
        QVERIFY(action);
        bool answered = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<PageSetupDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->findChild<QLineEdit *>(QStringLiteral("exportPath"))->setText(path);
            dialog->accept();
            answered = true;
        });
        action->trigger();
        QVERIFY(answered);
        const Campaign past = firstTurnCurrent();
        const MapRenderer renderer(past);
        PageSetup setup; // the dialog's defaults
        setup.map = m_window->mapView()->options();
        const QString expected = m_dir.filePath(QStringLiteral("expected.pdf"));
        QString error;
        QVERIFY2(test::take(exportMapPdfPages(renderer, expected, setup), error),
                 qPrintable(error));
        QVERIFY(!pageStreams(expected).isEmpty());
        QVERIFY2(pageStreams(path) == pageStreams(expected),
                 "the pages are turn 1's map, title and results");
        const QString current = m_dir.filePath(QStringLiteral("current.pdf"));
        QVERIFY(exportMapPdfPages(*m_window->mapView()->renderer(), current, setup).ok());
        QVERIFY(pageStreams(current) != pageStreams(expected));
    }
};

QTEST_MAIN(TestConsolePictures)
#include "tst_console_pictures.moc"
