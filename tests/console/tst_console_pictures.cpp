// What the console draws is what it shows, offscreen: zoomed in, the battle viewer shows each
// battle's own map at its first step, not the battle shown before.
#include "ConsoleTestWindow.h"
#include "battles/BattlesDock.h"

#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

class TestConsolePictures : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }

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
};

QTEST_MAIN(TestConsolePictures)
#include "tst_console_pictures.moc"
