// The SQLite campaign store (issue 2 point 4) and the generated campaigns it is measured with.
#include "GeneratedCampaign.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"

#include <QElapsedTimer>
#include <QTest>

using namespace muster;

class StoreTest : public QObject
{
    Q_OBJECT

private slots:
    void generatedCampaignIsValidAndDeterministic();
    void generatedCampaignIsFast();
};

void StoreTest::generatedCampaignIsValidAndDeterministic()
{
    const Campaign c = test::generateAreaCampaign(300, 5, 12, 42);
    QCOMPARE(c.world.areas.size(), size_t{300});
    QCOMPARE(c.kingdoms.size(), size_t{5});
    QCOMPARE(c.turns.size(), size_t{12});
    QVERIFY(!c.current().resolved);
    QVERIFY(c.turns.front().resolved);
    int sea = 0, cities = 0;
    for (size_t a = 0; a < c.world.areas.size(); ++a) {
        QVERIFY2(!c.world.areas[a].hexes.empty(), qPrintable(c.world.areas[a].code));
        QVERIFY2(!c.world.neighbours(static_cast<int>(a)).empty(),
                 qPrintable(c.world.areas[a].code));
        sea += c.world.isSea(static_cast<int>(a));
        cities += c.world.areas[a].terrain == AreaTerrain::City;
    }
    QVERIFY(sea > 10);
    QVERIFY(cities > 2);

    const QByteArray json = writeCampaignJson(c);
    Problems problems;
    const auto back = readCampaignJson(json, QStringLiteral("generated.json"), problems);
    QVERIFY2(back, qPrintable(problems.isEmpty() ? QString() : problems[0].toString()));
    QCOMPARE(writeCampaignJson(*back), json);
    QCOMPARE(writeCampaignJson(test::generateAreaCampaign(300, 5, 12, 42)), json);
    QVERIFY(writeCampaignJson(test::generateAreaCampaign(300, 5, 12, 43)) != json);
}

void StoreTest::generatedCampaignIsFast()
{
    QElapsedTimer timer;
    timer.start();
    const Campaign c = test::generateAreaCampaign(5000, 8, 200, 1);
    qInfo("5,000 areas x 200 turns generated in %lld ms", static_cast<long long>(timer.elapsed()));
    QCOMPARE(c.turns.size(), size_t{200});
    QVERIFY(timer.elapsed() < 10'000);
}

QTEST_GUILESS_MAIN(StoreTest)
#include "tst_store.moc"
