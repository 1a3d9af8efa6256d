#include "console/battles/BattleIndex.h"

#include "i18n/PluralForms.h"
#include "log/LogText.h"
#include "model/Campaign.h"
#include "rules/hex/HexReplay.h"
#include "rules/hex/HexRules.h"

#include <QCoreApplication>

#include <optional>
#include <type_traits>

namespace muster {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("BattleIndex", text);
}

QString num(double v)
{
    return QString::number(v, 'g', 6);
}

QString kingdomName(const Campaign &c, int k)
{
    return k >= 0 && k < static_cast<int>(c.kingdoms.size())
               ? c.kingdoms[static_cast<size_t>(k)].name
               : tr("unowned");
}

/// The dice of a throw line, at most `shown` of them so the badge stays narrow.
QString diceList(std::span<const int> rolls, std::size_t shown)
{
    QStringList out;
    for (std::size_t i = 0; i < rolls.size() && i < shown; ++i)
        out << QString::number(rolls[i]);
    if (rolls.size() > shown)
        out << tr("... (%1 in all)").arg(rolls.size());
    return out.join(u' ');
}

void indexAreaBattle(BattleInfo &b, const log::BattleStarted &start, const TurnLog &log,
                     const Campaign &c)
{
    const AreaBattleSite site{start.verb, start.from.index, start.area.index};
    b.site = site;
    b.name = QString::number(start.battle);
    b.kingdom = start.kingdom.index;
    b.defender = start.defender.index;
    if (const auto *end = log.get<log::BattleEnded>(b.logged.ended))
        b.result = QString::fromLatin1(enumName(end->result));
    const LogContext context = LogContext::of(c);
    b.title = tr("%1. %2 of %3 on %4 from %5 (held by %6): %7")
                  .arg(b.id)
                  .arg(QString::fromLatin1(enumName(site.verb)), kingdomName(c, b.kingdom),
                       context.areaCode({site.area}), context.areaCode({site.from}),
                       b.defender >= 0 ? kingdomName(c, b.defender) : tr("nobody"),
                       b.result.isEmpty() ? tr("unfinished") : b.result);
    const QString action = QString::fromLatin1(enumName(site.verb));
    for (std::size_t event : b.logged.steps) {
        BattleStep s;
        s.event = event;
        s.through = event + 1;
        if (const auto *phase = log.get<log::PhaseResolved>(event)) {
            s.phase = phase->phase;
            s.caption = tr("%1: phase %2").arg(action).arg(s.phase);
        } else if (event == b.logged.ended && b.logged.hasEnd()) {
            s.phase = -1;
            s.through = b.logged.last + 1; // the survivors back home (A4.6) or in the area (A8.1)
            s.caption = tr("%1: %2").arg(action, b.result);
        } else {
            s.caption = tr("%1: before phase 1").arg(action);
        }
        b.steps.push_back(std::move(s));
    }
}

/// The caption and the badge lines of one hex battle event (H4.2-H4.4, H6).
struct HexWords
{
    const TurnLog &log;
    const BattleInfo &b;

    QString label(TextRef army) const
    {
        const QString &id = log.text(army);
        for (int s = 0; s < 2; ++s)
            if (b.armies[s] == id)
                return b.labels[s];
        return id;
    }
    QString turn(int n) const { return tr("turn %1").arg(n); }

    std::pair<QString, QStringList> operator()(const log::HexBattleStarted &e) const
    {
        return {tr("start at %1").arg(hexLabel(e.hex)),
                {tr("break points (units): %1 / %2").arg(e.breakPoints[0]).arg(e.breakPoints[1])}};
    }
    std::pair<QString, QStringList> operator()(const log::ParticipantsChosen &e) const
    {
        const QString who = label(e.army);
        return {tr("%1: units of %2 taking part").arg(turn(e.turn), who),
                {counted(QT_TRANSLATE_N_NOOP("muster", "%1: %n unit(s) (takes|take) part"),
                         e.units.count)
                     .arg(who)}};
    }
    std::pair<QString, QStringList> operator()(const log::HeroicForay &e) const
    {
        const QString who = label(e.army);
        return {tr("%1: heroic foray of %2").arg(turn(e.turn), who),
                {tr("foray of %1 defeats BR %2").arg(who, num(e.br.points()))}};
    }
    std::pair<QString, QStringList> operator()(const log::AttackThrows &e) const
    {
        const QString who = label(e.army);
        QStringList lines{
            tr("%1: %2 at %3%4, %5")
                .arg(who, counted(QT_TRANSLATE_N_NOOP("muster", "%n throw(s)"), e.throws))
                .arg(e.modifier >= 0 ? QStringLiteral("+") : QString())
                .arg(e.modifier)
                .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n hit(s)"), e.hits))};
        const std::span<const int> rolls = log.numbers(e.rolls);
        if (e.surprised)
            lines << tr("surprised: no throws (H5)");
        else if (!rolls.empty())
            lines << tr("d20: %1").arg(diceList(rolls, 12));
        if (e.damagePenalty > 0)
            lines << counted(QT_TRANSLATE_N_NOOP("muster", "%n hit(s) lost to damage penalties"),
                             e.damagePenalty);
        return {tr("%1: attack throws of %2").arg(turn(e.turn), who), lines};
    }
    std::pair<QString, QStringList> operator()(const log::UnitsDefeated &e) const
    {
        const QString who = label(e.army);
        const QString lost = counted(QT_TRANSLATE_N_NOOP("muster", "%n unit(s)"), e.units.count);
        return {tr("%1: %2 loses %3").arg(turn(e.turn), who, lost),
                {tr("%1 loses %2 (BR %3) to %4")
                     .arg(who, lost, num(e.br.points()),
                          e.hits > 0 ? counted(QT_TRANSLATE_N_NOOP("muster", "%n hit(s)"), e.hits)
                                     : tr("a heroic foray"))}};
    }
    std::pair<QString, QStringList> operator()(const log::BreakPoint &e) const
    {
        const QString who = label(e.army);
        return {tr("%1: %2 reaches its break point").arg(turn(e.turn), who),
                {tr("%1: %2 lost, break point %3: morale rolls")
                     .arg(who, counted(QT_TRANSLATE_N_NOOP("muster", "%n unit(s)"), e.defeated))
                     .arg(e.breakPoint)}};
    }
    std::pair<QString, QStringList> operator()(const log::MoraleRoll &e) const
    {
        const QString who = label(e.army);
        const int modifiers = e.total - e.roll;
        // Units are numbered from 1, as in the battle dialogs and the log.
        return {tr("%1: morale of %2 unit %3").arg(turn(e.turn), who).arg(e.unit + 1),
                {tr("%1 unit %2 %3").arg(who).arg(e.unit + 1).arg(log.text(e.unitType)).trimmed(),
                 tr("morale 2d6 %1 %2 %3 = %4: %5")
                     .arg(e.roll)
                     .arg(modifiers >= 0 ? QStringLiteral("+") : QStringLiteral("-"))
                     .arg(std::abs(modifiers))
                     .arg(e.total)
                     .arg(QString::fromLatin1(enumName(e.result)))}};
    }
    std::pair<QString, QStringList> operator()(const log::Withdrawal &e) const
    {
        const QString who = label(e.army);
        return {tr("%1: %2 withdraws").arg(turn(e.turn), who), {tr("%1 withdraws").arg(who)}};
    }
    std::pair<QString, QStringList> operator()(const log::HexBattleEnded &e) const
    {
        return {tr("ended"),
                {e.winner.valid() ? tr("%1 wins").arg(label(e.winner)) : tr("nobody wins"),
                 tr("after %1; BR lost %2 / %3")
                     .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n turn(s)"), e.turns),
                          num(e.lostBr[0].points()), num(e.lostBr[1].points()))}};
    }
    std::pair<QString, QStringList> operator()(const log::PursuitDeclined &e) const
    {
        const QString who = label(e.army);
        return {tr("no pursuit by %1").arg(who), {tr("%1 does not pursue").arg(who)}};
    }
    std::pair<QString, QStringList> operator()(const log::Pursuit &e) const
    {
        const QString who = label(e.army);
        return {tr("pursuit by %1").arg(who),
                {tr("%1 pursues %2: %3, %4, %5 caught")
                     .arg(who, label(e.target),
                          counted(QT_TRANSLATE_N_NOOP("muster", "%n throw(s)"), e.rolls.count),
                          counted(QT_TRANSLATE_N_NOOP("muster", "%n hit(s)"), e.hits))
                     .arg(e.caught)}};
    }
    std::pair<QString, QStringList> operator()(const log::Retreat &e) const
    {
        const QString who = label(e.army);
        return {tr("%1 retreats").arg(who),
                {tr("%1 retreats %2 -> %3").arg(who, hexLabel(e.from), hexLabel(e.to)),
                 QString::fromLatin1(enumName(e.how))}};
    }
    std::pair<QString, QStringList> operator()(const log::Surrender &e) const
    {
        const QString who = label(e.army);
        return {tr("%1 surrenders").arg(who),
                {tr("%1 surrenders at %2: no way out").arg(who, hexLabel(e.hex))}};
    }
};

/// The hex turn replayed forward as the battles are indexed, so each battle's armies are labelled
/// with the kingdoms they served when it began: the replay's, in which an army that deserted
/// (H7.2: ArmyDeserted) or turned hostile on an Enmity loyalty roll earlier in the turn serves
/// none. One pass over the log for all the turn's battles.
struct HexReplayCursor
{
    hexrules::HexRules rules;
    HexTurnState state;
    std::size_t applied = 0;

    HexTurnState &at(const TurnLog &log, std::size_t events)
    {
        for (; applied < events; ++applied)
            applyHexEvent(state, rules, log, applied);
        return state;
    }
};

void indexHexBattle(BattleInfo &b, const log::HexBattleStarted &e, const TurnLog &log,
                    const Campaign &c, HexReplayCursor &replay)
{
    HexBattleSite site{e.hex, std::nullopt};
    b.name = log.text(e.battle);
    b.armies[0] = log.text(e.attacker);
    b.armies[1] = log.text(e.defender);
    HexTurnState &before = replay.at(log, b.logged.started);
    for (int s = 0; s < 2; ++s) {
        const HexArmy *army = before.army(log, s == 0 ? e.attacker : e.defender);
        const int kingdom = army ? army->kingdom : -1;
        b.labels[s] = QStringLiteral("%1 (%2)").arg(b.armies[s], kingdomName(c, kingdom));
        (s == 0 ? b.kingdom : b.defender) = kingdom;
    }
    // H4.1: the hex the attacker entered the battle hex from.
    for (std::size_t i = b.logged.started; i-- > 0;)
        if (const auto *m = log.get<log::ArmyMoved>(i); m && m->army == e.attacker) {
            if (m->to == e.hex)
                site.cameFrom = m->from;
            break;
        }
    b.site = site;
    if (const auto *end = log.get<log::HexBattleEnded>(b.logged.ended))
        b.result =
            end->winner.valid() ? tr("%1 wins").arg(log.text(end->winner)) : tr("nobody wins");
    b.title = tr("%1. %2 at %3: %4 attacks %5: %6")
                  .arg(b.id)
                  .arg(b.name, hexLabel(site.at), b.labels[0], b.labels[1],
                       b.result.isEmpty() ? tr("unfinished") : b.result);
    const HexWords words{log, b};
    for (std::size_t event : b.logged.steps) {
        BattleStep s;
        s.event = event;
        s.through = event + 1;
        log.visit(event, [&](const auto &ev) {
            using T = std::decay_t<decltype(ev)>;
            if constexpr (requires { ev.turn; })
                s.phase = ev.turn;
            // A hex battle's steps are its own events: each has its caption (HexWords), and one
            // added without it does not compile.
            if constexpr (log::kHexBattleEvent<T>)
                std::tie(s.caption, s.detail) = words(ev);
        });
        b.steps.push_back(std::move(s));
    }
}

} // namespace

TurnBattles indexBattles(const TurnLog &log, const Campaign &campaign, const TurnState &start)
{
    TurnBattles out;
    std::optional<HexReplayCursor> hexReplay;
    for (LoggedBattle &logged : loggedBattles(log)) {
        BattleInfo b;
        b.logged = std::move(logged);
        b.id = static_cast<int>(out.battles.size()) + 1;
        // Each system's battles start with an event of their own, which says what they are.
        log.visit(b.logged.started, [&](const auto &e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, log::BattleStarted>) {
                indexAreaBattle(b, e, log, campaign);
            } else if constexpr (std::is_same_v<T, log::HexBattleStarted>) {
                if (!hexReplay)
                    hexReplay.emplace(HexReplayCursor{
                        hexrules::HexRules::fromRuleset(campaign.ruleset), HexTurnState(start)});
                indexHexBattle(b, e, log, campaign, *hexReplay);
            }
        });
        out.battles.push_back(std::move(b));
    }
    return out;
}

} // namespace muster
