// Help for the GM, offscreen: the rules reference has a paragraph for every id of RULES.md and no
// other, its contents tree and find-as-you-type search (next, previous, wrapping, a typed id) go
// where they say; in the turn log a click on a rule id opens the reference at that paragraph, and
// a click on a battle's line opens that battle at that step in the battle viewer.
#include "ConsoleTestWindow.h"
#include "TestSupport.h"
#include "console/battles/BattleIndex.h"
#include "console/battles/BattlesDock.h"
#include "console/battles/LogPanel.h"
#include "console/document/CampaignDocument.h"
#include "console/help/RulesReference.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnResolver.h"
#include "log/LogText.h"

#include <QAction>
#include <QLineEdit>
#include <QListView>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace muster;

namespace {
/// The ids RULES.md defines: its parts ("## A."), sections ("### A5") and paragraphs
/// ("- **A5.3 [book]**").
QStringList rulesMdIds()
{
    return test::matchesInSourceFile(
        QStringLiteral("resources/docs/RULES.md"),
        QRegularExpression(
            QStringLiteral(R"(^(?:## ([ARH])\.|### ([AH]\d+)\b|- \*\*([ARH]\d+(?:\.\d+)?)[ *]))")));
}
} // namespace

class TestRulesReference : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }
    RulesReference &reference()
    {
        if (!m_window->rulesReference())
            m_window->showRule();
        return *m_window->rulesReference();
    }
    QString paragraphShown() { return reference().browser()->textCursor().block().text(); }

    /// Scrolls row `row` of the log into view, once the list has laid out its rows in batches,
    /// and returns its rectangle in the viewport.
    QRect showLogRow(int row)
    {
        QListView *list = console().log()->list();
        const QModelIndex index = list->model()->index(row, 0);
        list->scrollTo(index, QAbstractItemView::PositionAtCenter);
        const bool laidOut = QTest::qWaitFor([&] {
            list->scrollTo(index, QAbstractItemView::PositionAtCenter);
            return list->indexAt(list->visualRect(index).center()) == index;
        });
        return laidOut ? list->visualRect(index) : QRect();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        QVERIFY(
            test::openResolvedAreaSample(*m_window, m_dir.filePath(QStringLiteral("help.muster"))));
    }

    void everyRuleOfRulesMdHasOneParagraph()
    {
        const QStringList expected = rulesMdIds();
        QVERIFY(expected.size() > 80);
        QCOMPARE(reference().ruleIds(), expected); // the same ids in the same order
    }

    void everyRuleTheLogNamesIsInTheReference()
    {
        const QStringList ids = reference().ruleIds();
        const QSet<QString> known(ids.begin(), ids.end());
        const TurnLog &log = campaign().turns[0].log;
        int named = 0;
        for (std::size_t e = 0; e < log.size(); ++e)
            for (const QString &id : eventRules(log, e)) {
                QVERIFY2(known.contains(id), qPrintable(id));
                ++named;
            }
        QVERIFY(named > 50);
    }

    void theContentsGoToTheirParagraph()
    {
        QTreeWidget *tree = reference().contents();
        QCOMPARE(tree->topLevelItemCount(), 3); // R, A, H
        const auto found =
            tree->findItems(QStringLiteral("A5.3 PROBE"), Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(found.size(), 1);
        tree->setCurrentItem(found.first());
        QCOMPARE(reference().shownRule(), QStringLiteral("A5.3"));
        QVERIFY2(paragraphShown().startsWith(QStringLiteral("A5.3 PROBE")),
                 qPrintable(paragraphShown()));
        QVERIFY(reference().isVisible());
    }

    void searchFindsAsYouTypeWithNextAndPrevious()
    {
        RulesReference &ref = reference();
        ref.show();
        QVERIFY(QTest::qWaitForWindowActive(&ref));
        QLineEdit *search = ref.searchField();
        search->clear();
        ref.browser()->moveCursor(QTextCursor::Start);
        QTest::keyClicks(search, QStringLiteral("ambus"));
        const int matches = ref.matchCount();
        QVERIFY2(matches >= 4, qPrintable(QString::number(matches)));
        QCOMPARE(ref.currentMatch(), 1);
        QTest::keyClick(search, Qt::Key_H); // "ambush": the same first match grows
        QCOMPARE(ref.currentMatch(), 1);
        QTest::keyClick(search, Qt::Key_F3);
        QCOMPARE(ref.currentMatch(), 2);
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(ref.currentMatch(), 3);
        QTest::keyClick(search, Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(ref.currentMatch(), 2);
        QTest::keyClick(search, Qt::Key_F3, Qt::ShiftModifier);
        QTest::keyClick(search, Qt::Key_F3, Qt::ShiftModifier); // before the first: the last
        QCOMPARE(ref.currentMatch(), ref.matchCount());
        QVERIFY(ref.browser()->textCursor().selectedText().compare(QStringLiteral("ambush"),
                                                                   Qt::CaseInsensitive) == 0);
        // A rule id typed whole opens its paragraph.
        search->clear();
        QTest::keyClicks(search, QStringLiteral("h6.2"));
        QCOMPARE(ref.shownRule(), QStringLiteral("H6.2"));
        QVERIFY(paragraphShown().startsWith(QStringLiteral("H6.2 Morale roll")));
        search->clear();
        QTest::keyClicks(search, QStringLiteral("no such words"));
        QCOMPARE(ref.matchCount(), 0);
        search->clear();
    }

    void searchScrollsToItsMatchAndMarksItApart()
    {
        // Typed from the top of a short window: the first match, far below, is scrolled to the
        // upper part of the view and shaded apart from the others; Enter and F3 do the same for
        // the next one.
        RulesReference &ref = reference();
        ref.resize(900, 420);
        ref.show();
        QVERIFY(QTest::qWaitForWindowExposed(&ref));
        QTextBrowser *browser = ref.browser();
        QLineEdit *search = ref.searchField();
        search->clear();
        browser->moveCursor(QTextCursor::Start);
        const auto shownInTheUpperHalf = [browser] {
            const QRect at = browser->cursorRect(browser->textCursor());
            return at.top() >= 0 && at.bottom() <= browser->viewport()->height() / 2;
        };
        const auto markedApart = [browser] {
            int current = 0;
            for (const QTextEdit::ExtraSelection &s : browser->extraSelections())
                if (s.format.background().color() == RulesReference::currentMatchColour()) {
                    ++current;
                    if (s.cursor.selectionStart() != browser->textCursor().selectionStart())
                        return false;
                }
            return current == 1;
        };
        QTest::keyClicks(search, QStringLiteral("ambush"));
        QCOMPARE(ref.currentMatch(), 1);
        QVERIFY2(browser->verticalScrollBar()->value() > 0, "the first match is far down");
        QVERIFY(shownInTheUpperHalf());
        QVERIFY(markedApart());
        for (const Qt::Key key : {Qt::Key_Return, Qt::Key_F3}) {
            const int before = ref.currentMatch();
            QTest::keyClick(search, key);
            QCOMPARE(ref.currentMatch(), before + 1);
            QVERIFY(shownInTheUpperHalf());
            QVERIFY(markedApart());
        }
        search->clear();
    }

    void aRuleIdInTheLogOpensItsParagraph()
    {
        reference().hide();
        const TurnLog &log = campaign().turns[0].log;
        // A battle's capture (A8.1) if the turn has one, else the first event with a rule.
        int row = -1;
        QString id;
        for (std::size_t e = 0; e < log.size() && id != QStringLiteral("A8.1"); ++e)
            for (const QString &r : eventRules(log, e))
                if (row < 0 || r == QStringLiteral("A8.1")) {
                    row = static_cast<int>(e);
                    id = r;
                }
        QVERIFY(row >= 0);
        showLogRow(row);
        const QRect link = console().log()->ruleRect(row, id);
        QVERIFY2(!link.isEmpty(), qPrintable(console().log()->rowText(row)));
        const int battle = console().battles()->currentBattle();
        QTest::mouseClick(console().log()->list()->viewport(), Qt::LeftButton, {}, link.center());
        QVERIFY(m_window->rulesReference()->isVisible());
        QCOMPARE(m_window->rulesReference()->shownRule(), id);
        QVERIFY(paragraphShown().startsWith(id + QLatin1Char(' ')));
        QCOMPARE(console().battles()->currentBattle(), battle); // a link is not a row click
    }

    void aBattleLineOpensThatBattleAtThatStep()
    {
        const TurnBattles *battles = console().battles()->shown();
        QVERIFY(battles && !battles->battles.empty());
        // The last battle with a step after its start, and a line inside that step.
        int b = static_cast<int>(battles->battles.size()) - 1;
        while (b >= 0 && battles->battles[static_cast<size_t>(b)].steps.size() < 2)
            --b;
        QVERIFY(b >= 0);
        const BattleInfo &info = battles->battles[static_cast<size_t>(b)];
        console().battles()->deselect();
        const int row = static_cast<int>(info.steps[1].event);
        const QRect rect = showLogRow(row);
        QVERIFY(!rect.isEmpty());
        QTest::mouseClick(console().log()->list()->viewport(), Qt::LeftButton, {},
                          QPoint(rect.left() + 4, rect.center().y()));
        QCOMPARE(console().battles()->currentBattle(), b);
        QCOMPARE(console().battles()->currentStep(), 1);
        QCOMPARE(console().log()->highlighted(), row);
        QVERIFY(console().showingBattleStep());
        // A line outside every battle (the turn's first, the kingdoms' order) leaves it shown.
        const QRect first = showLogRow(0);
        QTest::mouseClick(console().log()->list()->viewport(), Qt::LeftButton, {},
                          QPoint(first.left() + 4, first.center().y()));
        QCOMPARE(console().battles()->currentBattle(), b);
    }

    void cleanupTestCase()
    {
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestRulesReference)
#include "tst_rules_reference.moc"
