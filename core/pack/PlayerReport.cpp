#include "pack/PlayerReport.h"

#include "i18n/PluralForms.h"
#include "log/LogText.h"
#include "model/MailedSheet.h"
#include "model/Terrain.h"
#include "pack/AreaExits.h"
#include "pack/HexPack.h"
#include "rules/RuleSystem.h"
#include "rules/area/AreaActions.h"
#include "rules/turn/TurnName.h"
#include "setup/KingdomRoster.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace muster {

namespace {

QString number(int n)
{
    return QString::number(n);
}

struct Report
{
    const Campaign &c;
    const KingdomView &v;
    const TurnRecord &turn;
    const TurnLog &log;
    LogContext context;
    PackDocument doc;

    Report(const Campaign &campaign, const KingdomView &view)
        : c(campaign), v(view), turn(campaign.turns[static_cast<size_t>(view.turnIndex)]),
          log(turn.log), context(LogContext::of(campaign))
    {
        // The kingdom's own battles are numbered 1, 2, ...: the logged numbers would tell how
        // many battles the other kingdoms fought.
        for (int battle : view.battles)
            context.ownBattles << QString::number(battle);
        context.ownBattles << view.hexBattles;
        if (context.ownBattles.isEmpty())
            context.ownBattles << QString(); // no battle of its own: none named as logged either
    }

    const Kingdom &kingdom() const { return c.kingdoms[static_cast<size_t>(v.kingdom)]; }
    QString sentence(std::size_t i) const { return eventSentence(log, i, context); }
    QStringList item(std::size_t i) const { return {sentence(i), eventRule(log, i)}; }

    void title()
    {
        // The title is the line the mail reader knows a quoted report by (mail/MailText.cpp):
        // kept as it is, whole, so replies to every pack ever sent are read alike. The subtitle
        // names the turn as the GM's console does ("Turn 3", "Week 2, day 5").
        doc.title = QStringLiteral("%1: turn %2 report for %3 (%4)")
                        .arg(c.name)
                        .arg(v.turn)
                        .arg(kingdom().name, kingdom().id);
        doc.subtitle = QStringLiteral("%1, as it ended. This report tells only what %2 knows: "
                                      "its own actions and battles and what it saw.")
                           .arg(turnName(c, static_cast<size_t>(v.turnIndex)), kingdom().name);
    }

    /// The visible events of `pick`, as sentences with their rules.
    template <typename Pick> std::vector<QStringList> items(Pick &&pick) const
    {
        std::vector<QStringList> out;
        for (std::size_t i : v.events)
            if (pick(i))
                out.push_back(item(i));
        return out;
    }

    /// Which sheet the kingdom's orders of the turn came from: its player's mail or the GM.
    QString ordersSource() const
    {
        const auto mailed = turn.mailed.find(v.kingdom);
        if (mailed != turn.mailed.end()) {
            const MailedSheet &m = mailed->second;
            return QStringLiteral("Your orders came from your mail \"%1\"%2.")
                .arg(m.subject,
                     m.arrived.isValid()
                         ? QStringLiteral(" received %1").arg(arrivalForReaders(m.arrived))
                         : QString());
        }
        const auto k = static_cast<size_t>(v.kingdom);
        if (k < turn.orders.size() && !turn.orders[k].isEmpty())
            return QStringLiteral("Your orders were typed in by the GM.");
        return QStringLiteral("No orders were stored for %1 this turn.").arg(kingdom().name);
    }

    void everything()
    {
        doc.heading(QStringLiteral("Everything %1 saw this turn, in order").arg(kingdom().name));
        doc.list(items([](std::size_t) { return true; }));
    }
};

// --- area campaigns (RULES part A) -----------------------------------------------------------

void areaSummary(Report &r)
{
    const int k = r.v.kingdom;
    const KingdomState &start = r.turn.state.kingdoms[static_cast<size_t>(k)];
    const KingdomState &now = r.v.state.kingdoms[static_cast<size_t>(k)];
    int income = 0;
    for (std::size_t i : r.v.events)
        if (const auto *e = r.log.get<log::Income>(i); e && e->kingdom.index == k)
            income += e->income;
    // What the kingdom held, from its own areas: at the turn's start and as the turn left them.
    struct Held
    {
        int areas = 0, population = 0, armies = 0;
    };
    const auto held = [&r, k](const TurnState &state) {
        Held h;
        h.areas = territoryOf(r.c.world, state, k);
        for (const AreaState &a : state.areas)
            if (a.owner == k) {
                h.population += a.population;
                h.armies += a.armies + a.aboard;
            }
        return h;
    };
    const Held before = held(r.turn.state), after = held(r.v.state);
    r.doc.heading(QStringLiteral("Your kingdom"));
    r.doc.table(
        {QStringLiteral("what"), QStringLiteral("at the start"), QStringLiteral("at the end")},
        {{QStringLiteral("BPs"), number(start.bp), number(now.bp)},
         {QStringLiteral("income (A10.1)"), QString(), number(income)},
         {QStringLiteral("army reserve"), number(start.armyReserve), number(now.armyReserve)},
         {QStringLiteral("ship reserve"), number(start.shipReserve), number(now.shipReserve)},
         {QStringLiteral("areas"), number(before.areas), number(after.areas)},
         {QStringLiteral("population"), number(before.population), number(after.population)},
         {QStringLiteral("armies on the map"), number(before.armies), number(after.armies)}});
}

void areaActions(Report &r)
{
    const int k = r.v.kingdom;
    r.doc.heading(QStringLiteral("Your actions"));
    r.doc.paragraph(r.ordersSource());
    std::vector<QStringList> rows;
    QHash<int, size_t> rowOfBattle;
    for (std::size_t i : r.v.events) {
        if (const auto *a = r.log.get<log::ActionAccepted>(i); a && a->kingdom.index == k) {
            rows.push_back({number(a->action.number), formatActionBody(a->action, r.c.world),
                            QStringLiteral("done: cost %1 BP, %2 left").arg(a->cost).arg(a->bpLeft),
                            eventRule(r.log, i)});
        } else if (const auto *f = r.log.get<log::ActionFailed>(i); f && f->kingdom.index == k) {
            rows.push_back({number(f->action.number), formatActionBody(f->action, r.c.world),
                            QStringLiteral("failed: ") + failureSentence(f->failure, r.context),
                            failureRule(f->failure, f->action.kind)});
        } else if (const auto *u = r.log.get<log::LineNotRead>(i); u && u->kingdom.index == k) {
            rows.push_back({QStringLiteral("-"), r.log.text(u->order),
                            QStringLiteral("not read as an order: ") + r.log.text(u->reason),
                            eventRule(r.log, i)});
        } else if (const auto *b = r.log.get<log::BattleStarted>(i);
                   b && b->kingdom.index == k && !rows.empty()) {
            rowOfBattle.insert(b->battle, rows.size() - 1);
        } else if (const auto *e = r.log.get<log::BattleEnded>(i)) {
            const auto it = rowOfBattle.constFind(e->battle);
            if (it != rowOfBattle.constEnd())
                rows[*it][2] += QStringLiteral("; ") +
                                battleResultText(r.context.battleName(e->battle), e->result);
        }
    }
    r.doc.table({QStringLiteral("#"), QStringLiteral("order"), QStringLiteral("what became of it"),
                 QStringLiteral("rule")},
                std::move(rows));
}

int battleOf(const TurnLog &log, std::size_t i)
{
    int battle = 0;
    log.visit(i, [&](const auto &e) {
        if constexpr (requires { e.battle + 0; })
            battle = e.battle;
    });
    return battle;
}

void areaBattles(Report &r)
{
    r.doc.heading(QStringLiteral("Your battles"));
    if (r.v.battles.empty())
        r.doc.paragraph(QStringLiteral("%1 fought no battle this turn.").arg(r.kingdom().name));
    for (int battle : r.v.battles) {
        std::vector<QStringList> phases;
        std::vector<QStringList> rest;
        for (std::size_t i : r.v.events) {
            if (battleOf(r.log, i) != battle)
                continue;
            if (r.log.is<log::BattleStarted>(i)) {
                r.doc.subheading(r.sentence(i));
            } else if (const auto *p = r.log.get<log::PhaseResolved>(i)) {
                phases.push_back({number(p->phase), number(p->attackers), number(p->defence),
                                  number(p->attackerLoss), number(p->defenderLoss),
                                  QStringLiteral("%1/%2").arg(p->fractionNum).arg(p->fractionDen),
                                  eventRule(r.log, i)});
            } else {
                rest.push_back(r.item(i));
            }
        }
        r.doc.table({QStringLiteral("phase"), QStringLiteral("attackers"),
                     QStringLiteral("defence"), QStringLiteral("attacker lost"),
                     QStringLiteral("defender lost"), QStringLiteral("f"), QStringLiteral("rules")},
                    std::move(phases));
        r.doc.list(std::move(rest));
    }
}

void areaChanges(Report &r)
{
    const int k = r.v.kingdom;
    const TurnLog &log = r.log;
    r.doc.heading(QStringLiteral("Captures and losses"));
    r.doc.list(r.items([&](std::size_t i) {
        if (const auto *e = log.get<log::Captured>(i))
            return e->kingdom.index == k || e->previousOwner.index == k;
        if (const auto *e = log.get<log::Drowned>(i))
            return e->kingdom.index == k;
        // An area's count that stopped at its limit (model/Limits.h): what it lost.
        if (const auto *e = log.get<log::LimitReached>(i))
            return e->area.valid();
        return log.is<log::Pillaged>(i) || log.is<log::SiegeDamage>(i);
    }));
    r.doc.heading(QStringLiteral("Income, reserves and dispersals"));
    r.doc.list(r.items([&](std::size_t i) {
        if (const auto *e = log.get<log::LimitReached>(i)) // a kingdom's count at its limit
            return !e->area.valid();
        return log.is<log::Income>(i) || log.is<log::Levied>(i) || log.is<log::ReservePlaced>(i) ||
               log.is<log::DispersedReturned>(i) ||
               (log.is<log::Dispersed>(i) && log.get<log::Dispersed>(i)->kingdom.index == k);
    }));
    r.doc.heading(QStringLiteral("Dice"));
    r.doc.list(r.items([&](std::size_t i) { return log.is<log::DiceRolled>(i); }));
}

QString modeText(const AreaState &a, const World &w)
{
    QString mode = defenceModeName(a.mode);
    if (a.modeArea >= 0)
        mode += QLatin1Char(' ') + w.areas[static_cast<size_t>(a.modeArea)].code;
    return mode;
}

void areaTables(Report &r)
{
    const World &w = r.c.world;
    std::vector<QStringList> own, seen;
    for (size_t a = 0; a < w.areas.size(); ++a) {
        if (!r.v.sees(static_cast<int>(a)))
            continue;
        const Area &area = w.areas[a];
        const AreaState &s = r.v.state.areas[a];
        const QString terrain = areaTerrainName(area.terrain);
        if (s.owner == r.v.kingdom) {
            own.push_back({area.code, area.name, terrain,
                           number(w.isSea(static_cast<int>(a)) ? s.aboard : s.armies),
                           number(s.ships), number(s.population), number(s.forts),
                           w.isSea(static_cast<int>(a)) ? QString() : modeText(s, w)});
        } else {
            seen.push_back({area.code, area.name, terrain, r.context.kingdomName({s.owner}),
                            number(w.isSea(static_cast<int>(a)) ? s.aboard : s.armies),
                            number(s.ships), number(s.population), number(s.forts)});
        }
    }
    r.doc.heading(QStringLiteral("Your areas at the end of the turn"));
    r.doc.table({QStringLiteral("code"), QStringLiteral("name"), QStringLiteral("terrain"),
                 QStringLiteral("armies"), QStringLiteral("ships"), QStringLiteral("population"),
                 QStringLiteral("forts"), QStringLiteral("defence")},
                std::move(own));
    r.doc.heading(QStringLiteral("Other areas seen (moved through, attacked or fought in)"));
    r.doc.table({QStringLiteral("code"), QStringLiteral("name"), QStringLiteral("terrain"),
                 QStringLiteral("owner"), QStringLiteral("armies"), QStringLiteral("ships"),
                 QStringLiteral("population"), QStringLiteral("forts")},
                std::move(seen));
    // Where an order may go from each area the kingdom holds or saw (A3.3): the map names the
    // areas, the orders use codes.
    std::vector<QStringList> exits;
    for (size_t a = 0; a < w.areas.size(); ++a)
        if (r.v.sees(static_cast<int>(a)))
            exits.push_back({w.areas[a].code, areaExits(w, static_cast<int>(a))});
    r.doc.heading(QStringLiteral("Exits: the neighbours of each area above"));
    r.doc.table({QStringLiteral("code"), QStringLiteral("neighbours")}, std::move(exits));
}

// --- hex campaigns (RULES part H) ------------------------------------------------------------

/// The army and the battle a hex event names by id ("" where it names none).
struct HexNames
{
    QString army, battle;
};

HexNames hexNamesOf(const TurnLog &log, std::size_t i)
{
    HexNames out;
    log.visit(i, [&](const auto &e) {
        if constexpr (requires { e.army.index; })
            if (e.army.valid())
                out.army = log.text(e.army);
        if constexpr (requires { e.battle.index; })
            if (e.battle.valid())
                out.battle = log.text(e.battle);
    });
    return out;
}

void hexArmies(Report &r)
{
    const Ruleset &rules = r.c.ruleset;
    std::vector<QStringList> rows;
    QSet<QString> supplyChanged; // the armies whose supply the turn changed
    for (std::size_t i : r.v.events)
        if (const auto *e = r.log.get<log::SupplyChanged>(i))
            supplyChanged.insert(r.log.text(e->army));
    int strongholds = 0;
    for (const Stronghold &s : r.c.world.strongholds)
        strongholds += s.owner == r.v.kingdom ? 1 : 0;
    for (const HexArmy &a : r.v.state.armies) {
        if (a.kingdom != r.v.kingdom)
            continue;
        int hp = 0, full = 0;
        for (const Unit &u : a.units) {
            hp += u.hp;
            if (const UnitType *t = rules.unitType(u.type))
                full += t->hp;
        }
        // The army's supply as the turn left it, and whether the turn changed it (H3.2).
        QString status =
            a.daysOutOfSupply > 0
                ? QStringLiteral("out of supply, %1")
                      .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n day(s)"), a.daysOutOfSupply))
                : QStringLiteral("in supply");
        if (supplyChanged.contains(a.id))
            status += QStringLiteral(" (since this turn)");
        rows.push_back({a.id, a.name, hexLabel(a.hex), number(static_cast<int>(a.units.size())),
                        QStringLiteral("%1 of %2").arg(hp).arg(full), status,
                        a.loyalty.isEmpty() ? QStringLiteral("-") : a.loyalty});
    }
    r.doc.heading(QStringLiteral("Your kingdom"));
    r.doc.paragraph(
        QStringLiteral("%1 holds %2 and has %3 in the field.")
            .arg(r.kingdom().name,
                 counted(QT_TRANSLATE_N_NOOP("muster", "%n stronghold(s)"), strongholds),
                 counted(QT_TRANSLATE_N_NOOP("muster", "%n (army|armies)"),
                         static_cast<int>(rows.size()))));
    r.doc.paragraph(r.ordersSource());
    r.doc.table({QStringLiteral("army"), QStringLiteral("name"), QStringLiteral("hex"),
                 QStringLiteral("units"), QStringLiteral("hit points"), QStringLiteral("supply"),
                 QStringLiteral("loyalty")},
                std::move(rows));
    for (const QString &army : r.v.armies) {
        r.doc.subheading(
            QStringLiteral("Army %1: march, supply, hit points and loyalty").arg(army));
        r.doc.list(r.items([&](std::size_t i) {
            const HexNames names = hexNamesOf(r.log, i);
            return names.battle.isEmpty() && names.army == army;
        }));
    }
}

void hexBattles(Report &r)
{
    r.doc.heading(QStringLiteral("Your battles"));
    if (r.v.hexBattles.isEmpty())
        r.doc.paragraph(QStringLiteral("%1 fought no battle this turn.").arg(r.kingdom().name));
    for (const QString &battle : r.v.hexBattles) {
        std::vector<QStringList> throws, rest;
        for (std::size_t i : r.v.events) {
            if (hexNamesOf(r.log, i).battle != battle || r.log.is<log::DiceRolled>(i))
                continue;
            if (r.log.is<log::HexBattleStarted>(i)) {
                r.doc.subheading(r.sentence(i));
            } else if (const auto *t = r.log.get<log::AttackThrows>(i)) {
                QStringList dice;
                for (int d : r.log.numbers(t->rolls))
                    dice << number(d);
                throws.push_back({number(t->turn), r.log.text(t->army),
                                  QString::number(t->br, 'g', 4), number(t->throws),
                                  number(t->modifier), dice.join(QLatin1Char(' ')), number(t->hits),
                                  eventRule(r.log, i)});
            } else {
                rest.push_back(r.item(i));
            }
        }
        r.doc.table({QStringLiteral("turn"), QStringLiteral("army"), QStringLiteral("BR"),
                     QStringLiteral("throws"), QStringLiteral("modifier"), QStringLiteral("d20s"),
                     QStringLiteral("hits"), QStringLiteral("rules")},
                    std::move(throws));
        r.doc.list(std::move(rest));
    }
}

} // namespace

PackDocument areaPlayerReport(const Campaign &campaign, const KingdomView &view)
{
    Report r(campaign, view);
    r.title();
    areaSummary(r);
    areaActions(r);
    areaBattles(r);
    areaChanges(r);
    areaTables(r);
    r.everything();
    return std::move(r.doc);
}

PackDocument hexPlayerReport(const Campaign &campaign, const KingdomView &view)
{
    Report r(campaign, view);
    r.title();
    hexArmies(r);
    hexEnemiesReport(r.doc, campaign, view);
    hexBattles(r);
    r.everything();
    return std::move(r.doc);
}

PackDocument playerReport(const Campaign &campaign, const KingdomView &view)
{
    if (view.turnIndex < 0 || view.kingdom < 0)
        return {};
    return ruleSystem(view.kind).playerReport(campaign, view);
}

} // namespace muster
