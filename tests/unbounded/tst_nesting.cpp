// Input nested deeper than its reader goes (maps/README.md, "Limits"): a Tiled map's layer groups,
// a mail's multiparts and the objects and arrays of a JSON text. The deepest a reader takes is
// read; one level more is refused with a sentence naming the limit and the place; and a hostile
// file thousands of levels deep gives the same sentence instead of overflowing the stack.
#include "io/CampaignJson.h"
#include "model/Limits.h"
#include "tiled/tmx/TerrainMapping.h"
#include "tiled/tmx/TmxReader.h"

#include "mailio/MailReader.h"

#include <QTest>

using namespace muster;

namespace {
/// A one-hex Tiled map whose single layer lies inside `depth` groups, one a line from line 3.
QByteArray tmxInGroups(int depth)
{
    QByteArray tmx = "<?xml version=\"1.0\"?>\n"
                     "<map orientation=\"hexagonal\" width=\"1\" height=\"1\" tilewidth=\"35\" "
                     "tileheight=\"40\" hexsidelength=\"20\" staggeraxis=\"y\" "
                     "staggerindex=\"odd\">\n";
    for (int i = 0; i < depth; ++i)
        tmx += "<group>\n";
    tmx += "<layer name=\"terrain\"><data encoding=\"csv\">0</data></layer>\n";
    for (int i = 0; i < depth; ++i)
        tmx += "</group>";
    return tmx + "</map>\n";
}

/// A mail whose turnsheet lies inside `depth` multiparts, each the only part of the one above.
QByteArray mailInMultiparts(int depth)
{
    QByteArray mail = "From: ann@players.example\nSubject: Orders\n"
                      "Date: Wed, 02 Dec 2026 09:00:00 +0000\nMIME-Version: 1.0\n";
    for (int i = 0; i < depth; ++i)
        mail += "Content-Type: multipart/mixed; boundary=\"b" + QByteArray::number(i) +
                "\"\n\n--b" + QByteArray::number(i) + "\n";
    mail += "Content-Type: text/plain\n\nKingdom: ALD\n1 MOVE 2 BFN EEL\n";
    for (int i = depth - 1; i >= 0; --i)
        mail += "--b" + QByteArray::number(i) + "--\n";
    return mail;
}

/// `depth` arrays within one another, the innermost empty.
QByteArray jsonArrays(int depth)
{
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}
} // namespace

class TestNesting : public QObject
{
    Q_OBJECT

private slots:
    void tmxGroups_data()
    {
        QTest::addColumn<int>("depth");
        QTest::newRow("the limit") << limits::kMaxTmxGroupDepth;
        QTest::newRow("one more") << limits::kMaxTmxGroupDepth + 1;
        // 600 KB of groups: the reader went down a call per group and overflowed the stack.
        QTest::newRow("40,000 deep") << 40'000;
    }

    void tmxGroups()
    {
        QFETCH(int, depth);
        const QByteArray tmx = tmxInGroups(depth);
        Problems problems;
        const auto map = tmx::readTmx(tmx, QStringLiteral("deep.tmx"), problems);
        if (depth <= limits::kMaxTmxGroupDepth) {
            QVERIFY2(map, qPrintable(problems.toString()));
            QCOMPARE(map->tileLayers.size(), size_t{1});
            return;
        }
        QVERIFY(!map);
        // The group past the limit, on its own line: the limit's + 3.
        QCOMPARE(problems.toString(),
                 QStringLiteral("deep.tmx:%1: group: layer groups are nested deeper than 64, the "
                                "most a map may nest")
                     .arg(limits::kMaxTmxGroupDepth + 3));
    }

    void mailParts_data()
    {
        QTest::addColumn<int>("depth");
        QTest::newRow("the limit") << limits::kMaxMailPartDepth;
        QTest::newRow("one more") << limits::kMaxMailPartDepth + 1;
        // Past GMime's own 1,024 levels too, and within the most a mail may be.
        QTest::newRow("100,000 deep") << 100'000;
    }

    void mailParts()
    {
        QFETCH(int, depth);
        const QByteArray mail = mailInMultiparts(depth);
        QVERIFY(mail.size() < limits::kMaxMailBytes);
        const Mailbox box = readMailBytes(mail, false, QStringLiteral("deep.eml"));
        QCOMPARE(box.error, QString());
        QCOMPARE(box.mails.size(), size_t{1});
        const MailMessage &m = box.mails.front();
        if (depth <= limits::kMaxMailPartDepth) {
            QCOMPARE(m.problem, QString());
            QVERIFY2(m.plainBody.startsWith(QStringLiteral("Kingdom: ALD")),
                     qPrintable(m.plainBody));
            return;
        }
        QCOMPARE(m.problem, QStringLiteral("its parts are nested deeper than 32 (multiparts within "
                                           "multiparts), the most a mail may nest"));
    }

    // Qt's parser stops at its own depth, which the reader's message names.
    void campaignJson_data()
    {
        QTest::addColumn<int>("depth");
        QTest::newRow("the limit") << limits::kMaxJsonDepth;
        QTest::newRow("one more") << limits::kMaxJsonDepth + 1;
        QTest::newRow("a million deep") << 1'000'000;
    }

    void campaignJson()
    {
        QFETCH(int, depth);
        const QByteArray json =
            "{\"format\": \"muster-campaign\",\n\"world\": " + jsonArrays(depth - 1) + "}\n";
        Problems problems;
        QVERIFY(!readCampaignJson(json, QStringLiteral("deep.json"), problems));
        const QString deeper = QStringLiteral("deep.json:2: not valid JSON: objects and arrays "
                                              "nested deeper than 1024, the most a JSON text may "
                                              "nest");
        if (depth <= limits::kMaxJsonDepth)
            QVERIFY2(!problems.toString().contains(QLatin1String("nested deeper")),
                     qPrintable(problems.toString()));
        else
            QCOMPARE(problems.toString(), deeper);
    }

    void terrainMapJson()
    {
        Problems problems;
        QVERIFY(
            !tmx::parseTerrainMapping(jsonArrays(100'000), QStringLiteral("deep.json"), problems));
        QCOMPARE(problems.toString(),
                 QStringLiteral("deep.json: not JSON at byte 1025: objects and arrays nested "
                                "deeper than 1024, the most a JSON text may nest"));
    }
};

QTEST_GUILESS_MAIN(TestNesting)
#include "tst_nesting.moc"
