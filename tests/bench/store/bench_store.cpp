// Benchmark of the campaign store: a generated area campaign of 5,000 areas with 200 turns of
// history, each resolved turn with its log, is saved whole, saved turn by turn (as after each
// resolution) and loaded, every turn read and its log into typed events. Load time is reported as a
// ratio to a bare sqlite3 loop that runs the same SELECTs and steps every column the loader reads,
// without building any object (goal: at most 1.3x).
//
// Usage: bench_store [areas] [turns] [runs]   (defaults 5000 200 5)
#include "GeneratedCampaign.h"
#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QUrl>

#include <sqlite3.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace muster;

namespace {
double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

template <typename Body> double timeMs(Body &&body)
{
    QElapsedTimer timer;
    timer.start();
    body();
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "bench_store: %s\n", qPrintable(message));
    std::exit(1);
}

// The rows the loader reads (core/store/CampaignSnapshot.cpp and TurnRowReader.cpp), every turn's
// in one query per table where the loader reads a turn at a time.
constexpr const char *kLoadQueries[] = {
    "SELECT definition FROM campaign WHERE id = 1",
    "SELECT number, seed, resolved, state_turn, order_lists, events FROM turn ORDER BY number",
    "SELECT turn, kingdom, bp, army_reserve, ship_reserve, dispersed FROM kingdom_state ORDER BY "
    "turn, kingdom",
    "SELECT turn, area, owner, armies, population, forts, mode, mode_area, ships, aboard FROM "
    "area_state ORDER BY turn, area",
    "SELECT turn, seq, grantor, grantee FROM passage ORDER BY turn, seq",
    "SELECT turn, seq, army FROM army_state ORDER BY turn, seq",
    "SELECT turn, kingdom, seq, line FROM orders ORDER BY turn, kingdom, seq",
    "SELECT turn, kingdom, text FROM message ORDER BY turn, kingdom",
};

/// The baseline: open the file as the loader does, run its SELECTs and step every column with
/// sqlite3_column_int64 / sqlite3_column_text, building nothing. Returns a checksum.
std::int64_t bareQueryLoop(const QString &path)
{
    const QByteArray uri =
        (QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) +
         QStringLiteral("?immutable=1"))
            .toUtf8();
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(uri.constData(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) !=
        SQLITE_OK)
        fail(QStringLiteral("cannot open %1").arg(path));
    std::int64_t sum = 0;
    for (const char *sql : kLoadQueries) {
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) != SQLITE_OK)
            fail(QString::fromUtf8(sqlite3_errmsg(db)));
        // Which columns are text or bytes is decided once per query, as a hand-written loop
        // would.
        enum class Kind
        {
            Integer,
            Text,
            Blob
        };
        std::vector<Kind> kinds;
        for (int c = 0; c < sqlite3_column_count(stmt); ++c) {
            const char *type = sqlite3_column_decltype(stmt, c);
            kinds.push_back(type && qstrcmp(type, "TEXT") == 0   ? Kind::Text
                            : type && qstrcmp(type, "BLOB") == 0 ? Kind::Blob
                                                                 : Kind::Integer);
        }
        while (sqlite3_step(stmt) == SQLITE_ROW)
            for (int c = 0; c < static_cast<int>(kinds.size()); ++c) {
                switch (kinds[static_cast<size_t>(c)]) {
                case Kind::Text:
                    sqlite3_column_text(stmt, c);
                    sum += sqlite3_column_bytes(stmt, c);
                    break;
                case Kind::Blob:
                    sqlite3_column_blob(stmt, c);
                    sum += sqlite3_column_bytes(stmt, c);
                    break;
                case Kind::Integer:
                    sum += sqlite3_column_int64(stmt, c);
                    break;
                }
            }
        sqlite3_finalize(stmt);
    }
    sqlite3_close(db);
    return sum;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int areas = args.size() > 1 ? args[1].toInt() : 5000;
    const int turns = args.size() > 2 ? args[2].toInt() : 200;
    const int runs = std::max(5, args.size() > 3 ? args[3].toInt() : 5);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.muster"));
    Campaign campaign;
    const double generateMs =
        timeMs([&] { campaign = test::generateAreaCampaign(areas, 8, turns, 2026); });
    // Each resolved turn's log as long as a real one of this map's size: bench_area's turn of
    // 1,600 orders logs about 2,500 events.
    std::size_t events = 0;
    for (std::size_t turn = 0; turn < campaign.turns.size(); ++turn) {
        TurnRecord &t = campaign.turns[turn]; // held in memory: a campaign generated here
        if (!t.resolved)
            continue;
        const std::size_t own = t.log.size();
        for (std::size_t i = 0; own > 0 && t.log.size() < 2500; i = (i + 1) % own)
            t.log.visit(i, [&](const auto &e) {
                const auto copy = e; // added after the reference into the log is done with
                t.log.add(copy);
            });
        events += t.log.size();
    }
    std::printf("campaign: %d areas, %zu kingdoms, %d turns, %zu log events (generated in %.0f "
                "ms)\n",
                areas, campaign.kingdoms.size(), turns, events, generateMs);

    QString error;
    std::vector<double> saveWhole;
    for (int i = 0; i < runs; ++i)
        saveWhole.push_back(timeMs([&] {
            auto store = test::take(CampaignStore::create(path, campaign), error);
            if (!store || !test::take(store->close(), error))
                fail(error);
        }));
    std::printf("file size: %.1f MB\n", static_cast<double>(QFileInfo(path).size()) / 1e6);

    std::vector<double> load, open, baseline;
    std::int64_t checksum = 0;
    for (int i = 0; i < runs; ++i) {
        // Interleaved, so all see the same cache conditions.
        baseline.push_back(timeMs([&] { checksum += bareQueryLoop(path); }));
        // A campaign opens with its current turn only (TurnHistory reads the others when asked
        // for): the load measured against the baseline reads every turn, its log into typed
        // events, as the baseline reads every row.
        load.push_back(timeMs([&] {
            auto loaded = test::take(CampaignStore::load(path), error);
            if (!loaded || loaded->turns.size() != campaign.turns.size() ||
                !test::take(loaded->turns.holdAll(), error))
                fail(error);
        }));
        open.push_back(timeMs([&] {
            const auto loaded = test::take(CampaignStore::load(path), error);
            if (!loaded || loaded->turns.size() != campaign.turns.size())
                fail(error);
        }));
    }
    const auto check = test::take(CampaignStore::load(path), error);
    if (!check || writeCampaignJson(*check) != writeCampaignJson(campaign))
        fail(QStringLiteral("the loaded campaign differs from the saved one"));

    std::vector<double> savePerTurn, saveCurrent;
    {
        Campaign played = campaign;
        auto store = test::take(CampaignStore::open(path, nullptr), error);
        if (!store)
            fail(error);
        for (int i = 0; i < std::max(runs, 20); ++i) {
            test::appendResolvedTurn(played, 20);
            savePerTurn.push_back(timeMs([&] {
                if (!test::take(store->saveLatestTurns(played, 2), error))
                    fail(error);
            }));
            // An edit of the current turn (an order typed) is saved at once, one turn only.
            played.current().orders[0].append(QStringLiteral("1 MOVE 1 A1 A2"));
            saveCurrent.push_back(timeMs([&] {
                if (!test::take(store->saveCurrentTurn(played), error))
                    fail(error);
            }));
        }
        if (!test::take(store->close(), error))
            fail(error);
        const auto reloaded = test::take(CampaignStore::load(path), error);
        if (!reloaded || writeCampaignJson(*reloaded) != writeCampaignJson(played))
            fail(QStringLiteral("the campaign saved turn by turn differs from the one played"));
    }

    std::printf("save whole campaign:          median %8.1f ms (%d runs)\n", median(saveWhole),
                runs);
    std::printf("save per turn (2 turns):      median %8.2f ms (%zu runs)\n", median(savePerTurn),
                savePerTurn.size());
    std::printf("save current turn (1 turn):   median %8.2f ms (%zu runs)\n", median(saveCurrent),
                saveCurrent.size());
    std::printf("open (current turn only):     median %8.1f ms (%d runs), %.2fx the baseline\n",
                median(open), runs, median(open) / median(baseline));
    std::printf("load (every turn and log):    median %8.1f ms (%d runs)\n", median(load), runs);
    std::printf("bare sqlite3 loop (baseline): median %8.1f ms (%d runs)\n", median(baseline),
                runs);
    std::printf("load / baseline:              %.2fx (goal <= 1.3x)   [checksum %lld]\n",
                median(load) / median(baseline), static_cast<long long>(checksum));
    return 0;
}
