// A pack's text reads in any mail client, and a player can write orders from it: every line of
// a kingdom's turnsheet, its report and roundup as text, and its e-mail's text body is at most 72
// characters (a wider table narrows its columns and wraps their cells, nothing cut); the report
// gives the exits of every area it shows by code, and the turnsheet those of each area the
// kingdom holds, a strait named as one (RULES A3.3).
#include "PackTestCampaigns.h"
#include "TestPacks.h"

#include "mailio/MailReader.h"
#include "pack/AreaExits.h"
#include "pack/PlainText.h"
#include "packs/PlayerPacks.h"
#include "render/map/MapLabels.h"
#include "render/map/MapRenderer.h"
#include "rules/turn/TurnName.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

using test::longLine;
using test::readBytes;

class TestPackText : public QObject
{
    Q_OBJECT
private slots:
    void aWideTableNarrowsItsColumnsAndKeepsEveryWord()
    {
        const QStringList header{QStringLiteral("#"), QStringLiteral("order"),
                                 QStringLiteral("what became of it"), QStringLiteral("rule")};
        const std::vector<QStringList> rows{
            {QStringLiteral("1"), QStringLiteral("ASSAULT 2 GLM MSW"),
             QStringLiteral("done: cost 2 BP, 17 left; battle 1: attacker wiped out after the "
                            "second phase of a long fight"),
             QStringLiteral("A3.1, A4.2")}};
        const QString table = textTable(header, rows);
        QVERIFY2(longLine(table).isEmpty(), qPrintable(table));
        QStringList words;
        for (const QString &cell : header + rows[0])
            words << cell.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QStringList shown =
            table.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        shown.removeAll(QString(shown.value(words.size()).size(), QLatin1Char('-')));
        for (const QString &w : words)
            QVERIFY2(shown.contains(w), qPrintable(w + QStringLiteral(" is lost from\n") + table));
        // A narrow table keeps one line a row.
        QCOMPARE(textTable({QStringLiteral("a"), QStringLiteral("b")},
                           {{QStringLiteral("1"), QStringLiteral("2")}}),
                 QStringLiteral("  a  b\n  ----\n  1  2\n"));
        // A word wider than the line is cut, never left whole past it.
        QVERIFY(longLine(wrappedLines(QString(100, QLatin1Char('x')), {}, {})).isEmpty());
    }

    void everyLineFitsTheMail_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<bool>("memory");
        QTest::newRow("area") << QStringLiteral("sample-area.json") << false;
        QTest::newRow("hex") << QStringLiteral("sample-hex.json") << false;
        // Several turns: the reports list what their kingdoms saw on earlier turns.
        QTest::newRow("area, several turns") << QStringLiteral("sample-area.json") << true;
        QTest::newRow("hex, several turns") << QStringLiteral("sample-hex.json") << true;
    }
    void everyLineFitsTheMail()
    {
        QFETCH(QString, sample);
        QFETCH(bool, memory);
        const Campaign c = memory ? test::sampleWithMemory(sample) : test::resolvedSample(sample);
        QTemporaryDir dir;
        QVERIFY(test::writeTestPacks(c, dir.path(), -1, 0, 600));
        int remembering = 0;
        for (const Kingdom &k : c.kingdoms) {
            remembering += QString::fromUtf8(readBytes(dir.filePath(k.id) + QLatin1Char('/') +
                                                       k.id + QStringLiteral("-report.txt")))
                               .contains(QLatin1String("Seen on earlier turns"));
            const QString base = dir.filePath(k.id) + QLatin1Char('/');
            for (const QString &file :
                 {k.id + QStringLiteral("-turnsheet.txt"), k.id + QStringLiteral("-report.txt"),
                  QStringLiteral("roundup.txt")}) {
                const QString text = QString::fromUtf8(readBytes(base + file));
                QVERIFY2(!text.isEmpty(), qPrintable(base + file));
                QVERIFY2(longLine(text).isEmpty(),
                         qPrintable(file + QStringLiteral(": ") + longLine(text)));
            }
            const QString eml = base + k.id + QStringLiteral(".eml");
            const Mailbox box = readMailBytes(readBytes(eml), false, eml);
            QCOMPARE(box.mails.size(), size_t(1));
            const QString body = box.mails.front().plainBody;
            QVERIFY(body.size() > 500);
            QVERIFY2(longLine(body).isEmpty(),
                     qPrintable(k.id + QStringLiteral(".eml: ") + longLine(body)));
        }
        if (memory)
            QVERIFY(remembering > 0);
    }

    void theExitsOfEachAreaAreGivenByCode()
    {
        const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
        const World &w = c.world;
        // The sample's strait: the Cinderwood and the Ashenwood share no border.
        const int cnd = w.areaIndex(QStringLiteral("CND")),
                  awd = w.areaIndex(QStringLiteral("AWD"));
        QVERIFY(cnd >= 0 && awd >= 0 && w.adjacent(cnd, awd));
        QVERIFY2(areaExits(w, cnd).contains(QLatin1String("AWD (strait)")),
                 qPrintable(areaExits(w, cnd)));
        QTemporaryDir dir;
        QVERIFY(test::writeTestPacks(c, dir.path(), -1, 0, 600));
        const TurnState &state = c.current().state;
        for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
            const QString id = c.kingdoms[static_cast<size_t>(k)].id;
            const QString base = dir.filePath(id) + QLatin1Char('/') + id;
            const QString sheet =
                QString::fromUtf8(readBytes(base + QStringLiteral("-turnsheet.txt")));
            const QString report =
                QString::fromUtf8(readBytes(base + QStringLiteral("-report.txt")));
            // Unwrapped, a line each: "#   DUN: FOX, GLM, ..." (a wrapped line goes on after
            // "#     ").
            const QString sheetExits =
                QString(sheet).replace(QStringLiteral("\n#     "), QStringLiteral(" "));
            int held = 0;
            for (size_t a = 0; a < w.areas.size(); ++a) {
                if (state.areas[a].owner != k)
                    continue;
                ++held;
                const QString line = QStringLiteral("#   %1: %2\n")
                                         .arg(w.areas[a].code, areaExits(w, static_cast<int>(a)));
                QVERIFY2(sheetExits.contains(line),
                         qPrintable(id + QStringLiteral(" lacks ") + line));
                QVERIFY2(
                    report.contains(QStringLiteral("\n  ") + w.areas[a].code + QLatin1Char(' ')),
                    qPrintable(id + QStringLiteral("'s report lacks ") + w.areas[a].code));
            }
            QVERIFY(held > 0);
            QVERIFY(report.contains(QLatin1String("Exits: the neighbours of each area above")));
        }
    }

    // A hex turn is a week and a day in the console: the pack names it the same, under the report's
    // and the roundup's titles (which the mail reader knows a quoted pack by, so they stay), in
    // the e-mail's subject and the turnsheet, whose number line stays as the sheet is checked
    // by it.
    void theTurnIsNamedAsTheConsoleNamesIt()
    {
        const Campaign c = test::resolvedSample(QStringLiteral("sample-hex.json"));
        const int resolved = static_cast<int>(c.turns.size()) - 2;
        const QString was = turnName(c, static_cast<size_t>(resolved));
        const QString next = turnName(c, c.turns.size() - 1);
        QVERIFY2(was.startsWith(QLatin1String("Week ")), qPrintable(was));
        QTemporaryDir dir;
        QVERIFY(test::writeTestPacks(c, dir.path(), -1, 0, 600));
        const QString id = c.kingdoms.front().id;
        const QString base = dir.filePath(id) + QLatin1Char('/');
        const QString report =
            QString::fromUtf8(readBytes(base + id + QStringLiteral("-report.txt")));
        QVERIFY2(report.section(QLatin1Char('\n'), 0, 3).contains(was),
                 qPrintable(report.left(200)));
        QVERIFY(QString::fromUtf8(readBytes(base + QStringLiteral("roundup.txt"))).contains(was));
        const QString sheet =
            QString::fromUtf8(readBytes(base + id + QStringLiteral("-turnsheet.txt")));
        QVERIFY2(
            sheet.contains(QStringLiteral("Turn: %1\n").arg(c.current().number)) &&
                sheet.contains(QStringLiteral("(turn %1 is %2)").arg(c.current().number).arg(next)),
            qPrintable(sheet.left(400)));
        const QString eml = base + id + QStringLiteral(".eml");
        const Mailbox box = readMailBytes(readBytes(eml), false, eml);
        QCOMPARE(box.mails.size(), size_t(1));
        QVERIFY2(box.mails.front().subject.contains(was), qPrintable(box.mails.front().subject));
    }

    // A player writes orders by area code: the map of a pack labels every area with its code,
    // beside its name or alone where the two do not fit; the GM's map keeps names alone.
    void everyAreaOfAPlayersMapShowsItsCode()
    {
        const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
        MapRenderer renderer(c);
        const double scale = 1800 / renderer.sceneBounds().width(); // a pack's map
        const std::vector<AreaLabel> coded = placeAreaLabels(c, renderer.geometry(), scale, true);
        const std::vector<AreaLabel> named = placeAreaLabels(c, renderer.geometry(), scale);
        int withoutCode = 0;
        for (size_t a = 0; a < c.world.areas.size(); ++a) {
            const Area &area = c.world.areas[a];
            QVERIFY2(coded[a].shown && coded[a].text.endsWith(area.code),
                     qPrintable(area.code + QStringLiteral(": ") + coded[a].text));
            withoutCode += named[a].text.contains(area.code) ? 0 : 1;
        }
        QVERIFY(withoutCode > 0);
    }
};

QTEST_MAIN(TestPackText)
#include "tst_pack_text.moc"
