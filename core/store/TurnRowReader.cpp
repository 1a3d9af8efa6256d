// Reading the per-turn tables back (readTurns, declared in TurnRows.h). Every value is checked
// against the limits and rules the JSON reader applies (model/Limits.h, model/StateCheck.h), so a
// file whose rows were edited by hand is refused as the same JSON would be, never resolved.
#include "store/TurnRows.h"

#include "store/KingdomEntryRows.h"
#include "store/RowReading.h"

#include "io/CampaignJson.h"
#include "log/LogBinary.h"
#include "log/LogCheck.h"
#include "model/Limits.h"
#include "model/StateCheck.h"
#include "util/EnumCount.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <sqlite3.h>

#include <climits>
#include <limits>
#include <optional>
#include <utility>

namespace muster::store {

namespace {

QString turnWhere(qint64 number)
{
    return QStringLiteral("turn %1").arg(number);
}

void readTurnRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                  std::vector<TurnRecord> &turns, RowProblems &problems)
{
    sqlite::Statement q(db, "SELECT number, seed, resolved, state_turn, order_lists, events "
                            "FROM turn WHERE number BETWEEN ?1 AND ?2 ORDER BY number");
    range.bind(q);
    while (q.step()) {
        const QString where = turnWhere(q.columnInt64(0));
        const FieldProblem report = problems.fields(where);
        RowValues v(q, report);
        TurnRecord t;
        t.number = v.get(0, "number", limits::kTurnNumber);
        t.seed = static_cast<std::uint64_t>(v.get64(1, "seed", limits::kSeed));
        t.resolved = v.get(2, "resolved", {0, 1}) == 1;
        // The state's own count (a hex campaign's week) is never more than the turns.
        t.state.turn = v.get(3, "state_turn", limits::kTurnNumber);
        // Every turn keeps one list of order lines per kingdom (fewer when written before some
        // kingdoms existed); more would be orders of nobody.
        t.orders.resize(static_cast<size_t>(
            v.get(4, "order_lists", {0, static_cast<qint64>(c.kingdoms.size())})));
        Result<TurnLog> log = decodeLog(q.columnBlob(5));
        const QString error = log ? logReferenceProblem(*log, LogContext::of(c)) : log.message();
        if (error.isEmpty())
            t.log = std::move(*log);
        else
            problems.report(where + QStringLiteral(", events"), error);
        turns.push_back(std::move(t));
    }
}

void readKingdomRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                     std::vector<TurnRecord> &turns, RowProblems &problems)
{
    sqlite::Statement q(db, "SELECT turn, kingdom, bp, army_reserve, ship_reserve, dispersed "
                            "FROM kingdom_state WHERE turn BETWEEN ?1 AND ?2 "
                            "ORDER BY turn, kingdom");
    range.bind(q);
    TurnCursor cursor(turns, "kingdom_state", problems);
    while (q.step()) {
        TurnRecord *t = cursor.at(q.columnInt64(0));
        if (!t)
            continue;
        auto &list = t->state.kingdoms;
        const qint64 k = q.columnInt64(1);
        const QString where = k >= 0 && k < static_cast<qint64>(c.kingdoms.size())
                                  ? QStringLiteral("turn %1, kingdom %2")
                                        .arg(t->number)
                                        .arg(c.kingdoms[static_cast<size_t>(k)].id)
                                  : QStringLiteral("turn %1, kingdom %2").arg(t->number).arg(k);
        if (k != static_cast<qint64>(list.size()) || k >= static_cast<qint64>(c.kingdoms.size())) {
            problems.report(QStringLiteral("turn %1").arg(t->number),
                            QStringLiteral("a state for kingdom %1 out of sequence").arg(k));
            continue;
        }
        const FieldProblem report = problems.fields(where);
        RowValues v(q, report);
        list.push_back({v.get(2, "bp", limits::kCount), v.get(3, "armyReserve", limits::kCount),
                        v.get(4, "shipReserve", limits::kCount),
                        v.get(5, "dispersed", limits::kCount)});
    }
}

void readAreaRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                  std::vector<TurnRecord> &turns, RowProblems &problems)
{
    sqlite::Statement q(db, "SELECT turn, area, owner, armies, population, forts, mode, mode_area, "
                            "ships, aboard FROM area_state WHERE turn BETWEEN ?1 AND ?2 "
                            "ORDER BY turn, area");
    range.bind(q);
    TurnCursor cursor(turns, "area_state", problems);
    const World &w = c.world;
    const auto areaCount = static_cast<qint64>(w.areas.size());
    TurnRecord *turn = nullptr;
    // One reporter for every row, naming the row being read: a million rows are read here, and
    // making a std::function for each would take longer than reading it.
    qint64 number = 0, a = 0;
    const FieldProblem report = problems.fieldsOfRow([&number, &a, &w] {
        return QStringLiteral("turn %1, area %2")
            .arg(number)
            .arg(w.areas[static_cast<size_t>(a)].code);
    });
    while (q.step()) {
        number = q.columnInt64(0);
        if (!turn || turn->number != number) {
            turn = cursor.at(number);
            if (!turn)
                continue;
            turn->state.areas.reserve(w.areas.size());
        }
        auto &list = turn->state.areas;
        a = q.columnInt64(1);
        if (a != static_cast<qint64>(list.size()) || a >= areaCount) {
            problems.report(QStringLiteral("turn %1").arg(number),
                            QStringLiteral("a state for area %1 out of sequence").arg(a));
            continue;
        }
        RowValues v(q, report);
        AreaState s;
        s.owner = v.index(2, "owner");
        s.armies = v.get(3, "armies", limits::kCount);
        s.population = v.get(4, "population", limits::kCount);
        s.forts = v.get(5, "forts", limits::kCount);
        const int mode = v.get(6, "mode", {0, kEnumerators<DefenceMode> - 1});
        s.mode = static_cast<DefenceMode>(mode);
        s.modeArea = v.index(7, "modeArea");
        s.ships = v.get(8, "ships", limits::kCount);
        s.aboard = v.get(9, "aboard", limits::kCount);
        if (v.ok())
            checkAreaState(s, static_cast<int>(a), w, static_cast<int>(c.kingdoms.size()), report);
        // A location or owner that is not there must never reach the engines.
        if (s.owner < -1 || s.owner >= static_cast<int>(c.kingdoms.size()))
            s.owner = -1;
        if (s.modeArea < -1 || s.modeArea >= static_cast<int>(areaCount))
            s.modeArea = -1;
        list.push_back(s);
    }
}

void readPassageRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                     std::vector<TurnRecord> &turns, RowProblems &problems)
{
    sqlite::Statement q(
        db, "SELECT turn, seq, grantor, grantee FROM passage WHERE turn BETWEEN ?1 AND ?2 "
            "ORDER BY turn, seq");
    range.bind(q);
    TurnCursor cursor(turns, "passage", problems);
    while (q.step()) {
        TurnRecord *t = cursor.at(q.columnInt64(0));
        if (!t)
            continue;
        const qint64 seq = q.columnInt64(1);
        const QString where = QStringLiteral("turn %1, passage %2").arg(t->number).arg(seq);
        if (seq != static_cast<qint64>(t->state.passages.size())) {
            problems.report(where, QStringLiteral("out of sequence"));
            continue;
        }
        if (seq == limits::kMaxListItems)
            problems.report(where, QStringLiteral("a turn has more than %1 passage grants")
                                       .arg(limits::kMaxListItems));
        const FieldProblem report = problems.fields(where);
        RowValues v(q, report);
        const PassageGrant g{v.index(2, "grantor"), v.index(3, "grantee")};
        checkPassage(g, static_cast<int>(c.kingdoms.size()), problems.fields(where));
        t->state.passages.push_back(g);
    }
}

void readArmyRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                  std::vector<TurnRecord> &turns, RowProblems &problems)
{
    sqlite::Statement q(db, "SELECT turn, seq, army FROM army_state WHERE turn BETWEEN ?1 AND ?2 "
                            "ORDER BY turn, seq");
    range.bind(q);
    TurnCursor cursor(turns, "army_state", problems);
    const KingdomIndex kingdoms(c.kingdoms);
    TurnRecord *idsOf = nullptr;
    QSet<QString> ids;
    while (q.step()) {
        TurnRecord *t = cursor.at(q.columnInt64(0));
        if (!t)
            continue;
        if (t != idsOf) {
            ids.clear();
            idsOf = t;
        }
        const qint64 seq = q.columnInt64(1);
        const QString where = QStringLiteral("turn %1, army %2").arg(t->number).arg(seq);
        if (seq != static_cast<qint64>(t->state.armies.size())) {
            problems.report(where, QStringLiteral("out of sequence"));
            continue;
        }
        if (seq == limits::kMaxArmies)
            problems.report(
                where, QStringLiteral("a turn has more than %1 armies").arg(limits::kMaxArmies));
        const QJsonDocument doc = QJsonDocument::fromJson(q.columnUtf8(2));
        Problems found;
        std::optional<HexArmy> army;
        if (doc.isObject())
            army = armyFromJson(doc.object(), c, where, found, &kingdoms);
        else
            found.add({{}, 0, where, QStringLiteral("expected a JSON object describing an army")});
        for (const Problem &p : found.items())
            problems.report(p.where, p.message);
        if (!army)
            continue;
        if (ids.contains(army->id))
            problems.report(where + QStringLiteral(", id"),
                            QStringLiteral("army id \"%1\" is used twice").arg(army->id));
        ids.insert(army->id);
        t->state.armies.push_back(std::move(*army));
    }
}

void readOrderRows(sqlite::Database &db, const Campaign &, TurnRange range,
                   std::vector<TurnRecord> &turns, RowProblems &problems)
{
    sqlite::Statement q(db,
                        "SELECT turn, kingdom, seq, line FROM orders WHERE turn BETWEEN ?1 AND ?2 "
                        "ORDER BY turn, kingdom, seq");
    range.bind(q);
    TurnCursor cursor(turns, "orders", problems);
    while (q.step()) {
        TurnRecord *t = cursor.at(q.columnInt64(0));
        if (!t)
            continue;
        const qint64 k = q.columnInt64(1);
        const qint64 seq = q.columnInt64(2);
        const QString where =
            QStringLiteral("turn %1, orders of kingdom %2, line %3").arg(t->number).arg(k).arg(seq);
        if (k < 0 || k >= static_cast<qint64>(t->orders.size()) ||
            seq != t->orders[static_cast<size_t>(k)].size()) {
            problems.report(where, QStringLiteral("out of sequence"));
            continue;
        }
        if (seq == limits::kMaxOrderLines)
            problems.report(where, QStringLiteral("a kingdom has more than %1 order lines")
                                       .arg(limits::kMaxOrderLines));
        const QString line = q.columnText(3);
        if (line.size() > limits::kMaxOrderLineLength)
            problems.report(where, QStringLiteral("an order line of %1 characters is too long (at "
                                                  "most %2)")
                                       .arg(line.size())
                                       .arg(limits::kMaxOrderLineLength));
        t->orders[static_cast<size_t>(k)].append(line);
    }
}

/// Turns numbered without gaps, every one resolved but the last.
void checkSequence(const std::vector<TurnSummary> &turns, size_t i, RowProblems &problems)
{
    const TurnSummary &t = turns[i];
    if (i > 0 && t.number != turns[i - 1].number + 1)
        problems.report(
            {}, QStringLiteral("turn %1 follows turn %2").arg(t.number).arg(turns[i - 1].number));
    if (t.resolved == (i + 1 == turns.size()))
        problems.report(
            {}, t.resolved
                    ? QStringLiteral("its last turn, %1, is marked resolved").arg(t.number)
                    : QStringLiteral("turn %1 of its history is not resolved").arg(t.number));
}

void checkCount(size_t count, RowProblems &problems)
{
    if (count == 0)
        problems.report({}, QStringLiteral("the file holds no turn"));
    if (count > static_cast<size_t>(limits::kTurnNumber.max))
        problems.report({}, QStringLiteral("the file holds more turns than a campaign may have"));
}

// Rows missing from a table leave no trace in the others; a short state would crash whoever
// indexes it by area, so a file with holes is refused as damaged.
void checkShape(const Campaign &c, const TurnRecord &t, RowProblems &problems)
{
    if (t.state.areas.size() != c.world.areas.size() ||
        t.state.kingdoms.size() != c.kingdoms.size())
        problems.report(
            {}, QStringLiteral("turn %1 holds states for %2 of %3 areas and %4 of %5 kingdoms")
                    .arg(t.number)
                    .arg(t.state.areas.size())
                    .arg(c.world.areas.size())
                    .arg(t.state.kingdoms.size())
                    .arg(c.kingdoms.size()));
}

/// The rows of every table but `turn` for the turns already in `turns`.
void readStateRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                   std::vector<TurnRecord> &turns, RowProblems &problems)
{
    readKingdomRows(db, c, range, turns, problems);
    readAreaRows(db, c, range, turns, problems);
    readPassageRows(db, c, range, turns, problems);
    readArmyRows(db, c, range, turns, problems);
    readOrderRows(db, c, range, turns, problems);
    readMessageRows(db, c, range, turns, problems);
    readMailedRows(db, c, range, turns, problems);
    readStandInRows(db, c, range, turns, problems);
}

} // namespace

void TurnRange::bind(sqlite::Statement &q) const
{
    q.bind(1, static_cast<std::int64_t>(first)).bind(2, static_cast<std::int64_t>(last));
}

bool readTurns(sqlite::Database &db, Campaign &campaign, Problems *collect)
{
    RowProblems problems(collect);
    campaign.turns.clear();
    const TurnRange all{std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max()};
    std::vector<TurnRecord> turns;
    readTurnRows(db, campaign, all, turns, problems);
    checkCount(turns.size(), problems);
    readStateRows(db, campaign, all, turns, problems);
    std::vector<TurnSummary> index;
    index.reserve(turns.size());
    for (const TurnRecord &t : turns)
        index.push_back(TurnSummary::of(t));
    for (size_t i = 0; i < turns.size(); ++i) {
        checkSequence(index, i, problems);
        checkShape(campaign, turns[i], problems);
    }
    campaign.turns.reserve(turns.size());
    for (TurnRecord &t : turns)
        campaign.turns.push_back(std::move(t));
    return problems.count() == 0;
}

std::vector<TurnSummary> readTurnIndex(sqlite::Database &db)
{
    RowProblems problems(nullptr);
    std::vector<TurnSummary> index;
    sqlite::Statement q(db, "SELECT number, seed, resolved, state_turn FROM turn ORDER BY number");
    while (q.step()) {
        const FieldProblem report = problems.fields(turnWhere(q.columnInt64(0)));
        RowValues v(q, report);
        TurnSummary t;
        t.number = v.get(0, "number", limits::kTurnNumber);
        t.seed = static_cast<std::uint64_t>(v.get64(1, "seed", limits::kSeed));
        t.resolved = v.get(2, "resolved", {0, 1}) == 1;
        t.stateTurn = v.get(3, "state_turn", limits::kTurnNumber);
        index.push_back(t);
    }
    checkCount(index.size(), problems);
    for (size_t i = 0; i < index.size(); ++i)
        checkSequence(index, i, problems);
    return index;
}

TurnRecord readTurn(sqlite::Database &db, const Campaign &definition, int number)
{
    return std::move(readTurns(db, definition, TurnRange{number, number}).front());
}

std::vector<TurnRecord> readTurns(sqlite::Database &db, const Campaign &definition, TurnRange range)
{
    RowProblems problems(nullptr);
    std::vector<TurnRecord> turns;
    readTurnRows(db, definition, range, turns, problems);
    // Turn numbers are unique and read in order, so a range read whole has one turn per number.
    if (static_cast<qint64>(turns.size()) != range.last - range.first + 1) {
        qint64 missing = range.first;
        for (const TurnRecord &t : turns) {
            if (t.number != missing)
                break;
            ++missing;
        }
        problems.report({}, QStringLiteral("it holds no turn %1").arg(missing));
    }
    readStateRows(db, definition, range, turns, problems);
    for (const TurnRecord &t : turns)
        checkShape(definition, t, problems);
    return turns;
}

TurnLog readTurnLog(sqlite::Database &db, const Campaign &definition, int number)
{
    sqlite::Statement q(db, "SELECT events FROM turn WHERE number = ?1");
    q.bind(1, number);
    if (!q.step())
        throw sqlite::SqliteError(SQLITE_CORRUPT,
                                  QStringLiteral("it holds no turn %1").arg(number));
    Result<TurnLog> log = decodeLog(q.columnBlob(0));
    const QString error =
        log ? logReferenceProblem(*log, LogContext::of(definition)) : log.message();
    if (!error.isEmpty())
        throw sqlite::SqliteError(SQLITE_CORRUPT,
                                  QStringLiteral("turn %1, events: %2").arg(number).arg(error));
    return std::move(log).value();
}

} // namespace muster::store
