// What a kingdom remembers (core/view/LastSeen.h): on both samples resolved over several turns,
// for every kingdom, each area or hex out of its sight now and seen before is remembered from
// the newest of its own views that saw it, holding exactly what that view held, and nothing
// else is remembered; the map's view of it (withMemory) shows the memory greyed and no army
// twice; a first turn remembers nothing.
#include "PackTestCampaigns.h"

#include "hex/Hex.h"
#include "pack/LastSeenReport.h"
#include "rules/turn/TurnName.h"
#include "view/KingdomView.h"
#include "view/LastSeen.h"

#include <QSet>
#include <QtTest>

using namespace muster;

namespace {

/// The armies `view` shows in hex `index`, in its order.
std::vector<HexArmy> armiesIn(const Campaign &c, const KingdomView &view, int index)
{
    std::vector<HexArmy> out;
    for (const HexArmy &a : view.state.armies)
        if (c.world.indexOf(a.hex) == index)
            out.push_back(a);
    return out;
}

bool shows(const KingdomView &view, const QString &army)
{
    return std::any_of(view.state.armies.begin(), view.state.armies.end(),
                       [&](const HexArmy &a) { return a.id == army; });
}

} // namespace

class TestLastSeen : public QObject
{
    Q_OBJECT

private slots:
    void memoryIsTheNewestViewThatSawIt_data();
    void memoryIsTheNewestViewThatSawIt();
    void theMapShowsTheMemoryGreyed_data();
    void theMapShowsTheMemoryGreyed();
    void theReportSaysWhenEachWasSeen_data();
    void theReportSaysWhenEachWasSeen();
    void aFirstTurnRemembersNothing();
};

void TestLastSeen::memoryIsTheNewestViewThatSawIt_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("area") << QStringLiteral("sample-area.json");
    QTest::newRow("hex") << QStringLiteral("sample-hex.json");
}

// The reference here looks at every earlier view for every area or hex (turns x areas), the way
// lastSeen must agree with however it walks them.
void TestLastSeen::memoryIsTheNewestViewThatSawIt()
{
    QFETCH(QString, sample);
    const Campaign c = test::sampleWithMemory(sample);
    const int t = lastResolvedTurn(c);
    QVERIFY(t >= 1);
    int remembered = 0;
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const KingdomView now = kingdomView(c, t, k);
        std::vector<KingdomView> before;
        for (int e = 0; e < t; ++e)
            before.push_back(kingdomView(c, e, k));
        const LastSeen memory = lastSeen(c, now);
        QCOMPARE(memory.kingdom, k);
        QCOMPARE(memory.turnIndex, t);
        const bool hexes = now.kind == RulesetKind::Hex;
        const int count = static_cast<int>(hexes ? now.hexes.size() : now.areas.size());
        size_t next = 0;
        for (int i = 0; i < count; ++i) {
            int last = -1;
            if (!(hexes ? now.seesHex(i) : now.sees(i)))
                for (int e = 0; e < t; ++e)
                    if (hexes ? before[static_cast<size_t>(e)].seesHex(i)
                              : before[static_cast<size_t>(e)].sees(i))
                        last = e;
            if (last < 0)
                continue;
            const KingdomView &then = before[static_cast<size_t>(last)];
            const QString what = QStringLiteral("kingdom %1, %2 %3").arg(k).arg(hexes).arg(i);
            if (hexes) {
                QVERIFY2(next < memory.hexes.size(), qPrintable(what));
                const RememberedHex &r = memory.hexes[next++];
                QCOMPARE(r.hex, i);
                QCOMPARE(r.turnIndex, last);
                // Those of its armies not seen since, nor now, anywhere.
                std::vector<HexArmy> expected;
                for (const HexArmy &a : armiesIn(c, then, i)) {
                    bool since = shows(now, a.id);
                    for (int e = last + 1; e < t; ++e)
                        since = since || shows(before[static_cast<size_t>(e)], a.id);
                    if (!since)
                        expected.push_back(a);
                }
                QVERIFY2(r.armies == expected, qPrintable(what));
            } else {
                QVERIFY2(next < memory.areas.size(), qPrintable(what));
                const RememberedArea &r = memory.areas[next++];
                QCOMPARE(r.area, i);
                QCOMPARE(r.turnIndex, last);
                QVERIFY2(r.state == then.state.areas[static_cast<size_t>(i)], qPrintable(what));
            }
            ++remembered;
        }
        QCOMPARE(next, hexes ? memory.hexes.size() : memory.areas.size());
        QVERIFY(hexes ? memory.areas.empty() : memory.hexes.empty());
    }
    QVERIFY2(remembered > 0, "no kingdom remembers anything");
}

void TestLastSeen::theMapShowsTheMemoryGreyed_data()
{
    memoryIsTheNewestViewThatSawIt_data();
}

void TestLastSeen::theMapShowsTheMemoryGreyed()
{
    QFETCH(QString, sample);
    const Campaign c = test::sampleWithMemory(sample);
    const int t = lastResolvedTurn(c);
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const KingdomView view = kingdomView(c, t, k);
        const LastSeen memory = lastSeen(c, view);
        const KingdomView shown = withMemory(view, memory);
        QSet<int> remembered;
        for (const RememberedArea &r : memory.areas) {
            remembered.insert(r.area);
            const auto a = static_cast<size_t>(r.area);
            QCOMPARE(shown.areas[a], Sight::Remembered);
            AreaState expected = r.state;
            if (view.areas[a] == Sight::Public) // the owner all know now is newer
                expected.owner = view.state.areas[a].owner;
            QVERIFY(shown.state.areas[a] == expected);
        }
        for (size_t a = 0; a < view.areas.size(); ++a)
            if (!remembered.contains(static_cast<int>(a))) {
                QCOMPARE(shown.areas[a], view.areas[a]);
                QVERIFY(shown.state.areas[a] == view.state.areas[a]);
            }
        for (const RememberedHex &r : memory.hexes)
            QCOMPARE(shown.hexes[static_cast<size_t>(r.hex)], Sight::Remembered);
        // Every army the view shows stays where it is; a remembered one is drawn once at most,
        // and only in a hex remembered.
        QSet<QString> ids;
        for (size_t i = 0; i < shown.state.armies.size(); ++i) {
            const HexArmy &a = shown.state.armies[i];
            QVERIFY2(!ids.contains(a.id), qPrintable(a.id));
            ids.insert(a.id);
            if (i < view.state.armies.size())
                QVERIFY(a == view.state.armies[i]);
            else
                QCOMPARE(shown.hexes[static_cast<size_t>(c.world.indexOf(a.hex))],
                         Sight::Remembered);
        }
        for (size_t h = 0; h < view.hexes.size(); ++h)
            if (shown.hexes[h] != Sight::Remembered)
                QCOMPARE(shown.hexes[h], view.hexes[h]);
    }
}

void TestLastSeen::theReportSaysWhenEachWasSeen_data()
{
    memoryIsTheNewestViewThatSawIt_data();
}

// Under its own heading, a row per remembered area (per army seen in a remembered hex) with the
// turn as the rule system names it ("seen turn 1", "seen week 1, day 3") and what that turn's
// view held (in a hex campaign, the armies it remembers: memoryIsTheNewestViewThatSawIt).
void TestLastSeen::theReportSaysWhenEachWasSeen()
{
    QFETCH(QString, sample);
    const Campaign c = test::sampleWithMemory(sample);
    const int t = lastResolvedTurn(c);
    int rows = 0;
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const LastSeen memory = lastSeen(c, kingdomView(c, t, k));
        PackDocument doc;
        lastSeenReport(doc, c, memory);
        if (memory.areas.empty() && memory.hexes.empty()) {
            QVERIFY(doc.blocks.empty());
            continue;
        }
        QCOMPARE(doc.blocks.front().text,
                 QStringLiteral("Seen on earlier turns, out of sight now"));
        const DocBlock *table = nullptr;
        for (const DocBlock &b : doc.blocks)
            if (b.kind == DocBlock::Kind::Table)
                table = &b;
        std::vector<QStringList> expected;
        for (const RememberedArea &r : memory.areas) {
            // A copy: the view is a temporary, gone at the end of this statement.
            const AreaState then =
                kingdomView(c, r.turnIndex, k).state.areas[static_cast<size_t>(r.area)];
            const QString when = turnName(c, static_cast<size_t>(r.turnIndex)).toLower();
            expected.push_back({c.world.areas[static_cast<size_t>(r.area)].code,
                                QStringLiteral("seen ") + when,
                                QString::number(c.world.isSea(r.area) ? then.aboard : then.armies),
                                QString::number(then.ships), QString::number(then.forts)});
        }
        for (const RememberedHex &r : memory.hexes)
            for (const HexArmy &a : r.armies)
                expected.push_back({hexLabel(c.world.hexAt(r.hex)),
                                    QStringLiteral("seen ") +
                                        turnName(c, static_cast<size_t>(r.turnIndex)).toLower(),
                                    a.id});
        if (expected.empty()) { // a hex campaign's memory of hexes where it saw no army
            QVERIFY(!table);
            continue;
        }
        QVERIFY(table);
        QCOMPARE(table->rows.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            const QStringList &row = table->rows[i];
            const QStringList shown = memory.areas.empty()
                                          ? QStringList{row[0], row[1], row[2]}
                                          : QStringList{row[0], row[2], row[4], row[5], row[6]};
            QCOMPARE(shown, expected[i]);
        }
        rows += static_cast<int>(expected.size());
    }
    // The hex sample's armies close in on each other: none is lost from sight.
    QVERIFY(rows > 0 || sample.contains(QLatin1String("hex")));
}

void TestLastSeen::aFirstTurnRemembersNothing()
{
    for (const char *name : {"sample-area.json", "sample-hex.json"}) {
        const Campaign c = test::resolvedSample(QLatin1String(name));
        const int t = lastResolvedTurn(c);
        for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
            const LastSeen memory = lastSeen(c, kingdomView(c, 0, k));
            QVERIFY(memory.areas.empty() && memory.hexes.empty());
            // The hex sample's last turn is a later day: what its armies passed is remembered.
            if (t == 0)
                QVERIFY(lastSeen(c, kingdomView(c, t, k)).areas.empty());
        }
    }
}

QTEST_MAIN(TestLastSeen)
#include "tst_last_seen.moc"
