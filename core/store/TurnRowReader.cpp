// Reading the per-turn tables back (readTurns, declared in TurnRows.h). Every value is checked
// against the limits and rules the JSON reader applies (model/Limits.h, model/StateCheck.h), so a
// file whose rows were edited by hand is refused as the same JSON would be, never resolved.
#include "store/TurnRows.h"

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

/// Where a wrong row goes: loading stops at the first, as damage (SQLITE_CORRUPT, so the store
/// names the file damaged); checking (`muster-cli validate`) collects them all and goes on.
class RowProblems
{
public:
    explicit RowProblems(Problems *collect) : m_collect(collect) {}

    void report(const QString &where, const QString &message)
    {
        if (!m_collect)
            throw sqlite::SqliteError(
                SQLITE_CORRUPT, where.isEmpty() ? message : where + QLatin1String(": ") + message);
        m_collect->add({{}, 0, where, message});
        ++m_count;
    }
    int count() const { return m_count; }
    /// A FieldProblem for the values of one row ("turn 3, area NRT", field "armies").
    FieldProblem fields(const QString &row)
    {
        return fieldsOfRow([row] { return row; });
    }
    /// The same with the row named by `rowName()` only when a problem is reported: spelling out
    /// the name of each of a large map's areas would take longer than reading their rows.
    template <typename RowName> FieldProblem fieldsOfRow(RowName rowName)
    {
        return [this, rowName](const QString &field, const QString &message) {
            const QString row = rowName();
            report(field.isEmpty() ? row : row + QLatin1String(", ") + field, message);
        };
    }

private:
    Problems *m_collect;
    int m_count = 0;
};

/// A column that must hold a whole number: SQLite stores text in an INTEGER column if told to.
std::optional<qint64> integer(const sqlite::Statement &q, int column)
{
    // The column's value once, then its type and number from it: one call into the statement
    // where sqlite3_column_type and sqlite3_column_int64 make two, for each of a million rows'
    // values. (Its value is "unprotected": read only here, on the statement's own thread.)
    sqlite3_value *value = sqlite3_column_value(q.handle(), column);
    if (sqlite3_value_type(value) != SQLITE_INTEGER)
        return std::nullopt;
    return sqlite3_value_int64(value);
}

/// Reads the whole numbers of one row, each checked against its range; `ok` is cleared by any
/// value that is missing or outside it.
class RowValues
{
public:
    /// `report` must outlive the row's values.
    RowValues(const sqlite::Statement &q, const FieldProblem &report) : m_q(q), m_report(report) {}
    RowValues(const sqlite::Statement &q, FieldProblem &&report) = delete; // would not outlive
    qint64 get64(int column, const char *field, limits::Range range)
    {
        const auto v = integer(m_q, column);
        if (v && range.contains(*v)) [[likely]]
            return *v; // every value of every row comes here: the problems are kept apart
        return wrong(v, column, field, range);
    }
    /// A value of `range`, which lies within int.
    int get(int column, const char *field, limits::Range range)
    {
        return static_cast<int>(get64(column, field, range));
    }
    /// A kingdom or area index, checked against the campaign by the rules of model/StateCheck.h.
    int index(int column, const char *field) { return get(column, field, {INT_MIN, INT_MAX}); }
    bool ok() const { return m_ok; }

private:
    /// A value that is missing or out of `range`, reported; what is read in its place.
    [[gnu::cold, gnu::noinline]] qint64 wrong(std::optional<qint64> v, int column,
                                              const char *field, limits::Range range)
    {
        m_ok = false;
        if (!v) {
            m_report(
                QLatin1String(field),
                QStringLiteral("expected a whole number, found %1").arg(describeColumn(column)));
            return range.min;
        }
        checkRange(*v, range, QString::fromLatin1(field), m_report);
        return range.clamp(*v);
    }
    QString describeColumn(int column) const
    {
        switch (sqlite3_column_type(m_q.handle(), column)) {
        case SQLITE_NULL:
            return QStringLiteral("nothing (NULL)");
        case SQLITE_FLOAT:
            return QString::number(sqlite3_column_double(m_q.handle(), column), 'g', 17);
        default:
            return QStringLiteral("a text or blob");
        }
    }

    const sqlite::Statement &m_q;
    const FieldProblem &m_report;
    bool m_ok = true;
};

/// Finds the turn of each row; rows and turns are both read in ascending turn order.
class TurnCursor
{
public:
    TurnCursor(std::vector<TurnRecord> &turns, const char *table, RowProblems &problems)
        : m_turns(turns), m_table(table), m_problems(problems)
    {}
    /// The turn numbered `number`, or null (reported) when the file has no such turn.
    TurnRecord *at(qint64 number)
    {
        while (m_index < m_turns.size() && m_turns[m_index].number < number)
            ++m_index;
        if (m_index < m_turns.size() && m_turns[m_index].number == number)
            return &m_turns[m_index];
        if (number != m_lastMissing) // one problem per missing turn, not one per row
            m_problems.report({}, QStringLiteral("table %1 has rows for turn %2, which the file "
                                                 "does not have")
                                      .arg(QLatin1String(m_table))
                                      .arg(number));
        m_lastMissing = number;
        return nullptr;
    }

private:
    std::vector<TurnRecord> &m_turns;
    const char *m_table;
    RowProblems &m_problems;
    size_t m_index = 0;
    qint64 m_lastMissing = -1;
};

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

/// The rows of `table` (one entry per turn and kingdom, its `columns` after those two): each row's
/// turn and kingdom checked, then given to `take` with where it is ("turn 3, message of kingdom
/// 2").
template <typename Take>
void readKingdomEntries(sqlite::Database &db, const char *table, const char *columns,
                        const char *what, const Campaign &c, TurnRange range,
                        std::vector<TurnRecord> &turns, RowProblems &problems, Take &&take)
{
    const QByteArray sql = QByteArray("SELECT turn, kingdom, ") + columns + " FROM " + table +
                           " WHERE turn BETWEEN ?1 AND ?2 ORDER BY turn, kingdom";
    sqlite::Statement q(db, sql.constData());
    range.bind(q);
    TurnCursor cursor(turns, table, problems);
    while (q.step()) {
        TurnRecord *t = cursor.at(q.columnInt64(0));
        if (!t)
            continue;
        const qint64 k = q.columnInt64(1);
        const QString where =
            QStringLiteral("turn %1, %2 of kingdom %3")
                .arg(QString::number(t->number), QLatin1String(what), QString::number(k));
        if (k < 0 || k >= static_cast<qint64>(c.kingdoms.size()))
            problems.report(where, QStringLiteral("names no kingdom"));
        else
            take(q, *t, static_cast<int>(k), where);
    }
}

void readMessageRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                     std::vector<TurnRecord> &turns, RowProblems &problems)
{
    readKingdomEntries(db, "message", "text", "message", c, range, turns, problems,
                       [&](const sqlite::Statement &q, TurnRecord &t, int k, const QString &where) {
                           const QString text = q.columnText(2);
                           if (text.isEmpty() || text.size() > limits::kMaxMessageLength)
                               problems.report(
                                   where, QStringLiteral("a message of %1 characters (1 to %2)")
                                              .arg(text.size())
                                              .arg(limits::kMaxMessageLength));
                           else
                               t.messages[k] = text;
                       });
}

void readMailedRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                    std::vector<TurnRecord> &turns, RowProblems &problems)
{
    readKingdomEntries(
        db, "mailed_sheet", "arrived, subject", "mailed sheet", c, range, turns, problems,
        [&](const sqlite::Statement &q, TurnRecord &t, int k, const QString &where) {
            if (const auto sheet = MailedSheet::read(q.columnText(2), q.columnText(3)))
                t.mailed[k] = *sheet;
            else
                problems.report(where, sheet.message());
        });
}

void readStandInRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                     std::vector<TurnRecord> &turns, RowProblems &problems)
{
    readKingdomEntries(
        db, "stand_in", "kind, doctrine, missed", "stand-in", c, range, turns, problems,
        [&](const sqlite::Statement &q, TurnRecord &t, int k, const QString &where) {
            const std::optional<StandInKind> kind = parseStandIn(q.columnText(2));
            const std::optional<Doctrine> doctrine = parseDoctrine(q.columnText(3));
            const std::optional<qint64> missed = integer(q, 4);
            if (!kind)
                problems.report(
                    where, QStringLiteral("\"%1\" is no stand-in").arg(q.columnText(2).left(40)));
            else if (!doctrine)
                problems.report(
                    where, QStringLiteral("\"%1\" is no doctrine").arg(q.columnText(3).left(40)));
            else if (!missed || *missed < 0 || *missed > limits::kTurnNumber.max)
                problems.report(where, QStringLiteral("missed turns in a row: expected a whole "
                                                      "number from 0 to %1")
                                           .arg(limits::kTurnNumber.max));
            else
                t.standIns[k] = {*kind, *doctrine, static_cast<int>(*missed)};
        });
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
