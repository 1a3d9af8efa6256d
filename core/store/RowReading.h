#pragma once
// The pieces every reader of the per-turn tables shares (store/TurnRowReader.cpp,
// store/KingdomEntryRows.cpp): where a wrong row goes, the checked whole numbers of a row, and
// the turn each row belongs to.

#include "model/Campaign.h"
#include "model/Limits.h"
#include "model/StateCheck.h"
#include "store/Sqlite.h"
#include "util/Problems.h"

#include <sqlite3.h>

#include <optional>

namespace muster::store {

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
inline std::optional<qint64> integer(const sqlite::Statement &q, int column)
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

} // namespace muster::store
