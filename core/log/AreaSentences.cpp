// The sentences and rule ids of area-turn events (RULES part A), one function per event type.
#include "log/LogText.h"

#include "log/AreaBattleSentences.h"
#include "log/AreaSentenceParts.h"

#include "i18n/PluralForms.h"
#include "model/Terrain.h"
#include "model/World.h"

#include <QRegularExpression>
#include <QStringList>

namespace muster::log {

using namespace sentence;

namespace {

/// The sentences are written for counts above one; "1 armies" becomes "1 army" here, in one place.
QString singulars(const QString &text)
{
    static const QRegularExpression one(
        QStringLiteral("(?<![0-9])1 (armies|ships|sticky areas are)\\b"));
    if (!text.contains(QLatin1String("1 ")))
        return text;
    QString out;
    qsizetype from = 0;
    auto it = one.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString plural = m.captured(1);
        out += QStringView(text).mid(from, m.capturedStart() - from);
        out += plural == QLatin1String("armies")  ? QStringLiteral("1 army")
               : plural == QLatin1String("ships") ? QStringLiteral("1 ship")
                                                  : QStringLiteral("1 sticky area is");
        from = m.capturedEnd();
    }
    out += QStringView(text).mid(from);
    return out;
}

/// What an accepted action does, for its sentence.
QString accepted(const ActionAccepted &e, const LogContext &c)
{
    const AreaAction &a = e.action;
    const auto name = [&c](int area) { return c.areaName({area}); };
    switch (a.kind) {
    case ActionKind::Move:
        if (isSeaArea(c, {a.target}) && !isSeaArea(c, {a.source}))
            return QStringLiteral("%1 board ships in %2").arg(armies(e.count)).arg(name(a.target));
        [[fallthrough]];
    case ActionKind::Assault:
    case ActionKind::Probe:
    case ActionKind::Overrun:
        return QStringLiteral("%1 %2 from %3 into %4")
            .arg(verbName(a.kind))
            .arg(armies(e.count))
            .arg(name(a.source), name(a.target));
    case ActionKind::Passage:
        return QStringLiteral("PASSAGE of %1 from %2 through %3 into %4")
            .arg(armies(e.count))
            .arg(name(a.source), name(a.via), name(a.target));
    case ActionKind::Raid:
        return QStringLiteral("RAID with %1 from %2 on %3")
            .arg(armies(e.count))
            .arg(name(a.source), name(a.target));
    case ActionKind::Siege:
        return QStringLiteral("SIEGE of %1 with %2 from %3")
            .arg(name(a.target))
            .arg(armies(e.count))
            .arg(name(a.source));
    case ActionKind::Ships:
    case ActionKind::Convoy:
        return QStringLiteral("%1%2 from %3 to %4")
            .arg(ships(e.count))
            .arg(e.carried ? QStringLiteral(" carrying %1").arg(armies(e.carried)) : QString())
            .arg(name(a.source), name(a.target));
    case ActionKind::Migrate:
        return QStringLiteral("MIGRATE %1 population from %2 to %3")
            .arg(e.count)
            .arg(name(a.source), name(a.target));
    case ActionKind::Levy:
        return QStringLiteral("LEVY %1 in %2").arg(armies(e.count)).arg(name(a.target));
    case ActionKind::Reserve:
        return QStringLiteral("RESERVE %1 into %2").arg(armies(e.count)).arg(name(a.target));
    case ActionKind::Defend:
    case ActionKind::Retreat:
    case ActionKind::Ambush:
        return QStringLiteral("%1 in %2").arg(verbName(a.kind), name(a.target));
    }
    return {};
}

QString actionFailed(const ActionFailed &e, const LogContext &c)
{
    const QString kingdom = c.kingdomName(e.kingdom);
    switch (e.failure.text) {
    case FailureText::UnknownArea:
        return QStringLiteral("%1, action %2 fails: it names an area the map does not have.")
            .arg(kingdom)
            .arg(e.action.number);
    case FailureText::CountBelowOne:
        return QStringLiteral("%1, action %2 fails: a count must be at least 1 (A3.3).")
            .arg(kingdom)
            .arg(e.action.number);
    case FailureText::NotKingdoms:
    case FailureText::NoShipsIn:
    case FailureText::StickyNoneLeave:
    case FailureText::Sticky:
    case FailureText::HoldsArmies:
    case FailureText::NotAdjacent:
    case FailureText::NotEnoughBp:
    case FailureText::BoardWithMove:
    case FailureText::CrossWithConvoy:
    case FailureText::PassageOverLand:
    case FailureText::IsSeaArea:
    case FailureText::ShipsOnlyAtSea:
    case FailureText::AlreadyBelongs:
    case FailureText::CityNotRaided:
    case FailureText::NoPassage:
    case FailureText::HoldsShips:
    case FailureText::ShipsNotEmpty:
    case FailureText::TooFewPopulation:
    case FailureText::LevyLimit:
    case FailureText::ReserveTooSmall:
    case FailureText::Legacy:
        break; // told with the action and the failure's own words
    }
    return QStringLiteral("%1, action %2 (%3) fails: %4 (%5).")
        .arg(kingdom)
        .arg(e.action.number)
        .arg(c.world ? formatAction(e.action, *c.world) : QString(), failureSentence(e.failure, c),
             failureRule(e.failure, e.action.kind));
}

struct Sentences
{
    const TurnLog &log;
    const LogContext &c;

    QString operator()(const DiceRolled &e) const { return diceSentence(log, e, c); }
    QString operator()(const KingdomOrder &e) const
    {
        QStringList names;
        for (int k : log.numbers(e.order))
            names << c.kingdomName({k});
        return QStringLiteral("Turn %1: kingdoms act in the order %2 (A2.2).")
            .arg(e.turn)
            .arg(names.join(QStringLiteral(", ")));
    }
    QString operator()(const TurnNotResolved &e) const
    {
        return QStringLiteral("The turn state does not match the map (%1 areas for %2) or the "
                              "kingdoms (%3 for %4); nothing was resolved.")
            .arg(e.areas)
            .arg(e.mapAreas)
            .arg(e.kingdoms)
            .arg(e.campaignKingdoms);
    }
    QString operator()(const SheetRejected &e) const
    {
        return QStringLiteral("The stored orders of %1 no longer parse and are ignored: %2")
            .arg(c.kingdomName(e.kingdom), log.texts(e.errors).join(QStringLiteral("; ")));
    }
    QString operator()(const ActionAccepted &e) const
    {
        return QStringLiteral("%1, action %2: %3 (cost %4 BP, %5 left).")
            .arg(c.kingdomName(e.kingdom))
            .arg(e.action.number)
            .arg(accepted(e, c))
            .arg(e.cost)
            .arg(e.bpLeft);
    }
    QString operator()(const ActionFailed &e) const { return actionFailed(e, c); }
    QString operator()(const Transferred &e) const
    {
        return QStringLiteral("%1 of %2 move from %3 to %4 unopposed (A3.4).")
            .arg(armies(e.armies))
            .arg(c.kingdomName(e.kingdom), c.areaName(e.from), c.areaName(e.area));
    }
    QString operator()(const AreaSticky &e) const
    {
        return QStringLiteral("%1 is sticky for the rest of the turn: %2 (%3).")
            .arg(c.areaName(e.area), QString(enumName(e.trigger)), stickyRule(e.trigger));
    }
    QString operator()(const RetreatLocationSet &e) const
    {
        return QStringLiteral("%1 now retreats to %2, where its armies came from (A7.3).")
            .arg(c.areaName(e.area), c.areaName(e.location));
    }
    QString operator()(const Drowned &e) const
    {
        if (e.cause == DrownCause::WithTheirShips)
            return QStringLiteral("%1 of %2 drown with their ships (A5.7).")
                .arg(armies(e.armies))
                .arg(c.kingdomName(e.kingdom));
        return QStringLiteral("%1 of %2 drown in %3: %4 (A5.7).")
            .arg(armies(e.armies))
            .arg(c.kingdomName(e.kingdom), c.areaName(e.area), drownWhy(e.cause));
    }
    QString operator()(const Boarded &e) const
    {
        return QStringLiteral("%1 of %2 board %3 in %4 (A5.7).")
            .arg(armies(e.armies))
            .arg(c.kingdomName(e.kingdom))
            .arg(ships(e.ships))
            .arg(c.areaName(e.area));
    }
    QString operator()(const BattleStarted &e) const { return battleStart(e, c); }
    QString operator()(const RetreatRefused &e) const
    {
        return QStringLiteral("The defenders of %1 stand and fight: %2 (A7.2).")
            .arg(c.areaName(e.area), retreatRefusal(e, c));
    }
    QString operator()(const Retreated &e) const
    {
        return QStringLiteral("%1 of %2 retreat from %3 to %4 before the battle; "
                              "population and forts stay (A7.2).")
            .arg(armies(e.armies))
            .arg(c.kingdomName(e.kingdom), c.areaName(e.area), c.areaName(e.location));
    }
    QString operator()(const Ambushed &e) const
    {
        return QStringLiteral("Ambush! %1 lies in wait for attackers from %2 (A7.4).")
            .arg(c.areaName(e.area), c.areaName(e.from));
    }
    QString operator()(const PhaseResolved &e) const
    {
        switch (e.kind) {
        case PhaseKind::Raid:
            return raidPhase(e, c);
        case PhaseKind::Sea:
            return seaPhase(e, c);
        case PhaseKind::Land:
            break;
        }
        return landPhase(e, c);
    }
    QString operator()(const AttackerGaveUp &e) const
    {
        return QStringLiteral("Neither side lost anything in phase %1: %2 gives up (A4.7).")
            .arg(e.phase)
            .arg(c.kingdomName(e.kingdom));
    }
    QString operator()(const Dispersed &e) const
    {
        if (!e.kingdom.valid())
            return QStringLiteral("%1 unowned armies were lost; unowned armies that disperse are "
                                  "gone (A9.1).")
                .arg(e.lost);
        return QStringLiteral("%1 lost %2: %3 dispersed (back in the reserve at the end of "
                              "the turn), %4 destroyed (A9.1).")
            .arg(c.kingdomName(e.kingdom))
            .arg(armies(e.lost))
            .arg(e.dispersed)
            .arg(e.destroyed);
    }
    QString operator()(const Captured &e) const
    {
        return QStringLiteral("%1 captures %2 from %3 with %4%5 (A8.1).")
            .arg(c.kingdomName(e.kingdom), c.areaName(e.area), c.kingdomName(e.previousOwner))
            .arg(armies(e.armies))
            .arg(qint64{e.populationLost} + e.fortsLost > 0
                     ? QStringLiteral("; across nationalities it loses %1 population and %2 forts")
                           .arg(e.populationLost)
                           .arg(e.fortsLost)
                     : QString());
    }
    QString operator()(const BattleEnded &e) const
    {
        return QStringLiteral("Battle %1 ends: %2.").arg(c.battleName(e.battle), battleEnd(e, c));
    }
    QString operator()(const Returned &e) const
    {
        return QStringLiteral("%1 of %2 return to %3 (A4.6).")
            .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n surviving (army|armies)"), e.armies))
            .arg(c.kingdomName(e.kingdom), c.areaName(e.area));
    }
    QString operator()(const ShipsMoved &e) const
    {
        return QStringLiteral("%1 of %2 with %3 aboard %4 %5.")
            .arg(ships(e.ships))
            .arg(c.kingdomName(e.kingdom))
            .arg(armies(e.armies))
            .arg(e.back ? QStringLiteral("return to") : QStringLiteral("are now in"),
                 c.areaName(e.area));
    }
    QString operator()(const Pillaged &e) const
    {
        return QStringLiteral("%1 is pillaged: population -%2, %3 gains %4 BP (A5.5).")
            .arg(c.areaName(e.area))
            .arg(e.populationLost)
            .arg(c.kingdomName(e.kingdom))
            .arg(e.bpGained);
    }
    QString operator()(const SiegeDamage &e) const
    {
        const bool fort = e.fortsLost > 0;
        return QStringLiteral("The besiegers outnumber the defending armies: %1 loses %2 %3 "
                              "(A5.6).")
            .arg(c.areaName(e.area))
            .arg(fort ? e.fortsLost : e.populationLost)
            .arg(fort ? QStringLiteral("fort level") : QStringLiteral("population"));
    }
    QString operator()(const PassedThrough &e) const
    {
        return QStringLiteral("%1 of %2 pass through %3 by leave of %4 (A5.8).")
            .arg(armies(e.armies))
            .arg(c.kingdomName(e.kingdom), c.areaName(e.area), c.kingdomName(e.grantor));
    }
    QString operator()(const Migrated &e) const
    {
        return QStringLiteral("%1 population leave %2, %3 arrive in %4 (A5.9).")
            .arg(e.left)
            .arg(c.areaName(e.from))
            .arg(e.arrived)
            .arg(c.areaName(e.area));
    }
    QString operator()(const Levied &e) const
    {
        return QStringLiteral("%1 raises %2 in %3; they may act this turn (A5.10).")
            .arg(c.kingdomName(e.kingdom))
            .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n new (army|armies)"), e.armies))
            .arg(c.areaName(e.area));
    }
    QString operator()(const ReservePlaced &e) const
    {
        return QStringLiteral("%1 places %2 from its reserve in %3 (A5.11).")
            .arg(c.kingdomName(e.kingdom))
            .arg(armies(e.armies))
            .arg(c.areaName(e.area));
    }
    QString operator()(const DefenceModeSet &e) const
    {
        return QStringLiteral("%1 is now in %2 mode%3 (A7.1).")
            .arg(c.areaName(e.area), QString(enumName(e.mode)),
                 e.location.valid() ? QStringLiteral(" towards %1").arg(c.areaName(e.location))
                                    : QString());
    }
    QString operator()(const DispersedReturned &e) const
    {
        return QStringLiteral("%1 of %2 %3 to its reserve, now %4 (A9.1).")
            .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n dispersed (army|armies)"), e.armies))
            .arg(c.kingdomName(e.kingdom))
            .arg(e.armies == 1 ? QStringLiteral("returns") : QStringLiteral("return"))
            .arg(e.reserve);
    }
    QString operator()(const StickyCleared &e) const
    {
        return QStringLiteral("End of turn: %1 sticky areas are free again (A2.4).").arg(e.areas);
    }
    QString operator()(const Income &e) const
    {
        return QStringLiteral("%1 gains %2 BP from the population of its areas, now %3 BP "
                              "(A10.1).")
            .arg(c.kingdomName(e.kingdom))
            .arg(e.income)
            .arg(e.bp);
    }
    QString operator()(const TurnEnded &e) const
    {
        return QStringLiteral("Turn %1 is over (A2.4).").arg(e.turn);
    }
    QString operator()(const LimitReached &e) const
    {
        const QString holder = e.area.valid()
                                   ? QStringLiteral("in %1").arg(c.areaName(e.area))
                                   : QStringLiteral("of %1").arg(c.kingdomName(e.kingdom));
        return QStringLiteral("Lost to the limits: %1 %2, which holds the most a campaign keeps "
                              "(%3).")
            .arg(lostCount(e.count, e.lost), holder)
            .arg(e.limit);
    }
    QString operator()(const LineNotRead &e) const
    {
        return QStringLiteral("%1: the line \"%2\" of its sheet was not read as an order (%3); "
                              "it is not carried out.")
            .arg(c.kingdomName(e.kingdom), log.text(e.order), log.text(e.reason));
    }
    // The events of hex campaigns are told by HexSentences.cpp.
    template <HexEvent T> QString operator()(const T &) const { return {}; }

    /// "3 armies", "1 ship", "15 BP": what was lost, counted in the program's plural forms.
    static QString lostCount(LimitedCount count, int n)
    {
        switch (count) {
        case LimitedCount::Armies:
            return armies(n);
        case LimitedCount::Population:
            return QStringLiteral("population %1").arg(n);
        case LimitedCount::Ships:
            return ships(n);
        case LimitedCount::Bp:
            return QStringLiteral("%1 BP").arg(n);
        case LimitedCount::ArmyReserve:
            return counted(QT_TRANSLATE_N_NOOP("muster", "%n reserve (army|armies)"), n);
        case LimitedCount::Dispersed:
            return counted(QT_TRANSLATE_N_NOOP("muster", "%n dispersed (army|armies)"), n);
        }
        return QString::number(n);
    }

    static QString stickyRule(StickyTrigger t)
    {
        switch (t) {
        case StickyTrigger::Assault:
            return QStringLiteral("A5.2, A6.1");
        case StickyTrigger::Probe:
            return QStringLiteral("A5.3, A6.1");
        case StickyTrigger::Siege:
            return QStringLiteral("A5.6, A6.1");
        case StickyTrigger::Reserve:
            return QStringLiteral("A5.11, A6.1");
        case StickyTrigger::Ambush:
            return QStringLiteral("A7.4, A6.1");
        case StickyTrigger::EnteredCity:
        case StickyTrigger::EnteredMountains:
        case StickyTrigger::EnteredForest:
        case StickyTrigger::EnteredWetlands:
            break;
        }
        return QStringLiteral("A6.1");
    }
};

struct Rules
{
    QString operator()(const DiceRolled &) const { return {}; } // its die names what it was for
    QString operator()(const KingdomOrder &) const { return QStringLiteral("A2.2"); }
    QString operator()(const TurnNotResolved &) const { return {}; } // no rule was applied
    QString operator()(const SheetRejected &) const { return QStringLiteral("A3"); }
    QString operator()(const LineNotRead &) const { return QStringLiteral("A3"); }
    QString operator()(const ActionAccepted &) const { return QStringLiteral("A3.1"); }
    QString operator()(const ActionFailed &e) const
    {
        return failureRule(e.failure, e.action.kind);
    }
    QString operator()(const Transferred &) const { return QStringLiteral("A3.4"); }
    // A6.2: the stickiness is the kingdom's whose armies made the area sticky.
    QString operator()(const AreaSticky &e) const
    {
        return Sentences::stickyRule(e.trigger) + QStringLiteral(", A6.2");
    }
    QString operator()(const RetreatLocationSet &) const { return QStringLiteral("A7.3"); }
    QString operator()(const Drowned &) const { return QStringLiteral("A5.7"); }
    QString operator()(const Boarded &) const { return QStringLiteral("A5.7"); }
    // The battle, the action fighting it, and what the defence is: the defence level of the land
    // (A1.4), or at sea the ships and armies aboard (A5.7); ships joining a landing (A5.7).
    QString operator()(const BattleStarted &e) const
    {
        const bool atSea = e.verb == ActionKind::Ships || e.verb == ActionKind::Convoy;
        QString rule = QStringLiteral("A4.1, ") + actionParagraph(e.verb);
        if (!atSea)
            rule += QStringLiteral(", A1.4");
        if (!atSea && e.ships > 0)
            rule += QStringLiteral(", A5.7");
        return rule;
    }
    QString operator()(const RetreatRefused &) const { return QStringLiteral("A7.2"); }
    QString operator()(const Retreated &) const { return QStringLiteral("A7.2"); }
    QString operator()(const Ambushed &) const { return QStringLiteral("A7.4"); }
    QString operator()(const PhaseResolved &e) const
    {
        if (e.kind == PhaseKind::Sea)
            return QStringLiteral("A5.7, A4.8");
        QString rule =
            e.kind == PhaseKind::Raid ? QStringLiteral("A5.5") : QStringLiteral("A4.2, A4.8");
        if (e.kind != PhaseKind::Raid) {
            // A4.3: population and forts count in the defence but are never lost; A4.7: a
            // defender without armies is wiped out after this phase.
            if (e.defence > e.defenderArmies)
                rule += QStringLiteral(", A4.3");
            if (e.defenderArmies == 0)
                rule += QStringLiteral(", A4.7");
            if (e.terrainReduction)
                rule += QStringLiteral(", A4.4");
        }
        if (e.ambush)
            rule += QStringLiteral(", A7.4");
        if (e.sequential)
            rule += QStringLiteral(", A5.4");
        if (e.withShips)
            rule += QStringLiteral(", A5.7");
        return rule;
    }
    QString operator()(const AttackerGaveUp &) const { return QStringLiteral("A4.7"); }
    QString operator()(const Dispersed &) const { return QStringLiteral("A9.1"); }
    QString operator()(const Captured &) const { return QStringLiteral("A8.1"); }
    QString operator()(const BattleEnded &) const { return QStringLiteral("A4.5"); }
    QString operator()(const Returned &) const { return QStringLiteral("A4.6"); }
    QString operator()(const ShipsMoved &) const { return QStringLiteral("A5.7"); }
    QString operator()(const Pillaged &) const { return QStringLiteral("A5.5"); }
    QString operator()(const SiegeDamage &) const { return QStringLiteral("A5.6"); }
    QString operator()(const PassedThrough &) const { return QStringLiteral("A5.8"); }
    QString operator()(const Migrated &) const { return QStringLiteral("A5.9"); }
    QString operator()(const Levied &) const { return QStringLiteral("A5.10"); }
    QString operator()(const ReservePlaced &) const { return QStringLiteral("A5.11"); }
    QString operator()(const DefenceModeSet &) const { return QStringLiteral("A5.12, A7.1"); }
    QString operator()(const DispersedReturned &) const { return QStringLiteral("A9.1, A2.4"); }
    QString operator()(const StickyCleared &) const { return QStringLiteral("A2.4"); }
    QString operator()(const Income &) const { return QStringLiteral("A10.1"); }
    QString operator()(const TurnEnded &) const { return QStringLiteral("A2.4"); }
    // The most a campaign keeps is the program's limit, not a rule's (maps/README.md, "Limits").
    QString operator()(const LimitReached &) const { return {}; }
    // Hex events: HexSentences.cpp.
    template <HexEvent T> QString operator()(const T &) const { return {}; }
};
static_assert(kAnswersEveryEvent<Sentences> && kAnswersEveryEvent<Rules>,
              "every area event has its sentence and its rules");

} // namespace

QString areaSentence(const TurnLog &log, std::size_t event, const LogContext &context)
{
    const QString text = log.visit(event, Sentences{log, context});
    // Dice and the notes of a turn that was not resolved never said "1 armies", and a player's
    // words are quoted as written.
    if (log.is<DiceRolled>(event) || log.is<TurnNotResolved>(event) ||
        log.is<SheetRejected>(event) || log.is<LineNotRead>(event))
        return text;
    return singulars(text);
}

QString areaRule(const TurnLog &log, std::size_t event)
{
    return log.visit(event, Rules{});
}

} // namespace muster::log
