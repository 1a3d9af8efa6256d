// Which messages a fetch reads (mail/FetchMark.h) and how the server's answers are read
// (mail/ImapAnswers.h), without a server: the UIDs after the mark, all of them when the folder
// is new to the campaign or numbered afresh, the limit on one fetch, and the mark a fetch stopped
// half way leaves.
#include "mail/FetchMark.h"
#include "mail/ImapAnswers.h"
#include "model/Limits.h"

#include <QtTest>

using namespace muster;

class TestFetchPlan : public QObject
{
    Q_OBJECT

private slots:
    void readsWhatCameAfterTheMark()
    {
        const FetchMark mark{QStringLiteral("INBOX"), 77, 5, {}};
        // "UID 6:*" lists the last message even when it is below 6: it is not read again.
        const FetchPlan plan = planFetch(mark, QStringLiteral("INBOX"), 77, {5, 7, 6, 7});
        QCOMPARE(plan.start, FetchStart::After);
        QCOMPARE(plan.uids, (std::vector<std::int64_t>{6, 7}));
        QCOMPARE(fetchPlanText(plan), QStringLiteral("2 messages new in INBOX"));
        const QDateTime now(QDate(2026, 12, 7), QTime(10, 0), Qt::UTC);
        QCOMPARE(markAfter(plan, mark, now)->lastUid, std::int64_t{7});
        // Stopped after the first: the second is read next time.
        QCOMPARE(markAfter(plan, mark, now, 1)->lastUid, std::int64_t{6});
        QCOMPARE(*markAfter(plan, mark, now, 0), mark);
        const FetchPlan none = planFetch(mark, QStringLiteral("INBOX"), 77, {5});
        QVERIFY(none.uids.empty());
        QCOMPARE(fetchPlanText(none), QStringLiteral("no new messages in INBOX"));
    }

    void readsEverythingOfANewOrRenumberedFolder()
    {
        const FetchMark mark{QStringLiteral("INBOX"), 77, 5, {}};
        const FetchPlan renumbered = planFetch(mark, QStringLiteral("INBOX"), 78, {1, 2});
        QCOMPARE(renumbered.start, FetchStart::Renumbered);
        QCOMPARE(renumbered.uids, (std::vector<std::int64_t>{1, 2}));
        QVERIFY(fetchPlanText(renumbered).contains(QStringLiteral("afresh")));
        const QDateTime now(QDate(2026, 12, 7), QTime(10, 0), Qt::UTC);
        const auto after = markAfter(renumbered, mark, now);
        QCOMPARE(after->uidValidity, std::int64_t{78});
        QCOMPARE(after->lastUid, std::int64_t{2});
        const FetchPlan other = planFetch(mark, QStringLiteral("Orders"), 77, {3});
        QCOMPARE(other.start, FetchStart::First);
        QCOMPARE(other.uids, (std::vector<std::int64_t>{3}));
        QCOMPARE(planFetch(std::nullopt, QStringLiteral("INBOX"), 1, {}).start, FetchStart::First);
    }

    void oneFetchReadsAtMostTheLimit()
    {
        std::vector<std::int64_t> many;
        for (std::int64_t uid = 1; uid <= limits::kMaxMails + 3; ++uid)
            many.push_back(uid);
        const FetchPlan plan = planFetch(std::nullopt, QStringLiteral("INBOX"), 1, many);
        QCOMPARE(plan.uids.size(), static_cast<size_t>(limits::kMaxMails));
        QCOMPARE(plan.waiting, 3);
        QVERIFY(fetchPlanText(plan).contains(QStringLiteral("3 more wait")));
        // UIDs a server may not send are never read.
        QVERIFY(planFetch(std::nullopt, QStringLiteral("INBOX"), 1, {-1, 0, kMaxImapUid + 1})
                    .uids.empty());
    }

    void theServersAnswersAreRead()
    {
        QCOMPARE(searchedUids("* SEARCH 3 4 9\r\n"), (std::vector<std::int64_t>{3, 4, 9}));
        QCOMPARE(searchedUids("* SEARCH\r\n"), std::vector<std::int64_t>{});
        QVERIFY(!searchedUids("* OK nothing\r\n"));
        QVERIFY(!searchedUids("* SEARCH 3 x\r\n"));
        QVERIFY(!searchedUids("* SEARCH 99999999999\r\n"));
        const auto status =
            statusOf("* STATUS \"Muster read\" (MESSAGES 2 UIDNEXT 3 UIDVALIDITY 1796648689)\r\n");
        QVERIFY(status);
        QCOMPARE(status->uidValidity, std::int64_t{1796648689});
        QCOMPARE(status->uidNext, std::int64_t{3});
        QCOMPARE(status->messages, std::int64_t{2});
        QVERIFY(!statusOf("* STATUS INBOX (MESSAGES 2)\r\n"));
        QVERIFY(!statusOf("* STATUS INBOX (UIDVALIDITY -4)\r\n"));
        QVERIFY(!statusOf("garbage"));
        QCOMPARE(uidSet({7, 1, 2, 3, 9, 10, 2}), QByteArray("1:3,7,9:10"));
        QCOMPARE(quotedFolder(QStringLiteral("Muster read")), QByteArray("\"Muster read\""));
    }
};

QTEST_GUILESS_MAIN(TestFetchPlan)
#include "tst_fetch_plan.moc"
