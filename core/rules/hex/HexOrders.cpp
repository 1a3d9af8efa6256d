#include "rules/hex/HexOrders.h"

#include <QRegularExpression>

#include <algorithm>

namespace muster::hexrules {

std::vector<Problem> HexOrders::allProblems() const
{
    std::vector<Problem> out;
    for (const std::vector<Problem> &kingdom : problems)
        out.insert(out.end(), kingdom.begin(), kingdom.end());
    return out;
}

std::vector<int> defaultRestDays(const HexRules &rules)
{
    std::vector<int> days;
    for (int i = 0; i < rules.restDaysPerWeek; ++i)
        days.push_back((rules.firstRestDay - 1 + i) % 7 + 1);
    std::sort(days.begin(), days.end());
    return days;
}

std::optional<MarchLineWords> marchLineWords(const QString &line)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    const QStringList words = line.trimmed().split(spaces, Qt::SkipEmptyParts);
    if (words.size() < 2 || words.at(1).compare(QLatin1String("MARCH"), Qt::CaseInsensitive) != 0)
        return std::nullopt;
    MarchLineWords out;
    out.army = words.at(0);
    for (qsizetype i = 2; i < words.size(); ++i) {
        if (out.hasRest)
            out.rest << words.at(i);
        else if (words.at(i).compare(QLatin1String("REST"), Qt::CaseInsensitive) == 0)
            out.hasRest = true;
        else
            out.path << words.at(i);
    }
    return out;
}

const HexArmy *armyNamed(const TurnState &state, const QString &word)
{
    const auto exact = std::find_if(state.armies.begin(), state.armies.end(),
                                    [&](const HexArmy &a) { return a.id == word; });
    if (exact != state.armies.end())
        return &*exact;
    const auto sameId = [&](const HexArmy &a) {
        return a.id.compare(word, Qt::CaseInsensitive) == 0;
    };
    const auto any = std::find_if(state.armies.begin(), state.armies.end(), sameId);
    if (any == state.armies.end() ||
        std::find_if(std::next(any), state.armies.end(), sameId) != state.armies.end())
        return nullptr; // "a1" when there are both "A1" and "a1": say none
    return &*any;
}

namespace {
/// The 1-based column of the `n`th word of `line` (words split by white space as marchLineWords
/// splits them); 0 when there is none such.
int wordColumn(const QString &line, qsizetype n)
{
    static const QRegularExpression word(QStringLiteral("\\S+"));
    qsizetype at = 0;
    for (const QRegularExpressionMatch &m : word.globalMatch(line)) {
        if (at++ == n)
            return static_cast<int>(m.capturedStart()) + 1;
    }
    return 0;
}

enum class Part : std::uint8_t
{
    Line,
    Army,
    Path,
    Rest
};
} // namespace

Result<std::optional<HexMarchOrder>> parseMarchOrder(const QString &line, int kingdom,
                                                     const World &world, const TurnState &state,
                                                     const HexRules &rules)
{
    std::optional<MarchLineWords> words;
    // A refusal names its field and the column of the word at fault: the army is the line's
    // first word, MARCH its second, then the path's hexes, REST and the rest days.
    auto reject = [&](Part part, qsizetype index, const QString &why) -> Failed {
        Problem p = Problem::atLine(0, 0, why);
        qsizetype wordAt = -1;
        switch (part) {
        case Part::Line:
            break;
        case Part::Army:
            p.where = kMarchArmy;
            wordAt = 0;
            break;
        case Part::Path:
            p.where = kMarchPath;
            wordAt = index < 0 ? -1 : 2 + index;
            break;
        case Part::Rest:
            p.where = kMarchRest;
            wordAt = words ? 3 + words->path.size() + index : -1;
            break;
        }
        if (wordAt >= 0)
            p.column = wordColumn(line, wordAt);
        return failed(std::move(p));
    };
    const QString trimmed = line.trimmed();
    if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
        return std::optional<HexMarchOrder>();
    words = marchLineWords(trimmed);
    if (!words)
        return reject(Part::Line, -1, QStringLiteral("expected \"ARMY MARCH HEX...\" (H2.1)"));
    const HexArmy *army = armyNamed(state, words->army);
    if (!army)
        return reject(Part::Army, 0, QStringLiteral("there is no army \"%1\"").arg(words->army));
    if (kingdom >= 0 && army->kingdom != kingdom)
        return reject(Part::Army, 0,
                      QStringLiteral("army %1 does not belong to this kingdom").arg(army->id));

    HexMarchOrder order;
    order.army = army->id;
    Hex previous = army->hex;
    for (qsizetype i = 0; i < words->path.size(); ++i) {
        const QString &word = words->path.at(i);
        const auto h = parseHexLabel(word);
        if (!h)
            return reject(Part::Path, i,
                          QStringLiteral("\"%1\" is not a hex (expected \"col,row\")").arg(word));
        if (!world.contains(*h))
            return reject(Part::Path, i,
                          QStringLiteral("hex %1 is off the map (%2 columns, %3 rows)")
                              .arg(word)
                              .arg(world.columns)
                              .arg(world.rows));
        if (order.path.empty() && *h == army->hex)
            continue; // the path may start with the army's own hex
        if (hexDistance(previous, *h) != 1)
            return reject(
                Part::Path, i,
                QStringLiteral("hex %1 does not border %2").arg(hexLabel(*h), hexLabel(previous)));
        if (rules.entryCost(world, previous, *h) < 0)
            return reject(Part::Path, i,
                          QStringLiteral("hex %1 is %2 and cannot be marched into (H2.2)")
                              .arg(hexLabel(*h), hexTerrainName(world.terrainAt(*h))));
        // H4.1: entering an enemy's hex means stopping to fight there, so a path may end in an
        // enemy's hex but not pass through one.
        if (!order.path.empty()) {
            for (const HexArmy &other : state.armies)
                if (other.hex == previous && opposing(*army, other) && !other.units.empty())
                    return reject(
                        Part::Path, i - 1,
                        QStringLiteral("the path passes through %1, held by army %2; it "
                                       "would stop there to fight (H4.1), so end it there")
                            .arg(hexLabel(previous), other.id));
        }
        order.path.push_back(*h);
        previous = *h;
    }
    if (order.path.empty())
        return reject(Part::Path, -1, QStringLiteral("the path names no hex to enter"));
    if (!words->hasRest) {
        order.restDays = defaultRestDays(rules);
        return order;
    }
    for (qsizetype i = 0; i < words->rest.size(); ++i) {
        bool ok = false;
        const int day = words->rest.at(i).toInt(&ok);
        if (!ok || day < 1 || day > 7)
            return reject(Part::Rest, i,
                          QStringLiteral("rest day \"%1\" is not a day of the week from 1 to 7")
                              .arg(words->rest.at(i)));
        if (std::find(order.restDays.begin(), order.restDays.end(), day) != order.restDays.end())
            return reject(Part::Rest, i, QStringLiteral("rest day %1 is named twice").arg(day));
        order.restDays.push_back(day);
    }
    std::sort(order.restDays.begin(), order.restDays.end());
    return std::optional<HexMarchOrder>(std::move(order));
}

HexOrders parseHexOrders(const std::vector<QStringList> &linesPerKingdom, const World &world,
                         const TurnState &state, const HexRules &rules)
{
    HexOrders out;
    out.problems.resize(linesPerKingdom.size());
    for (size_t k = 0; k < linesPerKingdom.size(); ++k) {
        const QStringList &lines = linesPerKingdom[k];
        for (qsizetype n = 0; n < lines.size(); ++n) {
            const auto read =
                parseMarchOrder(lines.at(n), static_cast<int>(k), world, state, rules);
            const std::optional<HexMarchOrder> order = read ? *read : std::nullopt;
            QString reason = read ? QString() : read.problems()[0].message;
            int column = read ? 0 : read.problems()[0].column;
            if (order &&
                std::any_of(out.marches.begin(), out.marches.end(),
                            [&](const HexMarchOrder &o) { return o.army == order->army; })) {
                reason =
                    QStringLiteral("army %1 already has a march order this week").arg(order->army);
                column = 0;
            }
            if (!reason.isEmpty())
                out.problems[k].push_back({{},
                                           static_cast<int>(n) + 1,
                                           QStringLiteral("\"%1\"").arg(lines.at(n)),
                                           reason,
                                           column});
            else if (order)
                out.marches.push_back(*order);
        }
    }
    return out;
}

QString marchOrderLine(const HexMarchOrder &order)
{
    QStringList words{order.army, QStringLiteral("MARCH")};
    for (Hex h : order.path)
        words << hexLabel(h);
    words << QStringLiteral("REST");
    for (int d : order.restDays)
        words << QString::number(d);
    return words.join(QLatin1Char(' '));
}

QStringList withMarchOrder(QStringList lines, const HexMarchOrder &order, const TurnState &state)
{
    // Decision: the GM's march keeps the player's sheet as written. The army's first line (a
    // march or not, read or not: its first word names the army) becomes the new march where it
    // stands, so the lines keep the player's order and the sheet still reads as sent; every later
    // line of the army goes, since a second order for it is refused (parseHexOrders) and would
    // stand in the sheet as a problem the GM has just settled. An army with no line gets the march
    // last. `muster-cli march` and the console's marches (typed, drawn, or from the form) store
    // through here (operations/SetMarch), so both store the same sheet.
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    const QString line = marchOrderLine(order);
    bool placed = false;
    for (qsizetype i = 0; i < lines.size();) {
        const QString first = lines.at(i).trimmed().section(spaces, 0, 0);
        const HexArmy *army = first.isEmpty() ? nullptr : armyNamed(state, first);
        if (!army || army->id != order.army) {
            ++i;
        } else if (!placed) {
            lines[i++] = line;
            placed = true;
        } else {
            lines.removeAt(i);
        }
    }
    if (!placed)
        lines << line;
    return lines;
}

} // namespace muster::hexrules
