#include "rules/area/OrderSheet.h"

#include "io/InputFile.h"
#include "model/Campaign.h"
#include "model/Limits.h"
#include "rules/area/AreaParameters.h"
#include "rules/area/OrderWorkCounts.h"
#include "util/Elide.h"

#include <QHash>

#include <algorithm>

namespace muster {

namespace {

/// Splits a line into words; "double quoted" text is one word (area names with spaces).
/// `columns` gets each word's first column (from 1); `*errorColumn` where a problem is.
bool tokenize(const QString &line, QStringList &out, std::vector<int> &columns, QString &error,
              int *errorColumn)
{
    QString current;
    bool inQuotes = false, hasWord = false;
    int start = 0, quoteAt = 0;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c == QLatin1Char('"')) {
            if (!hasWord)
                start = static_cast<int>(i) + 1;
            if (!inQuotes)
                quoteAt = static_cast<int>(i) + 1;
            inQuotes = !inQuotes;
            hasWord = true;
        } else if (c.isSpace() && !inQuotes) {
            if (hasWord) {
                out.append(current);
                columns.push_back(start);
            }
            current.clear();
            hasWord = false;
        } else {
            if (!hasWord)
                start = static_cast<int>(i) + 1;
            current += c;
            hasWord = true;
        }
    }
    if (inQuotes) {
        error = QStringLiteral("a quoted area name is not closed");
        *errorColumn = quoteAt;
        return false;
    }
    if (hasWord) {
        out.append(current);
        columns.push_back(start);
    }
    return true;
}

bool isWord(const QString &w, const char *word)
{
    return w.compare(QLatin1String(word), Qt::CaseInsensitive) == 0;
}

/// A count within limits::kOrderCount; `what` names it in the error.
bool readNumber(const QString &word, int &out, QString &error, const QString &what)
{
    bool ok = false;
    const qlonglong v = word.toLongLong(&ok);
    if (!ok) {
        error = QStringLiteral("expected %1, found \"%2\"").arg(what, elided(word));
        return false;
    }
    if (!limits::kOrderCount.contains(v)) {
        error = QStringLiteral("%1 must be from %2 to %3, found %4")
                    .arg(what)
                    .arg(limits::kOrderCount.min)
                    .arg(limits::kOrderCount.max)
                    .arg(v);
        return false;
    }
    out = static_cast<int>(v);
    return true;
}

class LineParser
{
public:
    LineParser(const QStringList &words, const std::vector<int> &columns,
               const AreaNameIndex &names)
        : m_words(words), m_columns(columns), m_names(names)
    {}

    /// The column of the word the parse stopped at (past the last one when it ran out).
    int errorColumn() const
    {
        if (m_pos < static_cast<qsizetype>(m_columns.size()))
            return m_columns[static_cast<size_t>(m_pos)];
        return m_columns.empty() ? 0
                                 : m_columns.back() + static_cast<int>(m_words.last().size()) + 1;
    }

    bool parse(AreaAction &a, bool &hasNumber, QString &error)
    {
        hasNumber = false;
        // An optional action number ("3", "3." or "3)") before the verb.
        if (m_words.size() >= 2 && !parseActionKind(m_words[0])) {
            QString n = m_words[0];
            if (n.endsWith(QLatin1Char('.')) || n.endsWith(QLatin1Char(')')))
                n.chop(1);
            bool ok = false;
            const qlonglong v = n.toLongLong(&ok);
            if (ok) {
                if (v < 1 || v > 1000000) {
                    error = QStringLiteral("action number %1 is out of range").arg(v);
                    return false;
                }
                a.number = static_cast<int>(v);
                hasNumber = true;
                ++m_pos;
            }
        }
        if (m_pos >= m_words.size()) {
            error = QStringLiteral("expected an action");
            return false;
        }
        const auto kind = parseActionKind(m_words[m_pos]);
        if (!kind) {
            error = QStringLiteral("unknown action \"%1\" (expected %2)")
                        .arg(elided(m_words[m_pos]), actionKindList());
            return false;
        }
        a.kind = *kind;
        ++m_pos;
        const QString verb = actionKindName(a.kind);
        switch (actionShape(a.kind)) {
        case ActionShape::CountFromTo:
            if (!count(a.count, error, true) ||
                !area(a.source, error, QStringLiteral("source area")) ||
                !area(a.target, error, QStringLiteral("target area")))
                return false;
            break;
        case ActionShape::CountFromViaTo:
            if (!count(a.count, error, true) ||
                !area(a.source, error, QStringLiteral("source area")) ||
                !area(a.via, error, QStringLiteral("area to pass through")) ||
                !area(a.target, error, QStringLiteral("target area")))
                return false;
            break;
        case ActionShape::NumberArea:
            if (!count(a.count, error, false) || !area(a.target, error, QStringLiteral("area")))
                return false;
            break;
        case ActionShape::Area:
            if (!area(a.target, error, QStringLiteral("area")))
                return false;
            break;
        case ActionShape::AreaOptionalPlace:
            if (!area(a.target, error, QStringLiteral("area")))
                return false;
            if (m_pos < m_words.size() &&
                !area(a.location, error, QStringLiteral("retreat location")))
                return false;
            break;
        case ActionShape::AreaPlace:
            if (!area(a.target, error, QStringLiteral("area")) ||
                !area(a.location, error, QStringLiteral("ambush location")))
                return false;
            break;
        }
        if (m_pos < m_words.size()) {
            error = QStringLiteral("unexpected \"%1\" after the %2 order")
                        .arg(elided(m_words.mid(m_pos).join(QLatin1Char(' '))), verb);
            return false;
        }
        if (a.source >= 0 && a.source == a.target) {
            error = QStringLiteral("%1 from an area into itself").arg(verb);
            m_pos = 0; // the whole line
            return false;
        }
        if (a.location >= 0 && a.location == a.target) {
            error = QStringLiteral("%1 location is the area itself").arg(verb);
            m_pos = 0;
            return false;
        }
        return true;
    }

private:
    bool count(ActionCount &c, QString &error, bool allowAll)
    {
        if (m_pos >= m_words.size()) {
            error = QStringLiteral("expected a count");
            return false;
        }
        const QString w = m_words[m_pos];
        if (isWord(w, "all")) {
            if (!allowAll) {
                error = QStringLiteral("this action needs a number, not \"all\"");
                return false;
            }
            ++m_pos;
            if (m_pos < m_words.size() && isWord(m_words[m_pos], "but")) {
                ++m_pos;
                if (m_pos >= m_words.size()) {
                    error = QStringLiteral("expected a number after \"all but\"");
                    return false;
                }
                c.kind = ActionCount::Kind::AllBut;
                if (!readNumber(m_words[m_pos], c.n, error, QStringLiteral("the number kept back")))
                    return false;
                ++m_pos;
                return true;
            }
            c.kind = ActionCount::Kind::All;
            return true;
        }
        c.kind = ActionCount::Kind::Exact;
        if (!readNumber(w, c.n, error, QStringLiteral("a count")))
            return false;
        ++m_pos;
        return true;
    }

    bool area(int &out, QString &error, const QString &what)
    {
        if (m_pos >= m_words.size()) {
            error = QStringLiteral("expected the %1").arg(what);
            return false;
        }
        const qsizetype at = m_pos;
        out = m_names.read(m_words, m_pos);
        m_pos = out < 0 ? at : m_pos;
        if (out < 0) {
            error =
                QStringLiteral("unknown area \"%1\" (the %2)").arg(elided(m_words[m_pos]), what);
            return false;
        }
        return true;
    }

    const QStringList &m_words;
    const std::vector<int> &m_columns;
    const AreaNameIndex &m_names;
    qsizetype m_pos = 0;
};

} // namespace

AreaNameIndex::AreaNameIndex(const World &world)
{
    m_byKey.reserve(static_cast<qsizetype>(world.areas.size() * 2));
    for (size_t i = 0; i < world.areas.size(); ++i) {
        const int index = static_cast<int>(i);
        m_byKey.insert(world.areas[i].code.toCaseFolded(), index);
        const QString name = world.areas[i].name.simplified().toCaseFolded();
        if (!name.isEmpty() && !m_byKey.contains(name))
            m_byKey.insert(name, index);
        m_maxWords = std::max<int>(m_maxWords, static_cast<int>(name.count(QLatin1Char(' '))) + 1);
    }
}

int AreaNameIndex::read(const QStringList &words, qsizetype &pos) const
{
    for (qsizetype n = std::min<qsizetype>(m_maxWords, words.size() - pos); n >= 1; --n) {
        const QString key = words.mid(pos, n).join(QLatin1Char(' ')).simplified().toCaseFolded();
        const auto it = m_byKey.constFind(key);
        if (it != m_byKey.constEnd()) {
            pos += n;
            return it.value();
        }
    }
    return -1;
}

QStringList OrderSheet::errorTexts() const
{
    return problemTexts(problems);
}

QStringList OrderSheet::canonicalLines(const World &world) const
{
    QStringList out;
    for (const AreaAction &a : actions)
        out.append(formatAction(a, world));
    return out;
}

OrderSheet parseOrderSheet(const QString &text, const World &world, int maxActions)
{
    return parseOrderSheet(text, AreaNameIndex(world), maxActions);
}

OrderSheet parseOrderSheet(const QString &text, const AreaNameIndex &names, int maxActions)
{
    OrderSheet sheet;
    if (text.size() > limits::kMaxOrderSheetBytes) {
        sheet.problems.push_back(
            Problem::of(QStringLiteral("the sheet is larger than %1, the most an order "
                                       "sheet may be")
                            .arg(byteSize(limits::kMaxOrderSheetBytes))));
        countSheetParse(0);
        return sheet;
    }
    QString normalised = text;
    normalised.replace(QStringLiteral("\r\n"), QStringLiteral("\n"))
        .replace(QLatin1Char('\r'), QLatin1Char('\n'));
    const QStringList lines = normalised.split(QLatin1Char('\n'));
    int lastNumber = 0;
    std::vector<AreaAction> actions;
    long long orderLines = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        QString line = lines[i];
        const qsizetype hash = line.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            line.truncate(hash);
        QStringList words;
        std::vector<int> columns;
        QString error;
        int column = 0;
        if (!tokenize(line, words, columns, error, &column)) {
            sheet.problems.push_back(Problem::atLine(lineNo, column, error));
            continue;
        }
        if (words.isEmpty())
            continue;
        ++orderLines;
        AreaAction a;
        a.line = lineNo;
        bool hasNumber = false;
        LineParser parser(words, columns, names);
        if (!parser.parse(a, hasNumber, error)) {
            sheet.problems.push_back(Problem::atLine(lineNo, parser.errorColumn(), error));
            // Decision: a line whose action number was read still numbers the lines after it,
            // so that a numbering mistake after a bad line is found in the same pass.
            if (hasNumber && a.number > lastNumber)
                lastNumber = a.number;
            continue;
        }
        if (!hasNumber)
            a.number = lastNumber + 1; // unnumbered lines follow the one before
        sheet.parsed.push_back(a);
        if (a.number <= lastNumber) {
            sheet.problems.push_back(Problem::atLine(
                lineNo, columns.front(),
                QStringLiteral("action number %1 must be greater than the previous action's %2")
                    .arg(a.number)
                    .arg(lastNumber)));
            continue;
        }
        if (a.number > maxActions) {
            sheet.problems.push_back(Problem::atLine(
                lineNo, columns.front(),
                QStringLiteral("action %1 is beyond the %2 actions a kingdom may write per turn "
                               "(A2.1)")
                    .arg(a.number)
                    .arg(maxActions)));
            continue;
        }
        lastNumber = a.number;
        actions.push_back(a);
    }
    if (sheet.problems.empty())
        sheet.actions = std::move(actions);
    countSheetParse(orderLines);
    return sheet;
}

OrderSheet parseKingdomOrderSheet(const QString &text, const Campaign &campaign,
                                  const QString &kingdomId, int *kingdomIndex)
{
    int index = campaign.kingdomIndex(kingdomId);
    for (size_t i = 0; index < 0 && i < campaign.kingdoms.size(); ++i)
        if (campaign.kingdoms[i].name.compare(kingdomId, Qt::CaseInsensitive) == 0 ||
            campaign.kingdoms[i].id.compare(kingdomId, Qt::CaseInsensitive) == 0)
            index = static_cast<int>(i);
    if (kingdomIndex)
        *kingdomIndex = index;
    if (index < 0) {
        OrderSheet sheet;
        sheet.problems.push_back(Problem::of(unknownKingdomText(campaign, kingdomId)));
        return sheet;
    }
    OrderSheet sheet = parseOrderSheet(text, campaign.world,
                                       AreaParameters::fromRuleset(campaign.ruleset).maxActions);
    // Decision: a sheet handed in with no action at all (empty, or only comments) is far more
    // likely a wrong file or an empty paste than a wish to clear the kingdom's orders, so it is
    // refused and the stored orders stay; the console deletes orders one by one.
    if (sheet.ok() && sheet.actions.empty())
        sheet.problems.push_back(Problem::of(noActionsText()));
    return sheet;
}

QString unknownKingdomText(const Campaign &campaign, const QString &kingdomId)
{
    QStringList known;
    for (const Kingdom &k : campaign.kingdoms)
        known.append(k.id);
    return QStringLiteral("no kingdom \"%1\" in this campaign (kingdoms: %2)")
        .arg(elided(kingdomId), elided(known.join(QStringLiteral(", ")), 200));
}

QString noActionsText()
{
    return QStringLiteral(
        "the sheet has no actions (nothing to store; the kingdom's orders are left as they were)");
}

} // namespace muster
