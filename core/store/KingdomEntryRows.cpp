#include "store/KingdomEntryRows.h"

namespace muster::store {

namespace {
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
} // namespace

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

} // namespace muster::store
