// Resolving with the GM's eyes open, offscreen: F5 on the sample with every kingdom's shipped
// orders resolves at once; with a kingdom's orders removed and an order the engine refuses it
// asks first, naming the kingdom and the order with the reason the Orders dock gives its row, and
// Cancel leaves the turn as it was while Resolve resolves it. After Resolve the Results dock is
// raised: every kingdom with each order's result as the Orders dock shows a resolved turn's rows,
// and the turn's battles, each opened in the battle viewer when chosen.
#include "ConsoleTestWindow.h"
#include "console/Question.h"
#include "console/battles/BattlesDock.h"
#include "console/document/CampaignDocument.h"
#include "console/turns/ResultsPanel.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnResolver.h"
#include "model/UnreadLine.h"
#include "orders/OrdersCheck.h"

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace muster;

using test::turnsInFile;

class TestConsoleResults : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    QString m_file;
    QList<Question> m_asked;
    int m_answer = 1; // Cancel

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }
    /// Whether `widget` is in sight: a dock's tab behind another is moved out of view, not hidden.
    static bool inView(const QWidget *widget)
    {
        return widget->isVisible() && !widget->visibleRegion().isEmpty();
    }
    int kingdom(const QString &id) { return campaign().kingdomIndex(id); }
    /// F5's action, then waits until the resolver is done (nothing runs when the GM cancels).
    void resolve() { QVERIFY(test::resolveWithF5(*m_window)); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        setQuestionHook([this](const Question &q) {
            m_asked << q;
            return m_answer;
        });
    }

    // Each slot starts from the sample's turn 1 with its shipped orders, in a file of its own.
    void init()
    {
        m_asked.clear();
        m_answer = 1;
        m_file =
            m_dir.filePath(QLatin1String(QTest::currentTestFunction()) + QStringLiteral(".muster"));
        QVERIFY(test::openSampleAs(
            *m_window, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), m_file));
    }

    void resolvesAtOnceWhenEveryOrderWillBeCarriedOut()
    {
        resolve();
        QVERIFY2(m_asked.isEmpty(), qPrintable(m_asked.value(0).text));
        QCOMPARE(campaign().turns.size(), size_t{2});
    }

    void asksAboutAKingdomWithoutOrdersAndAnOrderThatWillFail()
    {
        const int silent = kingdom(QStringLiteral("BRE"));
        const int ald = kingdom(QStringLiteral("ALD"));
        QVERIFY(silent >= 0 && ald >= 0);
        m_window->document()->setOrders(silent, {});
        // Aldmark's second order moves to an area its source does not border: the engine refuses.
        const Campaign &c = campaign();
        QStringList lines = c.current().orders[static_cast<size_t>(ald)];
        QCOMPARE(lines.value(1), QStringLiteral("2 MOVE 2 HCS FOX"));
        const int hcs = c.world.areaIndex(QStringLiteral("HCS"));
        int far = -1;
        for (int a = 0; a < static_cast<int>(c.world.areas.size()) && far < 0; ++a)
            if (a != hcs && !c.world.isSea(a) && !c.world.adjacent(hcs, a))
                far = a;
        QVERIFY(hcs >= 0 && far >= 0);
        lines[1] =
            QStringLiteral("2 MOVE 2 HCS %1").arg(c.world.areas[static_cast<size_t>(far)].code);
        m_window->document()->setOrders(ald, lines);
        // The reason is the one the Orders dock shows on the row.
        const OrdersCheck check = checkKingdomOrders(c, ald, lines);
        const QString reason = check.rows.at(1).problem;
        QVERIFY2(!reason.isEmpty(), "the order is refused");

        resolve(); // Cancel
        QCOMPARE(m_asked.size(), 1);
        const Question &q = m_asked.front();
        QCOMPARE(q.answers, (QStringList{QStringLiteral("&Resolve"), QStringLiteral("Cancel")}));
        const Kingdom &bre = c.kingdoms[static_cast<size_t>(silent)];
        QVERIFY2(q.text.contains(QStringLiteral("sent no orders")) &&
                     q.text.contains(QStringLiteral("%1 (%2)").arg(bre.name, bre.id)),
                 qPrintable(q.text));
        QVERIFY2(q.text.contains(lines[1] + QStringLiteral(": ") + reason), qPrintable(q.text));
        // Only the kingdom without orders and the one failing order are named.
        const Kingdom &cal = c.kingdoms[static_cast<size_t>(kingdom(QStringLiteral("CAL")))];
        QVERIFY2(!q.text.contains(cal.id), qPrintable(q.text));
        QCOMPARE(campaign().turns.size(), size_t{1});
        QCOMPARE(turnsInFile(m_file), size_t{1});
        QVERIFY(!campaign().current().resolved);

        m_answer = 0; // Resolve
        resolve();
        QCOMPARE(m_asked.size(), 2);
        QCOMPARE(campaign().turns.size(), size_t{2});
        QCOMPARE(turnsInFile(m_file), size_t{2});
    }

    void theResultsListEveryKingdomsOrdersAndBattles()
    {
        // The Results dock is a tab behind the Orders dock until Resolve raises it.
        auto *ordersDock = m_window->findChild<QDockWidget *>(QStringLiteral("ordersDockWidget"));
        QVERIFY(ordersDock);
        QVERIFY(m_window->tabifiedDockWidgets(ordersDock).contains(console().resultsDock()));
        ordersDock->raise();
        QVERIFY(!inView(console().results()));
        resolve();
        QCOMPARE(campaign().turns.size(), size_t{2});
        ResultsPanel *results = console().results();
        QVERIFY(inView(results)); // raised after Resolve
        QCOMPARE(results->turn(), 0);
        const Campaign &c = campaign();
        int carriedOut = 0;
        for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
            QTreeWidgetItem *top = results->kingdomItem(k);
            QVERIFY(top);
            const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(k)];
            QCOMPARE(top->text(ResultsPanel::OrderColumn),
                     QStringLiteral("%1 (%2)").arg(kingdom.name, kingdom.id));
            // Each order with what the Orders dock says of its row in the resolved turn.
            const OrdersCheck check = resolvedKingdomOrders(c, 0, k);
            QCOMPARE(top->childCount(), static_cast<int>(c.turns[0].orders[k].size()));
            QCOMPARE(top->childCount(), static_cast<int>(check.rows.size()));
            for (int r = 0; r < top->childCount(); ++r) {
                const OrderLineCheck &row = check.rows[static_cast<size_t>(r)];
                QCOMPARE(top->child(r)->text(ResultsPanel::OrderColumn),
                         storedLineAsWritten(row.line));
                const QString shown = top->child(r)->text(ResultsPanel::ResultColumn);
                if (row.problem.isEmpty())
                    QCOMPARE(shown, row.outcome);
                else
                    QVERIFY2(shown.startsWith(row.problem), qPrintable(shown));
                carriedOut += shown.startsWith(QLatin1String("carried out")) ? 1 : 0;
            }
        }
        QVERIFY(carriedOut > 0);
        // The battles as the battles dock lists them; choosing one opens it in the viewer.
        QListWidget *listed = console().battles()->list();
        QTreeWidgetItem *battles = results->battlesItem();
        QVERIFY(battles);
        QVERIFY(listed->count() >= 2);
        QCOMPARE(battles->childCount(), listed->count());
        for (int i = 0; i < listed->count(); ++i)
            QCOMPARE(battles->child(i)->text(ResultsPanel::OrderColumn), listed->item(i)->text());
        QTreeWidget *tree = results->tree();
        tree->setCurrentItem(battles->child(1));
        QTest::keyClick(tree, Qt::Key_Return); // activates the row
        QCOMPARE(console().battles()->currentBattle(), 1);
        QCOMPARE(console().battles()->currentStep(), 0);
        QVERIFY(console().showingBattleStep());
        QVERIFY(console().battleOverlay());
        // An order that fought a battle opens that battle too: the first battle's attack.
        const BattleInfo &first = console().battles()->shown()->battles.front();
        const AreaBattleSite &site = std::get<AreaBattleSite>(first.site);
        QTreeWidgetItem *fought = nullptr;
        for (int k = 0; k < static_cast<int>(c.kingdoms.size()) && !fought; ++k) {
            const OrdersCheck check = resolvedKingdomOrders(c, 0, k);
            for (int r = 0; r < static_cast<int>(check.rows.size()) && !fought; ++r) {
                const std::optional<AreaAction> &a = check.rows[static_cast<size_t>(r)].action;
                if (k == first.kingdom && a && a->source == site.from && a->target == site.area)
                    fought = results->kingdomItem(k)->child(r);
            }
        }
        QVERIFY2(fought, "an order fought the turn's first battle");
        QCOMPARE(fought->data(ResultsPanel::OrderColumn, ResultsPanel::BattleRole), QVariant(0));
        console().battles()->deselect();
        tree->scrollToItem(fought);
        const QRect row = tree->visualItemRect(fought);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
                          QPoint(row.left() + 10, row.center().y()));
        QCOMPARE(console().battles()->currentBattle(), 0);
    }

    void aKingdomWithoutOrdersIsSaidToHaveNone()
    {
        const int silent = kingdom(QStringLiteral("FEN"));
        m_window->document()->setOrders(silent, {});
        m_answer = 0; // Resolve
        resolve();
        QCOMPARE(campaign().turns.size(), size_t{2});
        QTreeWidgetItem *top = console().results()->kingdomItem(silent);
        QVERIFY(top);
        QCOMPARE(top->childCount(), 0);
        QCOMPARE(top->text(ResultsPanel::ResultColumn), QStringLiteral("no orders"));
    }

    void cleanupTestCase()
    {
        setQuestionHook({});
        m_window.reset();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }
};

QTEST_MAIN(TestConsoleResults)
#include "tst_console_results.moc"
