// RULES.md parts R and A as data: each file under cases/ is one row, named after the paragraph it
// checks (README.md describes the format). Every row also checks R2 (resolving twice gives the
// same log byte for byte), that resolve never touches its input, and that every battle is in the
// attacking kingdom's preview (AreaPreview.h) phase for phase as resolved.
#include "AreaCase.h"
#include "CaseLog.h"

#include "log/LogBinary.h"
#include "log/LogJson.h"
#include "log/LogText.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/AreaPreview.h"
#include "rules/area/AreaReplay.h"
#include "rules/area/OrderSheet.h"
#include "rules/area/StoredSheets.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace muster;
using namespace muster::test;

class TestAreaRules : public QObject
{
    Q_OBJECT

private slots:
    void cases_data();
    void cases();
    void cleanupTestCase();
};

namespace {

QString describe(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return v.toVariant().toString();
}

QJsonObject areaFields(const AreaCase &c, const TurnState &s, int i)
{
    const AreaState &a = s.areas[static_cast<size_t>(i)];
    return {{QStringLiteral("owner"),
             a.owner >= 0 ? QJsonValue(c.kingdoms[static_cast<size_t>(a.owner)].id) : QJsonValue()},
            {QStringLiteral("armies"), a.armies},
            {QStringLiteral("population"), a.population},
            {QStringLiteral("forts"), a.forts},
            {QStringLiteral("mode"), defenceModeName(a.mode)},
            {QStringLiteral("location"),
             a.modeArea >= 0 ? QJsonValue(c.world.areas[static_cast<size_t>(a.modeArea)].code)
                             : QJsonValue()},
            {QStringLiteral("ships"), a.ships},
            {QStringLiteral("aboard"), a.aboard}};
}

QJsonObject kingdomFields(const KingdomState &k)
{
    return {{QStringLiteral("bp"), k.bp},
            {QStringLiteral("reserve"), k.armyReserve},
            {QStringLiteral("shipReserve"), k.shipReserve},
            {QStringLiteral("dispersed"), k.dispersed}};
}

/// Compares the fields the case lists; returns the first mismatch as a sentence, or empty.
QString compareFields(const QString &what, const QJsonObject &expected, const QJsonObject &actual)
{
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        if (!actual.contains(it.key()))
            return QStringLiteral("%1: no field \"%2\"").arg(what, it.key());
        if (actual.value(it.key()) != it.value())
            return QStringLiteral("%1.%2: expected %3, got %4")
                .arg(what, it.key(), describe(it.value()), describe(actual.value(it.key())));
    }
    return {};
}

int previewsCompared = 0, battlesCompared = 0;

/// Every battle of the turn is in its attacking kingdom's preview (every kingdom's orders, the
/// same state and seed) exactly as the resolved turn fought it: its start, every phase, its end.
/// The battle is found here by its own scan of the log, the action accepted before it giving the
/// line. A case with one attack counts as one preview check.
void checkPreview(const AreaCase &c, const AreaRules &rules, const AreaOrders &orders,
                  const TurnLog &resolved, const LogContext &context)
{
    std::vector<std::pair<std::size_t, int>> starts; // BattleStarted, the order's line
    int line = 0;
    for (std::size_t i = 0; i < resolved.size(); ++i) {
        if (const auto *accepted = resolved.get<log::ActionAccepted>(i))
            line = accepted->action.line;
        if (resolved.is<log::BattleStarted>(i))
            starts.emplace_back(i, line);
    }
    for (const auto &[start, battleLine] : starts) {
        const auto *started = resolved.get<log::BattleStarted>(start);
        const int kingdom = started->kingdom.index;
        const KingdomPreview preview =
            previewKingdomTurn(rules, c.state, orders, kingdom, c.seed, c.dice);
        const AttackPreview *attack = preview.forLine(battleLine);
        QVERIFY2(attack, qPrintable(QStringLiteral("no preview of %1's attack on line %2")
                                        .arg(c.kingdoms[static_cast<size_t>(kingdom)].id)
                                        .arg(battleLine)));
        const auto same = [&](std::size_t inPreview, std::size_t inTurn) {
            return eventToJson(preview.dry.log, inPreview, context) ==
                   eventToJson(resolved, inTurn, context);
        };
        std::vector<std::size_t> phases, ends;
        for (std::size_t i = start; i < resolved.size(); ++i) {
            if (const auto *p = resolved.get<log::PhaseResolved>(i);
                p && p->battle == started->battle)
                phases.push_back(i);
            if (const auto *e = resolved.get<log::BattleEnded>(i);
                e && e->battle == started->battle)
                ends.push_back(i);
        }
        QVERIFY2(same(attack->started, start), "the preview's battle starts otherwise");
        QCOMPARE(attack->phases.size(), phases.size());
        for (size_t k = 0; k < phases.size(); ++k)
            QVERIFY2(same(attack->phases[k], phases[k]),
                     qPrintable(QStringLiteral("phase %1: preview \"%2\", resolved \"%3\"")
                                    .arg(k + 1)
                                    .arg(eventSentence(preview.dry.log, attack->phases[k], context),
                                         eventSentence(resolved, phases[k], context))));
        QCOMPARE(ends.size(), size_t{1});
        QVERIFY2(same(attack->ended, ends.front()), "the preview's battle ends otherwise");
        ++battlesCompared;
    }
    if (starts.size() == 1)
        ++previewsCompared;
}

} // namespace

void TestAreaRules::cases_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(AREA_CASES_DIR));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(!files.isEmpty(), "no case files found");
    for (const QString &f : files)
        QTest::newRow(qPrintable(QFileInfo(f).completeBaseName())) << dir.filePath(f);
}

void TestAreaRules::cases()
{
    QFETCH(QString, path);
    QString error;
    const auto parsed = loadAreaCase(path, &error);
    QVERIFY2(parsed, qPrintable(error));
    const AreaCase &c = *parsed;
    const AreaRules rules{c.world, c.kingdoms, AreaParameters::fromRuleset(c.ruleset)};

    // The sheets: those the case expects to be rejected must be, whole, with every error listed.
    const QJsonObject sheetErrors = c.expect.value(QLatin1String("sheetErrors")).toObject();
    AreaOrders orders(c.kingdoms.size());
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        const OrderSheet sheet =
            parseOrderSheet(c.orders[k].join(QLatin1Char('\n')), c.world, rules.params.maxActions);
        const QJsonArray wanted = sheetErrors.value(c.kingdoms[k].id).toArray();
        const QStringList errors = sheet.errorTexts();
        if (wanted.isEmpty()) {
            QVERIFY2(sheet.ok(), qPrintable(errors.join(QLatin1Char('\n'))));
        } else {
            QVERIFY2(!sheet.ok() && sheet.actions.empty(), "the sheet should have been rejected");
            QCOMPARE(errors.size(), wanted.size());
            for (qsizetype i = 0; i < wanted.size(); ++i)
                QVERIFY2(
                    errors[i].contains(wanted[i].toString()),
                    qPrintable(QStringLiteral("error %1 is \"%2\", expected it to contain \"%3\"")
                                   .arg(i)
                                   .arg(errors[i], wanted[i].toString())));
        }
        orders[k] = sheet.actions;
    }
    // The lines as the engine takes them from a stored sheet: the same actions, and the lines a
    // sheet read line by line did not read (LineNotRead) logged first.
    TurnLog stored;
    QCOMPARE(storedOrders(c.orders, c.kingdoms.size(), AreaNameIndex(c.world),
                          rules.params.maxActions, stored),
             orders);

    const TurnState before = c.state;
    const AreaTurnResult result = resolveAreaTurn(rules, c.state, orders, c.seed, c.dice, stored);
    QVERIFY2(c.state == before, "resolve changed its input");
    const AreaTurnResult again = resolveAreaTurn(rules, c.state, orders, c.seed, c.dice, stored);
    const LogContext context{&c.world, &c.kingdoms, RulesetKind::Area, {}};
    // R2: the same state, orders and seed give the same log, byte for byte in both forms.
    QCOMPARE(encodeLog(again.log), encodeLog(result.log));
    QCOMPARE(QJsonDocument(logToJson(again.log, context)).toJson(),
             QJsonDocument(logToJson(result.log, context)).toJson());
    const QString logText = muster::logText(result.log, context);
    // Replay: the log alone takes the start state to exactly the engine's next state.
    const AreaTurnState replayed = replayAreaTurn(c.world, c.state, result.log, result.log.size());
    QVERIFY2(replayed.state == result.next,
             qPrintable(QStringLiteral("replaying the log does not give the next state\nlog:\n") +
                        logText));
    QVERIFY2(replayed.tallies == result.tallies, "replaying the log does not give the tallies");
    // The JSON form reads back into the same typed events.
    const auto reread = logFromJson(logToJson(result.log, context), context, false);
    QVERIFY2(reread && *reread == result.log,
             "the JSON form of the log does not read back into the same events");
    if (qEnvironmentVariableIsSet("MUSTER_PRINT_LOG")) // for writing new cases
        qInfo().noquote() << logText;
    checkPreview(c, rules, orders, result.log, context);

    const QJsonObject areas = c.expect.value(QLatin1String("areas")).toObject();
    for (auto it = areas.begin(); it != areas.end(); ++it) {
        const int i = c.world.areaIndex(it.key());
        QVERIFY2(i >= 0, qPrintable(QStringLiteral("expect.areas: unknown area %1").arg(it.key())));
        const QString diff =
            compareFields(it.key(), it.value().toObject(), areaFields(c, result.next, i));
        QVERIFY2(diff.isEmpty(), qPrintable(diff + QStringLiteral("\nlog:\n") + logText));
    }
    const QJsonObject kingdoms = c.expect.value(QLatin1String("kingdoms")).toObject();
    for (auto it = kingdoms.begin(); it != kingdoms.end(); ++it) {
        int k = -1;
        for (size_t i = 0; i < c.kingdoms.size(); ++i)
            if (c.kingdoms[i].id == it.key())
                k = static_cast<int>(i);
        QVERIFY2(k >= 0,
                 qPrintable(QStringLiteral("expect.kingdoms: unknown kingdom %1").arg(it.key())));
        const QString diff =
            compareFields(it.key(), it.value().toObject(),
                          kingdomFields(result.next.kingdoms[static_cast<size_t>(k)]));
        QVERIFY2(diff.isEmpty(), qPrintable(diff + QStringLiteral("\nlog:\n") + logText));
    }
    // The log: the expected events in order, none of the unwanted ones, and its own paragraph.
    const QString wrong = checkCaseLog(c.name, c.expect, result.log, context);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong + QStringLiteral("\nlog:\n") + logText));
}

void TestAreaRules::cleanupTestCase()
{
    // A run of a single row checks fewer.
    if (QTest::currentDataTag() == nullptr && battlesCompared > 0)
        qInfo("%d cases with one attack, and %d battles in all, equal their preview",
              previewsCompared, battlesCompared);
}

QTEST_GUILESS_MAIN(TestAreaRules)
#include "tst_area_rules.moc"
