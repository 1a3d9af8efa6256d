#include "pack/HexPack.h"

#include "hex/Hex.h"
#include "i18n/PluralForms.h"
#include "log/TurnLog.h"
#include "pack/PlainText.h"
#include "pack/SheetLines.h"
#include "rules/RuleSystem.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"
#include "rules/hex/MarchSchedule.h"

#include <algorithm>
#include <map>

namespace muster {

namespace {

/// "2 heavy infantry, 1 archers": the units seen, by type, in the order the army lists them.
QString unitsText(const HexArmy &army)
{
    std::vector<std::pair<QString, int>> types;
    for (const Unit &u : army.units) {
        auto it = std::find_if(types.begin(), types.end(),
                               [&u](const auto &t) { return t.first == u.type; });
        if (it == types.end())
            types.emplace_back(u.type, 1);
        else
            ++it->second;
    }
    QStringList out;
    for (const auto &[type, n] : types)
        out << QStringLiteral("%1 %2").arg(n).arg(type);
    return out.isEmpty() ? QStringLiteral("none") : out.join(QStringLiteral(", "));
}

/// The marches stored for the kingdom's armies for the campaign's current turn, by army id:
/// those a daily turn carried on (H2.4) and any the GM or the player stored since. They are read
/// as the kingdom knows the map (`state`): a march into an enemy it never saw is its to keep.
std::map<QString, hexrules::HexMarchOrder> storedMarches(const Campaign &c, int kingdom,
                                                         const TurnState &state)
{
    std::map<QString, hexrules::HexMarchOrder> out;
    const TurnRecord &next = c.current();
    if (kingdom < 0 || static_cast<size_t>(kingdom) >= next.orders.size())
        return out;
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    for (const QString &line : next.orders[static_cast<size_t>(kingdom)]) {
        if (const auto read = hexrules::parseMarchOrder(line, kingdom, c.world, state, rules);
            read && *read)
            out.emplace((*read)->army, **read);
    }
    return out;
}

/// "day 4: 13,4 14,5; day 6: 15,5; not this week: 16,5 17,5", the day the army enters each hex
/// (a week's orders end with it, H2.1: what is left then is not marched).
QStringList scheduleItems(const std::vector<Hex> &path, const std::vector<int> &days)
{
    QStringList items;
    for (size_t i = 0; i < path.size() && i < days.size(); ++i) {
        const int day = std::min(days[i], 8);
        const QString label = hexLabel(path[i]);
        if (i > 0 && std::min(days[i - 1], 8) == day) {
            items.last() += QLatin1Char(' ') + label;
            continue;
        }
        if (!items.isEmpty())
            items.last() += QLatin1Char(';');
        items << (day <= 7 ? QStringLiteral("day %1: %2").arg(day).arg(label)
                           : QStringLiteral("not this week: %1").arg(label));
    }
    return items;
}

/// `order` as one line of at most kSheetColumns: the whole path when it fits, else as many of
/// its first hexes as fit (the rest in `left`).
QString fittedLine(hexrules::HexMarchOrder order, QStringList *left)
{
    QString line = hexrules::marchOrderLine(order);
    while (line.size() > kSheetColumns && order.path.size() > 1) {
        left->prepend(hexLabel(order.path.back()));
        order.path.pop_back();
        line = hexrules::marchOrderLine(order);
    }
    return line;
}

} // namespace

std::vector<SeenEnemy> seenEnemies(const KingdomView &view)
{
    std::vector<SeenEnemy> out;
    for (const HexArmy &a : view.state.armies) {
        if (a.kingdom == view.kingdom)
            continue;
        SeenEnemy e{&a, {}, -1};
        for (const HexArmy &own : view.state.armies)
            if (own.kingdom == view.kingdom) {
                const int d = hexDistance(own.hex, a.hex);
                if (e.distance < 0 || d < e.distance) {
                    e.distance = d;
                    e.nearestOwn = own.id;
                }
            }
        out.push_back(e);
    }
    return out;
}

bool ordersBecameDaily(const Campaign &c, const KingdomView &view, int *day)
{
    if (!ruleSystem(view.kind).resolvesByDay() || view.turnIndex < 0 ||
        static_cast<size_t>(view.turnIndex) >= c.turns.size())
        return false;
    // Whether the turn stopped for contact is no secret: every kingdom's next turn is one day
    // (its name says so). Which armies were in contact is, and is not read here.
    const TurnLog &log = c.turns[static_cast<size_t>(view.turnIndex)].log;
    for (size_t i = 0; i < log.size(); ++i)
        if (const auto *stop = log.get<log::ContactStop>(i)) {
            if (day)
                *day = stop->day;
            return true;
        }
    return false;
}

QString dailyOrdersText(const Campaign &c, const KingdomView &view)
{
    int day = 0;
    if (!ordersBecameDaily(c, view, &day))
        return {};
    const int reach = hexrules::HexRules::fromRuleset(c.ruleset).contactDistance;
    QString out = QStringLiteral("Orders are daily now (RULES H2.4): day %1 ended with opposing "
                                 "armies within %2 of each other, so each turn is one day until "
                                 "no opposing armies are that close at a day's end.")
                      .arg(day)
                      .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n hex(es)"), reach));
    QStringList near;
    for (const SeenEnemy &e : seenEnemies(view))
        if (e.distance >= 0 && e.distance <= reach)
            near << QStringLiteral("%1 is %2 from %3 at %4")
                        .arg(e.nearestOwn,
                             counted(QT_TRANSLATE_N_NOOP("muster", "%n hex(es)"), e.distance),
                             e.army->id, hexLabel(e.army->hex));
    if (!near.isEmpty())
        out += QStringLiteral(" Of your armies, ") + near.join(QStringLiteral("; ")) +
               QLatin1Char('.');
    return out;
}

QString armyOwnerName(const Campaign &c, int kingdom)
{
    return kingdom >= 0 && kingdom < static_cast<int>(c.kingdoms.size())
               ? c.kingdoms[static_cast<size_t>(kingdom)].name
               : QStringLiteral("no one (deserted)");
}

int armyHitPoints(const HexArmy &army)
{
    int hp = 0;
    for (const Unit &u : army.units)
        hp += u.hp;
    return hp;
}

void hexEnemiesReport(PackDocument &doc, const Campaign &c, const KingdomView &view)
{
    const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(view.kingdom)];
    doc.heading(QStringLiteral("Enemy armies seen"));
    std::vector<QStringList> rows, units;
    for (const SeenEnemy &e : seenEnemies(view)) {
        const HexArmy &a = *e.army;
        rows.push_back({a.id, armyOwnerName(c, a.kingdom), hexLabel(a.hex),
                        QString::number(a.units.size()), QString::number(armyHitPoints(a)),
                        e.distance < 0
                            ? QStringLiteral("-")
                            : QStringLiteral("%1, %2").arg(e.nearestOwn).arg(e.distance)});
        units.push_back({QStringLiteral("%1: %2").arg(a.id, unitsText(a)), QString()});
    }
    if (rows.empty()) {
        doc.paragraph(
            QStringLiteral("%1 saw no enemy army at the end of the turn.").arg(kingdom.name));
    } else {
        doc.paragraph(QStringLiteral("The armies of others in sight of %1 at the end of the turn "
                                     "(the map marks their hexes): a march names a hex as "
                                     "col,row.")
                          .arg(kingdom.name));
        doc.table({QStringLiteral("army"), QStringLiteral("of"), QStringLiteral("hex"),
                   QStringLiteral("units"), QStringLiteral("hit points"),
                   QStringLiteral("nearest of yours, hexes")},
                  std::move(rows));
        doc.list(std::move(units));
    }
    if (const QString daily = dailyOrdersText(c, view); !daily.isEmpty()) {
        doc.heading(QStringLiteral("Daily orders"));
        doc.paragraph(daily);
    }
}

QString hexSheetMarches(const Campaign &c, const KingdomView &view, const TurnState &state)
{
    const int k = view.kingdom;
    QString out;
    if (const QString daily = dailyOrdersText(c, view); !daily.isEmpty())
        out += wrappedLines(daily, QStringLiteral("# "), QStringLiteral("# "), kSheetColumns) +
               QStringLiteral("#\n");
    const std::map<QString, hexrules::HexMarchOrder> marches = storedMarches(c, k, state);
    for (const HexArmy &a : state.armies) {
        if (a.kingdom != k)
            continue;
        const auto it = marches.find(a.id);
        if (it == marches.end()) {
            out += QStringLiteral("# %1 MARCH\n").arg(a.id);
            continue;
        }
        const hexrules::HexMarchOrder &order = it->second;
        const hexrules::MarchSchedule schedule =
            hexrules::scheduleMarch(c, a, order.path, order.restDays);
        out += QStringLiteral("# %1 marches on as ordered before: keep the line or change it\n")
                   .arg(a.id);
        out += wrappedLines(scheduleItems(order.path, schedule.days).join(QLatin1Char(' ')),
                            QStringLiteral("#   "), QStringLiteral("#   "), kSheetColumns);
        QStringList left;
        const QString line = fittedLine(order, &left);
        if (!left.isEmpty())
            out += wrappedLines(QStringLiteral("(cut short to fit a line: %1 left to march "
                                               "later)")
                                    .arg(left.join(QLatin1Char(' '))),
                                QStringLiteral("#   "), QStringLiteral("#   "), kSheetColumns);
        out += line + QLatin1Char('\n');
    }
    return out;
}

} // namespace muster
