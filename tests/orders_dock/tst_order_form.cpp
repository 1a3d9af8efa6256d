// Edit never invents: the order form opened on a stored order shows every field as written, a
// value it would not offer included, marks the one the engine refuses with the engine's reason,
// and refuses OK until it is valid or the GM chooses another; Cancel, and OK on an unchanged
// order, leave the stored text as it was. The same for a hex march in its form. Offscreen, on
// the bundled samples, through the orders dock's Edit (Ctrl+Return).
#include "SampleDocument.h"
#include "console/commands/ChangeOrders.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/MarchForm.h"
#include "console/orders/OrderForm.h"
#include "console/orders/OrdersDock.h"
#include "orders/OrdersCheck.h"
#include "rules/area/FailureField.h"
#include "rules/hex/HexOrders.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace muster;

namespace {
/// Runs `check` on the form of type Form as soon as it is open (modal, from inside the dock's
/// Edit), then closes it with Cancel if `check` left it open; how many forms were seen.
template <class Form>
int onForm(const std::function<void(Form &)> &check, const std::function<void()> &open)
{
    int seen = 0;
    QTimer timer;
    QObject::connect(&timer, &QTimer::timeout, [&] {
        auto *form = qobject_cast<Form *>(QApplication::activeModalWidget());
        if (!form || !form->isVisible())
            return;
        timer.stop();
        ++seen;
        check(*form);
        if (form->isVisible())
            form->reject();
    });
    timer.start(0);
    open();
    return seen;
}

QPushButton *okButton(QDialog &form)
{
    auto *box = form.findChild<QDialogButtonBox *>();
    return box ? box->button(QDialogButtonBox::Ok) : nullptr;
}

/// The reason shown under a field of a form (its label named `name`), "" when hidden.
QString reasonShown(QDialog &form, const char *name)
{
    auto *label = form.findChild<QLabel *>(QLatin1String(name));
    return label && label->isVisibleTo(&form) ? label->text() : QString();
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TestOrderForm : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    CampaignDocument m_area;
    std::unique_ptr<OrdersDock> m_orders;
    int m_hcs = -1, m_crk = -1, m_fox = -1; // Aldmark's Hollowcrest, Crookmoor, Foxhollow
    int m_msw = -1;                         // Mirestow, not Aldmark's

    const Campaign &campaign() const { return m_area.campaign(); }
    QStringList stored() const { return campaign().current().orders[0]; }
    /// Aldmark's shipped orders with row 1 replaced by `line`, stored as typed lines are.
    void storeRow1(const QString &line)
    {
        QStringList lines = m_shipped;
        lines[1] = line;
        m_area.undoStack()->push(new ChangeOrders(m_area, 0, lines, QStringLiteral("Test")));
        QCOMPARE(stored(), lines);
        m_orders->table()->setCurrentCell(1, OrdersDock::OrderColumn);
    }
    /// Edit on the selected row, by its shortcut as the GM presses it.
    void pressEdit()
    {
        QApplication::setActiveWindow(m_orders.get()); // again, once a form has closed
        m_orders->table()->setFocus();
        QTest::keyClick(m_orders->table(), Qt::Key_Return, Qt::ControlModifier);
    }
    QStringList m_shipped;
    int m_opened = 0; // forms seen by the last onForm

private slots:
    void initTestCase()
    {
        const QString opened = test::openSampleKept(m_area, "sample-area.json", m_dir);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        m_orders = std::make_unique<OrdersDock>(m_area);
        m_orders->resize(700, 500);
        m_orders->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_orders.get()));
        QApplication::setActiveWindow(m_orders.get()); // the dock's shortcuts need it active
        m_orders->setKingdom(0);
        m_shipped = stored();
        QCOMPARE(m_shipped.value(1), QStringLiteral("2 MOVE 2 HCS FOX"));
        const World &w = campaign().world;
        m_hcs = w.areaIndex(QStringLiteral("HCS"));
        m_crk = w.areaIndex(QStringLiteral("CRK"));
        m_fox = w.areaIndex(QStringLiteral("FOX"));
        m_msw = w.areaIndex(QStringLiteral("MSW"));
        QVERIFY(m_hcs >= 0 && m_crk >= 0 && m_fox >= 0 && m_msw >= 0);
        QVERIFY(!w.adjacent(m_hcs, m_crk) && w.adjacent(m_hcs, m_fox));
        QVERIFY(campaign().current().state.areas[m_msw].owner != 0);
    }

    void init() { storeRow1(m_shipped[1]); }

    void editShowsATargetNotAdjacentAsWrittenAndEnterStoresNothing()
    {
        storeRow1(QStringLiteral("2 ASSAULT 3 HCS CRK"));
        const int steps = m_area.undoStack()->index();
        const QByteArray file = fileBytes(m_area.filePath());
        bool stayedOpen = false;
        const int forms = onForm<OrderForm>(
            [&](OrderForm &form) {
                auto *target = form.findChild<QComboBox *>(QStringLiteral("orderTarget"));
                QVERIFY(target);
                // The target as written, not a neighbour the list offers in its place.
                QCOMPARE(target->currentData().toInt(), m_crk);
                QVERIFY2(target->currentText().contains(QLatin1String("CRK")),
                         qPrintable(target->currentText()));
                QCOMPARE(form.line(), QStringLiteral("2 ASSAULT 3 HCS CRK"));
                // Marked with the engine's reason, the one the dock's check column gives.
                const OrdersCheck check = checkKingdomOrders(campaign(), 0, stored());
                const QString reason = reasonShown(form, "orderTargetReason");
                QVERIFY2(reason.contains(check.rows[1].problem), qPrintable(reason));
                QVERIFY2(reason.contains(QLatin1String("is not adjacent")), qPrintable(reason));
                QVERIFY2(reason.contains(QLatin1String("A3.3")), qPrintable(reason));
                QCOMPARE(reasonShown(form, "orderSourceReason"), QString());
                // OK refused, with the reason in the form.
                QVERIFY(!okButton(form)->isEnabled());
                QVERIFY(!form.refusal().isEmpty());
                auto *verdict = form.findChild<QLabel *>(QStringLiteral("orderVerdict"));
                QVERIFY(verdict && verdict->text().contains(form.refusal()));
                QTest::keyClick(&form, Qt::Key_Return);
                QTest::keyClick(target, Qt::Key_Enter);
                form.accept();
                stayedOpen = form.isVisible() && form.result() != QDialog::Accepted;
            },
            [this] { pressEdit(); });
        QCOMPARE(forms, 1);
        QVERIFY(stayedOpen);
        QCOMPARE(stored()[1], QStringLiteral("2 ASSAULT 3 HCS CRK"));
        QCOMPARE(m_area.undoStack()->index(), steps);
        QCOMPARE(fileBytes(m_area.filePath()), file);
    }

    void choosingAnotherTargetStoresExactlyThatChange()
    {
        // Hollowcrest's neighbours are all Aldmark's: the order the GM means is a MOVE. A new
        // action alone keeps the written target, still refused; a target chosen then is stored,
        // and nothing else of the order changes.
        storeRow1(QStringLiteral("2 ASSAULT 3 HCS CRK"));
        const QStringList before = stored();
        const int steps = m_area.undoStack()->index();
        bool refusedFirst = false, refusedWithTheKindAlone = false, acceptedThen = false;
        m_opened = onForm<OrderForm>(
            [&](OrderForm &form) {
                refusedFirst = !okButton(form)->isEnabled();
                auto *kind = form.findChild<QComboBox *>(QStringLiteral("orderKind"));
                QVERIFY(kind);
                kind->setCurrentIndex(kind->findData(static_cast<int>(ActionKind::Move)));
                auto *target = form.findChild<QComboBox *>(QStringLiteral("orderTarget"));
                QVERIFY(target);
                QCOMPARE(target->currentData().toInt(), m_crk);
                refusedWithTheKindAlone = !okButton(form)->isEnabled();
                target->setCurrentIndex(target->findData(m_fox));
                acceptedThen = okButton(form)->isEnabled();
                QCOMPARE(reasonShown(form, "orderTargetReason"), QString());
                QTest::keyClick(&form, Qt::Key_Return); // the GM confirms with Enter
            },
            [this] { pressEdit(); });
        QCOMPARE(m_opened, 1);
        QVERIFY(refusedFirst);
        QVERIFY(refusedWithTheKindAlone);
        QVERIFY(acceptedThen);
        QStringList expected = before;
        expected[1] = QStringLiteral("2 MOVE 3 HCS FOX");
        QCOMPARE(stored(), expected);
        QCOMPARE(m_area.undoStack()->index(), steps + 1);
        m_area.undoStack()->undo();
        QCOMPARE(stored(), before);
    }

    void countAboveTheArmysStrengthIsShownAndMarked()
    {
        const int armies = campaign().current().state.areas[m_hcs].armies;
        storeRow1(QStringLiteral("2 MOVE %1 HCS FOX").arg(armies + 5));
        const int steps = m_area.undoStack()->index();
        m_opened = onForm<OrderForm>(
            [&](OrderForm &form) {
                auto *count = form.findChild<QSpinBox *>(QStringLiteral("orderCount"));
                QVERIFY(count);
                QCOMPARE(count->value(), armies + 5);
                const QString reason = reasonShown(form, "orderCountReason");
                QVERIFY2(reason.contains(QStringLiteral("holds %1 armies").arg(armies)),
                         qPrintable(reason));
                QCOMPARE(reasonShown(form, "orderTargetReason"), QString());
                QVERIFY(!okButton(form)->isEnabled());
                count->setValue(armies); // the GM chooses a count that fits
                QVERIFY(okButton(form)->isEnabled());
                QCOMPARE(reasonShown(form, "orderCountReason"), QString());
                QTest::keyClick(&form, Qt::Key_Return);
            },
            [this] { pressEdit(); });
        QCOMPARE(m_opened, 1);
        QCOMPARE(stored()[1], QStringLiteral("2 MOVE %1 HCS FOX").arg(armies));
        QCOMPARE(m_area.undoStack()->index(), steps + 1);
    }

    void theFormOffersTargetsTheEngineWouldTakeForTheKind()
    {
        // ASSAULT from an area of Aldmark's with armies: its neighbours that are not Aldmark's
        // and not the sea (A3.4; armies go to sea only by MOVE, A5.7); MOVE: every neighbour
        // (into an own area, or aboard), as the engine takes them.
        const World &w = campaign().world;
        const auto &state = campaign().current().state;
        QSet<int> foreignLand, every;
        int source = -1;
        for (int a = 0; a < static_cast<int>(w.areas.size()) && source < 0; ++a) {
            if (state.areas[static_cast<size_t>(a)].owner != 0 ||
                state.areas[static_cast<size_t>(a)].armies < 1 || w.isSea(a))
                continue;
            foreignLand.clear();
            every.clear();
            for (const int n : w.neighbours(a)) {
                every.insert(n);
                if (state.areas[static_cast<size_t>(n)].owner != 0 && !w.isSea(n))
                    foreignLand.insert(n);
            }
            if (!foreignLand.isEmpty() && foreignLand != every)
                source = a;
        }
        QVERIFY(source >= 0); // the sample has an area with neighbours of both kinds
        AreaAction written;
        written.number = 2;
        written.kind = ActionKind::Assault;
        written.count = {ActionCount::Kind::All, 0};
        written.source = source;
        OrderForm form(campaign(), 0, written, 5, 1);
        auto *target = form.findChild<QComboBox *>(QStringLiteral("orderTarget"));
        auto *kind = form.findChild<QComboBox *>(QStringLiteral("orderKind"));
        QVERIFY(target && kind);
        const auto offered = [&] {
            QSet<int> areas;
            for (int i = 0; i < target->count(); ++i)
                areas.insert(target->itemData(i).toInt());
            return areas;
        };
        QCOMPARE(offered(), foreignLand);
        kind->setCurrentIndex(kind->findData(static_cast<int>(ActionKind::Move)));
        QCOMPARE(offered(), every);
    }

    void aCountBeyondTheSpinBoxIsNeverClamped()
    {
        // A count past what a sheet may say (limits::kOrderCount) is shown as it is, marked with
        // the parser's words, and cannot be stored.
        AreaAction written;
        written.number = 2;
        written.kind = ActionKind::Move;
        written.count = {ActionCount::Kind::Exact, 250000};
        written.source = m_hcs;
        written.target = m_fox;
        OrderForm form(campaign(), 0, written, 5, 1);
        auto *count = form.findChild<QSpinBox *>(QStringLiteral("orderCount"));
        QVERIFY(count);
        QCOMPARE(count->value(), 250000);
        QCOMPARE(form.action(), written);
        const QString reason = reasonShown(form, "orderCountReason");
        QVERIFY2(reason.contains(QLatin1String("99999")), qPrintable(reason));
        QVERIFY(!okButton(form)->isEnabled());
    }

    void editOnALineThatDoesNotParseSaysWhy()
    {
        storeRow1(QStringLiteral("2 ASSAULT 3 HCS NOWHERE"));
        QSignalSpy status(m_orders.get(), &OrdersDock::statusMessage);
        const int forms = onForm<OrderForm>([](OrderForm &) {}, [this] { pressEdit(); });
        QCOMPARE(forms, 0);
        QCOMPARE(status.size(), 1);
        const QString said = status.front().front().toString();
        QVERIFY2(said.contains(QLatin1String("NOWHERE")) &&
                     said.contains(QLatin1String("unknown area")),
                 qPrintable(said));
        QCOMPARE(stored()[1], QStringLiteral("2 ASSAULT 3 HCS NOWHERE"));
    }

    void cancelAndUnchangedOkLeaveTheStoredTextByteIdentical()
    {
        // Written in lower case: the canonical form differs, the order does not.
        storeRow1(QStringLiteral("2 move 2 hcs fox"));
        const QStringList before = stored();
        const int steps = m_area.undoStack()->index();
        const QByteArray file = fileBytes(m_area.filePath());
        // Cancel (Esc) after changing fields: nothing changes.
        m_opened = onForm<OrderForm>(
            [&](OrderForm &form) {
                auto *target = form.findChild<QComboBox *>(QStringLiteral("orderTarget"));
                auto *count = form.findChild<QSpinBox *>(QStringLiteral("orderCount"));
                QVERIFY(target && count);
                target->setCurrentIndex(target->findData(m_crk));
                count->setValue(1);
                QTest::keyClick(&form, Qt::Key_Escape);
            },
            [this] { pressEdit(); });
        QCOMPARE(m_opened, 1);
        QCOMPARE(stored(), before);
        QCOMPARE(m_area.undoStack()->index(), steps);
        // OK on the order as it is: no rewritten line, no undo step, the file as it was.
        bool canStore = false;
        m_opened = onForm<OrderForm>(
            [&](OrderForm &form) {
                canStore = okButton(form)->isEnabled();
                QTest::keyClick(&form, Qt::Key_Return);
            },
            [this] { pressEdit(); });
        QCOMPARE(m_opened, 1);
        QVERIFY(canStore);
        QCOMPARE(stored(), before);
        QCOMPARE(stored()[1], QStringLiteral("2 move 2 hcs fox"));
        QCOMPARE(m_area.undoStack()->index(), steps);
        QCOMPARE(fileBytes(m_area.filePath()), file);
    }

    void failureFieldPointsAtTheValueTheEngineNames()
    {
        // The engine's own verdicts on lines of Aldmark's turn 1, each pointed at its field.
        const World &w = campaign().world;
        const auto fieldOf = [&](const QString &line) {
            QStringList lines = m_shipped;
            lines[1] = line;
            const OrdersCheck check = checkKingdomOrders(campaign(), 0, lines);
            const OrderLineCheck &row = check.rows[1];
            return row.failure && row.action ? failureField(*row.failure, *row.action, w)
                                             : ActionField::None;
        };
        QCOMPARE(fieldOf(QStringLiteral("2 ASSAULT 3 HCS CRK")), ActionField::Target);
        QCOMPARE(fieldOf(QStringLiteral("2 MOVE 90 HCS FOX")), ActionField::Count);
        QCOMPARE(fieldOf(QStringLiteral("2 MOVE 1 MSW HCS")), ActionField::Source);
        QCOMPARE(fieldOf(QStringLiteral("2 LEVY 1 MSW")), ActionField::Target);
        QCOMPARE(fieldOf(QStringLiteral("2 ASSAULT 1 HCS FOX")), ActionField::Target);
        QCOMPARE(fieldOf(QStringLiteral("2 LEVY 50 HCS")), ActionField::Count);
        QCOMPARE(fieldOf(m_shipped[1]), ActionField::None); // accepted
    }

    void cleanupTestCase() { m_orders.reset(); }
};

/// The march form on the hex sample: a stored march names a hex no march can enter, or an army
/// there is not.
class TestMarchForm : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    CampaignDocument m_hex;
    std::unique_ptr<OrdersDock> m_orders;
    HexArmy m_army;
    int m_opened = 0;

    QStringList stored() const { return m_hex.campaign().current().orders[m_army.kingdom]; }
    void editRow(int row)
    {
        QApplication::setActiveWindow(m_orders.get()); // again, once a form has closed
        m_orders->table()->setCurrentCell(row, OrdersDock::OrderColumn);
        m_orders->table()->setFocus();
        QTest::keyClick(m_orders->table(), Qt::Key_Return, Qt::ControlModifier);
    }
    /// A hex next to the army that a march may enter (H2.2).
    QString neighbourHex() const
    {
        const Campaign &c = m_hex.campaign();
        const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
        for (const Hex &next : hexNeighbours(m_army.hex)) {
            if (const auto read = hexrules::parseMarchOrder(
                    QStringLiteral("%1 MARCH %2").arg(m_army.id, hexLabel(next)), m_army.kingdom,
                    c.world, c.current().state, rules);
                read && *read)
                return hexLabel(next);
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        const QString opened = test::openSampleKept(m_hex, "sample-hex.json", m_dir);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        m_army = m_hex.campaign().current().state.armies.front();
        m_orders = std::make_unique<OrdersDock>(m_hex);
        m_orders->resize(700, 500);
        m_orders->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_orders.get()));
        QApplication::setActiveWindow(m_orders.get());
        m_orders->setKingdom(m_army.kingdom);
        QVERIFY(!neighbourHex().isEmpty());
    }

    void hexMarchWithAnImpossibleHexIsShownAndMarked()
    {
        const QString bad =
            QStringLiteral("%1 MARCH %2 500,500 REST 5 6 7").arg(m_army.id, neighbourHex());
        m_hex.undoStack()->push(
            new ChangeOrders(m_hex, m_army.kingdom, {bad}, QStringLiteral("Test")));
        const int steps = m_hex.undoStack()->index();
        const QString good = neighbourHex();
        bool refused = false, enterKeptIt = false, acceptedThen = false;
        QString reason;
        const int forms = onForm<MarchForm>(
            [&](MarchForm &form) {
                auto *path = form.findChild<QLineEdit *>(QStringLiteral("marchPath"));
                QCOMPARE(path->text(), QStringLiteral("%1 500,500").arg(good));
                QCOMPARE(form.findChild<QComboBox *>(QStringLiteral("marchArmy"))->currentData(),
                         QVariant(m_army.id));
                reason = reasonShown(form, "marchPathReason");
                refused = !okButton(form)->isEnabled();
                QTest::keyClick(&form, Qt::Key_Return);
                enterKeptIt = form.isVisible();
                path->setText(good); // the GM takes the impossible hex off
                acceptedThen = okButton(form)->isEnabled();
                QCOMPARE(reasonShown(form, "marchPathReason"), QString());
                QTest::keyClick(&form, Qt::Key_Return);
            },
            [this] { editRow(0); });
        QCOMPARE(forms, 1);
        const Campaign &c = m_hex.campaign();
        const auto badRead =
            hexrules::parseMarchOrder(bad, m_army.kingdom, c.world, c.current().state,
                                      hexrules::HexRules::fromRuleset(c.ruleset));
        QVERIFY(!badRead);
        const QString expected = badRead.problems()[0].message;
        QCOMPARE(reason, expected); // core's words
        QVERIFY2(reason.contains(QLatin1String("500,500")), qPrintable(reason));
        QVERIFY(refused);
        QVERIFY(enterKeptIt);
        QVERIFY(acceptedThen);
        QCOMPARE(stored(),
                 QStringList{QStringLiteral("%1 MARCH %2 REST 5 6 7").arg(m_army.id, good)});
        QCOMPARE(m_hex.undoStack()->index(), steps + 1);
        m_hex.undoStack()->undo();
        QCOMPARE(stored(), QStringList{bad});
        m_hex.undoStack()->undo();
    }

    void hexMarchOfAnUnknownArmyIsShownAsWritten()
    {
        const QString bad = QStringLiteral("ZZ9 MARCH 3,3");
        m_hex.undoStack()->push(
            new ChangeOrders(m_hex, m_army.kingdom, {bad}, QStringLiteral("Test")));
        const int steps = m_hex.undoStack()->index();
        m_opened = onForm<MarchForm>(
            [&](MarchForm &form) {
                auto *army = form.findChild<QComboBox *>(QStringLiteral("marchArmy"));
                QCOMPARE(army->currentData(), QVariant(QStringLiteral("ZZ9")));
                QVERIFY2(army->currentText().contains(QLatin1String("ZZ9")),
                         qPrintable(army->currentText()));
                const QString reason = reasonShown(form, "marchArmyReason");
                QVERIFY2(reason.contains(QLatin1String("no army \"ZZ9\"")), qPrintable(reason));
                QCOMPARE(form.findChild<QLineEdit *>(QStringLiteral("marchPath"))->text(),
                         QStringLiteral("3,3"));
                QVERIFY(!okButton(form)->isEnabled());
                QTest::keyClick(&form, Qt::Key_Escape);
            },
            [this] { editRow(0); });
        QCOMPARE(m_opened, 1);
        QCOMPARE(stored(), QStringList{bad});
        QCOMPARE(m_hex.undoStack()->index(), steps);
        m_hex.undoStack()->undo();
    }

    void hexMarchRestDayOutsideTheWeekIsMarked()
    {
        const QString bad = QStringLiteral("%1 MARCH %2 REST 9").arg(m_army.id, neighbourHex());
        m_hex.undoStack()->push(
            new ChangeOrders(m_hex, m_army.kingdom, {bad}, QStringLiteral("Test")));
        m_opened = onForm<MarchForm>(
            [&](MarchForm &form) {
                auto *rest = form.findChild<QLineEdit *>(QStringLiteral("marchRest"));
                QVERIFY(rest);
                QCOMPARE(rest->text(), QStringLiteral("9"));
                const QString reason = reasonShown(form, "marchRestReason");
                QVERIFY2(reason.contains(QLatin1String("\"9\"")), qPrintable(reason));
                QCOMPARE(reasonShown(form, "marchPathReason"), QString());
                QVERIFY(!okButton(form)->isEnabled());
            },
            [this] { editRow(0); });
        QCOMPARE(m_opened, 1);
        QCOMPARE(stored(), QStringList{bad});
        m_hex.undoStack()->undo();
    }

    void editOnAnArmyWithoutAMarchStartsOne()
    {
        // No march stored: every row is an army staying put (H2.1); Edit gives it a march.
        QVERIFY(stored().isEmpty());
        const QString hex = neighbourHex();
        m_opened = onForm<MarchForm>(
            [&](MarchForm &form) {
                QCOMPARE(form.findChild<QComboBox *>(QStringLiteral("marchArmy"))->currentData(),
                         QVariant(m_army.id));
                QVERIFY(!okButton(form)->isEnabled()); // no hex to enter yet
                form.findChild<QLineEdit *>(QStringLiteral("marchPath"))->setText(hex);
                QVERIFY(okButton(form)->isEnabled());
                QTest::keyClick(&form, Qt::Key_Return);
            },
            [this] { editRow(0); });
        QCOMPARE(m_opened, 1);
        QCOMPARE(stored().size(), 1);
        QVERIFY2(
            stored().front().startsWith(QStringLiteral("%1 MARCH %2 REST").arg(m_army.id, hex)),
            qPrintable(stored().front()));
        m_hex.undoStack()->undo();
        QVERIFY(stored().isEmpty());
    }

    void cleanupTestCase() { m_orders.reset(); }
};

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int failed = 0;
    {
        TestOrderForm area;
        failed += QTest::qExec(&area, argc, argv);
    }
    {
        TestMarchForm hex;
        failed += QTest::qExec(&hex, argc, argv);
    }
    return failed;
}

#include "tst_order_form.moc"
