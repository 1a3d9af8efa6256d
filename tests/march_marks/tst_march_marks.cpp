// The hex marches layer: core's marks of every stored march against the engine's own resolution
// of the same turn, before it (the run the layer shows) and after it (the stored log).
#include "CliRunner.h"
#include "ConvergingMarches.h"
#include "TakeResult.h"
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/AllMarches.h"
#include "console/hex/HexConsole.h"
#include "console/map/MapView.h"
#include "operations/CloseTurn.h"
#include "render/map/MapMarkers.h"
#include "render/map/MarchDrawing.h"
#include "render/map/MarchLayer.h"
#include "store/CampaignStore.h"
#include "view/MarchMarks.h"

#include <QAction>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace muster;
using namespace muster::test;

namespace {
const MarchMark *markOf(const TurnMarchMarks &marks, const QString &army)
{
    for (const MarchMark &m : marks.marches)
        if (m.army == army)
            return &m;
    return nullptr;
}

/// Every mark agrees with the engine's resolution `r` of the turn they were made for.
void compareWithEngine(const Campaign &c, const TurnMarchMarks &marks, const TurnResolution &r)
{
    QVERIFY(r.hex);
    const TurnRecord &turn = c.current();
    QCOMPARE(marks.marches.size(), turn.state.armies.size());
    QCOMPARE(marks.stopDay > 0, r.hex->contact);
    QCOMPARE(marks.contacts.size(), r.hex->contacts.size());
    for (size_t i = 0; i < marks.contacts.size(); ++i) {
        QCOMPARE(marks.contacts[i].first, r.hex->contacts[i].value(0));
        QCOMPARE(marks.contacts[i].second, r.hex->contacts[i].value(1));
    }
    std::size_t battles = 0;
    for (std::size_t i = 0; i < r.log().size(); ++i)
        battles += r.log().get<log::HexBattleStarted>(i) != nullptr;
    QCOMPARE(marks.meetings.size(), battles);
    // An army that fought no battle stands where its mark says the march stopped.
    for (const MarchMark &m : marks.marches) {
        const bool fought =
            std::any_of(marks.meetings.begin(), marks.meetings.end(), [&](const MarchMeeting &b) {
                return b.attacker == m.army || b.defender == m.army;
            });
        const auto after = std::find_if(r.hex->next.armies.begin(), r.hex->next.armies.end(),
                                        [&](const HexArmy &a) { return a.id == m.army; });
        if (fought || after == r.hex->next.armies.end())
            continue;
        QCOMPARE(after->hex, m.marched == 0 ? m.start : m.path[m.marched - 1]);
        QVERIFY(m.marched <= m.path.size());
        for (std::size_t h = 0; h < m.marched; ++h)
            QVERIFY2(m.days[h] >= 1 && m.days[h] <= 7, qPrintable(m.army));
    }
}
} // namespace

class MarchMarksTest : public QObject
{
    Q_OBJECT
private slots:
    void aMarchWithNoEnemyNearIsMarchedToTheWeeksEnd_H2_2()
    {
        Campaign c = sampleHex();
        march(c, QStringLiteral("A1"), armyNamed(c, QStringLiteral("A2")).hex);
        const TurnMarchMarks marks = turnMarchMarks(c, 0);
        const MarchMark *a1 = markOf(marks, QStringLiteral("A1"));
        QVERIFY(a1);
        QVERIFY(!a1->path.empty());
        QCOMPARE(a1->kingdom, c.kingdomIndex(QStringLiteral("VOS")));
        QCOMPARE(a1->start, armyNamed(c, QStringLiteral("A1")).hex);
        QVERIFY(a1->marched > 0);
        // Every hex has its day: marched ones from the run, the rest from the schedule.
        for (int day : a1->days)
            QVERIFY(day >= 1);
        QVERIFY(std::is_sorted(a1->days.begin(), a1->days.end()));
        QCOMPARE(marks.stopDay, 0);
        QVERIFY(marks.meetings.empty());
        QVERIFY(markOf(marks, QStringLiteral("B1"))->path.empty());
        compareWithEngine(c, marks, resolveCurrentTurn(c));
    }

    void convergingArmiesStopForContact_H2_4()
    {
        const Campaign c = converging();
        const TurnMarchMarks marks = turnMarchMarks(c, 0);
        QVERIFY(marks.stopDay >= 1 && marks.stopDay <= 7);
        QCOMPARE(marks.contacts.size(), std::size_t(1));
        const MarchContact &contact = marks.contacts.front();
        QCOMPARE(QSet<QString>({contact.first, contact.second}),
                 QSet<QString>({QStringLiteral("A2"), QStringLiteral("C1")}));
        // H2.4: within reach at the day's end.
        QVERIFY(hexDistance(contact.firstHex, contact.secondHex) <= 4);
        for (const QString &id : {QStringLiteral("A2"), QStringLiteral("C1")}) {
            const MarchMark *m = markOf(marks, id);
            QVERIFY(m->marched < m->path.size()); // stopped short of its goal
            QVERIFY(m->days[m->marched - 1] <= marks.stopDay);
        }
        compareWithEngine(c, marks, resolveCurrentTurn(c));
    }

    void theResolvedTurnShowsWhatTheRunShowed()
    {
        // The layer's run uses the turn's own seed and the default battle policy, as a
        // resolution without the GM's choices does: its log gives the same marks.
        Campaign c = converging();
        const TurnMarchMarks before = turnMarchMarks(c, 0);
        applyResolution(c, resolveCurrentTurn(c));
        const TurnMarchMarks after = turnMarchMarks(c, 0);
        QVERIFY(after.resolved);
        QCOMPARE(after.stopDay, before.stopDay);
        QCOMPARE(after.contacts.size(), before.contacts.size());
        QCOMPARE(after.marches.size(), before.marches.size());
        for (size_t i = 0; i < after.marches.size(); ++i) {
            QCOMPARE(after.marches[i].marched, before.marches[i].marched);
            QCOMPARE(after.marches[i].path, before.marches[i].path);
            const auto n = static_cast<long>(after.marches[i].marched);
            QCOMPARE(
                std::vector<int>(after.marches[i].days.begin(), after.marches[i].days.begin() + n),
                std::vector<int>(before.marches[i].days.begin(),
                                 before.marches[i].days.begin() + n));
        }
    }

    void randomMarchesAgreeWithTheEngine_H2_4_H4_1()
    {
        // Armies sent to random land hexes, some at each other: battles, contact stops and
        // plain marches, each checked against the engine's own resolution.
        std::mt19937 random(7);
        const Campaign base = sampleHex();
        std::vector<Hex> land;
        for (int i = 0; i < base.world.hexCount(); ++i)
            if (base.world.terrainAt(base.world.hexAt(i)) != HexTerrain::Water)
                land.push_back(base.world.hexAt(i));
        QVERIFY(land.size() > 10);
        int contacts = 0, battles = 0;
        for (int round = 0; round < 40; ++round) {
            Campaign c = base;
            for (const HexArmy &a : base.current().state.armies)
                if (random() % 3 != 0)
                    march(c, a.id, land[random() % land.size()]);
            const TurnMarchMarks marks = turnMarchMarks(c, 0);
            contacts += marks.stopDay > 0;
            battles += marks.meetings.empty() ? 0 : 1;
            compareWithEngine(c, marks, resolveCurrentTurn(c));
            if (QTest::currentTestFailed())
                qFatal("round %d", round);
        }
        QVERIFY(contacts > 0);
    }

    void theFilterShowsAKingdomAndThoseThatCouldMeetIt_H2_4()
    {
        const Campaign c = converging();
        const TurnMarchMarks marks = turnMarchMarks(c, 0);
        const int vos = c.kingdomIndex(QStringLiteral("VOS"));
        const int tam = c.kingdomIndex(QStringLiteral("TAM"));
        const int orl = c.kingdomIndex(QStringLiteral("ORL"));
        QVERIFY(marchKingdomsShown(c, marks, -1, false).empty());
        std::vector<bool> alone = marchKingdomsShown(c, marks, vos, false);
        QCOMPARE(std::count(alone.begin(), alone.end(), true), 1);
        QVERIFY(alone[static_cast<size_t>(vos)]);
        const std::vector<bool> near = marchKingdomsShown(c, marks, vos, true);
        QVERIFY(near[static_cast<size_t>(vos)]);
        QVERIFY(near[static_cast<size_t>(tam)]);  // C1 marches into A2's reach
        QVERIFY(!near[static_cast<size_t>(orl)]); // far in the east, not marching
    }

    void showAllMarchesDrawsTheMarksAndFollowsTheFilter()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.document()->setCampaign(converging());
        HexConsole *hex = w.findChild<HexConsole *>();
        QVERIFY(hex);
        AllMarches *all = hex->allMarches();
        QVERIFY(!all->layer());
        all->action()->setChecked(true);
        // Part of the map's options, so the renderer draws it on screen and in exports.
        QVERIFY(all->layer());
        QCOMPARE(w.mapView()->options().marches, all->layer());
        QCOMPARE(all->layer()->contacts().size(), std::size_t(1));
        QVERIFY(all->layer()->meetings().empty());
        // A2 and C1 each stop short: a marched part and a faded rest.
        QCOMPARE(all->shown(), 2);
        QCOMPARE(all->layer()->lines().size(), std::size_t(4));
        const MarchLayer::Contact &contact = all->layer()->contacts().front();
        QVERIFY(all->layer()->describe(contact.first, 1).contains(QStringLiteral("H2.4")));
        QVERIFY(all->layer()->describe(QPointF(-500, -500), 1).isEmpty());
        // The orders layer's filter drives it: ORL's marches alone are none.
        all->setFilter(orl(w), false);
        QCOMPARE(all->shown(), 0);
        QVERIFY(all->layer()->contacts().empty());
        all->setFilter(-1, false);
        QCOMPARE(all->shown(), 2);
        all->action()->setChecked(false);
        QCOMPARE(w.mapView()->options().marches, nullptr);
    }

    void renderDrawsTheMarches()
    {
        // muster-cli render --orders draws the same layer into the image.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("marches.muster"));
        QString error;
        QVERIFY2(test::take(CampaignStore::create(file, converging()), error), qPrintable(error));
        const QString plain = dir.filePath(QStringLiteral("plain.png"));
        const QString marched = dir.filePath(QStringLiteral("marches.png"));
        const test::CliRun a = test::runCli({QStringLiteral("render"), file, plain});
        QVERIFY2(a.exitCode == 0, qPrintable(a.err));
        const test::CliRun b =
            test::runCli({QStringLiteral("render"), file, marched, QStringLiteral("--orders")});
        QVERIFY2(b.exitCode == 0, qPrintable(b.err));
        const QImage without(plain), with(marched);
        // As wide, and taller by the legend's lines for the marches it draws.
        QCOMPARE(with.width(), without.width());
        QVERIFY(with.height() > without.height());
        // Only VOS's: C1 (TAM) is left out, A2's march and the contact with C1 stay.
        const QString vos = dir.filePath(QStringLiteral("vos.png"));
        const test::CliRun c =
            test::runCli({QStringLiteral("render"), file, vos, QStringLiteral("--orders"),
                          QStringLiteral("--kingdom"), QStringLiteral("VOS")});
        QVERIFY2(c.exitCode == 0, qPrintable(c.err));
        QVERIFY(QImage(vos) != with);
        QVERIFY(QImage(vos) != without);
    }

    void aMarchLineStartsAtTheEdgeOfItsArmysCounter_H1_2()
    {
        // Drawn at scale 1 from the centre of a hex to the east: none of the line over the
        // counter, where the army's count is written, and all of it beyond.
        QImage image(400, 200, QImage::Format_ARGB32);
        image.fill(Qt::white);
        const QPointF centre(100, 100);
        {
            QPainter painter(&image);
            paintMarchLine(painter, QPolygonF{centre, centre + QPointF(250, 0)}, {}, Qt::black);
        }
        const QRectF counter = armyCounterBox(1.0).translated(centre);
        QVERIFY(counter.contains(centre));
        const int y = static_cast<int>(centre.y());
        const auto inked = [&](double x) {
            return qGray(image.pixel(static_cast<int>(x), y)) < 128;
        };
        QVERIFY(!inked(centre.x()));
        QVERIFY(!inked(counter.right() - 4));
        QVERIFY(inked(counter.right() + 4));
        QVERIFY(inked(centre.x() + 200));
    }

private:
    static int orl(MainWindow &w)
    {
        return w.document()->campaign().kingdomIndex(QStringLiteral("ORL"));
    }
};

QTEST_MAIN(MarchMarksTest)
#include "tst_march_marks.moc"
