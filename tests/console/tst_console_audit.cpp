// Turn > Verify History and Turn > Dice Report in the console, offscreen (RULES R2, R3): verify
// runs off the GUI thread and shows every turn verified, or the turn and event that differ; the
// dice report shows core's report of the chosen turns as a chart and as text.
#include "ConsoleTestWindow.h"
#include "HexBattleSetup.h"
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/turns/DiceChart.h"
#include "console/turns/DiceReportDialog.h"
#include "console/turns/HistoryAudit.h"
#include "console/turns/TurnConsole.h"
#include "io/CampaignJson.h"
#include "operations/CloseTurn.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {

Campaign sample(const char *name)
{
    Problems problems;
    auto c = readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + QLatin1String(name),
                                  problems);
    return c ? *c : Campaign{};
}

/// The hex sample after a battle (a march into an enemy's hex, H4.1) and two daily turns.
Campaign hexWithBattle()
{
    auto setup = test::facingArmies(sample("sample-hex.json"));
    if (!setup)
        return {};
    test::orderTheAttack(*setup);
    Campaign c = setup->campaign;
    for (int i = 0; i < 3; ++i)
        applyResolution(c, resolveCurrentTurn(c));
    return c;
}

} // namespace

class TestConsoleAudit : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    HistoryAudit &audit() { return *m_window->turnConsole()->audit(); }
    bool open(const Campaign &c, const QString &name)
    {
        m_window->document()->setCampaign(c);
        return m_window->saveAs(m_dir.filePath(name));
    }
    /// Runs Turn > Verify History and waits for its verdict.
    std::optional<bool> verify()
    {
        QSignalSpy done(&audit(), &HistoryAudit::verified);
        audit().verifyAction()->trigger();
        if (!done.wait(60000))
            return std::nullopt;
        return done.front().at(0).toBool();
    }
    QString summary()
    {
        return audit().resultDialog()->findChild<QLabel *>(QStringLiteral("verifySummary"))->text();
    }
    QString report()
    {
        return audit()
            .resultDialog()
            ->findChild<QPlainTextEdit *>(QStringLiteral("verifyReport"))
            ->toPlainText();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
    }

    void verifyHistoryShowsEveryTurnVerified()
    {
        Campaign c = sample("sample-area.json");
        QVERIFY(!c.turns.empty());
        QVERIFY(open(c, QStringLiteral("fresh.muster")));
        QVERIFY(!audit().verifyAction()->isEnabled()); // nothing resolved yet
        applyResolution(c, resolveCurrentTurn(c));
        TurnResolutionOptions forced;
        forced.forcedDice = {3};
        applyResolution(c, resolveCurrentTurn(c, forced));
        QVERIFY(open(c, QStringLiteral("area.muster")));
        QVERIFY(audit().verifyAction()->isEnabled());
        QCOMPARE(verify(), std::optional<bool>(true));
        QVERIFY(audit().resultDialog()->isVisible());
        QVERIFY2(summary().contains(QLatin1String("All 2 resolved turns verified")),
                 qPrintable(summary()));
        QVERIFY2(report().contains(QLatin1String("Turn 1: verified")) &&
                     report().contains(QLatin1String("Turn 2: verified")) &&
                     report().contains(QLatin1String("1 forced die (R3)")),
                 qPrintable(report()));
    }

    void verifyHistoryShowsTheTurnThatDiffers()
    {
        Campaign c = sample("sample-area.json");
        applyResolution(c, resolveCurrentTurn(c));
        applyResolution(c, resolveCurrentTurn(c));
        // Turn 1's first order of the first kingdom, done in the last round instead.
        QString &line = c.turns.at(0).orders.at(0).first();
        line = QStringLiteral("16") + line.mid(line.indexOf(u' '));
        QVERIFY(open(c, QStringLiteral("edited.muster")));
        QCOMPARE(verify(), std::optional<bool>(false));
        QVERIFY2(summary().contains(QLatin1String("1 of 2 resolved turns do not follow")),
                 qPrintable(summary()));
        QVERIFY2(report().contains(QLatin1String("Turn 1: DIFFERS at event")) &&
                     report().contains(QLatin1String("Turn 2: verified")),
                 qPrintable(report()));
    }

    void diceReportShowsCoresReport()
    {
        const Campaign c = hexWithBattle();
        QVERIFY(c.turns.size() == 4);
        QVERIFY(open(c, QStringLiteral("hex.muster")));
        audit().diceAction()->trigger();
        DiceReportDialog *dialog = audit().diceDialog();
        QVERIFY(dialog && dialog->isVisible());
        const DiceReport expected = diceReport(c, 1, 3);
        QCOMPARE(dialog->report().tallies.size(), expected.tallies.size());
        QCOMPARE(dialog->text()->toPlainText(), diceReportText(expected));
        QVERIFY(dialog->kinds()->count() >= 1);
        QCOMPARE(dialog->kinds()->itemText(0), QStringLiteral("d20 attack throws (H4.2 step 4)"));
        QCOMPARE(dialog->chart()->tally().name, dialog->kinds()->itemText(0));
        QVERIFY(dialog->chart()->tally().results > 0);
        QCOMPARE(dialog->chart()->tally().observed, expected.tallies.front().observed);
        // Another kind and another range of turns.
        if (dialog->kinds()->count() > 1) {
            dialog->kinds()->setCurrentIndex(1);
            QCOMPARE(dialog->chart()->tally().name, dialog->kinds()->itemText(1));
        }
        dialog->setTurns(2, 3);
        QCOMPARE(dialog->text()->toPlainText(), diceReportText(diceReport(c, 2, 3)));
        QVERIFY(!dialog->grab().isNull());
        dialog->close();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }
};

QTEST_MAIN(TestConsoleAudit)
#include "tst_console_audit.moc"
