// The sentences and rule ids of hex-resolution events (RULES part H), one function per event type.
#include "log/LogText.h"

#include "i18n/PluralForms.h"
#include "model/Terrain.h"
#include "model/World.h"

#include <QStringList>

#include <cstdlib>

namespace muster::log {

namespace {

QString units(int n)
{
    return counted(QT_TRANSLATE_N_NOOP("muster", "%n unit(s)"), n);
}
QString hexes(int n)
{
    return counted(QT_TRANSLATE_N_NOOP("muster", "%n hex(es)"), n);
}
QString hits(int n)
{
    return counted(QT_TRANSLATE_N_NOOP("muster", "%n hit(s)"), n);
}
QString battleTurns(int n)
{
    return counted(QT_TRANSLATE_N_NOOP("muster", "%n turn(s)"), n);
}
QString days(int n)
{
    return counted(QT_TRANSLATE_N_NOOP("muster", "%n day(s)"), n);
}

QString signedNumber(int v)
{
    return v >= 0 ? QStringLiteral("+%1").arg(v) : QString::number(v);
}

QString loyaltyEffect(const LoyaltyRoll &e)
{
    switch (e.result) {
    case LoyaltyResult::Enmity:
        return QStringLiteral("the army deserts its kingdom and turns hostile to all");
    case LoyaltyResult::Resignation:
        return e.secondGrudging
                   ? QStringLiteral("a second grudging result in a row counts as resignation: it "
                                    "deserts at the end of the next day unless back in supply")
                   : QStringLiteral("it deserts at the end of the next day unless back in supply");
    case LoyaltyResult::Grudging:
        return QStringLiteral("it obeys, grudgingly");
    case LoyaltyResult::Loyal:
        return QStringLiteral("it stays loyal");
    case LoyaltyResult::Fanatic:
        return QStringLiteral("it is fanatic: +1 on all later loyalty rolls");
    case LoyaltyResult::None:
        break;
    }
    return {};
}

struct Sentences
{
    const TurnLog &log;
    const LogContext &c;

    QString t(TextRef ref) const { return log.text(ref); }
    QString army(TextRef ref) const { return QStringLiteral("army %1").arg(t(ref)); }
    QString battle(TextRef ref) const { return c.battleName(t(ref)); }

    QString operator()(const DiceRolled &e) const { return diceSentence(log, e, c); }
    QString operator()(const DayStarted &e) const
    {
        return QStringLiteral("Week %1, day %2.").arg(e.week).arg(e.day);
    }
    QString operator()(const ForcedMarch &e) const
    {
        return QStringLiteral("Day %1: army %2 marches a %3th day this week, a forced march (%4 "
                              "until rested).")
            .arg(e.day)
            .arg(t(e.army))
            .arg(e.marchDay)
            .arg(qint64{e.forcedMarchDays} * e.modifier);
    }
    QString operator()(const MarchSequence &e) const
    {
        return QStringLiteral("Day %1: armies advance in the order %2.")
            .arg(e.day)
            .arg(log.texts(e.armies).join(QStringLiteral(", ")));
    }
    QString operator()(const ArmyMoved &e) const
    {
        const QString ground =
            e.road ? QStringLiteral("road")
                   : (c.world ? hexTerrainName(c.world->terrainAt(e.to)) : QString());
        return QStringLiteral("Day %1: army %2 marches from %3 to %4 (%5, %6 miles; %7 left "
                              "today).")
            .arg(e.day)
            .arg(t(e.army), hexLabel(e.from), hexLabel(e.to), ground)
            .arg(e.miles)
            .arg(e.milesLeft);
    }
    QString operator()(const MarchDayEnded &e) const
    {
        return QStringLiteral("Day %1: army %2 ends its march at %3 after %4 (%5).")
            .arg(e.day)
            .arg(t(e.army), hexLabel(e.hex), hexes(e.hexes), marchStopText(e));
    }
    QString operator()(const HexBattleStarted &e) const
    {
        return QStringLiteral("Battle %1 at %2: army %3 (%4, BR %5) attacks army %6 (%7, BR %8)%9.")
            .arg(battle(e.battle), hexLabel(e.hex), t(e.attacker), units(e.units[0]))
            .arg(e.br[0].points())
            .arg(t(e.defender), units(e.units[1]))
            .arg(e.br[1].points())
            .arg(e.defenderTerrainModifier
                     ? QStringLiteral("; the defender's ground gives %1 to throws against it")
                           .arg(e.defenderTerrainModifier)
                     : QString());
    }
    QString operator()(const ParticipantsChosen &e) const
    {
        // Units are numbered from 1, as the battle dialogs number them.
        QStringList numbers;
        for (int u : log.numbers(e.units))
            numbers << QString::number(u + 1);
        return QStringLiteral("Battle %1 turn %2: %3 fights with %4 of its units (%5).")
            .arg(battle(e.battle))
            .arg(e.turn)
            .arg(army(e.army))
            .arg(numbers.size())
            .arg(numbers.join(QStringLiteral(", ")));
    }
    QString operator()(const HeroicForay &e) const
    {
        return QStringLiteral("Battle %1 turn %2: heroic forays of %3 defeat BR %4 of the enemy.")
            .arg(battle(e.battle))
            .arg(e.turn)
            .arg(army(e.army))
            .arg(e.br.points());
    }
    QString operator()(const AttackThrows &e) const
    {
        return QStringLiteral("Battle %1 turn %2: %3 (BR %4) makes %5 at %6%7, scoring %8%9.")
            .arg(battle(e.battle))
            .arg(e.turn)
            .arg(army(e.army))
            .arg(e.br)
            .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n attack throw(s)"), e.throws))
            .arg(signedNumber(e.modifier))
            .arg(e.surprised ? QStringLiteral(" (surprised: no throws)") : QString())
            .arg(hits(e.hits))
            .arg(e.damagePenalty
                     ? QStringLiteral(" after %1 lost to damage penalties").arg(e.damagePenalty)
                     : QString());
    }
    QString operator()(const UnitsDefeated &e) const
    {
        return QStringLiteral("Battle %1 turn %2: %3 loses %4 (BR %5) to %6 needing BR %7.")
            .arg(battle(e.battle))
            .arg(e.turn)
            .arg(army(e.army), units(e.units.count))
            .arg(e.br.points())
            .arg(e.hits > 0 ? hits(e.hits) : QStringLiteral("heroic foray"))
            .arg(e.needed.points());
    }
    QString operator()(const BreakPoint &e) const
    {
        return QStringLiteral("Battle %1 turn %2: %3 has lost %4 of %5, reaching its break "
                              "point of %6; its remaining units roll morale.")
            .arg(battle(e.battle))
            .arg(e.turn)
            .arg(army(e.army))
            .arg(e.defeated)
            .arg(units(e.units))
            .arg(e.breakPoint);
    }
    QString operator()(const MoraleRoll &e) const
    {
        const int modifiers = e.modifiers.total();
        return QStringLiteral("Battle %1 turn %2: %3 unit %4 (%5) rolls morale %6%7%8 = %9: %10.")
            .arg(battle(e.battle))
            .arg(e.turn)
            .arg(army(e.army))
            .arg(e.unit + 1) // numbered from 1, as the battle dialogs number them
            .arg(t(e.unitType))
            .arg(e.roll)
            .arg(modifiers >= 0 ? QStringLiteral(" + ") : QStringLiteral(" - "))
            .arg(std::abs(modifiers))
            .arg(e.total)
            .arg(QString(enumName(e.result)));
    }
    QString operator()(const Withdrawal &e) const
    {
        return QStringLiteral("Battle %1 turn %2: %3 withdraws.")
            .arg(battle(e.battle))
            .arg(e.turn)
            .arg(army(e.army));
    }
    QString operator()(const HexBattleEnded &e) const
    {
        QString how;
        switch (e.how) {
        case HexBattleEnd::BothWipedOut:
            how = QStringLiteral("both sides are wiped out");
            break;
        case HexBattleEnd::NoUnitsLeft:
            how = QStringLiteral("%1 has no units left able to fight").arg(army(e.loser));
            break;
        case HexBattleEnd::BothWithdraw:
            how = QStringLiteral("both sides withdraw");
            break;
        case HexBattleEnd::Withdrew:
            how = QStringLiteral("%1 withdrew").arg(army(e.loser));
            break;
        case HexBattleEnd::Parted:
            how = QStringLiteral("after %1 the armies part").arg(battleTurns(e.turns));
            break;
        }
        return QStringLiteral("Battle %1 ends after %2: %3; %4.")
            .arg(battle(e.battle), battleTurns(e.turns))
            .arg(how, e.winner.valid() ? QStringLiteral("%1 wins").arg(army(e.winner))
                                       : QStringLiteral("nobody wins"));
    }
    QString operator()(const PursuitDeclined &e) const
    {
        return QStringLiteral("Battle %1: %2 does not pursue.").arg(battle(e.battle), army(e.army));
    }
    QString operator()(const Pursuit &e) const
    {
        return QStringLiteral("Battle %1: army %2 pursues with %3 (%4), scoring %5; army %6 loses "
                              "%7 more.")
            .arg(battle(e.battle), t(e.army), units(e.pursuers.count),
                 e.everyone ? QStringLiteral("everyone")
                            : QStringLiteral("cavalry and flyers only"),
                 hits(e.hits), t(e.target), units(e.caught));
    }
    QString operator()(const UnitRemoved &e) const
    {
        return QStringLiteral("Army %1 loses its %2 unit (%3).")
            .arg(t(e.army), t(e.unitType), QString(enumName(e.cause)));
    }
    QString operator()(const Retreat &e) const
    {
        return QStringLiteral("Army %1 retreats from %2 to %3, %4.")
            .arg(t(e.army), hexLabel(e.from), hexLabel(e.to), QString(enumName(e.how)));
    }
    QString operator()(const Surrender &e) const
    {
        return QStringLiteral("Army %1 cannot retreat from %2: every way out is blocked; it "
                              "surrenders.")
            .arg(t(e.army), hexLabel(e.hex));
    }
    QString operator()(const Rested &e) const
    {
        return QStringLiteral("Day %1: army %2 rests off its forced march.")
            .arg(e.day)
            .arg(t(e.army));
    }
    QString operator()(const SupplyChanged &e) const
    {
        const int hexes = static_cast<int>(log.numbers(e.route.coordinates).size() / 2) - 1;
        return QStringLiteral("Day %1: army %2 is %3 (%4).")
            .arg(e.day)
            .arg(t(e.army),
                 e.inSupply ? QStringLiteral("in supply") : QStringLiteral("out of supply"),
                 supplyReasonSentence(e.reason, c.strongholdName(e.stronghold), hexes, e.cutAt));
    }
    QString operator()(const ResignationLifted &e) const
    {
        return QStringLiteral("Day %1: army %2 is back in supply and does not desert.")
            .arg(e.day)
            .arg(t(e.army));
    }
    QString operator()(const ArmyDeserted &e) const
    {
        return QStringLiteral("Day %1: army %2, resigned and still out of supply, deserts and "
                              "disperses.")
            .arg(e.day)
            .arg(t(e.army));
    }
    QString operator()(const Starvation &e) const
    {
        return QStringLiteral("Day %1: army %2, out of supply for %3, loses %4 per unit.")
            .arg(e.day)
            .arg(t(e.army), days(e.daysOutOfSupply),
                 counted(QT_TRANSLATE_N_NOOP("muster", "%n hit point(s)"), e.hpLost));
    }
    QString operator()(const Healed &e) const
    {
        return QStringLiteral("Day %1: army %2 rests in supply and heals %3.")
            .arg(e.day)
            .arg(t(e.army), counted(QT_TRANSLATE_N_NOOP("muster", "%n hit point(s)"), e.hp));
    }
    QString operator()(const LoyaltyRoll &e) const
    {
        const qint64 modifier = qint64{e.total} - e.roll;
        return QStringLiteral("Army %1's leader %2 rolls loyalty %3 %4 %5 = %6 (%7): "
                              "%8 - %9.")
            .arg(t(e.army), t(e.leader))
            .arg(e.roll)
            .arg(modifier >= 0 ? QStringLiteral("+") : QStringLiteral("-"))
            .arg(std::abs(modifier))
            .arg(e.total)
            .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n (calamity|calamities)"), e.calamities))
            .arg(QString(enumName(e.result)), loyaltyEffect(e));
    }
    QString operator()(const ArmyDestroyed &e) const
    {
        return QStringLiteral("Day %1: army %2 has no units left and is gone.")
            .arg(e.day)
            .arg(t(e.army));
    }
    QString operator()(const ContactStop &e) const
    {
        const QStringList ids = log.texts(e.pairs);
        QStringList words;
        for (qsizetype i = 0; i + 1 < ids.size(); i += 2)
            words << QStringLiteral("%1 and %2").arg(ids[i], ids[i + 1]);
        return QStringLiteral("Day %1 ends with opposing armies within %2 (%3): resolution "
                              "stops; orders are now given day by day.")
            .arg(e.day)
            .arg(hexes(e.distance), words.join(QStringLiteral("; ")));
    }
    QString operator()(const OrderRejected &e) const
    {
        return QStringLiteral("Order \"%1\" rejected: %2.").arg(t(e.order), t(e.reason));
    }
    QString operator()(const WeekEnded &e) const
    {
        return QStringLiteral("Week %1 is over.").arg(e.week);
    }
    // The events of area campaigns and the dice are told by AreaSentences.cpp.
    template <AreaEvent T> QString operator()(const T &) const { return {}; }
};

struct Rules
{
    QString operator()(const DayStarted &) const { return QStringLiteral("H2.1"); }
    QString operator()(const ForcedMarch &) const { return QStringLiteral("H2.3"); }
    QString operator()(const MarchSequence &) const { return QStringLiteral("H2.5"); }
    QString operator()(const ArmyMoved &) const { return QStringLiteral("H2.2"); }
    QString operator()(const MarchDayEnded &) const { return QStringLiteral("H2.2"); }
    QString operator()(const HexBattleStarted &) const { return QStringLiteral("H4.1"); }
    QString operator()(const ParticipantsChosen &) const { return QStringLiteral("H4.2"); }
    QString operator()(const HeroicForay &) const { return QStringLiteral("H4.2"); }
    QString operator()(const AttackThrows &) const { return QStringLiteral("H4.2, H5"); }
    QString operator()(const UnitsDefeated &) const { return QStringLiteral("H4.2"); }
    QString operator()(const BreakPoint &) const { return QStringLiteral("H6.1"); }
    QString operator()(const MoraleRoll &) const { return QStringLiteral("H6.2, H6.3"); }
    QString operator()(const Withdrawal &) const { return QStringLiteral("H4.2"); }
    QString operator()(const HexBattleEnded &) const { return QStringLiteral("H4.3"); }
    QString operator()(const PursuitDeclined &) const { return QStringLiteral("H4.4"); }
    QString operator()(const Pursuit &) const { return QStringLiteral("H4.4"); }
    QString operator()(const UnitRemoved &e) const
    {
        switch (e.cause) {
        case RemovalCause::Battle:
            return QStringLiteral("H4.2");
        case RemovalCause::Rout:
            return QStringLiteral("H6.3");
        case RemovalCause::Pursuit:
            return QStringLiteral("H4.4");
        case RemovalCause::Surrender:
            return QStringLiteral("H4.3");
        case RemovalCause::Starvation:
            return QStringLiteral("H3.2");
        case RemovalCause::Desertion:
            return QStringLiteral("H7.2");
        }
        return {};
    }
    QString operator()(const Retreat &) const { return QStringLiteral("H4.3"); }
    QString operator()(const Surrender &) const { return QStringLiteral("H4.3"); }
    QString operator()(const Rested &) const { return QStringLiteral("H2.3"); }
    QString operator()(const SupplyChanged &) const { return QStringLiteral("H3.1"); }
    QString operator()(const ResignationLifted &) const { return QStringLiteral("H7.2"); }
    QString operator()(const ArmyDeserted &) const { return QStringLiteral("H7.2"); }
    QString operator()(const Starvation &) const { return QStringLiteral("H3.2"); }
    QString operator()(const Healed &) const { return QStringLiteral("H3.2"); }
    QString operator()(const LoyaltyRoll &) const { return QStringLiteral("H3.3, H7.1, H7.2"); }
    QString operator()(const ArmyDestroyed &) const { return QStringLiteral("H3.2, H4.3"); }
    QString operator()(const ContactStop &) const { return QStringLiteral("H2.4"); }
    QString operator()(const OrderRejected &) const { return QStringLiteral("H2.1"); }
    QString operator()(const WeekEnded &) const { return QStringLiteral("H2.1"); }
    // Area events and dice: AreaSentences.cpp.
    template <AreaEvent T> QString operator()(const T &) const { return {}; }
};
static_assert(kAnswersEveryEvent<Sentences> && kAnswersEveryEvent<Rules>,
              "every hex event has its sentence and its rules");

} // namespace

QString marchStopText(const MarchDayEnded &e)
{
    switch (e.why) {
    case MarchStop::CannotEnter:
        return QStringLiteral("%1 cannot be entered; the order lapses").arg(hexLabel(e.next));
    case MarchStop::OutOfMiles:
        return QStringLiteral("%1 miles left, %2 needed for %3")
            .arg(e.milesUnused)
            .arg(e.needed)
            .arg(hexLabel(e.next));
    case MarchStop::PathComplete:
    case MarchStop::Destroyed:
    case MarchStop::Battle:
        break;
    }
    return QLatin1String(enumName(e.why));
}

QString hexSentence(const TurnLog &log, std::size_t event, const LogContext &context)
{
    return log.visit(event, Sentences{log, context});
}

QString hexRule(const TurnLog &log, std::size_t event)
{
    return log.visit(event, Rules{});
}

} // namespace muster::log
