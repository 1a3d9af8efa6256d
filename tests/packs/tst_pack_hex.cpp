// A hex player writes a march from the pack alone (RULES H2.1): the coordinates its map shows
// are the engine's (a march written from the coordinate drawn in an army's hex and the ruler's
// column and row of a neighbour reads back as a march into that neighbour), every army on it
// carries its id and every mark its legend entry; the marches a daily turn carries on (H2.4) are
// order lines of the turnsheet that read back as they were stored, with the reason orders are
// daily; and every line of the turnsheet, the report and the e-mail is at most 72 characters,
// a march cut short rather than let past them.
#include "PackTestCampaigns.h"
#include "TestPacks.h"

#include "mailio/MailReader.h"
#include "pack/HexPack.h"
#include "pack/PlainText.h"
#include "pack/PlayerReport.h"
#include "pack/Turnsheet.h"
#include "packs/PlayerPacks.h"
#include "render/export/MapExporter.h"
#include "render/export/MapLegend.h"
#include "render/map/MapLegendItems.h"
#include "render/map/MapPalette.h"
#include "render/map/MapRenderer.h"
#include "render/map/PlayerHexLayer.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"
#include "view/KingdomView.h"
#include "view/LastSeen.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace muster;
using test::longLine;
using test::readBytes;

namespace {

/// The export options of a pack's map of `view` (with what it remembers, `marks` its hex
/// marks) at `width` pixels, as the packs draw it.
MapExportOptions packOptions(const Campaign &c, const MapRenderer &renderer,
                             const KingdomView &view, const PlayerHexLayer &marks, int width)
{
    const KingdomView shown = withMemory(view, lastSeen(c, view));
    const PackMapFrame frame = packMapFrame(renderer, shown, &marks, width);
    MapExportOptions o;
    o.region = frame.region;
    o.scale = frame.scale;
    o.map.hexSight = &view.hexes;
    o.map.highlightKingdom = view.kingdom;
    o.map.hexRuler = true;
    return o;
}

/// Where a scene point is in the export's image.
QPointF imagePoint(const MapRenderer &renderer, const MapExportOptions &o, QPointF scene)
{
    const QRectF region = o.region.isEmpty() ? renderer.sceneBounds() : o.region;
    // The map's place does not depend on what the legend lists.
    const ExportLayout l =
        exportLayout(renderer.campaign(), TurnState{}, o.map, std::ceil(region.width() * o.scale),
                     std::ceil(region.height() * o.scale), o.title, false);
    return l.mapRect.topLeft() + (scene - region.topLeft()) * o.scale;
}

/// The hex a player reads off the ruler at image point `p`: the row whose number is level with
/// it, the column whose number is above it (an even row) or below it (an odd one); nullopt when
/// no number lines up within a quarter of a hex.
std::optional<OffsetCoord> readRuler(const std::vector<RulerMark> &marks, QPointF p,
                                     double hexPixels)
{
    const RulerMark *row = nullptr;
    for (const RulerMark &m : marks)
        if (m.edge == RulerMark::Edge::Left &&
            (!row || std::abs(m.at.y() - p.y()) < std::abs(row->at.y() - p.y())))
            row = &m;
    if (!row || std::abs(row->at.y() - p.y()) > hexPixels / 4)
        return std::nullopt;
    const RulerMark::Edge edge =
        row->number % 2 == 0 ? RulerMark::Edge::Top : RulerMark::Edge::Bottom;
    const RulerMark *col = nullptr;
    for (const RulerMark &m : marks)
        if (m.edge == edge && (!col || std::abs(m.at.x() - p.x()) < std::abs(col->at.x() - p.x())))
            col = &m;
    if (!col || std::abs(col->at.x() - p.x()) > hexPixels / 4)
        return std::nullopt;
    return OffsetCoord{col->number, row->number};
}

} // namespace

class TestPackHex : public QObject
{
    Q_OBJECT
private slots:
    void aMarchWrittenFromTheMapReadsBackToItsHex();
    void everyArmyOnTheMapCarriesItsId();
    void everyMarkHasItsLegendEntry();
    void marchesThatCarryOnAreOrderLinesOfTheTurnsheet();
    void aMarchTooLongForALineIsCutShort();
};

// The coordinate written in an army's hex, and a neighbour's column and row read off the ruler
// (the numbers along the top for an even row, along the bottom for an odd one), make a
// march the hex order parser reads as a march into that neighbour; and the pack's PNG has the
// coordinate's letters where the layer placed them.
void TestPackHex::aMarchWrittenFromTheMapReadsBackToItsHex()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-hex.json"));
    const int t = lastResolvedTurn(c);
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    MapRenderer renderer(c);
    const HexLayout &layout = renderer.geometry().layout();
    QTemporaryDir dir;
    QVERIFY(test::writeTestPacks(c, dir.path(), -1, 0, 1800));
    int marches = 0;
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const KingdomView view = kingdomView(c, t, k);
        const PlayerHexLayer marks(renderer.geometry(), c.world, view);
        const MapExportOptions o = packOptions(c, renderer, view, marks, 1800);
        const std::vector<RulerMark> ruler = exportRulerMarks(renderer, o);
        // Every column and row the map shows is numbered at a pack's width on the sample.
        if (o.region.isEmpty())
            QCOMPARE(static_cast<int>(ruler.size()), 2 * c.world.columns + 2 * c.world.rows);
        else
            QVERIFY(ruler.size() >= 4);
        const QString id = c.kingdoms[static_cast<size_t>(k)].id;
        const QImage png(dir.filePath(id + QLatin1Char('/') + id + QStringLiteral("-map.png")));
        QVERIFY(!png.isNull());
        const double hexPixels = layout.width() * o.scale;
        for (const HexArmy &a : view.state.armies) {
            if (a.kingdom != k)
                continue;
            const PlayerHexLayer::Label *label = nullptr;
            for (const PlayerHexLayer::Label &l : marks.coordinates())
                if (layout.fromPixel(l.at) == a.hex)
                    label = &l;
            QVERIFY2(label, qPrintable(a.id + QStringLiteral(" has no coordinate in its hex")));
            // The label's letters are on the pack's map, dark on their halo.
            const QPoint at = imagePoint(renderer, o, label->at).toPoint();
            int ink = 0;
            for (int dy = -4; dy <= 4; ++dy)
                for (int dx = -12; dx <= 12; ++dx)
                    ink += QColor(png.pixel(at + QPoint(dx, dy))).lightness() < 60 ? 1 : 0;
            QVERIFY2(ink > 10, qPrintable(a.id + QStringLiteral(": no letters at its hex")));
            int read = 0;
            for (Hex n : hexNeighbours(a.hex)) {
                if (!c.world.contains(n))
                    continue;
                const auto rc =
                    readRuler(ruler, imagePoint(renderer, o, layout.toPixel(n)), hexPixels);
                QVERIFY2(rc, qPrintable(hexLabel(n) + QStringLiteral(" is off the ruler")));
                const QString line = QStringLiteral("%1 MARCH %2 %3,%4")
                                         .arg(a.id, label->text)
                                         .arg(rc->col)
                                         .arg(rc->row);
                const auto parsed =
                    hexrules::parseMarchOrder(line, k, c.world, c.current().state, rules);
                if (!parsed || !*parsed)
                    continue; // water, or a hex no march may enter
                const auto &order = *parsed;
                QCOMPARE(order->path, std::vector<Hex>{n});
                ++read;
            }
            QVERIFY2(read > 0, qPrintable(a.id));
            marches += read;
        }
    }
    QVERIFY(marches >= 6);
}

// Every army the kingdom's map draws (its own and the enemies it saw) has its id on a tag at its
// hex; no tag names an army the view does not hold.
void TestPackHex::everyArmyOnTheMapCarriesItsId()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-hex.json"));
    MapRenderer renderer(c);
    int enemies = 0;
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const KingdomView view = kingdomView(c, lastResolvedTurn(c), k);
        const PlayerHexLayer marks(renderer.geometry(), c.world, view);
        QStringList tagged, drawn;
        for (const PlayerHexLayer::Label &tag : marks.armyTags()) {
            for (const QString &army : tag.text.split(QLatin1Char(' '))) {
                tagged << army;
                const auto it = std::find_if(view.state.armies.begin(), view.state.armies.end(),
                                             [&](const HexArmy &a) { return a.id == army; });
                QVERIFY2(it != view.state.armies.end(), qPrintable(army));
                QCOMPARE(it->hex, tag.hex);
            }
        }
        for (const HexArmy &a : view.state.armies) {
            drawn << a.id;
            enemies += a.kingdom != k ? 1 : 0;
        }
        tagged.sort();
        drawn.sort();
        QCOMPARE(tagged, drawn);
    }
    QVERIFY(enemies > 0);
}

// The legend of a kingdom's map lists the ruler, coordinates, army ids and supply lines each when
// the map draws it, and the roundup's only its ruler; each supply line runs from an army of the
// kingdom to one of its strongholds.
void TestPackHex::everyMarkHasItsLegendEntry()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-hex.json"));
    MapRenderer renderer(c);
    const HexLayout &layout = renderer.geometry().layout();
    auto kinds = [&](const MapOptions &o) {
        std::vector<LegendItem::Kind> out;
        for (const LegendSection &s : legendSections(c, c.current().state, o))
            for (const LegendItem &i : s.items)
                out.push_back(i.kind);
        return out;
    };
    auto has = [](const std::vector<LegendItem::Kind> &v, LegendItem::Kind k) {
        return std::find(v.begin(), v.end(), k) != v.end();
    };
    using K = LegendItem::Kind;
    MapOptions roundup;
    roundup.hexRuler = true;
    const auto publicKinds = kinds(roundup);
    QVERIFY(has(publicKinds, K::HexRuler));
    for (K k : {K::HexCoordinates, K::ArmyTag, K::SupplyLine})
        QVERIFY(!has(publicKinds, k));
    QVERIFY(!has(kinds(MapOptions{}), K::HexRuler)); // the GM's map has no ruler
    int lines = 0;
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const KingdomView view = kingdomView(c, lastResolvedTurn(c), k);
        const PlayerHexLayer marks(renderer.geometry(), c.world, view);
        MapOptions o = roundup;
        o.playerMarks = &marks;
        const auto own = kinds(o);
        QCOMPARE(has(own, K::HexCoordinates), !marks.coordinates().empty());
        QCOMPARE(has(own, K::ArmyTag), !marks.armyTags().empty());
        QCOMPARE(has(own, K::SupplyLine), !marks.supplyLines().empty());
        for (const PlayerHexLayer::SupplyLine &line : marks.supplyLines()) {
            const auto army = std::find_if(view.state.armies.begin(), view.state.armies.end(),
                                           [&](const HexArmy &a) { return a.id == line.army; });
            QVERIFY(army != view.state.armies.end() && army->kingdom == k);
            QCOMPARE(line.points.front(), layout.toPixel(army->hex));
            const int s = c.world.strongholdAt(layout.fromPixel(line.points.back()));
            QVERIFY(s >= 0 && c.world.strongholds[static_cast<size_t>(s)].owner == k);
            ++lines;
        }
    }
    QVERIFY(lines > 0);
}

// After a day that ends with A2 within 4 hexes of C1, A2's march goes on: its kingdom's
// turnsheet holds it as an order line under the days it enters each hex, sent back as it is the
// sheet stores the same march, and the sheet and the report say orders are daily (H2.4); every
// line of the pack's text fits a mail.
void TestPackHex::marchesThatCarryOnAreOrderLinesOfTheTurnsheet()
{
    const Campaign c = test::hexSampleMarchingOn();
    const int t = lastResolvedTurn(c);
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    QTemporaryDir dir;
    QVERIFY(test::writeTestPacks(c, dir.path(), -1, 0, 600));
    int carried = 0;
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(k)];
        const QString base = dir.filePath(kingdom.id) + QLatin1Char('/') + kingdom.id;
        const QString sheet = QString::fromUtf8(readBytes(base + QStringLiteral("-turnsheet.txt")));
        const QString report = QString::fromUtf8(readBytes(base + QStringLiteral("-report.txt")));
        const Mailbox box = readMailBytes(readBytes(base + QStringLiteral(".eml")), false, base);
        QCOMPARE(box.mails.size(), size_t(1));
        for (const QString &text : {sheet, report, box.mails.front().plainBody})
            QVERIFY2(longLine(text).isEmpty(),
                     qPrintable(kingdom.id + QStringLiteral(": ") + longLine(text)));
        QCOMPARE(sheet, turnsheetText(c, kingdomView(c, t, k)));
        // Orders are daily for every kingdom: its next turn is one day, and the pack says why.
        QVERIFY2(sheet.contains(QLatin1String("RULES H2.4")), qPrintable(sheet));
        QVERIFY2(report.contains(QLatin1String("Daily orders")) &&
                     report.contains(QLatin1String("RULES H2.4")),
                 qPrintable(report));
        const QStringList stored = c.current().orders[static_cast<size_t>(k)];
        const QStringList lines = sheet.split(QLatin1Char('\n'));
        for (const QString &line : stored) {
            const auto read = hexrules::parseMarchOrder(line, k, c.world, c.current().state, rules);
            QVERIFY2(read && *read, qPrintable(read ? line : read.message()));
            const auto &order = *read;
            QVERIFY2(lines.contains(hexrules::marchOrderLine(*order)),
                     qPrintable(line + QStringLiteral(" is not a line of\n") + sheet));
            QVERIFY(sheet.contains(QStringLiteral("# %1 marches on").arg(order->army)));
            QVERIFY2(!lines.contains(QStringLiteral("# %1 MARCH").arg(order->army)),
                     qPrintable(sheet));
            ++carried;
        }
        // Sent back as it is, the sheet stores the marches that were stored.
        const SheetReading reading = readTurnsheet(c, sheet, k, ExpectedKingdom::Chosen);
        QVERIFY2(reading.ok(), qPrintable(reading.errorTexts().join(u'\n')));
        QCOMPARE(reading.lines, stored);
    }
    QCOMPARE(carried, 1);
}

// A stored march longer than a sheet's line is written as far as a line holds, the hexes left
// out named in the comment above it, so no line passes 72 characters.
void TestPackHex::aMarchTooLongForALineIsCutShort()
{
    Campaign c = test::hexSampleMarchingOn();
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    const int t = lastResolvedTurn(c);
    const HexArmy *army = nullptr;
    for (const HexArmy &a : c.current().state.armies)
        if (a.id == QLatin1String("A2"))
            army = &a;
    QVERIFY(army);
    // The farthest hex A2 can march to.
    hexrules::HexRoute longest;
    for (int i = 0; i < c.world.hexCount(); i += 7) {
        const auto route = hexrules::findMarchRoute(c.world, rules, army->hex, c.world.hexAt(i));
        if (route.found && route.hexes.size() > longest.hexes.size())
            longest = route;
    }
    QVERIFY(longest.hexes.size() > 14);
    hexrules::HexMarchOrder order{army->id,
                                  {longest.hexes.begin() + 1, longest.hexes.end()},
                                  hexrules::defaultRestDays(rules)};
    const QString full = hexrules::marchOrderLine(order);
    QVERIFY(full.size() > kMailLineWidth);
    c.current().orders[static_cast<size_t>(army->kingdom)] = {full};
    const QString sheet = turnsheetText(c, kingdomView(c, t, army->kingdom));
    QVERIFY2(longLine(sheet).isEmpty(), qPrintable(longLine(sheet)));
    const SheetReading reading = readTurnsheet(c, sheet, army->kingdom, ExpectedKingdom::Chosen);
    QVERIFY2(reading.ok(), qPrintable(reading.errorTexts().join(u'\n')));
    QVERIFY2(reading.lines.size() == 1, qPrintable(sheet));
    const auto read = hexrules::parseMarchOrder(reading.lines.front(), army->kingdom, c.world,
                                                c.current().state, rules);
    QVERIFY2(read && *read, qPrintable(read ? reading.lines.front() : read.message()));
    const auto &cut = *read;
    QVERIFY(cut->path.size() < order.path.size());
    QVERIFY(std::equal(cut->path.begin(), cut->path.end(), order.path.begin()));
    QVERIFY2(sheet.contains(QStringLiteral("cut short")), qPrintable(sheet));
    QVERIFY2(sheet.contains(hexLabel(order.path.back())), qPrintable(sheet));
}

QTEST_MAIN(TestPackHex)
#include "tst_pack_hex.moc"
