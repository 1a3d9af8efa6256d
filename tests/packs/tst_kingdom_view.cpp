// What a kingdom knows of a resolved turn (core/view/KingdomView.h), the turnsheet read back
// unchanged, and the judging of mailed sheets (core/mail/MailOrders.h), on the bundled samples.
#include "PackTestCampaigns.h"

#include "mail/MailOrders.h"
#include "model/Limits.h"
#include "model/UnreadLine.h"
#include "operations/CloseTurn.h"
#include "pack/PlayerReport.h"
#include "pack/SheetLines.h"
#include "pack/Turnsheet.h"
#include "rules/area/OrderSheet.h"
#include "view/KingdomView.h"

#include <QFile>
#include <QJsonObject>
#include <QtTest>

using namespace muster;

namespace {
QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// The sheet of `kingdom` with its numbered lines filled from `lines` ("1 MOVE 2 A B").
QString filledSheet(const Campaign &c, int kingdom, const QStringList &lines,
                    const QString &message = {})
{
    QString sheet = turnsheetText(c, kingdomView(c, lastResolvedTurn(c), kingdom));
    for (const QString &l : lines) {
        const QString n = l.section(QLatin1Char(' '), 0, 0);
        sheet.replace(QLatin1Char('\n') + n + QLatin1Char('\n'),
                      QLatin1Char('\n') + l + QLatin1Char('\n'));
    }
    return sheet + message;
}

MailMessage mail(const QString &from, const QString &body, int minute)
{
    MailMessage m;
    m.source = QStringLiteral("mail %1").arg(minute);
    m.fromAddress = from;
    m.date = QDateTime(QDate(2026, 12, 1), QTime(12, minute), Qt::UTC);
    m.subject = QStringLiteral("orders");
    m.plainBody = body;
    return m;
}
} // namespace

class TestKingdomView : public QObject
{
    Q_OBJECT

private slots:
    void areaViewSeesOwnFoughtAndNothingElse();
    void areaViewEventsAreTheKingdoms();
    void sightIsARulesetParameter();
    void hexViewSeesWithinItsRadius();
    void H3_2_hexReportGivesEachArmysSupply();
    void viewsAreDeterministic();
    void unchangedTurnsheetReadsBackEmpty();
    void filledTurnsheetGivesTheTypedOrders();
    void badTurnsheetsAreRefusedByLine();
    void A3_sheetReadLineByLine();
    void turnsheetFitsSeventyTwoColumns();
    void wrappedTurnsheetReadsAsSent();
    void H2_1_armyIdsInAnyCase();
    void mailIsJudgedBySenderAndLatest();
};

void TestKingdomView::areaViewSeesOwnFoughtAndNothingElse()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const int t = lastResolvedTurn(c);
    QCOMPARE(t, 0);
    const TurnState &end = c.turns[1].state;
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        const KingdomView v = kingdomView(c, t, static_cast<int>(k));
        QCOMPARE(v.areas.size(), c.world.areas.size());
        int seen = 0;
        for (size_t a = 0; a < end.areas.size(); ++a) {
            const AreaState &s = v.state.areas[a];
            if (end.areas[a].owner == static_cast<int>(k))
                QVERIFY2(v.sees(static_cast<int>(a)), "a kingdom sees its own areas");
            if (v.sees(static_cast<int>(a))) {
                ++seen;
                QCOMPARE(s, end.areas[a]);
                continue;
            }
            QCOMPARE(v.areas[a], Sight::Public); // Dark Age: ownership is public
            AreaState blank;
            blank.owner = end.areas[a].owner;
            QCOMPARE(s, blank);
        }
        QVERIFY(seen > 0 && seen < static_cast<int>(end.areas.size()));
        for (size_t o = 0; o < end.kingdoms.size(); ++o)
            QCOMPARE(v.state.kingdoms[o], o == k ? end.kingdoms[o] : KingdomState{});
        for (const PassageGrant &g : v.state.passages)
            QVERIFY(g.grantor == static_cast<int>(k) || g.grantee == static_cast<int>(k));
    }
}

void TestKingdomView::areaViewEventsAreTheKingdoms()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const TurnLog &log = c.turns[0].log;
    int battlesSeen = 0;
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        const int me = static_cast<int>(k);
        const KingdomView v = kingdomView(c, 0, me);
        std::vector<int> mine;
        for (size_t i = 0; i < log.size(); ++i)
            if (const auto *b = log.get<log::BattleStarted>(i))
                if (b->kingdom.index == me || b->defender.index == me)
                    mine.push_back(b->battle);
        QCOMPARE(v.battles, mine);
        battlesSeen += static_cast<int>(mine.size());
        int actions = 0;
        for (size_t i = 0; i < log.size(); ++i) {
            const bool listed = std::find(v.events.begin(), v.events.end(), i) != v.events.end();
            if (const auto *a = log.get<log::ActionAccepted>(i)) {
                QCOMPARE(listed, a->kingdom.index == me);
                actions += listed ? 1 : 0;
            } else if (const auto *f = log.get<log::ActionFailed>(i)) {
                QCOMPARE(listed, f->kingdom.index == me);
            } else if (const auto *b = log.get<log::BattleStarted>(i)) {
                QCOMPARE(listed, b->kingdom.index == me || b->defender.index == me);
            } else if (const auto *e = log.get<log::Income>(i)) {
                QCOMPARE(listed, e->kingdom.index == me);
            } else if (const auto *p = log.get<log::PhaseResolved>(i)) {
                QCOMPARE(listed, std::find(mine.begin(), mine.end(), p->battle) != mine.end());
            } else if (log.is<log::StickyCleared>(i)) {
                QVERIFY(!listed); // its count of sticky areas tells what every kingdom did
            }
        }
        QCOMPARE(
            actions, static_cast<int>(c.turns[0].orders[k].size()) - [&] {
                int failed = 0;
                for (size_t i = 0; i < log.size(); ++i)
                    if (const auto *f = log.get<log::ActionFailed>(i))
                        failed += f->kingdom.index == me ? 1 : 0;
                return failed;
            }());
    }
    QVERIFY(battlesSeen > 0);
}

void TestKingdomView::sightIsARulesetParameter()
{
    Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    QJsonObject params = c.ruleset.json.value(QLatin1String("parameters")).toObject();
    params.insert(QStringLiteral("publicOwnership"), 0);
    params.insert(QStringLiteral("viewAdjacent"), 1);
    c.ruleset.json.insert(QStringLiteral("parameters"), params);
    const KingdomView v = kingdomView(c, 0, 0);
    const TurnState &end = c.turns[1].state;
    for (size_t a = 0; a < end.areas.size(); ++a) {
        if (end.areas[a].owner == 0)
            for (int n : c.world.neighbours(static_cast<int>(a)))
                QVERIFY2(v.sees(n), "viewAdjacent: the neighbours of its areas are seen");
        if (!v.sees(static_cast<int>(a))) {
            QCOMPARE(v.areas[a], Sight::Unknown);
            QCOMPARE(v.state.areas[a].owner, -1);
        }
    }
}

void TestKingdomView::hexViewSeesWithinItsRadius()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-hex.json"));
    const TurnState &end = c.turns[1].state;
    const int radius = ViewParameters::fromRuleset(c.ruleset).sightRadius;
    QCOMPARE(radius, 3);
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        const KingdomView v = kingdomView(c, 0, static_cast<int>(k));
        QCOMPARE(v.hexes.size(), static_cast<size_t>(c.world.hexCount()));
        for (const HexArmy &a : end.armies) {
            if (a.kingdom == static_cast<int>(k)) {
                for (Hex h : hexRange(a.hex, radius))
                    if (c.world.contains(h))
                        QVERIFY(v.seesHex(c.world.indexOf(h)));
                QVERIFY(std::find(v.state.armies.begin(), v.state.armies.end(), a) !=
                        v.state.armies.end());
                continue;
            }
            const auto seen = std::find_if(v.state.armies.begin(), v.state.armies.end(),
                                           [&](const HexArmy &s) { return s.id == a.id; });
            QCOMPARE(seen != v.state.armies.end(), v.seesHex(c.world.indexOf(a.hex)));
            if (seen != v.state.armies.end())
                QVERIFY(seen->leader.name.isEmpty());
        }
    }
}

void TestKingdomView::H3_2_hexReportGivesEachArmysSupply()
{
    // H3.2: the report's supply column is the army's supply as the turn left it, not whether
    // the turn changed it.
    Campaign c = test::resolvedSample(QStringLiteral("sample-hex.json"));
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        const KingdomView v = kingdomView(c, 0, static_cast<int>(k));
        const QString text = playerReport(c, v).toPlainText();
        QVERIFY2(!text.contains(QLatin1String("unchanged")), qPrintable(text));
        for (const HexArmy &a : v.state.armies)
            if (a.kingdom == static_cast<int>(k)) {
                const QString status =
                    a.daysOutOfSupply == 0
                        ? QStringLiteral("in supply")
                        : QStringLiteral("out of supply, %1 day").arg(a.daysOutOfSupply);
                QVERIFY2(text.contains(status), qPrintable(a.id + QLatin1Char(' ') + status));
            }
    }
}

void TestKingdomView::viewsAreDeterministic()
{
    for (const char *name : {"sample-area.json", "sample-hex.json"}) {
        const Campaign c = test::resolvedSample(QLatin1String(name));
        for (size_t k = 0; k < c.kingdoms.size(); ++k) {
            const KingdomView a = kingdomView(c, 0, static_cast<int>(k));
            const KingdomView b = kingdomView(c, 0, static_cast<int>(k));
            QCOMPARE(a.areas, b.areas);
            QCOMPARE(a.hexes, b.hexes);
            QCOMPARE(a.state, b.state);
            QCOMPARE(a.events, b.events);
            QCOMPARE(playerReport(c, a).toPlainText(), playerReport(c, b).toPlainText());
        }
    }
}

void TestKingdomView::unchangedTurnsheetReadsBackEmpty()
{
    for (const char *name : {"sample-area.json", "sample-hex.json"}) {
        const Campaign c = test::resolvedSample(QLatin1String(name));
        for (size_t k = 0; k < c.kingdoms.size(); ++k) {
            const QString sheet = turnsheetText(c, kingdomView(c, 0, static_cast<int>(k)));
            const SheetReading r = readTurnsheet(c, sheet, -1);
            QVERIFY2(r.ok(), qPrintable(r.errorTexts().join(QLatin1Char('\n'))));
            QCOMPARE(r.kingdom, static_cast<int>(k));
            QCOMPARE(r.lines, QStringList());
            QCOMPARE(r.message, QString());
        }
    }
}

void TestKingdomView::filledTurnsheetGivesTheTypedOrders()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const QStringList typed =
        readFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area-orders/ALD.txt"))
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
            .filter(QRegularExpression(QStringLiteral("^\\d")));
    QVERIFY(!typed.isEmpty());
    const QString sheet = filledSheet(c, 0, typed, QStringLiteral("Peace to the east.\n-- \nAnn"));
    const SheetReading r = readTurnsheet(c, sheet, 0);
    QVERIFY2(r.ok(), qPrintable(r.errorTexts().join(QLatin1Char('\n'))));
    const OrderSheet direct =
        parseKingdomOrderSheet(typed.join(QLatin1Char('\n')), c, QStringLiteral("ALD"));
    QVERIFY(direct.ok());
    QCOMPARE(r.lines, direct.canonicalLines(c.world));
    QCOMPARE(r.message, QStringLiteral("Peace to the east."));
}

void TestKingdomView::badTurnsheetsAreRefusedByLine()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const QString sheet = turnsheetText(c, kingdomView(c, 0, 0));
    // A line with a mistake: its error names the sheet's own line.
    QString bad = sheet;
    bad.replace(QStringLiteral("\n2\n"), QStringLiteral("\n2 ATTACK 2 GLM MSW\n"));
    const int badLine =
        static_cast<int>(
            sheet.left(sheet.indexOf(QStringLiteral("\n2\n"))).count(QLatin1Char('\n'))) +
        2;
    SheetReading r = readTurnsheet(c, bad, 0);
    QVERIFY(!r.ok());
    QCOMPARE(r.problems.front().line, badLine);
    // Line by line: the line is kept as written with its reason, to fail alone (A3).
    QVERIFY(!r.refused);
    QCOMPARE(r.unread, 1);
    QCOMPARE(r.lines.size(), 1);
    const auto unread = unreadLineOf(r.lines.front());
    QVERIFY(unread);
    QCOMPARE(unread->text, QStringLiteral("2 ATTACK 2 GLM MSW"));
    QVERIFY(unread->reason.contains(QStringLiteral("unknown action")));
    // A sheet for another turn, for two kingdoms, from another kingdom's player, too big.
    r = readTurnsheet(
        c, QString(sheet).replace(QStringLiteral("Turn: 2"), QStringLiteral("Turn: 1")), 0);
    QVERIFY(r.errorTexts().join(QString()).contains(QStringLiteral("for turn 1")));
    r = readTurnsheet(c, sheet + QStringLiteral("\n"), 1);
    QVERIFY(!r.ok() && r.refused && r.lines.isEmpty());
    r = readTurnsheet(c, QStringLiteral("Kingdom: ALD\nKingdom: BRE\n1 DEFEND GLM\n"), -1);
    QVERIFY(r.errorTexts().join(QString()).contains(QStringLiteral("two kingdoms")));
    r = readTurnsheet(c, QString(limits::kMaxTurnsheetBytes + 1, QLatin1Char('x')), 0);
    QVERIFY(!r.ok());
    r = readTurnsheet(c, QStringLiteral("1 DEFEND GLM\n"), -1);
    QVERIFY(r.errorTexts().join(QString()).contains(QStringLiteral("Kingdom:")));
}

void TestKingdomView::A3_sheetReadLineByLine()
{
    // One typo among good orders costs that line only: the others are stored and carried out,
    // and the line fails at resolution with its reason, in the log and the player's report.
    Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const QString sheet =
        filledSheet(c, 0,
                    {QStringLiteral("1 MOVE 1 HCS FOX"), QStringLiteral("2 MOVE 1 HCS UDN"),
                     QStringLiteral("3 LEVY 1 HCS")});
    const SheetReading r = readTurnsheet(c, sheet, 0);
    QVERIFY(!r.refused);
    QCOMPARE(r.actions, 2);
    QCOMPARE(r.unread, 1);
    QCOMPARE(r.lines.size(), 3);
    QCOMPARE(r.lines[0], QStringLiteral("1 MOVE 1 HCS FOX"));
    QCOMPARE(unreadLineOf(r.lines[1])->text, QStringLiteral("2 MOVE 1 HCS UDN"));
    QCOMPARE(r.lines[2], QStringLiteral("3 LEVY 1 HCS"));
    storeTurnsheet(c.current(), c.kingdoms.size(), 0, r);
    applyResolution(c, resolveCurrentTurn(c));
    const int t = lastResolvedTurn(c);
    const TurnLog &log = c.turns[static_cast<size_t>(t)].log;
    int notRead = 0, accepted = 0;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *e = log.get<log::LineNotRead>(i); e && e->kingdom.index == 0) {
            ++notRead;
            QCOMPARE(log.text(e->order), QStringLiteral("2 MOVE 1 HCS UDN"));
            QVERIFY(log.text(e->reason).contains(QStringLiteral("UDN")));
        }
        if (const auto *e = log.get<log::ActionAccepted>(i); e && e->kingdom.index == 0)
            ++accepted;
    }
    QCOMPARE(notRead, 1);
    QCOMPARE(accepted, 2);
    const QString report = playerReport(c, kingdomView(c, t, 0)).toPlainText();
    QVERIFY2(report.contains(QStringLiteral("not read as an order: unknown area")),
             qPrintable(report));
    QVERIFY(!playerReport(c, kingdomView(c, t, 1)).toPlainText().contains(QStringLiteral("UDN")));
}

void TestKingdomView::turnsheetFitsSeventyTwoColumns()
{
    for (const char *name : {"sample-area.json", "sample-hex.json"}) {
        const Campaign c = test::resolvedSample(QLatin1String(name));
        for (size_t k = 0; k < c.kingdoms.size(); ++k) {
            const QString sheet = turnsheetText(c, kingdomView(c, 0, static_cast<int>(k)));
            for (const QString &line : sheet.split(QLatin1Char('\n')))
                QVERIFY2(line.size() <= kSheetColumns, qPrintable(line));
        }
    }
}

void TestKingdomView::wrappedTurnsheetReadsAsSent()
{
    // A client that wraps at 50 columns breaks the comment lines; the tails it makes are read as
    // the ends of their comments, never as orders, and typographic quotes read as plain ones.
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    QString sheet = filledSheet(c, 0, {QStringLiteral("1 MOVE 1 \u201CHighcastle\u201D FOX")});
    QStringList wrapped;
    for (const QString &line : sheet.split(QLatin1Char('\n'))) {
        QString rest = line;
        while (rest.size() > 50 && rest.startsWith(QLatin1Char('#'))) {
            const qsizetype cut = rest.lastIndexOf(QLatin1Char(' '), 50);
            if (cut <= 2)
                break;
            wrapped << rest.left(cut);
            rest = rest.mid(cut + 1);
        }
        wrapped << rest;
    }
    QVERIFY(wrapped.size() > sheet.count(QLatin1Char('\n')) + 3);
    const SheetReading r = readTurnsheet(c, wrapped.join(QLatin1Char('\n')), 0);
    QVERIFY2(r.ok(), qPrintable(r.errorTexts().join(QLatin1Char('\n'))));
    QCOMPARE(r.lines, QStringList{QStringLiteral("1 MOVE 1 HCS FOX")});
    QVERIFY(!r.skipped.isEmpty());
    QVERIFY(r.skipped.front().contains(QStringLiteral("read as the end of the comment above")));
}

void TestKingdomView::H2_1_armyIdsInAnyCase()
{
    // Players type army ids as they type area codes: in any case.
    const Campaign c = test::resolvedSample(QStringLiteral("sample-hex.json"));
    const HexArmy *own = nullptr;
    for (const HexArmy &a : c.current().state.armies)
        if (a.kingdom == 0 && !own)
            own = &a;
    QVERIFY(own);
    const QString sheet =
        turnsheetText(c, kingdomView(c, 0, 0)) +
        QStringLiteral("\n%1 march %2\n").arg(own->id.toLower(), hexLabel(own->hex));
    const SheetReading r = readTurnsheet(c, sheet, 0);
    QVERIFY2(r.errorTexts().join(QString()).indexOf(QStringLiteral("no army")) < 0,
             qPrintable(r.errorTexts().join(QLatin1Char('\n'))));
}

void TestKingdomView::mailIsJudgedBySenderAndLatest()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const QString ald = test::playerAddress(c.kingdoms[0]);
    const QString good = filledSheet(c, 0, {QStringLiteral("1 DEFEND GLM")});
    const QString later = filledSheet(c, 0, {QStringLiteral("1 DEFEND FOX")});
    Mailbox box;
    box.mails.push_back(mail(ald, good, 1));
    // A From line proves nothing: a sheet without the kingdom's codes is no one's.
    box.mails.push_back(mail(QStringLiteral("stranger@elsewhere.example"),
                             QStringLiteral("Kingdom: ALD\n1 MOVE all GLM FOX\n"), 2));
    box.mails.push_back(mail(ald, later, 3));
    MailMessage html = mail(test::playerAddress(c.kingdoms[1]), QString(), 4);
    html.hasHtml = true;
    box.mails.push_back(html);
    box.mails.push_back(mail(test::playerAddress(c.kingdoms[2]),
                             QStringLiteral("Kingdom: CAL\n1 FLY 2 X Y\n") + test::codeLines(2),
                             5));
    box.mails.push_back(
        mail(test::playerAddress(c.kingdoms[3]),
             QStringLiteral("Kingdom: DRV\nKingdom: ESS\n1 DEFEND GLM\n") + test::codeLines(3), 6));
    const std::vector<MailVerdict> v = judgeMail(c, box);
    QCOMPARE(v.size(), size_t{6});
    QVERIFY2(v[0].verdict.startsWith(QLatin1String("superseded")), qPrintable(v[0].verdict));
    QVERIFY2(v[1].verdict.startsWith(QLatin1String("not applied: the sheet carries no game code")),
             qPrintable(v[1].verdict));
    QVERIFY2(v[2].applies && v[2].verdict.startsWith(QLatin1String("ok")),
             qPrintable(v[2].verdict));
    QVERIFY2(v[3].verdict.startsWith(QLatin1String("HTML only")), qPrintable(v[3].verdict));
    // Line by line: the one line is kept to fail alone, and listed with its reason.
    QVERIFY2(v[4].applies && v[4].verdict.contains(QLatin1String("1 line not read")) &&
                 !v[4].errors.isEmpty(),
             qPrintable(v[4].verdict));
    QVERIFY(v[4].errors.front().startsWith(QLatin1String("line 2:")));
    QVERIFY2(!v[5].applies && v[5].errors.join(QString()).contains(QLatin1String("two kingdoms")),
             qPrintable(v[5].verdict));
    int applying = 0;
    for (const MailVerdict &m : v)
        applying += m.applies ? 1 : 0;
    QCOMPARE(applying, 2);
    const TurnRecord stored = withMailedOrders(c, v);
    QCOMPARE(stored.orders[0], QStringList{QStringLiteral("1 DEFEND FOX")});
    QCOMPARE(stored.orders[2].size(), 1);
    QCOMPARE(unreadLineOf(stored.orders[2].front())->text, QStringLiteral("1 FLY 2 X Y"));
    for (size_t k = 1; k < c.kingdoms.size(); ++k)
        if (k != 2)
            QCOMPARE(stored.orders[k], c.current().orders[k]);
}

QTEST_GUILESS_MAIN(TestKingdomView)
#include "tst_kingdom_view.moc"
