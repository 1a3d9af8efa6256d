// The default numbers of both rule systems are written once, in resources/rulesets/*.json (R1):
// the engines' defaults (AreaParameters::defaults, HexRules::defaults, which the property tests
// and benchmarks play by) are read from the shipped file compiled into the program, which is the
// file in the tree; every number in a shipped file is read by its engine, so changing one changes
// the engine's defaults; and an engine that reads a number the file lacks stops at its first
// look (a fatal error naming the number), so no default can live in C++ alone.
#include "model/Ruleset.h"
#include "rules/area/AreaParameters.h"
#include "rules/hex/HexRules.h"
#include "view/KingdomView.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace muster;
using hexrules::HexRules;

namespace {

QJsonObject shippedFile(RulesetKind kind)
{
    QFile f(
        QStringLiteral(MUSTER_SOURCE_DIR "/resources/rulesets/%1.json").arg(rulesetKindName(kind)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

Ruleset rulesetOf(const QJsonObject &json)
{
    Problems problems;
    auto r = Ruleset::fromJson(json, QStringLiteral("ruleset"), problems);
    if (!r)
        qFatal("%s", qPrintable(problems.toString()));
    return *r;
}

/// Another value for a number: one more for a whole number, half as much again otherwise.
/// `v` moved one step: a whole number by `step` (+1 or -1), a fraction by half of itself.
QJsonValue changed(const QJsonValue &v, int step)
{
    const double d = v.toDouble();
    return d == std::floor(d) ? QJsonValue(d + step) : QJsonValue(d * (1 + 0.5 * step));
}

/// Every number of a ruleset as a path into it ("parameters/hitTarget", "roadFactor").
QStringList numberPaths(const QJsonObject &json)
{
    QStringList paths;
    for (const QString &group : {QStringLiteral("parameters"), QStringLiteral("terrainFactors")}) {
        const QJsonObject o = json.value(group).toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            paths << group + QLatin1Char('/') + it.key();
    }
    if (json.contains(QLatin1String("roadFactor")))
        paths << QStringLiteral("roadFactor");
    return paths;
}

QJsonObject withChanged(QJsonObject json, const QString &path, int step)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    if (parts.size() == 1) {
        json.insert(path, changed(json.value(path), step));
        return json;
    }
    QJsonObject group = json.value(parts[0]).toObject();
    group.insert(parts[1], changed(group.value(parts[1]), step));
    json.insert(parts[0], group);
    return json;
}

bool sameHexNumbers(HexRules a, const HexRules &b)
{
    a.ruleset = b.ruleset; // the unit table is the ruleset's own, not a default number
    return a == b;
}

} // namespace

class TestRulesets : public QObject
{
    Q_OBJECT

private slots:
    void builtInIsTheFileInTheTree_data()
    {
        QTest::addColumn<RulesetKind>("kind");
        QTest::newRow("area") << RulesetKind::Area;
        QTest::newRow("hex") << RulesetKind::Hex;
    }
    void builtInIsTheFileInTheTree()
    {
        QFETCH(RulesetKind, kind);
        const QJsonObject file = shippedFile(kind);
        QVERIFY2(!file.isEmpty(), "resources/rulesets has the shipped file");
        QCOMPARE(Ruleset::builtin(kind).json, file);
    }

    void enginesPlayByTheShippedNumbers()
    {
        QVERIFY(AreaParameters::defaults() ==
                AreaParameters::fromRuleset(rulesetOf(shippedFile(RulesetKind::Area))));
        const Ruleset hex = rulesetOf(shippedFile(RulesetKind::Hex));
        QVERIFY(sameHexNumbers(HexRules::fromRuleset(hex), HexRules::defaults()));
        // A campaign whose ruleset names no numbers at all plays by the shipped ones.
        QJsonObject bare = shippedFile(RulesetKind::Area);
        bare.insert(QStringLiteral("parameters"), QJsonObject());
        QVERIFY(AreaParameters::fromRuleset(rulesetOf(bare)) == AreaParameters::defaults());
        bare = shippedFile(RulesetKind::Hex);
        bare.insert(QStringLiteral("parameters"), QJsonObject());
        bare.remove(QStringLiteral("terrainFactors"));
        bare.remove(QStringLiteral("roadFactor"));
        QVERIFY(sameHexNumbers(HexRules::fromRuleset(rulesetOf(bare)), HexRules::defaults()));
        QVERIFY(ViewParameters::fromRuleset(rulesetOf(bare)) ==
                ViewParameters::defaults(RulesetKind::Hex));
    }

    void everyShippedNumberIsRead_data()
    {
        QTest::addColumn<RulesetKind>("kind");
        QTest::addColumn<QString>("path");
        for (RulesetKind kind : {RulesetKind::Area, RulesetKind::Hex}) {
            const QStringList paths = numberPaths(shippedFile(kind));
            QVERIFY(!paths.isEmpty());
            for (const QString &path : paths)
                QTest::addRow("%s %s", qPrintable(rulesetKindName(kind)), qPrintable(path))
                    << kind << path;
        }
    }
    void everyShippedNumberIsRead()
    {
        QFETCH(RulesetKind, kind);
        QFETCH(QString, path);
        // A number is read when moving it up, or else down (a flag at its top stays there when
        // raised), changes what an engine or what a kingdom sees (core/view) plays by.
        bool read = false;
        for (int step : {1, -1}) {
            // A step past the number's limits (model/Limits.h) is refused on the way in, so the
            // engines never see it: only the other step can tell.
            Problems problems;
            const auto moved = Ruleset::fromJson(withChanged(shippedFile(kind), path, step),
                                                 QStringLiteral("ruleset"), problems);
            if (!moved)
                continue;
            const Ruleset &other = *moved;
            read = read || !(ViewParameters::fromRuleset(other) == ViewParameters::defaults(kind));
            read =
                read || (kind == RulesetKind::Area
                             ? !(AreaParameters::fromRuleset(other) == AreaParameters::defaults())
                             : !sameHexNumbers(HexRules::fromRuleset(other), HexRules::defaults()));
        }
        QVERIFY2(read, "neither the engine nor what a kingdom sees reads this number");
    }
};

QTEST_GUILESS_MAIN(TestRulesets)
#include "tst_rulesets.moc"
