// Problem's text with every part it can name, and Result carrying a value or problems: the one
// shape in which core's boundaries report what went wrong (util/Problems.h, util/Result.h).

#include "io/InputFile.h"
#include "util/Problems.h"
#include "util/Result.h"

#include <QTest>

#include <memory>

using namespace muster;

class ProblemsTest : public QObject
{
    Q_OBJECT
private slots:
    void problemTextWithoutNewPartsIsUnchanged();
    void problemTextNamesColumnKingdomAndRule();
    void resultHoldsValue();
    void resultCarriesProblems();
    void voidResult();
    void resultOfPointerReachesThrough();
    void inputFileFailureNamesTheFileAsItsPlace();
};

void ProblemsTest::problemTextWithoutNewPartsIsUnchanged()
{
    // The readers of input build {file, line, where, message}; their text must stay what the
    // tests and the GM have always seen.
    QCOMPARE((Problem{QStringLiteral("maps/x.json"), 41, QStringLiteral("areas[3].adjacent"),
                      QStringLiteral("unknown area \"NRT\"")})
                 .toString(),
             QStringLiteral("maps/x.json:41: areas[3].adjacent: unknown area \"NRT\""));
    QCOMPARE((Problem{{}, 3, {}, QStringLiteral("bad")}).toString(), QStringLiteral("line 3: bad"));
    QCOMPARE(Problem::of(QStringLiteral("cannot open x.muster")).toString(),
             QStringLiteral("cannot open x.muster"));
}

void ProblemsTest::problemTextNamesColumnKingdomAndRule()
{
    Problem p{QStringLiteral("orders.txt"), 4, QStringLiteral("order 2"),
              QStringLiteral("no army in FOX")};
    p.column = 7;
    QCOMPARE(p.toString(), QStringLiteral("orders.txt:4:7: order 2: no army in FOX"));
    p.kingdom = QStringLiteral("NRT");
    p.rule = QStringLiteral("A5.7");
    QCOMPARE(p.toString(),
             QStringLiteral("orders.txt:4:7: kingdom NRT: order 2: no army in FOX (RULES A5.7)"));
    // Without a file the line is still told, in words, as an order sheet's problems are.
    p.file.clear();
    QCOMPARE(p.toString(),
             QStringLiteral("line 4: kingdom NRT: order 2: no army in FOX (RULES A5.7)"));
    QCOMPARE(Problem::atLine(3, 9, QStringLiteral("unknown area \"XYZ\"")).toString(),
             QStringLiteral("line 3: unknown area \"XYZ\""));
    // A column without a line says nothing: there is no place to count it in.
    Problem q{{}, 0, {}, QStringLiteral("empty sheet")};
    q.column = 3;
    QCOMPARE(q.toString(), QStringLiteral("empty sheet"));
}

void ProblemsTest::resultHoldsValue()
{
    const Result<int> r = 42;
    QVERIFY(r.ok());
    QVERIFY(static_cast<bool>(r));
    QCOMPARE(*r, 42);
    QVERIFY(r.problems().isEmpty());
    QCOMPARE(r.message(), QString());
}

void ProblemsTest::resultCarriesProblems()
{
    Problems problems;
    problems.add({QStringLiteral("a.json"), 2, QStringLiteral("name"), QStringLiteral("empty")});
    problems.add({QStringLiteral("a.json"), 5, QStringLiteral("seed"), QStringLiteral("negative")});
    const Result<QString> r = failed(problems);
    QVERIFY(!r.ok());
    QVERIFY(!r);
    QCOMPARE(r.problems().size(), size_t{2});
    QCOMPARE(r.problems()[1].line, 5);
    QCOMPARE(r.message(), QStringLiteral("a.json:2: name: empty\na.json:5: seed: negative"));
    // Handed on to a Result of another type, every problem travels along in order.
    const Result<int> passed = failed(r.problems());
    QCOMPARE(passed.message(), r.message());
    const Result<int> one = failed(QStringLiteral("cannot read b.muster"));
    QCOMPARE(one.problems().size(), size_t{1});
    QCOMPARE(one.message(), QStringLiteral("cannot read b.muster"));
}

void ProblemsTest::voidResult()
{
    const Result<void> done;
    QVERIFY(done.ok());
    QCOMPARE(done.message(), QString());
    Result<void> refused = failed(QStringLiteral("x.muster is closed"));
    QVERIFY(!refused);
    QCOMPARE(refused.message(), QStringLiteral("x.muster is closed"));
    refused = Result<void>();
    QVERIFY(refused.ok());
}

void ProblemsTest::resultOfPointerReachesThrough()
{
    Result<std::unique_ptr<QString>> r = std::make_unique<QString>(QStringLiteral("abc"));
    QCOMPARE(r->size(), 3); // QString::size through the pointer, as the pointer itself would
    std::unique_ptr<QString> taken = std::move(r).value();
    QCOMPARE(*taken, QStringLiteral("abc"));
}

void ProblemsTest::inputFileFailureNamesTheFileAsItsPlace()
{
    // The file is the problem's place, not words in its message, so a list of them can be told
    // file by file; the text is the sentence the readers always gave.
    const QString path = QStringLiteral("/no/such/folder/orders.txt");
    const Result<QByteArray> read = readInputFile(path, 1000, QStringLiteral("an order sheet"));
    QVERIFY(!read);
    QCOMPARE(read.problems().size(), size_t{1});
    QCOMPARE(read.problems()[0].file, path);
    QVERIFY2(read.problems()[0].message.startsWith(QStringLiteral("cannot read: ")),
             qPrintable(read.message()));
    QCOMPARE(read.message(), path + QStringLiteral(": ") + read.problems()[0].message);
}

QTEST_GUILESS_MAIN(ProblemsTest)
#include "tst_problems.moc"
