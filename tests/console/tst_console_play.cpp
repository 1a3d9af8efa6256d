// Play in the battles dock, offscreen ("a play button animates the whole turn in
// resolution order"). The sample area campaign is resolved with its shipped turn 1 orders; Play
// must show every step of every battle of the turn, battle after battle in the order the engine
// fought them (the log's order), and stop on the last step of the last battle.
#include "ConsoleTestWindow.h"
#include "console/MainWindow.h"
#include "console/battles/BattleOverlay.h"
#include "console/battles/BattlesDock.h"
#include "console/battles/LogPanel.h"
#include "console/document/CampaignDocument.h"
#include "console/turns/TurnConsole.h"

#include <QAction>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

class TestConsolePlay : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        QVERIFY(test::openSampleAs(*m_window,
                                   QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                                   m_dir.filePath(QStringLiteral("campaign.muster"))));
        console().resolveAction()->trigger(); // the shipped turn 1 orders
        QTRY_COMPARE_WITH_TIMEOUT(campaign().turns.size(), size_t{2}, 20000);
    }

    void playWalksTheWholeTurn()
    {
        BattlesDock *dock = console().battles();
        const TurnBattles *turn = dock->shown();
        QVERIFY(turn);
        QVERIFY2(turn->battles.size() >= 2, "the sample's turn 1 has several battles");
        // Resolution order: each battle starts after the previous one in the log.
        for (size_t b = 1; b < turn->battles.size(); ++b)
            QVERIFY(turn->battles[b].steps.front().event >
                    turn->battles[b - 1].steps.front().event);
        std::vector<std::pair<int, int>> expected;
        for (int b = 0; b < static_cast<int>(turn->battles.size()); ++b)
            for (int s = 0;
                 s < static_cast<int>(turn->battles[static_cast<size_t>(b)].steps.size()); ++s)
                expected.emplace_back(b, s);

        dock->setPlayInterval(5);
        QSignalSpy shown(dock, &BattlesDock::stepShown);
        QVERIFY(dock->playButton()->isEnabled());
        QTest::mouseClick(dock->playButton(), Qt::LeftButton);
        QVERIFY(dock->isPlaying());
        QVERIFY(dock->playButton()->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(!dock->isPlaying(), 20000);
        QVERIFY(!dock->playButton()->isChecked()); // stopped by itself at the end

        std::vector<std::pair<int, int>> seen;
        for (const QList<QVariant> &args : shown)
            seen.emplace_back(args.at(0).toInt(), args.at(1).toInt());
        QCOMPARE(seen, expected);
        qInfo("Play showed %zu steps of %zu battles", seen.size(), turn->battles.size());
        // It stays on the last step of the last battle, with its log line highlighted.
        QCOMPARE(dock->currentBattle(), static_cast<int>(turn->battles.size()) - 1);
        QCOMPARE(dock->currentStep(), expected.back().second);
        QCOMPARE(console().log()->highlighted(), turn->battles.back().steps.back().event);
        QVERIFY(console().battleOverlay());
    }

    void closeStopsPlay()
    {
        BattlesDock *dock = console().battles();
        dock->setPlayInterval(60000); // no tick during the test
        dock->setPlaying(true);
        QVERIFY(dock->isPlaying());
        dock->deselect();
        QVERIFY(!dock->isPlaying());
        QVERIFY(!console().battleOverlay());
    }

    void cleanupTestCase()
    {
        m_window.reset();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }
};

QTEST_MAIN(TestConsolePlay)
#include "tst_console_play.moc"
