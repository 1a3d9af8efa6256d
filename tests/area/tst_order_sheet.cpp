// The order-sheet format: good sheets in every accepted spelling, and bad input (unknown areas or
// kingdoms, negative or absurd counts, garbage lines) rejected whole with line-numbered errors.
#include "log/AreaEvents.h"
#include "model/Campaign.h"
#include "rules/area/OrderSheet.h"

#include <QTest>

using namespace muster;

class TestOrderSheet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void goodSheet();
    void badLines_data();
    void badLines();
    void everyErrorIsListed();
    void everyKindIsReadByItsVerb();
    void problemsCarryLineAndColumn();
    void unknownKingdom();
    void kingdomByName();

private:
    Campaign m_campaign;
};

void TestOrderSheet::initTestCase()
{
    const char *codes[] = {"YRK", "NRT", "LON", "NSEA"};
    const char *names[] = {"York", "Northampton", "New London", "North Sea"};
    for (int i = 0; i < 4; ++i) {
        Area a;
        a.code = QLatin1String(codes[i]);
        a.name = QLatin1String(names[i]);
        a.terrain = i == 3 ? AreaTerrain::Sea : AreaTerrain::Plains;
        m_campaign.world.areas.push_back(a);
    }
    m_campaign.world.rebuild();
    m_campaign.kingdoms.push_back(
        {QStringLiteral("MER"), QStringLiteral("Mercia"), QStringLiteral("Saxon"), {}, {}, {}, {}});
    m_campaign.ruleset = Ruleset::builtin(RulesetKind::Area);
}

void TestOrderSheet::goodSheet()
{
    const QString text = QStringLiteral("# Mercia, turn 3\r\n"
                                        "\n"
                                        "3 ASSAULT 5 YRK NRT   # the big push\n"
                                        "4. move all but 2 york northampton\n"
                                        "Probe all NRT \"New London\"\n"
                                        "8) PASSAGE 1 YRK NRT LON\n"
                                        "9 LEVY 2 YRK\n"
                                        "10 RETREAT NRT YRK\n"
                                        "11 DEFEND New London\n"
                                        "12 AMBUSH YRK NRT\n"
                                        "13 CONVOY 2 NSEA NSEA2\n");
    // The last line names an unknown area; everything else is fine.
    const OrderSheet bad = parseOrderSheet(text, m_campaign.world, 16);
    QCOMPARE(bad.errorTexts().size(), 1);
    QVERIFY(bad.errorTexts()[0].startsWith(QStringLiteral("line 11: unknown area \"NSEA2\"")));
    QVERIFY(bad.actions.empty());

    QString good = text;
    good.replace(QStringLiteral("13 CONVOY 2 NSEA NSEA2\n"),
                 QStringLiteral("13 SHIPS 2 NSEA YRK\n"));
    const OrderSheet sheet = parseOrderSheet(good, m_campaign.world, 16);
    QVERIFY2(sheet.ok(), qPrintable(sheet.errorTexts().join(QLatin1Char('\n'))));
    QCOMPARE(sheet.canonicalLines(m_campaign.world),
             QStringList(
                 {QStringLiteral("3 ASSAULT 5 YRK NRT"), QStringLiteral("4 MOVE all but 2 YRK NRT"),
                  QStringLiteral("5 PROBE all NRT LON"), QStringLiteral("8 PASSAGE 1 YRK NRT LON"),
                  QStringLiteral("9 LEVY 2 YRK"), QStringLiteral("10 RETREAT NRT YRK"),
                  QStringLiteral("11 DEFEND LON"), QStringLiteral("12 AMBUSH YRK NRT"),
                  QStringLiteral("13 SHIPS 2 NSEA YRK")}));
    QCOMPARE(sheet.actions[0].line, 3);
    QCOMPARE(sheet.actions[2].number, 5); // unnumbered: the one before plus one
}

void TestOrderSheet::badLines_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown area") << "1 MOVE 3 YRK XYZ"
                                  << "line 1: unknown area \"XYZ\" (the target area)";
    QTest::newRow("unknown verb") << "1 MARCH 3 YRK NRT"
                                  << "line 1: unknown action \"MARCH\"";
    QTest::newRow("negative count") << "1 MOVE -3 YRK NRT"
                                    << "line 1: a count must be from 1 to 99999, found -3";
    QTest::newRow("zero count") << "1 MOVE 0 YRK NRT"
                                << "line 1: a count must be from 1 to 99999, found 0";
    QTest::newRow("absurd count") << "1 MOVE 1000000000 YRK NRT"
                                  << "line 1: a count must be from 1 to 99999";
    QTest::newRow("overflowing count") << "1 MOVE 99999999999999999999999 YRK NRT"
                                       << "line 1: expected a count, found";
    QTest::newRow("word count") << "1 MOVE many YRK NRT"
                                << "line 1: expected a count, found \"many\"";
    QTest::newRow("garbage") << "lorem ipsum dolor"
                             << "line 1: unknown action \"lorem\"";
    QTest::newRow("missing target") << "1 MOVE 3 YRK"
                                    << "line 1: expected the target area";
    QTest::newRow("missing count") << "1 MOVE"
                                   << "line 1: expected a count";
    QTest::newRow("extra words") << "1 MOVE 3 YRK NRT LON"
                                 << "line 1: unexpected \"LON\" after the MOVE order";
    QTest::newRow("all but nothing") << "1 MOVE all but YRK NRT"
                                     << "line 1: expected the number kept back, found \"YRK\"";
    QTest::newRow("all for levy") << "1 LEVY all YRK"
                                  << "line 1: this action needs a number, not \"all\"";
    QTest::newRow("into itself") << "1 MOVE 3 YRK YRK"
                                 << "line 1: MOVE from an area into itself";
    QTest::newRow("ambush without place") << "1 AMBUSH YRK"
                                          << "line 1: expected the ambush location";
    QTest::newRow("unclosed quote") << "1 DEFEND \"New London"
                                    << "line 1: a quoted area name is not closed";
    QTest::newRow("action beyond limit") << "17 MOVE 1 YRK NRT"
                                         << "line 1: action 17 is beyond the 16 actions";
    QTest::newRow("absurd action number") << "99999999999 MOVE 1 YRK NRT"
                                          << "line 1: action number 99999999999 is out of range";
    QTest::newRow("number only") << "3"
                                 << "line 1: unknown action \"3\"";
}

void TestOrderSheet::badLines()
{
    QFETCH(QString, line);
    QFETCH(QString, error);
    const OrderSheet sheet = parseOrderSheet(QStringLiteral("2 DEFEND YRK\n") +
                                                 line.replace(QStringLiteral("line 1"), QString()),
                                             m_campaign.world, 16);
    // The bad line is line 2, after a good one: the whole sheet is rejected.
    QVERIFY(!sheet.ok());
    QVERIFY(sheet.actions.empty());
    QCOMPARE(sheet.errorTexts().size(), 1);
    const QString expected =
        QString(error).replace(QStringLiteral("line 1"), QStringLiteral("line 2"));
    QVERIFY2(sheet.errorTexts()[0].startsWith(expected) ||
                 sheet.errorTexts()[0].contains(expected.mid(8)),
             qPrintable(sheet.errorTexts()[0] + QStringLiteral(" / expected: ") + expected));
    QVERIFY(sheet.errorTexts()[0].startsWith(QStringLiteral("line 2: ")) ||
            line.startsWith(QLatin1Char('1')));
}

void TestOrderSheet::everyKindIsReadByItsVerb()
{
    // Every list of the verbs is read from the kinds' rows: the parser, its error and the JSON
    // names name each kind, in the kinds' order.
    const OrderSheet unknown =
        parseOrderSheet(QStringLiteral("1 ATTACK 3 YRK NRT"), m_campaign.world, 16);
    QCOMPARE(unknown.errorTexts().size(), 1);
    QCOMPARE(unknown.errorTexts()[0],
             QStringLiteral("line 1: unknown action \"ATTACK\" (expected MOVE, ASSAULT, PROBE, "
                            "OVERRUN, RAID, SIEGE, SHIPS, CONVOY, PASSAGE, MIGRATE, LEVY, RESERVE, "
                            "DEFEND, RETREAT or AMBUSH)"));
    for (const ActionKindRow &row : kActionKinds) {
        const QString verb = QLatin1String(row.name);
        QVERIFY2(unknown.errorTexts()[0].contains(verb), row.name);
        QCOMPARE(parseActionKind(verb.toLower()), std::optional<ActionKind>(row.kind));
        QCOMPARE(enumName(row.kind), QLatin1StringView(row.name));
        QCOMPARE(enumFromName<ActionKind>(QLatin1StringView(row.name)),
                 std::optional<ActionKind>(row.kind));
    }
}

void TestOrderSheet::everyErrorIsListed()
{
    const OrderSheet sheet = parseOrderSheet(
        QStringLiteral("1 MOVE 3 YRK XYZ\n# fine\n2 DEFEND YRK\n2 DEFEND NRT\nnonsense\n"),
        m_campaign.world, 16);
    QCOMPARE(sheet.errorTexts().size(), 3);
    QVERIFY(sheet.errorTexts()[0].startsWith(QStringLiteral("line 1: ")));
    QVERIFY(sheet.errorTexts()[1].startsWith(
        QStringLiteral("line 4: action number 2 must be greater")));
    QVERIFY(sheet.errorTexts()[2].startsWith(QStringLiteral("line 5: ")));
    QVERIFY(sheet.actions.empty());
    // A bad line's action number still numbers the lines after it: "3" after "5" is named in
    // the same pass as the bad line.
    const OrderSheet after = parseOrderSheet(
        QStringLiteral("1 MOVE 2 YRK XYZ\n5 MOVE 2 YRK XYZ\n3 DEFEND YRK\n"), m_campaign.world, 16);
    QCOMPARE(after.errorTexts().size(), 3);
    QVERIFY2(after.errorTexts()[2].startsWith(
                 QStringLiteral("line 3: action number 3 must be greater than the previous "
                                "action's 5")),
             qPrintable(after.errorTexts().join(QLatin1Char('\n'))));
}

void TestOrderSheet::problemsCarryLineAndColumn()
{
    const OrderSheet sheet = parseOrderSheet(
        QStringLiteral("# Mercia\n1 MOVE 3 YRK XYZ\n  2 TELEPORT 1 YRK\n3 MOVE \"York NRT\n"),
        m_campaign.world, 16);
    QCOMPARE(sheet.problems.size(), size_t{3});
    QCOMPARE(sheet.problems[0].line, 2);
    QCOMPARE(sheet.problems[0].column, 14); // the unknown area
    QCOMPARE(sheet.problems[1].line, 3);
    QCOMPARE(sheet.problems[1].column, 5); // the unknown action, after the indentation
    QCOMPARE(sheet.problems[2].line, 4);
    QCOMPARE(sheet.problems[2].column, 8); // the quote that is never closed
    QCOMPARE(sheet.problems[0].toString(), sheet.errorTexts()[0]);
    QVERIFY(sheet.problems[0].message.startsWith(QStringLiteral("unknown area \"XYZ\"")));
}

void TestOrderSheet::unknownKingdom()
{
    int index = 7;
    const OrderSheet sheet = parseKingdomOrderSheet(QStringLiteral("1 DEFEND YRK"), m_campaign,
                                                    QStringLiteral("XXX"), &index);
    QCOMPARE(index, -1);
    QVERIFY(sheet.actions.empty());
    QCOMPARE(sheet.errorTexts(),
             QStringList(QStringLiteral("no kingdom \"XXX\" in this campaign (kingdoms: MER)")));
}

void TestOrderSheet::kingdomByName()
{
    int index = -1;
    const OrderSheet sheet = parseKingdomOrderSheet(QStringLiteral("DEFEND YRK"), m_campaign,
                                                    QStringLiteral("mercia"), &index);
    QCOMPARE(index, 0);
    QVERIFY(sheet.ok());
    QCOMPARE(sheet.actions.size(), size_t(1));
}

QTEST_GUILESS_MAIN(TestOrderSheet)
#include "tst_order_sheet.moc"
