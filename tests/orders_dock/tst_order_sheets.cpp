// A player's whole sheet in the orders dock, offscreen on the area sample: a refused sheet stays in
// the sheet dialog with its problems marked, is corrected in place and applied with Ctrl+Enter; a
// sheet for a kingdom with orders asks Replace / Append / Cancel; a sheet with no actions is
// refused; an imported file that does not parse opens in the dialog; a filled-in turnsheet brings
// the player's message with its orders, and one with only a message keeps the orders.
#include "TakeResult.h"
#include "console/Question.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/OrdersDock.h"
#include "console/orders/SheetDialog.h"
#include "pack/Turnsheet.h"

#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace muster;

class TestOrderSheets : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    CampaignDocument m_area;
    std::unique_ptr<OrdersDock> m_orders;
    QStringList m_asked;
    int m_answer = 2; // Replace, Append, Cancel

    QStringList stored() const { return m_area.campaign().current().orders[0]; }
    QString code(int area) const { return m_area.campaign().world.areas[area].code; }

    /// Runs `step` on the sheet dialog once it is open (it is modal), then closes it if still open.
    void withSheetDialog(const std::function<void(SheetDialog &)> &step)
    {
        auto connection = std::make_shared<QMetaObject::Connection>();
        *connection = connect(m_orders.get(), &OrdersDock::sheetDialogOpened, this,
                              [step, connection](SheetDialog *dialog) {
                                  disconnect(*connection);
                                  QTimer::singleShot(0, dialog, [dialog, step] {
                                      step(*dialog);
                                      if (dialog->isVisible())
                                          dialog->reject();
                                  });
                              });
    }
    /// A move between two of kingdom 0's areas that the sample allows, as a sheet line.
    QString aMove(int number) const
    {
        const Campaign &c = m_area.campaign();
        const auto &areas = c.current().state.areas;
        for (int a = 0; a < static_cast<int>(areas.size()); ++a)
            if (areas[a].owner == 0 && areas[a].armies >= 2 && !c.world.isSea(a))
                for (int b : c.world.neighbours(a))
                    if (areas[b].owner == 0 && !c.world.isSea(b))
                        return QStringLiteral("%1 MOVE 1 %2 %3").arg(number).arg(code(a), code(b));
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(test::take(m_area.open(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")),
                            error),
                 qPrintable(error));
        QVERIFY2(test::take(m_area.saveAs(m_dir.filePath(QStringLiteral("area.muster"))), error),
                 qPrintable(error));
        m_orders = std::make_unique<OrdersDock>(m_area);
        m_orders->resize(700, 600);
        m_orders->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_orders.get()));
        m_orders->setKingdom(0);
        setQuestionHook([this](const Question &q) {
            m_asked << q.text;
            return m_answer;
        });
        QVERIFY(!aMove(1).isEmpty());
    }

    void init()
    {
        m_asked.clear();
        m_area.setOrders(0, {});
    }

    void aRefusedSheetIsCorrectedInPlace()
    {
        const QString bad =
            QStringLiteral("# from the player\n%1\n2 TELEPORT 3 %2\n").arg(aMove(1), code(0));
        bool refused = false, applied = false;
        withSheetDialog([&](SheetDialog &dialog) {
            // The GM types in the sheet: the dialog is active, the focus in its text.
            dialog.activateWindow();
            if (!QTest::qWaitForWindowActive(&dialog, 1000))
                QApplication::setActiveWindow(&dialog);
            dialog.editor()->setFocus();
            for (const QString &line : bad.split(u'\n', Qt::SkipEmptyParts)) {
                QTest::keyClicks(dialog.editor(), line);
                QTest::keyClick(dialog.editor(), Qt::Key_Return); // a new line, not Apply
            }
            QTest::keyClick(dialog.editor(), Qt::Key_Return, Qt::ControlModifier); // Ctrl+Enter
            refused = dialog.isVisible() && dialog.problemList()->count() == 1 &&
                      dialog.problemList()->item(0)->text().startsWith(QStringLiteral("line 3"));
            QCOMPARE(dialog.editor()->toPlainText(), bad);          // the text is kept to correct
            QVERIFY(!dialog.editor()->extraSelections().isEmpty()); // its line is marked
            QCOMPARE(stored(), QStringList());                      // nothing applied
            // The GM corrects line 3 in place and applies again, with the keypad's Enter.
            dialog.problemList()->setCurrentRow(0); // goes to the line
            QCOMPARE(dialog.editor()->textCursor().blockNumber(), 2);
            QTextCursor line = dialog.editor()->textCursor();
            line.select(QTextCursor::LineUnderCursor);
            line.insertText(QStringLiteral("# no second order after all"));
            QTest::keyClick(dialog.editor(), Qt::Key_Enter,
                            Qt::ControlModifier | Qt::KeypadModifier);
            applied = !dialog.isVisible();
        });
        m_orders->findChild<QPushButton *>(QStringLiteral("pasteSheet"))->click();
        QVERIFY(refused);
        QVERIFY(applied);
        QCOMPARE(stored(), QStringList{aMove(1)});
        QVERIFY(m_asked.isEmpty()); // the kingdom had no orders: nothing to ask
    }

    void aSheetForAKingdomWithOrdersAsks()
    {
        m_area.setOrders(0, {aMove(1)});
        const QString sheet = aMove(2);
        const auto paste = [&] {
            withSheetDialog([&](SheetDialog &dialog) {
                dialog.editor()->setPlainText(sheet);
                dialog.accept();
            });
            m_orders->findChild<QPushButton *>(QStringLiteral("pasteSheet"))->click();
        };
        m_answer = 2; // Cancel: nothing changes
        paste();
        QCOMPARE(m_asked.size(), 1);
        QVERIFY2(m_asked.last().contains(QLatin1String("already has 1 order this turn")),
                 qPrintable(m_asked.last()));
        QCOMPARE(stored(), QStringList{aMove(1)});
        m_answer = 1; // Append
        paste();
        QCOMPARE(stored(), (QStringList{aMove(1), aMove(2)}));
        QCOMPARE(m_area.undoStack()->undoText(),
                 QStringLiteral("Append order sheet to %1").arg(m_area.campaign().kingdoms[0].id));
        m_answer = 0; // Replace
        paste();
        QCOMPARE(stored(), QStringList{aMove(2)});
        m_area.undoStack()->undo();
        QCOMPARE(stored(), (QStringList{aMove(1), aMove(2)})); // one undo step each
        m_answer = 2;
    }

    void appendingAClashingNumberNamesTheSheetsLine()
    {
        m_area.setOrders(0, {aMove(1)});
        m_answer = 1; // Append
        std::vector<Problem> problems;
        bool open = false;
        withSheetDialog([&](SheetDialog &dialog) {
            dialog.editor()->setPlainText(QStringLiteral("# again\n") + aMove(1));
            dialog.accept();
            open = dialog.isVisible();
            for (int i = 0; i < dialog.problemList()->count(); ++i)
                problems.push_back(Problem::of(dialog.problemList()->item(i)->text()));
        });
        m_orders->findChild<QPushButton *>(QStringLiteral("pasteSheet"))->click();
        QVERIFY(open);
        QVERIFY(!problems.empty());
        QVERIFY2(problems.front().message.startsWith(QStringLiteral("line 2")),
                 qPrintable(problems.front().message));
        QCOMPARE(stored(), QStringList{aMove(1)});
        m_answer = 2;
    }

    void aSheetWithNoActionsIsRefused()
    {
        QVERIFY(!m_orders->importSheet(QStringLiteral("# only a comment\n\n")));
        QCOMPARE(m_orders->errorList()->count(), 1);
        // In the words of muster-cli orders (operations/StoreSheet), not a message of its own.
        QCOMPARE(m_orders->errorList()->item(0)->text(), noActionsText());
        QCOMPARE(stored(), QStringList());
        QVERIFY(!m_area.undoStack()->canUndo() ||
                m_area.undoStack()->undoText() != QStringLiteral("Import order sheet"));
    }

    void anImportedFileThatDoesNotParseOpensInTheDialog()
    {
        const QString path = m_dir.filePath(QStringLiteral("sheet.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("%1\n2 MOVE 1 ZZZ %2\n").arg(aMove(1), code(0)).toUtf8());
        file.close();
        QString shown;
        int problems = 0;
        withSheetDialog([&](SheetDialog &dialog) {
            shown = dialog.editor()->toPlainText();
            problems = dialog.problemList()->count();
        });
        m_orders->importSheetFile(path);
        QCOMPARE(shown, QStringLiteral("%1\n2 MOVE 1 ZZZ %2\n").arg(aMove(1), code(0)));
        QCOMPARE(problems, 1);
        QCOMPARE(stored(), QStringList());
        // A good file applies at once, without the dialog.
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(aMove(1).toUtf8());
        file.close();
        m_orders->importSheetFile(path);
        QCOMPARE(stored(), QStringList{aMove(1)});
    }

    void aFilledTurnsheetBringsItsMessage()
    {
        // The turnsheet of the player's pack, filled in and read from a file: its orders and its
        // message replace the kingdom's in one undo step.
        const Campaign &c = m_area.campaign();
        const Kingdom &k = c.kingdoms[0];
        m_area.setOrders(0, {aMove(1), aMove(2)});
        const QString path = m_dir.filePath(QStringLiteral("turnsheet.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("# Muster turnsheet\nCampaign: %1\nKingdom: %2 (%3)\nTurn: %4\n"
                                  "%5\n2\nMessages:\nPeace to all.\n")
                       .arg(c.name, k.id, k.name)
                       .arg(c.current().number)
                       .arg(aMove(1))
                       .toUtf8());
        file.close();
        m_answer = 0; // Replace
        m_orders->importSheetFile(path);
        QCOMPARE(m_asked.size(), 1);
        QVERIFY2(m_asked.last().contains(QLatin1String("already has 2 orders this turn")) &&
                     m_asked.last().contains(QLatin1String("with the turnsheet's")),
                 qPrintable(m_asked.last()));
        QCOMPARE(stored(), QStringList{aMove(1)});
        QCOMPARE(m_area.campaign().current().messages.at(0), QStringLiteral("Peace to all."));
        QCOMPARE(m_area.undoStack()->undoText(),
                 QStringLiteral("Import turnsheet of %1").arg(k.id));
        m_area.undoStack()->undo();
        QVERIFY(m_area.campaign().current().messages.count(0) == 0);
        QCOMPARE(stored(), (QStringList{aMove(1), aMove(2)})); // the orders before, back
        // Another kingdom's turnsheet is refused with the line that says whose it is.
        m_orders->setKingdom(1);
        QVERIFY(!m_orders->importSheet(QStringLiteral("Kingdom: %1\n%2\n").arg(k.id, aMove(1))));
        QVERIFY2(m_orders->errorList()->count() == 1 &&
                     m_orders->errorList()->item(0)->text().startsWith(QStringLiteral("line 1")),
                 qPrintable(m_orders->errorList()->item(0)->text()));
        m_orders->setKingdom(0);
        m_answer = 2;
    }

    void aTurnsheetWithNoActionsKeepsTheOrders()
    {
        // As mail and `muster-cli orders` take it (sheetChange): a turnsheet with only a message
        // stores the message and keeps the orders, without asking; a blank one is refused.
        const Campaign &c = m_area.campaign();
        const Kingdom &k = c.kingdoms[0];
        m_area.setOrders(0, {aMove(1), aMove(2)});
        const QString head = QStringLiteral("Campaign: %1\nKingdom: %2\nTurn: %3\n1\n2\n")
                                 .arg(c.name, k.id)
                                 .arg(c.current().number);
        const qsizetype asked = m_asked.size();
        QVERIFY(!m_orders->importSheet(head + QStringLiteral("Messages:\n")));
        QCOMPARE(m_orders->errorList()->item(0)->text(), blankSheetText());
        QCOMPARE(stored(), (QStringList{aMove(1), aMove(2)}));
        QVERIFY(m_area.campaign().current().messages.count(0) == 0);
        const QString path = m_dir.filePath(QStringLiteral("message-only.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write((head + QStringLiteral("Messages:\nPeace to all.\n")).toUtf8());
        file.close();
        m_orders->importSheetFile(path);
        QCOMPARE(m_asked.size(), asked);
        QCOMPARE(stored(), (QStringList{aMove(1), aMove(2)}));
        QCOMPARE(m_area.campaign().current().messages.at(0), QStringLiteral("Peace to all."));
        m_area.undoStack()->undo();
        QVERIFY(m_area.campaign().current().messages.count(0) == 0);
        QCOMPARE(stored(), (QStringList{aMove(1), aMove(2)}));
    }

    void cleanupTestCase()
    {
        setQuestionHook({});
        m_orders.reset();
    }
};

QTEST_MAIN(TestOrderSheets)
#include "tst_order_sheets.moc"
