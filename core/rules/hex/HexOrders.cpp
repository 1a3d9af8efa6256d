#include "rules/hex/HexOrders.h"

#include <QRegularExpression>

#include <algorithm>

namespace muster::hexrules {

QString HexOrderProblem::message() const
{
    const QString who =
        kingdom < 0 ? QStringLiteral("GM") : QStringLiteral("kingdom %1").arg(kingdom);
    return QStringLiteral("%1, order line %2 \"%3\": %4").arg(who).arg(line).arg(text, reason);
}

std::vector<int> defaultRestDays(const HexRules &rules)
{
    std::vector<int> days;
    for (int i = 0; i < rules.restDaysPerWeek; ++i)
        days.push_back((rules.firstRestDay - 1 + i) % 7 + 1);
    std::sort(days.begin(), days.end());
    return days;
}

std::optional<HexMarchOrder> parseMarchOrder(const QString &line, int kingdom, const World &world,
                                             const TurnState &state, const HexRules &rules,
                                             QString *reason)
{
    auto reject = [&](const QString &why) {
        if (reason)
            *reason = why;
        return std::nullopt;
    };
    if (reason)
        reason->clear();
    const QString trimmed = line.trimmed();
    if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
        return std::nullopt;
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    const QStringList words = trimmed.split(spaces, Qt::SkipEmptyParts);
    if (words.size() < 2 || words.at(1).compare(QLatin1String("MARCH"), Qt::CaseInsensitive) != 0)
        return reject(QStringLiteral("expected \"ARMY MARCH HEX...\" (H2.1)"));
    const auto army = std::find_if(state.armies.begin(), state.armies.end(),
                                   [&](const HexArmy &a) { return a.id == words.at(0); });
    if (army == state.armies.end())
        return reject(QStringLiteral("there is no army \"%1\"").arg(words.at(0)));
    if (kingdom >= 0 && army->kingdom != kingdom)
        return reject(QStringLiteral("army %1 does not belong to this kingdom").arg(army->id));

    HexMarchOrder order;
    order.army = army->id;
    qsizetype i = 2;
    Hex previous = army->hex;
    for (; i < words.size(); ++i) {
        if (words.at(i).compare(QLatin1String("REST"), Qt::CaseInsensitive) == 0)
            break;
        const auto h = parseHexLabel(words.at(i));
        if (!h)
            return reject(
                QStringLiteral("\"%1\" is not a hex (expected \"col,row\")").arg(words.at(i)));
        if (!world.contains(*h))
            return reject(QStringLiteral("hex %1 is off the map (%2 columns, %3 rows)")
                              .arg(words.at(i))
                              .arg(world.columns)
                              .arg(world.rows));
        if (order.path.empty() && *h == army->hex)
            continue; // the path may start with the army's own hex
        if (hexDistance(previous, *h) != 1)
            return reject(
                QStringLiteral("hex %1 does not border %2").arg(hexLabel(*h), hexLabel(previous)));
        if (rules.entryCost(world, previous, *h) < 0)
            return reject(QStringLiteral("hex %1 is %2 and cannot be marched into (H2.2)")
                              .arg(hexLabel(*h), hexTerrainName(world.terrainAt(*h))));
        // H4.1: entering an enemy's hex means stopping to fight there, so a path may end in an
        // enemy's hex but not pass through one.
        if (!order.path.empty()) {
            for (const HexArmy &other : state.armies)
                if (other.hex == previous && opposing(*army, other) && !other.units.empty())
                    return reject(
                        QStringLiteral("the path passes through %1, held by army %2; it "
                                       "would stop there to fight (H4.1), so end it there")
                            .arg(hexLabel(previous), other.id));
        }
        order.path.push_back(*h);
        previous = *h;
    }
    if (order.path.empty())
        return reject(QStringLiteral("the path names no hex to enter"));
    if (i < words.size()) {
        for (++i; i < words.size(); ++i) {
            bool ok = false;
            const int day = words.at(i).toInt(&ok);
            if (!ok || day < 1 || day > 7)
                return reject(QStringLiteral("rest day \"%1\" is not a day of the week from 1 to 7")
                                  .arg(words.at(i)));
            if (std::find(order.restDays.begin(), order.restDays.end(), day) !=
                order.restDays.end())
                return reject(QStringLiteral("rest day %1 is named twice").arg(day));
            order.restDays.push_back(day);
        }
        std::sort(order.restDays.begin(), order.restDays.end());
    } else {
        order.restDays = defaultRestDays(rules);
    }
    return order;
}

HexOrders parseHexOrders(const std::vector<QStringList> &linesPerKingdom, const World &world,
                         const TurnState &state, const HexRules &rules)
{
    HexOrders out;
    for (size_t k = 0; k < linesPerKingdom.size(); ++k) {
        const QStringList &lines = linesPerKingdom[k];
        for (qsizetype n = 0; n < lines.size(); ++n) {
            QString reason;
            auto order =
                parseMarchOrder(lines.at(n), static_cast<int>(k), world, state, rules, &reason);
            if (order && std::any_of(out.marches.begin(), out.marches.end(),
                                     [&](const HexMarchOrder &o) { return o.army == order->army; }))
                reason =
                    QStringLiteral("army %1 already has a march order this week").arg(order->army);
            if (!reason.isEmpty())
                out.problems.push_back(
                    {static_cast<int>(k), static_cast<int>(n) + 1, lines.at(n), reason});
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

QStringList withMarchOrder(QStringList lines, const HexMarchOrder &order)
{
    const QString prefix = order.army + QLatin1Char(' ');
    const QString line = marchOrderLine(order);
    const auto old = std::find_if(lines.begin(), lines.end(), [&prefix](const QString &l) {
        return l.trimmed().startsWith(prefix, Qt::CaseInsensitive);
    });
    if (old != lines.end())
        *old = line;
    else
        lines << line;
    return lines;
}

} // namespace muster::hexrules
