// The limits of whose a mailed sheet is (maps/README.md, "Limits"), both ways in as tst_limits
// walks the rest: a game code and a player code are exactly their length of the codes' alphabet
// as a campaign keeps them, a player code is one kingdom's, and the mail a turn's orders came
// from arrived at a time in UTC.
#include "LimitsFixture.h"

#include <QTest>

using namespace muster;

class TestCodeLimits : public QObject
{
    Q_OBJECT

private slots:
    void codes_data();
    void codes();
    void mailedSheetArrival();

private:
    test::BothWays m_bothWays;
};

// The game code and the player codes (model/CampaignCodes.h): their length and alphabet as
// kept, and a player code used once; in JSON and in the store's definition alike.
void TestCodeLimits::codes_data()
{
    QTest::addColumn<QString>("paths");
    QTest::addColumn<QByteArray>("edge");
    QTest::addColumn<QByteArray>("past");
    QTest::addColumn<QString>("refusal");
    const QString game = QStringLiteral("a game code is 6 characters of "
                                        "23456789ABCDEFGHJKMNPQRSTUVWXYZ");
    const QString player = QStringLiteral("a player code is 8 characters of "
                                          "23456789ABCDEFGHJKMNPQRSTUVWXYZ");
    QTest::newRow("game code longer") << QStringLiteral("gameCode") << QByteArray("\"K7QX4M\"")
                                      << QByteArray("\"K7QX4MA\"") << game;
    QTest::newRow("game code look-alike") << QStringLiteral("gameCode") << QByteArray("\"K7QX4M\"")
                                          << QByteArray("\"K7QX0M\"") << game;
    QTest::newRow("player code longer")
        << QStringLiteral("kingdoms[0].playerCode") << QByteArray("\"4MZRT8PW\"")
        << QByteArray("\"4MZRT8PWX\"") << player;
    QTest::newRow("player code as printed")
        << QStringLiteral("kingdoms[0].playerCode") << QByteArray("\"4MZRT8PW\"")
        << QByteArray("\"4MZR-T8PW\"") << player;
    QTest::newRow("player code lower case")
        << QStringLiteral("kingdoms[0].playerCode") << QByteArray("\"4MZRT8PW\"")
        << QByteArray("\"4mzrt8pw\"") << player;
    QTest::newRow("player code twice")
        << QStringLiteral("kingdoms[0].playerCode|kingdoms[1].playerCode")
        << QByteArray("\"4MZRT8PW\"") << QByteArray("\"4MZRT8PW\"")
        << QStringLiteral("player code \"4MZRT8PW\" is used twice");
}

void TestCodeLimits::codes()
{
    QFETCH(QString, paths);
    QFETCH(QByteArray, edge);
    QFETCH(QByteArray, past);
    QFETCH(QString, refusal);
    const QString first = paths.section(QLatin1Char('|'), 0, 0);
    m_bothWays.check(QStringLiteral("area edge"), test::edited(QStringLiteral("area"), first, edge),
                     test::storeSql(first, {}, edge), {});
    m_bothWays.check(QStringLiteral("area past"), test::edited(QStringLiteral("area"), paths, past),
                     test::storeSql(paths, {}, past), refusal);
}

// The mail a turn's orders came from arrived at a time in UTC, as Muster writes it.
void TestCodeLimits::mailedSheetArrival()
{
    const QString path = QStringLiteral("turns[0].mailed.MER");
    const auto sheet = [&](const char *arrived) {
        return test::edited(QStringLiteral("area"), path,
                            QStringLiteral("{\"arrived\": \"%1\", \"subject\": \"Re: orders\"}")
                                .arg(QLatin1String(arrived))
                                .toUtf8());
    };
    const auto sql = [](const char *arrived) {
        return QStringLiteral("INSERT INTO mailed_sheet (turn, kingdom, arrived, subject) VALUES "
                              "(1, 0, '%1', 'Re: orders')")
            .arg(QLatin1String(arrived))
            .toUtf8();
    };
    m_bothWays.check(QStringLiteral("area edge"), sheet("2026-12-03T18:04:00Z"),
                     sql("2026-12-03T18:04:00Z"), {});
    m_bothWays.check(QStringLiteral("area past"), sheet("3 Dec 2026"), sql("3 Dec 2026"),
                     QStringLiteral("\"3 Dec 2026\" is not a time in UTC"));
}

QTEST_GUILESS_MAIN(TestCodeLimits)
#include "tst_code_limits.moc"
