// A campaign of 2,000 turns in the GUI, offscreen: it opens with only its current turn in memory,
// the turns dock lists every turn, an early turn chosen there shows its own map and its battles
// (read from the file then), the battle viewer steps one of them, and the last turn rolls back and
// comes back with undo, in the file too.
#include "ConsoleTestWindow.h"
#include "GeneratedCampaign.h"
#include "TakeResult.h"
#include "console/Question.h"
#include "console/battles/BattleOverlay.h"
#include "console/battles/BattlesDock.h"
#include "console/battles/LogPanel.h"
#include "console/document/CampaignDocument.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "io/CampaignJson.h"
#include "operations/CloseTurn.h"
#include "store/CampaignStore.h"

#include <QListView>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace muster;

namespace {
constexpr int kTurns = 2000;

/// The area sample with its shipped turn 1 orders resolved by the engine (battles in its log),
/// then resolved on to kTurns turns by the store's test stand-in for a resolution.
Campaign longCampaign()
{
    Problems problems;
    auto c =
        readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), problems);
    if (!c)
        return {};
    applyResolution(*c, resolveCurrentTurn(*c));
    while (static_cast<int>(c->turns.size()) < kTurns)
        test::appendResolvedTurn(*c, 3);
    return std::move(*c);
}

} // namespace

using test::Answering;
using test::turnsInFile;

class TestConsoleLong : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_file;
    Campaign m_written;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_written = longCampaign();
        QCOMPARE(m_written.turns.size(), size_t{kTurns});
        QVERIFY(!m_written.turns[0].log.isEmpty());
        m_file = m_dir.filePath(QStringLiteral("long.muster"));
        QString error;
        auto store = test::take(CampaignStore::create(m_file, m_written), error);
        QVERIFY2(store && test::take(store->close(), error), qPrintable(error));
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        QVERIFY(m_window->openFile(m_file));
    }

    void opensWithOnlyTheCurrentTurnInMemory()
    {
        const Campaign &c = campaign();
        QCOMPARE(c.turns.size(), size_t{kTurns});
        QVERIFY(c.turns.isHeld(kTurns - 1));
        for (size_t i = 0; i + 1 < c.turns.size(); ++i)
            QVERIFY2(!c.turns.isHeld(i), qPrintable(QString::number(i)));
        QVERIFY(m_errors.isEmpty());
    }

    void theTurnsDockListsEveryTurn()
    {
        TurnHistoryDock *dock = console().history();
        QCOMPARE(dock->count(), kTurns);
        QCOMPARE(dock->shownTurn(), kTurns - 1);
        const QAbstractItemModel *model = dock->list()->model();
        QCOMPARE(model->index(kTurns - 1, 0).data().toString(),
                 QStringLiteral("Turn %1 (current)").arg(kTurns));
        QCOMPARE(
            model->index(0, 0).data().toString(),
            QStringLiteral("Turn 1 (resolved, %1 log entries)").arg(m_written.turns[0].log.size()));
        QCOMPARE(model->index(999, 0).data().toString(),
                 QStringLiteral("Turn 1000 (resolved, 1 log entry)"));
    }

    void anEarlyTurnShowsItsMapAndBattles()
    {
        console().history()->showTurn(0);
        QCOMPARE(console().shownTurn(), 0);
        QVERIFY(console().showingHistory());
        QVERIFY(console().shownState() == m_written.turns[0].state);
        QVERIFY(console().shownState() != m_written.current().state);
        QVERIFY(console().battles()->list()->count() >= 1);
        // Read for the view, not kept: the history stays in the file.
        QVERIFY(!campaign().turns.isHeld(0));

        console().history()->showTurn(1500);
        QVERIFY(console().shownState() == m_written.turns[1500].state);
        QCOMPARE(console().battles()->list()->count(), 0);
    }

    void theBattleViewerStepsABattleOfAnEarlyTurn()
    {
        console().history()->showTurn(0);
        BattlesDock *dock = console().battles();
        QListWidget *battles = dock->list();
        battles->setCurrentRow(0);
        QCOMPARE(dock->currentStep(), 0);
        QVERIFY(console().battleOverlay());
        const int start = console().log()->highlighted();
        QVERIFY(start >= 0);
        battles->setFocus();
        QTest::keyClick(battles, Qt::Key_Right);
        QCOMPARE(dock->currentStep(), 1);
        QVERIFY(console().log()->highlighted() > start);
        QVERIFY(console().showingBattleStep());
        QTest::keyClick(battles, Qt::Key_Escape);
    }

    void theLastTurnRollsBackAndComesBack()
    {
        console().history()->showTurn(kTurns - 1);
        QAction *rollBack = console().rollBackAction();
        QVERIFY(rollBack->isEnabled());
        {
            const Answering yes(0);
            rollBack->trigger();
            QCOMPARE(yes.asked, 1);
        }
        QCOMPARE(campaign().turns.size(), size_t{kTurns - 1});
        const TurnRecord &reopened = campaign().current();
        QCOMPARE(reopened.number, kTurns - 1);
        QVERIFY(!reopened.resolved);
        QVERIFY(reopened.state == m_written.turns[kTurns - 2].state);
        QCOMPARE(turnsInFile(m_file), size_t{kTurns - 1});
        QCOMPARE(console().history()->count(), kTurns - 1);

        m_window->document()->undoStack()->undo();
        QCOMPARE(campaign().turns.size(), size_t{kTurns});
        QVERIFY(campaign().turns[kTurns - 2] == m_written.turns[kTurns - 2]);
        QCOMPARE(turnsInFile(m_file), size_t{kTurns});
        QVERIFY(m_errors.isEmpty());
    }
};

QTEST_MAIN(TestConsoleLong)
#include "tst_console_long.moc"
