// The same action from muster-cli and from the console stores the same thing (core/operations):
// a march for an army whose kingdom's sheet already has lines for it, a turn resolved, a turn
// rolled back (Turn > Roll Back, or Edit > Undo of Resolve Turn), a turn with missed sheets
// resolved (their stand-ins), a kingdom renamed, given a
// player and a kingdom added and removed in the kingdoms editor (muster-cli kingdoms), house
// rules set in their dialog (muster-cli house), and the packs' paper chosen in the Campaign menu
// (muster-cli settings), each compared byte for byte as the campaign's JSON.
#include "CliRunner.h"
#include "ConsoleTestWindow.h"
#include "SampleCampaigns.h"
#include "TakeResult.h"
#include "autopilot/AreaAutopilot.h"
#include "console/inspector/InspectorPanel.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "console/setup/HouseRulesDialog.h"
#include "console/setup/KingdomsEditor.h"
#include "console/setup/SetupConsole.h"
#include "model/CampaignCodes.h"
#include "operations/CloseTurn.h"
#include "rules/hex/HexOrders.h"
#include "store/CampaignStore.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace muster;

namespace {
void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

enum Codes
{
    WithPlayerCodes,
    WithoutPlayerCodes
};

QByteArray storedJson(const QString &file, Codes codes = WithPlayerCodes)
{
    Campaign c = test::storedCampaign(file);
    if (codes == WithoutPlayerCodes)
        for (Kingdom &k : c.kingdoms)
            k.playerCode.clear();
    QString error;
    if (!test::take(c.turns.holdAll(), error))
        qFatal("%s", qPrintable(error));
    return test::campaignBytes(c);
}
} // namespace

class TestConsoleCliSame : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }

    /// `campaign` kept in two files of its own, `name`-cli.muster and `name`-console.muster.
    QStringList twoFiles(const Campaign &campaign, const QString &name)
    {
        QStringList files;
        for (const char *who : {"cli", "console"}) {
            files << m_dir.filePath(QStringLiteral("%1-%2.muster").arg(name, QLatin1String(who)));
            QFile::remove(files.last());
            QString error;
            if (!test::take(CampaignStore::create(files.last(), campaign), error))
                qWarning() << error;
        }
        return files;
    }

    static Campaign sample(const char *name)
    {
        Campaign c = test::sampleCampaign(name);
        giveMissingCodes(c);
        return c;
    }

    void resolveInConsole() { QVERIFY(test::resolveWithF5(*m_window)); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
    }

    // The player wrote A1's march second, then again in other letters; the GM marches A1: its
    // first line becomes the march where it stands, the later one goes, the others stay in order.
    void aMarchStoresTheSameSheet()
    {
        Campaign c = sample("sample-hex.json");
        const int k = hexrules::armyNamed(c.current().state, QStringLiteral("A1"))->kingdom;
        c.current().orders.resize(c.kingdoms.size());
        c.current().orders[static_cast<size_t>(k)] = {
            QStringLiteral("# the plan"), QStringLiteral("A1 MARCH 9,9"),
            QStringLiteral("A2 MARCH 17,14"), QStringLiteral("a1 MARCH 9,9 10,9 REST 6 7")};
        const QStringList files = twoFiles(c, QStringLiteral("march"));

        const test::CliRun cli =
            test::runCli({QStringLiteral("march"), files[0], QStringLiteral("A1"),
                          QStringLiteral("9,9"), QStringLiteral("10,9")});
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));

        QVERIFY(m_window->openFile(files[1]));
        OrdersDock *orders = console().orders();
        orders->setKingdom(k);
        auto *entry = orders->findChild<QLineEdit *>(QStringLiteral("orderEntry"));
        QVERIFY(entry);
        entry->setText(QStringLiteral("A1 MARCH 9,9 10,9"));
        QTest::keyClick(entry, Qt::Key_Return);
        QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("March A1"));

        const QStringList expected{QStringLiteral("# the plan"),
                                   QStringLiteral("A1 MARCH 9,9 10,9 REST 5 6 7"),
                                   QStringLiteral("A2 MARCH 17,14")};
        QCOMPARE(test::storedCampaign(files[0]).current().orders[static_cast<size_t>(k)], expected);
        QCOMPARE(storedJson(files[1]), storedJson(files[0]));
    }

    void aResolvedTurnStoresTheSameRecord()
    {
        const QStringList files = twoFiles(sample("sample-area.json"), QStringLiteral("resolve"));
        const test::CliRun cli = test::runCli({QStringLiteral("resolve"), files[0]});
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
        QVERIFY(m_window->openFile(files[1]));
        resolveInConsole();
        QCOMPARE(campaign().turns.size(), size_t{2});
        QCOMPARE(storedJson(files[1]), storedJson(files[0]));
        QCOMPARE(test::campaignBytes(campaign()), storedJson(files[0]));
    }

    // A turn with missed sheets: F5 first writes the stand-ins (one undo step) and asks; Review
    // First leaves them in the turn's orders for the GM to read, Undo takes them back, and Resolve
    // stores what muster-cli resolve stores.
    void missedSheetsStandInTheSameWay()
    {
        Campaign c = sample("sample-area.json");
        c.kingdoms[2].missedOrders = MissedOrders::Autopilot; // Caldoria
        c.kingdoms[2].doctrine = Doctrine::Expand;
        c.kingdoms[5].hasPlayer = false; // Fennmark
        c.current().orders[2].clear();
        c.current().orders[5].clear();
        c.current().orders[1].clear(); // Brennic March holds
        const QStringList files = twoFiles(c, QStringLiteral("missed"));
        const test::CliRun cli = test::runCli({QStringLiteral("resolve"), files[0]});
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
        QVERIFY2(cli.err.contains(QLatin1String(
                     "no orders from Caldoria (CAL): the autopilot played it (expand)")),
                 qPrintable(cli.err));
        QVERIFY2(cli.err.contains(QLatin1String("no player from Fennmark (FEN)")),
                 qPrintable(cli.err));

        QVERIFY(m_window->openFile(files[1]));
        QUndoStack *undo = m_window->document()->undoStack();
        const int steps = undo->count();
        {
            const test::Answering reviewFirst(1);
            resolveInConsole();
            QCOMPARE(reviewFirst.asked, 1);
        }
        QCOMPARE(campaign().turns.size(), size_t{1}); // nothing resolved
        QCOMPARE(undo->count(), steps + 1);
        QCOMPARE(undo->text(undo->count() - 1), QStringLiteral("Stand in for 3 missed sheets"));
        const TurnRecord &turn = campaign().current();
        QCOMPARE(turn.standIns.size(), size_t{3});
        QCOMPARE(int(turn.standIns.at(1).kind), int(StandInKind::Held));
        QCOMPARE(int(turn.standIns.at(2).kind), int(StandInKind::Autopilot));
        QCOMPARE(turn.orders[2], areaAutopilotSheet(campaign(), 2, Doctrine::Expand));
        QVERIFY(!turn.orders[2].isEmpty());
        undo->undo();
        QVERIFY(campaign().current().standIns.empty());
        QVERIFY(campaign().current().orders[2].isEmpty());
        {
            const test::Answering resolve(0);
            resolveInConsole();
            QCOMPARE(resolve.asked, 2); // the stand-ins, then Brennic March doing nothing
        }
        QCOMPARE(campaign().turns.size(), size_t{2});
        QCOMPARE(storedJson(files[1]), storedJson(files[0]));
    }

    void aRollBackLeavesTheSameCampaign()
    {
        Campaign resolved = sample("sample-area.json");
        QVERIFY(applyResolution(resolved, resolveCurrentTurn(resolved)).ok());
        const QStringList files = twoFiles(resolved, QStringLiteral("rollback"));
        const test::CliRun cli = test::runCli({QStringLiteral("rollback"), files[0]});
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
        const QByteArray rolledBack = storedJson(files[0]);

        // Turn > Roll Back Last Turn.
        QVERIFY(m_window->openFile(files[1]));
        {
            const test::Answering yes(0);
            console().rollBackAction()->trigger();
            QCOMPARE(yes.asked, 1);
        }
        QCOMPARE(storedJson(files[1]), rolledBack);
        QCOMPARE(test::campaignBytes(campaign()), rolledBack);

        // Edit > Undo of Resolve Turn, on the turn as the roll back left it.
        resolveInConsole();
        QCOMPARE(campaign().turns.size(), size_t{2});
        m_window->document()->undoStack()->undo();
        QCOMPARE(storedJson(files[1]), rolledBack);
        QCOMPARE(test::campaignBytes(campaign()), rolledBack);
    }

    // Renamed and given a player in the editor, one undo step each; set at once by muster-cli.
    // Then a kingdom added and the first removed (its areas unowned), both ways; and a taken name
    // refused by both, nothing stored.
    void aKingdomEditStoresTheSameCampaign()
    {
        Campaign c = sample("sample-area.json");
        c.started = false;
        const QString id = c.kingdoms[1].id;
        const QString taken = c.kingdoms[0].name;
        const QStringList files = twoFiles(c, QStringLiteral("kingdoms"));
        const auto cli = [&](QStringList args) {
            args.prepend(files[0]);
            args.prepend(QStringLiteral("kingdoms"));
            return test::runCli(args);
        };
        test::CliRun run = cli({QStringLiteral("set"), id, QStringLiteral("name=Westmarch"),
                                QStringLiteral("email=west@players.example")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        QVERIFY(m_window->openFile(files[1]));
        m_window->findChild<QAction *>(QStringLiteral("editKingdomsAction"))->trigger();
        KingdomsEditor *editor = m_window->setupConsole()->kingdomsEditor();
        QVERIFY(editor);
        editor->selectKingdom(1);
        type(editor->nameEdit(), QStringLiteral("Westmarch"));
        type(editor->emailEdit(), QStringLiteral("west@players.example"));
        QCOMPARE(m_window->document()->undoStack()->count(), 2);
        QCOMPARE(storedJson(files[1]), storedJson(files[0]));
        run = cli({});
        QVERIFY2(run.out.contains(id + QStringLiteral("\tWestmarch\t")), qPrintable(run.out));

        run = cli({QStringLiteral("set"), id, QStringLiteral("name=") + taken});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("another kingdom")), qPrintable(run.err));
        type(editor->nameEdit(), taken);
        QVERIFY2(editor->problemLabel()->text().contains(QLatin1String("another kingdom")),
                 qPrintable(editor->problemLabel()->text()));
        QCOMPARE(m_window->document()->undoStack()->count(), 2);
        QCOMPARE(storedJson(files[1]), storedJson(files[0]));

        run = cli({QStringLiteral("add")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = cli({QStringLiteral("remove"), c.kingdoms[0].id});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QTest::mouseClick(editor->addButton(), Qt::LeftButton);
        editor->selectKingdom(0);
        {
            const test::Answering remove(0);
            QTest::mouseClick(editor->removeButton(), Qt::LeftButton);
        }
        QCOMPARE(campaign().kingdoms.size(), c.kingdoms.size());
        // A new kingdom's player code is drawn at random (model/CampaignCodes.h): each has one.
        QCOMPARE(storedJson(files[1], WithoutPlayerCodes),
                 storedJson(files[0], WithoutPlayerCodes));
        for (const QString &file : files)
            QVERIFY(!test::storedCampaign(file).kingdoms.back().playerCode.isEmpty());
        editor->close();
    }

    // Who plays a kingdom, its policy for missed orders and its doctrine change in a started
    // campaign too, from the kingdoms editor as from muster-cli kingdoms; each is one undo step.
    void aKingdomsPlayStoresTheSameCampaign()
    {
        const Campaign c = sample("sample-area.json");
        const QString id = c.kingdoms[2].id;
        const QStringList files = twoFiles(c, QStringLiteral("play"));
        const test::CliRun run =
            test::runCli({QStringLiteral("kingdoms"), files[0], QStringLiteral("set"), id,
                          QStringLiteral("player=no"), QStringLiteral("missedOrders=standing"),
                          QStringLiteral("doctrine=raid")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        QVERIFY(m_window->openFile(files[1]));
        m_window->findChild<QAction *>(QStringLiteral("editKingdomsAction"))->trigger();
        KingdomsEditor *editor = m_window->setupConsole()->kingdomsEditor();
        QVERIFY(editor);
        editor->selectKingdom(2);
        QVERIFY(editor->missedOrdersBox()->isEnabled()); // started, and still theirs to change
        QVERIFY(!editor->idEdit()->isEnabled());
        const auto choose = [](QComboBox *box, int data) {
            box->setCurrentIndex(box->findData(data));
            emit box->activated(box->currentIndex());
        };
        choose(editor->missedOrdersBox(), int(MissedOrders::Standing));
        choose(editor->doctrineBox(), int(Doctrine::Raid));
        choose(editor->playerBox(), 0);
        QVERIFY(!editor->missedOrdersBox()->isEnabled()); // moot without a player
        QCOMPARE(m_window->document()->undoStack()->count(), 3);
        QCOMPARE(storedJson(files[1]), storedJson(files[0]));
        editor->close();
    }

    // The Kingdoms dock's menu sets the same play as muster-cli kingdoms, a step a choice.
    void theKingdomsDockSetsAKingdomsPlay()
    {
        const Campaign c = sample("sample-area.json");
        const QStringList files = twoFiles(c, QStringLiteral("dockplay"));
        const test::CliRun run =
            test::runCli({QStringLiteral("kingdoms"), files[0], QStringLiteral("set"),
                          c.kingdoms[1].id, QStringLiteral("missedOrders=autopilot"),
                          QStringLiteral("doctrine=expand"), QStringLiteral("player=no")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(m_window->openFile(files[1]));
        KingdomsDock *dock = console().kingdoms();
        dock->selectKingdom(1);
        const auto menuNamed = [dock](const QString &part) -> QMenu * {
            for (QAction *a : dock->table()->actions())
                if (a->menu() && a->text().remove(u'&').contains(part))
                    return a->menu();
            return nullptr;
        };
        QMenu *missed = menuNamed(QStringLiteral("Missed"));
        QMenu *doctrine = menuNamed(QStringLiteral("Doctrine"));
        QVERIFY(missed && doctrine);
        emit missed->aboutToShow();
        QVERIFY(missed->actions().at(0)->isChecked()); // hold, as shipped
        missed->actions().at(2)->trigger();            // Autopilot
        doctrine->actions().at(2)->trigger();          // Expand
        dock->findChild<QAction *>(QStringLiteral("noPlayerAction"))->trigger();
        QCOMPARE(m_window->document()->undoStack()->count(), 3);
        QCOMPARE(storedJson(files[1]), storedJson(files[0]));
    }

    // Two house rules set in the dialog and by muster-cli house; a value beyond its limits refused
    // by muster-cli with the parameter and its limits named, nothing stored.
    void houseRulesStoreTheSameCampaign()
    {
        Campaign c = sample("sample-area.json");
        c.started = false;
        const QStringList files = twoFiles(c, QStringLiteral("house"));
        test::CliRun run =
            test::runCli({QStringLiteral("house"), files[0], QStringLiteral("costMove=3"),
                          QStringLiteral("dispersalDenominator=5")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QByteArray set = storedJson(files[0]);
        run = test::runCli({QStringLiteral("house"), files[0]});
        QVERIFY2(run.out.contains(QLatin1String("\ncostMove\t3\t")), qPrintable(run.out));
        run = test::runCli({QStringLiteral("house"), files[0], QStringLiteral("fortValue=101")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String(
                     "fortValue must be a whole number from 0 to 100 (RULES A1.4); 101 is not")),
                 qPrintable(run.err));
        QCOMPARE(storedJson(files[0]), set);

        QVERIFY(m_window->openFile(files[1]));
        m_window->findChild<QAction *>(QStringLiteral("houseRulesAction"))->trigger();
        HouseRulesDialog *dialog = m_window->setupConsole()->houseRulesDialog();
        QVERIFY(dialog);
        for (const auto &[name, value] : {std::pair{"costMove", 3}, {"dispersalDenominator", 5}}) {
            auto *box = qobject_cast<QSpinBox *>(dialog->valueBox(QLatin1String(name)));
            QVERIFY(box);
            box->setValue(value);
        }
        dialog->accept();
        QCOMPARE(m_window->document()->undoStack()->undoText(),
                 QStringLiteral("Change 2 house rules"));
        QCOMPARE(storedJson(files[1]), set);
    }

    // The packs' paper chosen in Campaign > Pack Paper and by muster-cli settings, in a campaign
    // in play; a paper or setting it does not know refused by muster-cli, nothing stored; the
    // console's choice undone and redone.
    void paperStoresTheSameCampaign()
    {
        const QStringList files = twoFiles(sample("sample-area.json"), QStringLiteral("paper"));
        const QByteArray before = storedJson(files[0]);
        test::CliRun run =
            test::runCli({QStringLiteral("settings"), files[0], QStringLiteral("paper=A3")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QByteArray set = storedJson(files[0]);
        QVERIFY(set != before);
        run = test::runCli({QStringLiteral("settings"), files[0]});
        QVERIFY2(run.out.contains(QLatin1String("\npaper\tA3\t")), qPrintable(run.out));
        for (const char *wrong : {"paper=B5", "margin=2", "paper"}) {
            run = test::runCli({QStringLiteral("settings"), files[0], QLatin1String(wrong)});
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(QLatin1String(wrong)) ||
                         run.err.contains(QLatin1String("B5")),
                     qPrintable(run.err));
        }
        QVERIFY2(run.err.contains(QLatin1String("expected NAME=VALUE")), qPrintable(run.err));
        QCOMPARE(storedJson(files[0]), set);

        QVERIFY(m_window->openFile(files[1]));
        auto *a3 = m_window->findChild<QAction *>(QStringLiteral("paperA3Action"));
        auto *a4 = m_window->findChild<QAction *>(QStringLiteral("paperA4Action"));
        QVERIFY(a3 && a4);
        QVERIFY(a4->isChecked());
        a3->trigger();
        QVERIFY(a3->isChecked());
        QCOMPARE(m_window->document()->undoStack()->undoText(),
                 QStringLiteral("Print Packs on A3"));
        QCOMPARE(storedJson(files[1]), set);
        m_window->document()->undoStack()->undo();
        QVERIFY(a4->isChecked());
        QCOMPARE(storedJson(files[1]), before);
        m_window->document()->undoStack()->redo();
        QVERIFY(a3->isChecked());
        QCOMPARE(storedJson(files[1]), set);
    }

    // A1.2: the GM sets an area's armies by hand; a state the readers would refuse (an AMBUSH
    // without its location, ships on land, a count out of range) is refused by either, and
    // nothing is stored.
    void anAreaStateStoresTheSameCampaign()
    {
        const Campaign c = sample("sample-area.json");
        const QStringList files = twoFiles(c, QStringLiteral("area"));
        int area = -1;
        for (size_t a = 0; a < c.world.areas.size() && area < 0; ++a)
            if (!c.world.isSea(static_cast<int>(a)) && c.current().state.areas[a].owner >= 0 &&
                c.current().state.areas[a].modeArea < 0)
                area = static_cast<int>(a);
        QVERIFY(area >= 0);
        const QString code = c.world.areas[static_cast<size_t>(area)].code;
        const int armies = c.current().state.areas[static_cast<size_t>(area)].armies + 7;
        const QByteArray before = storedJson(files[0]);

        const QString file = files[0];
        test::CliRun run = test::runCli(
            {QStringLiteral("area"), file, code, QStringLiteral("armies=%1").arg(armies)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QByteArray set = storedJson(file);
        QVERIFY(set != before);
        run = test::runCli({QStringLiteral("area"), file, code});
        QVERIFY2(run.out.contains(QStringLiteral("\narmies\t%1\n").arg(armies)),
                 qPrintable(run.out));
        const struct
        {
            const char *assignment, *says;
        } wrong[] = {{"mode=ambush", "AMBUSH needs an ambush location (A7.1)"},
                     {"ships=2", "only a sea area holds ships (A1.2)"},
                     {"armies=-3", "armies"},
                     {"owner=NOBODY", "no kingdom \"NOBODY\""},
                     {"location=XYZ", "no area \"XYZ\""},
                     {"colour=red", "no such field"}};
        for (const auto &w : wrong) {
            run = test::runCli({QStringLiteral("area"), file, code, QLatin1String(w.assignment)});
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(QLatin1String(w.says)), qPrintable(run.err));
        }
        QCOMPARE(storedJson(file), set);

        QVERIFY(m_window->openFile(files[1]));
        m_window->document()->select(area, std::nullopt);
        auto *spin = m_window->findChild<QSpinBox *>(QStringLiteral("areaArmies"));
        auto *mode = m_window->findChild<QComboBox *>(QStringLiteral("areaMode"));
        QVERIFY(spin && mode && spin->isEnabled());
        spin->setValue(armies);
        QUndoStack *undo = m_window->document()->undoStack();
        QCOMPARE(undo->count(), 1);
        QCOMPARE(storedJson(files[1]), set);
        // AMBUSH chosen where the area has no ambush location: refused, said, no undo step, and
        // the inspector shows the mode the area still has.
        const int shownMode = mode->currentIndex();
        mode->setCurrentIndex(static_cast<int>(DefenceMode::Ambush));
        emit mode->activated(static_cast<int>(DefenceMode::Ambush));
        QCOMPARE(undo->count(), 1);
        QCOMPARE(mode->currentIndex(), shownMode);
        QTRY_COMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.takeFirst().contains(QLatin1String("AMBUSH needs an ambush location")),
                 "the refusal says why");
        QCOMPARE(storedJson(files[1]), set);
        undo->undo();
        QCOMPARE(storedJson(files[1]), before);
        undo->redo();
        QCOMPARE(storedJson(files[1]), set);
    }

    // R1: the start of a campaign, from the CLI and from Campaign > Start Campaign, stores the
    // same campaign; its undo puts the setup back as it was.
    void theStartStoresTheSameCampaign()
    {
        Campaign c = sample("sample-area.json");
        QCOMPARE(c.turns.size(), size_t(1));
        c.started = false;
        const QStringList files = twoFiles(c, QStringLiteral("start"));
        const QByteArray before = storedJson(files[0]);
        test::CliRun run = test::runCli({QStringLiteral("start"), files[0]});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QByteArray started = storedJson(files[0]);
        QVERIFY(started != before);
        run = test::runCli({QStringLiteral("start"), files[0]});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(storedJson(files[0]), started);

        QVERIFY(m_window->openFile(files[1]));
        auto *start = m_window->findChild<QAction *>(QStringLiteral("startCampaignAction"));
        QVERIFY(start && start->isEnabled());
        start->trigger();
        QCOMPARE(m_window->document()->undoStack()->undoText(),
                 QStringLiteral("Start the campaign"));
        QVERIFY(m_window->document()->campaign().started);
        QCOMPARE(storedJson(files[1]), started);
        m_window->document()->undoStack()->undo();
        QVERIFY(!m_window->document()->campaign().started);
        QCOMPARE(storedJson(files[1]), before);
        m_window->document()->undoStack()->redo();
        QCOMPARE(storedJson(files[1]), started);
    }

    // A1.2: a sea holding ships made land is refused, in setup for its ships, once started as
    // every map edit is (R1); nothing is stored and the box shows the sea again.
    void aTerrainTheStateCannotHaveIsRefused()
    {
        for (const bool started : {false, true}) {
            Campaign c = sample("sample-area.json");
            c.started = started;
            int sea = -1;
            for (size_t a = 0; a < c.world.areas.size() && sea < 0; ++a)
                if (c.world.isSea(static_cast<int>(a)) && c.current().state.areas[a].ships > 0)
                    sea = static_cast<int>(a);
            QVERIFY(sea >= 0);
            const QStringList files = twoFiles(
                c, QStringLiteral("terrain-%1").arg(QLatin1String(started ? "started" : "setup")));
            const QByteArray before = storedJson(files[1]);
            QVERIFY(m_window->openFile(files[1]));
            m_window->document()->select(sea, std::nullopt);
            auto *terrain =
                m_window->inspector()->findChild<QComboBox *>(QStringLiteral("areaTerrain"));
            QVERIFY(terrain);
            const int steps = m_window->document()->undoStack()->count();
            terrain->setCurrentIndex(static_cast<int>(AreaTerrain::Plains));
            emit terrain->activated(static_cast<int>(AreaTerrain::Plains));
            QCOMPARE(m_window->document()->undoStack()->count(), steps);
            QCOMPARE(terrain->currentIndex(), static_cast<int>(AreaTerrain::Sea));
            QCOMPARE(m_errors.size(), 1);
            const QString why = m_errors.takeFirst();
            QVERIFY2(why.contains(started ? QLatin1String("The map is fixed once the campaign")
                                          : QLatin1String("only a sea area holds ships")),
                     qPrintable(why));
            QCOMPARE(storedJson(files[1]), before);
        }
    }

    void cleanupTestCase()
    {
        m_window.reset();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }
};

QTEST_MAIN(TestConsoleCliSame)
#include "tst_console_cli_same.moc"
