// The order part of an area kingdom's turnsheet (pack/SheetOrders.h, RULES A5).

#include "model/UnreadLine.h"
#include "pack/AreaExits.h"
#include "pack/PlainText.h"
#include "pack/SheetOrders.h"
#include "rules/area/AreaParameters.h"

#include <map>

namespace muster {

namespace {

/// The area sheet's syntax, at most kSheetColumns wide.
QString actionSyntaxComment()
{
    return QStringLiteral("# One action per numbered line: NUMBER VERB COUNT AREA [AREA [AREA]]\n"
                          "# COUNT is a number, \"all\" or \"all but N\"; areas by code or name\n"
                          "# (RULES A5):\n"
                          "#   MOVE n FROM TO     ASSAULT n FROM TO    PROBE n FROM TO\n"
                          "#   OVERRUN n FROM TO  RAID n FROM TO       SIEGE n FROM TO\n"
                          "#   SHIPS n FROM TO    CONVOY n FROM TO     MIGRATE n FROM TO\n"
                          "#   PASSAGE n FROM VIA TO    LEVY n AREA    RESERVE n AREA\n"
                          "#   DEFEND AREA    RETREAT AREA [PLACE]    AMBUSH AREA PLACE\n"
                          "#   e.g.  3 ASSAULT all but 1 GLM MSW\n");
}

} // namespace

QString areaSheetOrders(const Campaign &c, const KingdomView &view, const TurnState &state)
{
    const int k = view.kingdom;
    QString out;
    const KingdomState &ks = state.kingdoms[static_cast<size_t>(k)];
    QStringList held;
    for (size_t a = 0; a < state.areas.size() && a < c.world.areas.size(); ++a) {
        const AreaState &s = state.areas[a];
        const int armies = c.world.isSea(static_cast<int>(a)) ? s.aboard : s.armies;
        if (s.owner == k && (armies > 0 || s.ships > 0))
            held << (s.ships > 0 ? QStringLiteral("%1 %2 (%3 ships)")
                                       .arg(c.world.areas[a].code)
                                       .arg(armies)
                                       .arg(s.ships)
                                 : QStringLiteral("%1 %2").arg(c.world.areas[a].code).arg(armies));
    }
    out += QStringLiteral("# BPs: %1   army reserve: %2   ship reserve: %3\n")
               .arg(ks.bp)
               .arg(ks.armyReserve)
               .arg(ks.shipReserve);
    for (qsizetype i = 0; i + 1 < held.size(); ++i)
        held[i] += QLatin1Char(','); // "DUN 2, FOX 5": an area and its count on one line
    out += sheetCommentLines(QStringLiteral("Your areas with armies:"),
                             held.isEmpty() ? QStringList{QStringLiteral("none")} : held,
                             QStringLiteral("  "));
    // Where an action may go from each area the kingdom holds (A3.3), by code as the orders
    // name them.
    out += QStringLiteral("# Exits of your areas (their neighbours, RULES A3.3):\n");
    for (size_t a = 0; a < state.areas.size() && a < c.world.areas.size(); ++a)
        if (state.areas[a].owner == k)
            out += wrappedLines(c.world.areas[a].code + QStringLiteral(": ") +
                                    areaExits(c.world, static_cast<int>(a)),
                                QStringLiteral("#   "), QStringLiteral("#     "));
    out += QStringLiteral("#\n") + actionSyntaxComment() + QStringLiteral("#\n");
    const int actions = AreaParameters::fromRuleset(c.ruleset).maxActions;
    for (int i = 1; i <= actions; ++i)
        out += QStringLiteral("%1\n").arg(i);
    return out;
}

void readAreaSheetOrders(const Campaign &c, const QStringList &lines, const QStringList &asWritten,
                         SheetReading &out)
{
    const OrderSheet sheet = parseOrderSheet(lines.join(QLatin1Char('\n')), c.world,
                                             AreaParameters::fromRuleset(c.ruleset).maxActions);
    out.problems.insert(out.problems.end(), sheet.problems.begin(), sheet.problems.end());
    std::map<int, QStringList> reasons; // by line
    for (const Problem &p : sheet.problems) {
        if (p.line <= 0)
            out.refused = true; // the sheet is too large to read
        else
            reasons[p.line] << p.message;
    }
    std::map<int, QString> stored; // by line: an action, or a line not read
    for (const AreaAction &a : sheet.parsed)
        if (!reasons.count(a.line)) {
            stored[a.line] = formatAction(a, c.world);
            ++out.actions;
        }
    for (const auto &[line, lineReasons] : reasons) {
        stored[line] = storedUnreadLine(
            {asWritten.value(line - 1).trimmed(), lineReasons.join(QStringLiteral("; "))});
        ++out.unread;
    }
    for (const auto &[line, storedLine] : stored)
        out.lines << storedLine;
}

} // namespace muster
