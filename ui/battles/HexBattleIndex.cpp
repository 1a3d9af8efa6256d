#include "battles/HexBattleIndex.h"

#include "model/Campaign.h"
#include "rules/hex/HexRules.h"

#include <QHash>
#include <QJsonArray>

#include <algorithm>

namespace muster {

namespace {
/// An army's kingdom and units as the log has changed them so far (H3.2 starvation, H7.2
/// desertion and earlier battles remove units, each logged as UnitRemoved).
struct TrackedArmy
{
    int kingdom = -1;
    std::vector<Unit> units;
};

/// One side of a battle being read: its units' BR and types, by their index at the battle's
/// start (the index the engine's events use), and which are defeated so far.
struct Side
{
    QString army;
    QString label; // "A1 (Red)"
    std::vector<double> br;
    std::vector<QString> types;
    std::vector<bool> defeated;
    QString at; // the hex it retreated to ("": still in the battle hex)

    double onField() const
    {
        double sum = 0;
        for (size_t i = 0; i < br.size(); ++i)
            if (!defeated[i])
                sum += br[i];
        return sum;
    }
    std::vector<int> onFieldUnits() const
    {
        std::vector<int> out;
        for (size_t i = 0; i < defeated.size(); ++i)
            if (!defeated[i])
                out.push_back(static_cast<int>(i));
        return out;
    }
    void defeat(int unit)
    {
        if (unit >= 0 && unit < static_cast<int>(defeated.size()))
            defeated[static_cast<size_t>(unit)] = true;
    }
};

struct OpenBattle
{
    size_t battle = 0; // index in TurnBattles::battles
    Side sides[2];
};

/// What the map counters and the badge show at a step: each side's BR and units on the field.
void recordField(BattleStep &step, const Side (&sides)[2])
{
    for (int s = 0; s < 2; ++s) {
        step.br[s] = sides[s].onField();
        step.onField[s] = sides[s].onFieldUnits();
        step.at[s] = sides[s].at;
    }
}

QString str(const LogEvent &e, const char *name)
{
    return e.data.value(QLatin1String(name)).toString();
}
int integer(const LogEvent &e, const char *name)
{
    return e.data.value(QLatin1String(name)).toInt();
}
double real(const LogEvent &e, const char *name)
{
    return e.data.value(QLatin1String(name)).toDouble();
}
QString num(double v)
{
    return QString::number(v, 'g', 6);
}

/// The dice of a throw line, at most `shown` of them so the badge stays narrow.
QString diceList(const QJsonArray &rolls, int shown)
{
    QStringList out;
    for (int i = 0; i < rolls.size() && i < shown; ++i)
        out << QString::number(rolls[i].toInt());
    if (rolls.size() > shown)
        out << QStringLiteral("... (%1 in all)").arg(rolls.size());
    return out.join(u' ');
}

/// The caption and the detail lines of one battle event (H4.2-H4.4, H6).
std::pair<QString, QStringList> describe(const LogEvent &e, const Side *side, const Side &enemy)
{
    const QString who = side ? side->label : str(e, "army");
    const QString turn = QStringLiteral("turn %1").arg(integer(e, "turn"));
    const QString &t = e.type;
    if (t == QLatin1String("HeroicForay"))
        return {QStringLiteral("%1: heroic foray of %2").arg(turn, who),
                {QStringLiteral("foray of %1 defeats BR %2").arg(who, num(real(e, "br")))}};
    if (t == QLatin1String("AttackThrows")) {
        const int modifier = integer(e, "modifier");
        QStringList lines{QStringLiteral("%1: %2 throws at %3%4, %5 hits")
                              .arg(who)
                              .arg(integer(e, "throws"))
                              .arg(modifier >= 0 ? QStringLiteral("+") : QString())
                              .arg(modifier)
                              .arg(integer(e, "hits"))};
        const QJsonArray rolls = e.data.value(QLatin1String("rolls")).toArray();
        if (e.data.value(QLatin1String("surprised")).toBool())
            lines << QStringLiteral("surprised: no throws (H5)");
        else if (!rolls.isEmpty())
            lines << QStringLiteral("d20: %1").arg(diceList(rolls, 12));
        if (integer(e, "damagePenalty") > 0)
            lines << QStringLiteral("%1 hits lost to damage penalties")
                         .arg(integer(e, "damagePenalty"));
        return {QStringLiteral("%1: attack throws of %2").arg(turn, who), lines};
    }
    if (t == QLatin1String("UnitsDefeated")) {
        const int count = static_cast<int>(e.data.value(QLatin1String("units")).toArray().size());
        return {QStringLiteral("%1: %2 loses %3 units").arg(turn, who).arg(count),
                {QStringLiteral("%1 loses %2 units (BR %3) to %4")
                     .arg(who)
                     .arg(count)
                     .arg(num(real(e, "br")))
                     .arg(str(e, "cause"))}};
    }
    if (t == QLatin1String("BreakPoint"))
        return {QStringLiteral("%1: %2 reaches its break point").arg(turn, who),
                {QStringLiteral("%1: %2 units lost, break point %3: morale rolls")
                     .arg(who)
                     .arg(integer(e, "defeated"))
                     .arg(integer(e, "breakPoint"))}};
    if (t == QLatin1String("MoraleRoll")) {
        const int unit = integer(e, "unit");
        const QString type = side && unit >= 0 && unit < static_cast<int>(side->types.size())
                                 ? side->types[static_cast<size_t>(unit)]
                                 : QString();
        const int modifiers = integer(e, "total") - integer(e, "roll");
        return {QStringLiteral("%1: morale of %2 unit %3").arg(turn, who).arg(unit),
                {QStringLiteral("%1 unit %2 %3").arg(who).arg(unit).arg(type).trimmed(),
                 QStringLiteral("morale 2d6 %1 %2 %3 = %4: %5")
                     .arg(integer(e, "roll"))
                     .arg(modifiers >= 0 ? QStringLiteral("+") : QStringLiteral("-"))
                     .arg(std::abs(modifiers))
                     .arg(integer(e, "total"))
                     .arg(str(e, "result"))}};
    }
    if (t == QLatin1String("Withdrawal"))
        return {QStringLiteral("%1: %2 withdraws").arg(turn, who),
                {QStringLiteral("%1 withdraws").arg(who)}};
    if (t == QLatin1String("BattleEnded")) {
        const QString winner = str(e, "winner");
        const QJsonArray lost = e.data.value(QLatin1String("lostBr")).toArray();
        return {QStringLiteral("ended"),
                {winner.isEmpty()
                     ? QStringLiteral("nobody wins")
                     : QStringLiteral("%1 wins").arg(side && side->army == winner ? who : winner),
                 QStringLiteral("after %1 turns; BR lost %2 / %3")
                     .arg(integer(e, "turns"))
                     .arg(num(lost.at(0).toDouble()), num(lost.at(1).toDouble()))}};
    }
    if (t == QLatin1String("Pursuit"))
        return {QStringLiteral("pursuit by %1").arg(who),
                {QStringLiteral("%1 pursues %2: %3 throws, %4 hits, %5 caught")
                     .arg(who, enemy.label)
                     .arg(e.data.value(QLatin1String("rolls")).toArray().size())
                     .arg(integer(e, "hits"))
                     .arg(integer(e, "caught"))}};
    if (t == QLatin1String("Retreat"))
        return {QStringLiteral("%1 retreats").arg(who),
                {QStringLiteral("%1 retreats %2 -> %3").arg(who, str(e, "from"), str(e, "to")),
                 str(e, "how")}};
    if (t == QLatin1String("Surrender"))
        return {QStringLiteral("%1 surrenders").arg(who),
                {QStringLiteral("%1 surrenders at %2: no way out").arg(who, str(e, "hex"))}};
    return {e.type, {e.type}};
}
} // namespace

QString hexBrLine(const QString &attacker, double attackerBr, const QString &defender,
                  double defenderBr)
{
    return QStringLiteral("%1 BR %2  vs  %3 BR %4")
        .arg(attacker, num(attackerBr), defender, num(defenderBr));
}

TurnBattles indexHexBattles(const QJsonArray &log, const Campaign &campaign, const TurnState &start)
{
    TurnBattles out;
    if (std::optional<TurnLog> parsed = TurnLog::fromJson(log))
        out.log = std::move(*parsed);
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(campaign.ruleset);
    QHash<QString, TrackedArmy> armies;
    for (const HexArmy &a : start.armies)
        armies.insert(a.id, {a.kingdom, a.units});
    QHash<QString, std::pair<QString, QString>> lastMove; // army -> (from, to) hex labels
    QHash<QString, OpenBattle> open;
    auto kingdom = [&campaign](int k, bool name) {
        if (k < 0 || k >= static_cast<int>(campaign.kingdoms.size()))
            return name ? QStringLiteral("unowned") : QString();
        const Kingdom &kd = campaign.kingdoms[static_cast<size_t>(k)];
        return name ? kd.name : kd.id;
    };
    const auto &events = out.log.events();
    for (int i = 0; i < static_cast<int>(events.size()); ++i) {
        const LogEvent &e = events[static_cast<size_t>(i)];
        if (e.type == QLatin1String("ArmyMoved")) {
            lastMove.insert(str(e, "army"), {str(e, "from"), str(e, "to")});
            continue;
        }
        if (e.type == QLatin1String("UnitRemoved")) {
            auto it = armies.find(str(e, "army"));
            const int unit = integer(e, "unit");
            if (it != armies.end() && unit >= 0 && unit < static_cast<int>(it->units.size()))
                it->units.erase(it->units.begin() + unit);
            continue;
        }
        if (e.type == QLatin1String("ArmyDeserted")) {
            if (auto it = armies.find(str(e, "army")); it != armies.end())
                it->kingdom = -1; // H7.2: unowned from now on
            continue;
        }
        const QString id = str(e, "battle");
        if (id.isEmpty())
            continue;
        if (e.type == QLatin1String("BattleStarted")) {
            BattleInfo b;
            b.hex = true;
            b.id = static_cast<int>(out.battles.size()) + 1;
            b.name = id;
            b.area = str(e, "hex");
            b.action = QStringLiteral("battle");
            OpenBattle battle;
            battle.battle = out.battles.size();
            const QString ids[2] = {str(e, "attacker"), str(e, "defender")};
            for (int s = 0; s < 2; ++s) {
                const TrackedArmy army = armies.value(ids[s]);
                Side &side = battle.sides[s];
                side.army = ids[s];
                side.label = QStringLiteral("%1 (%2)").arg(ids[s], kingdom(army.kingdom, true));
                for (const Unit &u : army.units) {
                    side.br.push_back(rules.unitBr(u));
                    side.types.push_back(u.type);
                }
                side.defeated.assign(side.br.size(), false);
                (s == 0 ? b.kingdom : b.defender) = kingdom(army.kingdom, false);
                b.armies[s] = ids[s];
                b.sideKingdoms[s] = army.kingdom;
                b.units[s] = army.units;
            }
            const auto move = lastMove.constFind(ids[0]);
            if (move != lastMove.constEnd() && move->second == b.area)
                b.from = move->first; // the hex the attacker entered from (H4.1)
            const QJsonArray breaks = e.data.value(QLatin1String("breakPoints")).toArray();
            BattleStep step;
            step.event = i;
            step.caption = QStringLiteral("start at %1").arg(b.area);
            step.badge = {QStringLiteral("Battle %1 at %2: start").arg(id, b.area),
                          hexBrLine(battle.sides[0].label, battle.sides[0].onField(),
                                    battle.sides[1].label, battle.sides[1].onField()),
                          QStringLiteral("break points %1 / %2 units")
                              .arg(breaks.at(0).toInt())
                              .arg(breaks.at(1).toInt())};
            recordField(step, battle.sides);
            b.steps.push_back(std::move(step));
            out.battles.push_back(std::move(b));
            open.insert(id, std::move(battle));
            continue;
        }
        const auto it = open.find(id);
        if (it == open.end())
            continue;
        BattleInfo &b = out.battles[it->battle];
        const QString army = str(e, "army");
        const int s = army == it->sides[0].army ? 0 : army == it->sides[1].army ? 1 : -1;
        Side *side = s >= 0 ? &it->sides[s] : nullptr;
        if (side && e.type == QLatin1String("UnitsDefeated"))
            for (const QJsonValue v : e.data.value(QLatin1String("units")).toArray())
                side->defeat(v.toInt());
        if (side && e.type == QLatin1String("MoraleRoll") &&
            str(e, "result") == QLatin1String("rout"))
            side->defeat(integer(e, "unit")); // H6.3: a rout leaves the field
        if (side && e.type == QLatin1String("Retreat"))
            side->at = str(e, "to"); // H4.3
        if (e.type == QLatin1String("BattleEnded")) {
            const QString winner = str(e, "winner");
            b.result = winner.isEmpty() ? QStringLiteral("nobody wins")
                                        : QStringLiteral("%1 wins").arg(winner);
        }
        const auto [caption, detail] = describe(e, side, it->sides[side == &it->sides[0] ? 1 : 0]);
        BattleStep step;
        step.event = i;
        step.phase = integer(e, "turn");
        step.caption = caption;
        step.badge
            << (step.phase > 0
                    ? QStringLiteral("Battle %1 at %2, turn %3").arg(id, b.area).arg(step.phase)
                    : QStringLiteral("Battle %1: %2").arg(id, caption));
        step.badge << hexBrLine(it->sides[0].label, it->sides[0].onField(), it->sides[1].label,
                                it->sides[1].onField())
                   << detail;
        recordField(step, it->sides);
        b.steps.push_back(std::move(step));
    }
    for (BattleInfo &b : out.battles) {
        const OpenBattle &o = open[b.name];
        b.title = QStringLiteral("%1. %2 at %3: %4 attacks %5: %6")
                      .arg(b.id)
                      .arg(b.name, b.area, o.sides[0].label, o.sides[1].label,
                           b.result.isEmpty() ? QStringLiteral("unfinished") : b.result);
    }
    return out;
}

} // namespace muster
