// A player pack tells its kingdom nothing it may not know. Over both samples after a resolved
// turn, for every kingdom: everything out of its sight (other kingdoms' areas and armies, their
// BPs and reserves) is set to sentinel values in a copy of the campaign (and the armies out of
// its sight moved onto roads out of its sight), and
//   - the pack of the copy says exactly what the pack of the real campaign says (text files,
//     the PDFs' text, the e-mail's body, the PNGs' pixels), and none of its files (text, PDF
//     text, PNG metadata, the e-mail and its text attachments) holds a sentinel, nor a battle's
//     logged id or a battle number beyond the kingdom's own count (a pack numbers its kingdom's
//     battles 1 to n), nor an army it never saw;
//   - its map, out of its sight, is pixel for pixel the public map (the roundup's), which knows
//     nothing of anyone's armies.
#include "PackTestCampaigns.h"
#include "TakeResult.h"
#include "TestPacks.h"

#include "mailio/MailReader.h"
#include "pack/HexPack.h"
#include "pack/PlayerReport.h"
#include "packs/PlayerPacks.h"
#include "render/export/MapExporter.h"
#include "render/export/MapLegend.h"
#include "render/map/MapRenderer.h"
#include "render/map/MarchLayer.h"
#include "render/map/OrderLayer.h"
#include "render/map/PlayerHexLayer.h"
#include "rules/turn/TurnName.h"
#include "view/KingdomView.h"
#include "view/LastSeen.h"
#include "view/OrderMarks.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace muster;
using test::readBytes;

namespace {

QString pdfText(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-q"), path, QStringLiteral("-")});
    if (!p.waitForFinished(60000))
        return QStringLiteral("pdftotext did not finish");
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// Everything a file of a pack can be read as, for the searches: text files as they are, PDFs
/// as their text, PNGs as their metadata (their pixels are compared, not searched), e-mails as
/// their decoded body and text attachments.
QString readable(const QString &path)
{
    if (path.endsWith(QLatin1String(".pdf")))
        return pdfText(path);
    if (path.endsWith(QLatin1String(".png"))) {
        const QImage image(path);
        QString meta;
        for (const QString &key : image.textKeys())
            meta += key + QLatin1Char('=') + image.text(key) + QLatin1Char('\n');
        return meta;
    }
    if (path.endsWith(QLatin1String(".eml"))) {
        const Mailbox box = readMailBytes(readBytes(path), false, path);
        QString all;
        for (const MailMessage &m : box.mails) {
            all += m.subject + QLatin1Char('\n') + m.plainBody;
            for (const MailAttachment &a : m.attachments)
                all += a.fileName + QLatin1Char('\n') + a.text;
        }
        return all;
    }
    return QString::fromUtf8(readBytes(path));
}

struct Sentinels
{
    QStringList words; // none of these may appear in the kingdom's pack
};

/// Replaces in `out` (a copy of `c`) every fact of resolved turn `t` out of the sight of
/// `kingdom` by a sentinel, and adds the sentinels to `s`; what is public (owners, each kingdom's
/// total population) stays as it was.
void hideTurn(const Campaign &c, Campaign &out, int t, int kingdom, Sentinels &s)
{
    const bool last = t == lastResolvedTurn(c);
    const KingdomView v = kingdomView(c, t, kingdom);
    TurnState &end = out.turns[static_cast<size_t>(t) + 1].state;
    auto sentinel = [&](int base, int i) {
        const int value = base + i;
        s.words << QString::number(value);
        return value;
    };
    // Population is public only as each kingdom's total: the hidden areas of one owner swap
    // theirs among themselves.
    std::map<int, std::vector<int>> hiddenByOwner;
    for (size_t a = 0; a < end.areas.size(); ++a) {
        if (v.sees(static_cast<int>(a)))
            continue;
        AreaState &st = end.areas[a];
        const int i = static_cast<int>(a);
        st.armies = sentinel(71000, i);
        st.forts = sentinel(72000, i);
        if (c.world.isSea(i)) {
            st.ships = sentinel(73000, i);
            st.aboard = sentinel(74000, i);
        }
        st.mode = DefenceMode::Ambush;
        hiddenByOwner[st.owner].push_back(i);
    }
    for (auto &[owner, areas] : hiddenByOwner)
        for (size_t j = 0; j + 1 < areas.size(); ++j)
            std::swap(end.areas[static_cast<size_t>(areas[j])].population,
                      end.areas[static_cast<size_t>(areas[j + 1])].population);
    for (TurnState *st : {&end, &out.turns[static_cast<size_t>(t)].state})
        for (size_t k = 0; k < st->kingdoms.size(); ++k) {
            if (static_cast<int>(k) == kingdom)
                continue;
            const int i = static_cast<int>(k) + (st == &end ? 0 : 50);
            st->kingdoms[k] = {sentinel(81000, i), sentinel(82000, i), sentinel(83000, i),
                               sentinel(84000, i)};
        }
    std::vector<Hex> unseenRoads;
    for (const HexPath &road : c.world.roads)
        for (Hex h : road.hexes)
            if (c.world.contains(h) && !v.seesHex(c.world.indexOf(h)) &&
                std::find(unseenRoads.begin(), unseenRoads.end(), h) == unseenRoads.end())
                unseenRoads.push_back(h);
    int n = 0;
    for (HexArmy &a : end.armies) {
        if (a.kingdom == kingdom)
            continue;
        ++n;
        a.leader.name = QStringLiteral("Sentinelleader%1").arg(n);
        a.leader.morale = 0;
        s.words << a.leader.name;
        a.daysOutOfSupply = sentinel(85000, n);
        if (!v.seesHex(c.world.indexOf(a.hex))) {
            a.name = QStringLiteral("Sentinelhost%1").arg(n);
            s.words << a.name;
            for (Unit &u : a.units)
                u.hp = sentinel(86000, n);
            // Moved onto a road out of sight, where it would cut a supply line traced over
            // more than the kingdom saw. An earlier turn's end is where the next turn's marches
            // start from, and a march's contact (H2.4) is drawn where the enemy stood: its
            // armies keep their hexes.
            if (last && !unseenRoads.empty()) {
                a.hex = unseenRoads.back();
                unseenRoads.pop_back();
            }
        }
    }
}

/// A copy of `c` with every fact of its last resolved turn out of the sight of `kingdom`
/// replaced by a sentinel (hideTurn), and with `everyTurn`, of every earlier turn out of the
/// sight it had then: what it remembers may show only what it saw.
Campaign withSentinels(const Campaign &c, int kingdom, Sentinels &s, bool everyTurn = false)
{
    Campaign out = c;
    const int last = lastResolvedTurn(c);
    for (int t = everyTurn ? 0 : last; t <= last; ++t)
        hideTurn(c, out, t, kingdom, s);
    return out;
}

/// Words that name what the kingdom was not part of: battles it did not fight, armies it never
/// saw (area battles by "Battle N"; hex battles and armies by their ids).
QStringList unknownNames(const Campaign &c, const KingdomView &v)
{
    QStringList out;
    const TurnLog &log = c.turns[static_cast<size_t>(v.turnIndex)].log;
    // A pack numbers its kingdom's battles 1 to n: a higher number, or any battle's logged id,
    // would tell of battles it was not in.
    int battles = 0;
    for (size_t i = 0; i < log.size(); ++i) {
        battles += log.is<log::BattleStarted>(i) ? 1 : 0;
        if (const auto *b = log.get<log::HexBattleStarted>(i))
            out << log.text(b->battle);
    }
    for (int b = static_cast<int>(v.battles.size()) + 1; b <= battles; ++b)
        out << QStringLiteral("battle %1").arg(b);
    QStringList seen = v.armies;
    for (const HexArmy &a : v.state.armies)
        seen << a.id;
    for (size_t i : v.events)
        log.visit(i, [&](const auto &e) {
            if constexpr (requires { e.army.index; })
                if (e.army.valid())
                    seen << log.text(e.army);
        });
    for (const TurnState *s : {&c.turns[static_cast<size_t>(v.turnIndex)].state,
                               &c.turns[static_cast<size_t>(v.turnIndex) + 1].state})
        for (const HexArmy &a : s->armies)
            if (!seen.contains(a.id))
                out << a.id << a.name;
    out.removeDuplicates();
    return out;
}

bool containsWord(const QString &text, const QString &word)
{
    const QRegularExpression re(
        QStringLiteral("(?<![\\w,])%1(?![\\w,])").arg(QRegularExpression::escape(word)),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(text).hasMatch();
}

bool writePack(const Campaign &c, int kingdom, const QString &dir, int threads = 0)
{
    return test::writeTestPacks(c, dir, kingdom, threads);
}

/// The export options a pack's map of `seen`'s kingdom is drawn with, as far as what the map
/// shows goes: the part of the world it knows, its scale, its sight (`shown`, which must
/// outlive them), its own areas, owners by pattern, a hex map's ruler.
MapExportOptions packMapOptions(const Campaign &c, const MapRenderer &renderer,
                                const KingdomView &seen, const KingdomView &shown,
                                const PlayerHexLayer *marks)
{
    const PackMapFrame frame = packMapFrame(renderer, shown, marks, test::kTestPackMapWidth);
    MapExportOptions o;
    o.region = frame.region;
    o.scale = frame.scale;
    o.titleSuffix = QStringLiteral("end of the turn, as %1 knows it")
                        .arg(c.kingdoms[static_cast<size_t>(seen.kingdom)].name);
    if (shown.kind == RulesetKind::Hex)
        o.map.hexSight = &shown.hexes;
    else
        o.map.areaSight = &shown.areas;
    o.map.highlightKingdom = seen.kingdom;
    o.map.ownerPatterns = true; // owners read without colour on a player's map
    o.titleTurn = turnName(c, static_cast<size_t>(lastResolvedTurn(c)));
    o.map.hexRuler = shown.kind == RulesetKind::Hex;
    return o;
}

/// Where the map is in the image of an export with `o`.
QRectF mapRectOf(const MapRenderer &renderer, const MapExportOptions &o)
{
    const QRectF region = o.region.isEmpty() ? renderer.sceneBounds() : o.region;
    return exportLayout(renderer.campaign(), TurnState{}, o.map,
                        std::ceil(region.width() * o.scale), std::ceil(region.height() * o.scale),
                        true, false)
        .mapRect;
}

/// Where scene points are in the map image of an export with `o`.
QPoint imagePoint(const MapRenderer &renderer, const MapExportOptions &o, QPointF scene)
{
    const QRectF region = o.region.isEmpty() ? renderer.sceneBounds() : o.region;
    return (mapRectOf(renderer, o).topLeft() + (scene - region.topLeft()) * o.scale).toPoint();
}

} // namespace

class TestPackLeaks : public QObject
{
    Q_OBJECT

private slots:
    void nothingOutOfSightReachesThePack_data();
    void nothingOutOfSightReachesThePack();
    void mapOutOfSightIsThePublicMap_data();
    void mapOutOfSightIsThePublicMap();
    void packMapIsTheMapDrawnWhole_data();
    void packMapIsTheMapDrawnWhole();
    void packsAreDeterministic();
    void battlesAreNumberedByTheKingdom_data();
    void battlesAreNumberedByTheKingdom();
    void enemiesListedAreTheEnemiesSeen();
};

namespace {
/// A row per sample and kingdom; with `memory`, the samples resolved over several turns
/// (test::sampleWithMemory), where every earlier turn is hidden too.
void kingdomRows(bool memory)
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<int>("kingdom");
    QTest::addColumn<bool>("memory");
    for (const char *name : {"sample-area.json", "sample-hex.json"}) {
        const Campaign c = test::resolvedSample(QLatin1String(name));
        for (size_t k = 0; k < c.kingdoms.size(); ++k)
            QTest::addRow("%s %s%s", name, qPrintable(c.kingdoms[k].id),
                          memory ? ", several turns" : "")
                << QString::fromLatin1(name) << static_cast<int>(k) << memory;
    }
}

Campaign sampleFor(const QString &sample, bool memory)
{
    return memory ? test::sampleWithMemory(sample) : test::resolvedSample(sample);
}
} // namespace

void TestPackLeaks::nothingOutOfSightReachesThePack_data()
{
    kingdomRows(false);
    // "seen turn N": what a kingdom remembers of an earlier turn is what it saw then, and no
    // more (every earlier turn's end hidden as the last one's is).
    kingdomRows(true);
}

void TestPackLeaks::nothingOutOfSightReachesThePack()
{
    QFETCH(QString, sample);
    QFETCH(int, kingdom);
    QFETCH(bool, memory);
    const Campaign real = sampleFor(sample, memory);
    Sentinels sentinels;
    const Campaign secret = withSentinels(real, kingdom, sentinels, memory);
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("real")),
                  b = dir.filePath(QStringLiteral("secret"));
    QVERIFY(writePack(real, kingdom, a));
    QVERIFY(writePack(secret, kingdom, b));
    const QString id = real.kingdoms[static_cast<size_t>(kingdom)].id;
    const QStringList files = QDir(a + QLatin1Char('/') + id).entryList(QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 10);
    const KingdomView view = kingdomView(real, lastResolvedTurn(real), kingdom);
    const QStringList unknown = unknownNames(real, view);
    int searched = 0;
    for (const QString &f : files) {
        const QString pa = a + QLatin1Char('/') + id + QLatin1Char('/') + f;
        const QString pb = b + QLatin1Char('/') + id + QLatin1Char('/') + f;
        const QString text = readable(pb);
        QVERIFY2(!text.isEmpty() || f.endsWith(QLatin1String(".png")), qPrintable(f));
        QCOMPARE(readable(pa), text);
        if (f.endsWith(QLatin1String(".png")))
            QVERIFY2(QImage(pa) == QImage(pb), qPrintable(f + QStringLiteral(": pixels differ")));
        for (const QString &w : sentinels.words)
            QVERIFY2(!text.contains(w), qPrintable(QStringLiteral("%1 holds %2").arg(f, w)));
        for (const QString &w : unknown)
            QVERIFY2(!containsWord(text, w), qPrintable(QStringLiteral("%1 names %2").arg(f, w)));
        searched += static_cast<int>(text.size());
    }
    QVERIFY(!sentinels.words.isEmpty());
    QVERIFY(searched > 2000);
}

void TestPackLeaks::mapOutOfSightIsThePublicMap_data()
{
    kingdomRows(false);
}

void TestPackLeaks::mapOutOfSightIsThePublicMap()
{
    QFETCH(QString, sample);
    QFETCH(int, kingdom);
    const Campaign c = test::resolvedSample(sample);
    QTemporaryDir dir;
    QVERIFY(writePack(c, kingdom, dir.path()));
    const QString id = c.kingdoms[static_cast<size_t>(kingdom)].id;
    const QImage mine(dir.filePath(id + QLatin1Char('/') + id + QStringLiteral("-map.png")));
    const int t = lastResolvedTurn(c);
    const KingdomView v = kingdomView(c, t, kingdom);
    // What it remembers of earlier turns (the hex sample's last turn is a later day) is drawn
    // as it saw it then, greyed: not the public map's.
    const KingdomView shown = withMemory(v, lastSeen(c, v));
    const World &w = c.world;
    // The public map (the roundup's, which knows only what all know) of the same part of the
    // world at the same scale.
    const KingdomView all = publicView(c, t);
    const Campaign drawnPublic =
        test::drawnCampaign(c, all.state, c.turns[static_cast<size_t>(t)].number);
    MapRenderer renderer(drawnPublic);
    renderer.setAreaCodes(true);
    const HexLayout &layout = renderer.geometry().layout();
    const PlayerHexLayer ownMarks(renderer.geometry(), w, v);
    MapExportOptions o =
        packMapOptions(c, renderer, v, shown, v.kind == RulesetKind::Hex ? &ownMarks : nullptr);
    o.map.areaSight = v.kind == RulesetKind::Hex ? nullptr : &all.areas;
    o.map.hexSight = v.kind == RulesetKind::Hex ? &all.hexes : nullptr;
    o.map.highlightKingdom = -1;
    QString error;
    const std::optional<QImage> drawnEveryone = test::take(renderExportImage(renderer, o), error);
    QVERIFY2(drawnEveryone, qPrintable(error));
    const QImage &everyone = *drawnEveryone;
    // Hexes well out of sight: no marker or outline of anything seen can reach into them.
    // A hex kingdom's supply lines run along the public roads to its strongholds, out of its
    // sight too: traced over the armies it saw, they tell it nothing it did not know.
    QSet<Hex> supplied;
    if (v.kind == RulesetKind::Hex)
        for (const PlayerHexLayer::SupplyLine &line : ownMarks.supplyLines())
            for (QPointF p : line.points)
                supplied.insert(layout.fromPixel(p));
    auto isRemembered = [](const std::vector<Sight> &sight, int i) {
        return i >= 0 && i < static_cast<int>(sight.size()) &&
               sight[static_cast<size_t>(i)] == Sight::Remembered;
    };
    auto farOutOfSight = [&](Hex h) {
        for (Hex n : hexRange(h, 2)) {
            if (!w.contains(n))
                continue;
            const bool remembered = v.kind == RulesetKind::Hex
                                        ? isRemembered(shown.hexes, w.indexOf(n))
                                        : isRemembered(shown.areas, w.areaAt(n));
            if (remembered ||
                (v.kind == RulesetKind::Hex ? v.seesHex(w.indexOf(n)) || supplied.contains(n)
                                            : v.sees(w.areaAt(n))))
                return false;
        }
        return true;
    };
    int compared = 0;
    const QRectF mapRect = mapRectOf(renderer, o);
    for (int i = 0; i < w.hexCount(); ++i) {
        const Hex h = w.hexAt(i);
        if (!farOutOfSight(h))
            continue;
        const QPoint p = imagePoint(renderer, o, layout.toPixel(h));
        // Only what the kingdom's map shows: its part of the world.
        if (!mapRect.adjusted(2, 2, -2, -2).contains(p))
            continue;
        for (int dy = -2; dy <= 2; ++dy)
            for (int dx = -2; dx <= 2; ++dx) {
                const QPoint q = p + QPoint(dx, dy);
                if (!mine.rect().contains(q))
                    continue;
                QVERIFY2(mine.pixel(q) == everyone.pixel(q),
                         qPrintable(QStringLiteral("hex %1 differs at %2,%3")
                                        .arg(hexLabel(h))
                                        .arg(q.x())
                                        .arg(q.y())));
                ++compared;
            }
    }
    QVERIFY2(compared > 100, qPrintable(QString::number(compared)));
}

void TestPackLeaks::packMapIsTheMapDrawnWhole_data()
{
    kingdomRows(false);
    kingdomRows(true); // with what the kingdom remembers greyed
}

void TestPackLeaks::packMapIsTheMapDrawnWhole()
{
    // A pack's map is pixel for pixel the kingdom's map drawn whole by the map export, from its
    // view alone.
    QFETCH(QString, sample);
    QFETCH(int, kingdom);
    QFETCH(bool, memory);
    const Campaign c = sampleFor(sample, memory);
    QTemporaryDir dir;
    QVERIFY(writePack(c, kingdom, dir.path()));
    const int t = lastResolvedTurn(c);
    const KingdomView seen = kingdomView(c, t, kingdom);
    const KingdomView v = withMemory(seen, lastSeen(c, seen));
    const Campaign drawn = test::drawnCampaign(c, v.state, c.turns[static_cast<size_t>(t)].number);
    MapRenderer renderer(drawn);
    renderer.setAreaCodes(true); // a player's map names every area by its code too
    // A hex kingdom's map carries what it writes marches from.
    const PlayerHexLayer marks(renderer.geometry(), c.world, seen);
    MapExportOptions o =
        packMapOptions(c, renderer, seen, v, v.kind == RulesetKind::Hex ? &marks : nullptr);
    if (v.kind == RulesetKind::Hex)
        o.map.playerMarks = &marks;
    // An area kingdom's map carries its own orders of the turn, with their results.
    std::vector<bool> own(c.kingdoms.size(), false);
    own[static_cast<size_t>(kingdom)] = true;
    const OrderLayer orders(renderer.geometry(), turnOrderMarks(c, t), own);
    // A hex kingdom's, the hexes its armies marched.
    const MarchLayer marches(renderer.geometry(), turnMarchMarks(c, t), own,
                             MarchLayer::Parts{false, false});
    if (v.kind == RulesetKind::Area) {
        QVERIFY(memory || !orders.isEmpty()); // the later turns of `memory` have no orders
        o.map.orders = &orders;
    } else if (!marches.isEmpty()) {
        o.map.marches = &marches;
    }
    QString error;
    const QString whole = dir.filePath(QStringLiteral("whole.png"));
    QVERIFY2(test::take(exportMapImage(renderer, whole, o), error), qPrintable(error));
    const QString id = c.kingdoms[static_cast<size_t>(kingdom)].id;
    const QImage pack(dir.filePath(id + QLatin1Char('/') + id + QStringLiteral("-map.png")));
    QVERIFY(!pack.isNull());
    const QImage reference(whole);
    QCOMPARE(pack.size(), reference.size());
    QRect differs;
    for (int y = 0; y < pack.height(); ++y)
        for (int x = 0; x < pack.width(); ++x)
            if (pack.pixel(x, y) != reference.pixel(x, y))
                differs |= QRect(x, y, 1, 1);
    QVERIFY2(differs.isEmpty(), qPrintable(QStringLiteral("pixels differ in %1,%2 %3x%4")
                                               .arg(differs.x())
                                               .arg(differs.y())
                                               .arg(differs.width())
                                               .arg(differs.height())));
}

void TestPackLeaks::packsAreDeterministic()
{
    // The same bytes run after run, and whatever the number of packs written at once.
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    QTemporaryDir dir;
    QVERIFY(writePack(c, -1, dir.filePath(QStringLiteral("one")), 1));
    QVERIFY(writePack(c, -1, dir.filePath(QStringLiteral("two")), 3));
    for (const Kingdom &k : c.kingdoms)
        for (const char *suffix : {"-map.png", "-report.txt", "-turnsheet.txt"}) {
            const QString f = k.id + QLatin1Char('/') + k.id + QLatin1String(suffix);
            QCOMPARE(readBytes(dir.filePath(QStringLiteral("one/") + f)),
                     readBytes(dir.filePath(QStringLiteral("two/") + f)));
        }
    QCOMPARE(readBytes(dir.filePath(QStringLiteral("one/roundup.png"))),
             readBytes(dir.filePath(QStringLiteral("two/roundup.png"))));
}

QTEST_MAIN(TestPackLeaks)
void TestPackLeaks::battlesAreNumberedByTheKingdom_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("area") << QStringLiteral("sample-area.json");
    QTest::newRow("hex") << QStringLiteral("sample-hex.json");
}

// A kingdom's report numbers its own battles 1, 2, ... in the order they were fought: the logged
// numbers (Aldmark's battles 1, 5, 7, 11 and 12) or a hex battle's id (W1D1B3) would tell how
// many battles the other kingdoms fought.
void TestPackLeaks::battlesAreNumberedByTheKingdom()
{
    QFETCH(QString, sample);
    const Campaign c = test::resolvedSample(sample);
    const QRegularExpression named(QStringLiteral("\\b[Bb]attle ([0-9?]+|[A-Z]\\w*[0-9])\\b"));
    int renumbered = 0;
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const KingdomView view = kingdomView(c, lastResolvedTurn(c), k);
        QStringList logged;
        for (int b : view.battles)
            logged << QString::number(b);
        logged << view.hexBattles;
        QStringList shown; // each battle named
        const QString text = playerReport(c, view).toPlainText();
        for (auto it = named.globalMatch(text); it.hasNext();) {
            const QString name = it.next().captured(1);
            if (!shown.contains(name))
                shown << name;
        }
        QStringList expected;
        for (qsizetype i = 0; i < logged.size(); ++i) {
            expected << QString::number(i + 1);
            renumbered += logged[i] != expected.back();
        }
        shown.sort();
        expected.sort();
        QVERIFY2(shown == expected, qPrintable(QStringLiteral("%1 names battles %2, fought %3")
                                                   .arg(c.kingdoms[static_cast<size_t>(k)].id,
                                                        shown.join(u' '), logged.join(u' '))));
    }
    QVERIFY2(renumbered > 0, "some kingdom's battle is not the turn's battle of its number");
}

// A hex kingdom's report lists every enemy army it saw, and only those: the armies of the turn's
// end state that are not its own and stand in a hex it sees, each with its hex; none of them is
// its own, and a kingdom that sees none lists none.
void TestPackLeaks::enemiesListedAreTheEnemiesSeen()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-hex.json"));
    const int t = lastResolvedTurn(c);
    const TurnState &end = c.turns[static_cast<size_t>(t) + 1].state;
    int listed = 0;
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const KingdomView view = kingdomView(c, t, k);
        QStringList seen;
        for (const HexArmy &a : end.armies)
            if (a.kingdom != k && view.seesHex(c.world.indexOf(a.hex)))
                seen << QStringLiteral("%1 %2").arg(a.id, hexLabel(a.hex));
        const PackDocument report = playerReport(c, view);
        QStringList rows;
        for (size_t b = 0; b < report.blocks.size(); ++b)
            if (report.blocks[b].kind == DocBlock::Kind::Heading &&
                report.blocks[b].text == QLatin1String("Enemy armies seen"))
                for (size_t n = b + 1;
                     n < report.blocks.size() && report.blocks[n].kind != DocBlock::Kind::Heading;
                     ++n)
                    if (report.blocks[n].kind == DocBlock::Kind::Table) {
                        QCOMPARE(report.blocks[n].header.value(2), QStringLiteral("hex"));
                        for (const QStringList &row : report.blocks[n].rows)
                            rows << QStringLiteral("%1 %2").arg(row.value(0), row.value(2));
                        break;
                    }
        seen.sort();
        rows.sort();
        QCOMPARE(rows, seen);
        QCOMPARE(static_cast<qsizetype>(seenEnemies(view).size()), seen.size());
        listed += static_cast<int>(rows.size());
    }
    QVERIFY(listed > 0);
}

#include "tst_pack_leaks.moc"
