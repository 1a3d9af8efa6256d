// The order part of a hex kingdom's turnsheet (pack/SheetOrders.h, RULES H2.1).

#include "i18n/PluralForms.h"
#include "pack/HexPack.h"
#include "pack/SheetOrders.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"
#include "rules/turn/TurnName.h"

namespace muster {

namespace {

/// The hex sheet's syntax; `army`: an army of the sheet's kingdom for the example (never another
/// kingdom's id). Every line is at most kSheetColumns wide, so that no mail client wraps it.
QString marchSyntaxComment(const QString &army)
{
    return QStringLiteral("# One line per army: ARMY MARCH HEX HEX ... [REST DAY DAY]\n"
                          "# (hexes as col,row, each bordering the one before; rest days\n"
                          "# 1-7, by default 5-7; RULES H2.1-H2.3)\n"
                          "#   e.g.  %1 MARCH 12,4 13,4 14,5 REST 6 7\n")
        .arg(army);
}

} // namespace

QString hexSheetOrders(const Campaign &c, const KingdomView &view, const TurnState &state)
{
    const int k = view.kingdom;
    QString out;
    // The sheet is checked by its turn's number; the console and the report name the week
    // and the day it starts on.
    out += QStringLiteral("# (turn %1 is %2)\n")
               .arg(c.current().number)
               .arg(turnName(c, c.turns.size() - 1));
    out += QStringLiteral("# Your armies:\n");
    for (const HexArmy &a : state.armies)
        if (a.kingdom == k)
            out += QStringLiteral("#   %1 %2 at %3, %4\n")
                       .arg(a.id, a.name, hexLabel(a.hex),
                            counted(QT_TRANSLATE_N_NOOP("muster", "%n unit(s)"),
                                    static_cast<int>(a.units.size())));
    QString example = QStringLiteral("ARMY");
    for (const HexArmy &a : state.armies)
        if (a.kingdom == k) {
            example = a.id;
            break;
        }
    out += QStringLiteral("#\n") + marchSyntaxComment(example) + QStringLiteral("#\n");
    out += hexSheetMarches(c, view, state) + QStringLiteral("\n");
    return out;
}

void readHexSheetOrders(const Campaign &c, const QStringList &lines, const QStringList &asWritten,
                        SheetReading &out)
{
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto read = parseMarchOrder(lines[i], out.kingdom, c.world, c.current().state, rules);
        if (read && *read) {
            out.lines << hexrules::marchOrderLine(**read);
            ++out.actions;
        } else if (!read) {
            // Stored as written: the engine rejects it alone, with this reason (H2.1).
            const Problem &why = read.problems()[0];
            out.problems.push_back(
                Problem::atLine(static_cast<int>(i) + 1, why.column, why.message));
            out.lines << asWritten[i].trimmed();
            ++out.unread;
        }
    }
}

} // namespace muster
