#include "console/battles/BattleStepView.h"

#include "model/Campaign.h"
#include "rules/area/AreaReplay.h"
#include "rules/hex/HexReplay.h"
#include "rules/hex/HexRules.h"

#include <QCoreApplication>

#include <type_traits>
#include <variant>

namespace muster {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("BattleStepView", text);
}

QString kingdomName(const Campaign &c, int k)
{
    return k >= 0 && k < static_cast<int>(c.kingdoms.size())
               ? c.kingdoms[static_cast<size_t>(k)].name
               : tr("unowned");
}

QString armiesText(int n)
{
    return n == 1 ? tr("1 army") : tr("%1 armies").arg(n);
}

/// "4 armies", "6 ships, 4 armies aboard".
QString strength(int armies, int ships, bool aboard)
{
    if (ships <= 0)
        return armiesText(armies);
    const QString shipsText = ships == 1 ? tr("1 ship") : tr("%1 ships").arg(ships);
    return (aboard ? tr("%1, %2 aboard") : tr("%1, %2")).arg(shipsText, armiesText(armies));
}

BattleStepView areaStep(const Campaign &c, const TurnRecord &turn, const BattleInfo &b,
                        const AreaBattleSite &site, const BattleStep &s)
{
    BattleStepView out;
    const AreaTurnState at = replayAreaTurn(c.world, turn.state, turn.log, s.through);
    const int number = b.logged.number;
    const bool underWay = at.attack.battle == number;
    // The strength the attacker has at this step: on its way, or (at the end) what moved into
    // the target (A8.1) or went back home (A4.6).
    int armies = underWay ? at.attack.armies : 0;
    int ships = underWay ? at.attack.ships : 0;
    if (!underWay)
        for (std::size_t i = b.logged.ended; i <= b.logged.last && i < turn.log.size(); ++i) {
            if (const auto *captured = turn.log.get<log::Captured>(i))
                armies = captured->armies;
            if (const auto *returned = turn.log.get<log::Returned>(i))
                armies = returned->armies;
        }
    if (underWay)
        out.attackersOnArrow = armies + ships;
    const AreaState *target = site.area >= 0 &&
                                      site.area < static_cast<int>(at.state.areas.size()) &&
                                      site.area < static_cast<int>(c.world.areas.size())
                                  ? &at.state.areas[static_cast<size_t>(site.area)]
                                  : nullptr;
    const bool seaTarget = target && c.world.isSea(site.area);
    // The defender as the area holds it now; after a capture it is the attacker's.
    const bool taken =
        target && s.phase == -1 && target->owner == b.kingdom && b.defender != b.kingdom;
    QString defence = tr("nothing left");
    if (target && !taken)
        defence = seaTarget ? strength(target->aboard, target->ships, true)
                            : strength(target->armies, 0, false);
    const auto *phase = turn.log.get<log::PhaseResolved>(s.event);
    // What each side has left after this step, as the map shows it.
    const int attackerLeft = armies + ships;
    const int defenderLeft =
        target && !taken ? (seaTarget ? target->aboard + target->ships : target->armies) : 0;
    if (phase) {
        // A phase's step says the strengths that fought it, as its log line does, then the
        // losses and what is left, which the map shows.
        armies = phase->attackers - phase->attackerShips;
        ships = phase->attackerShips;
        defence = seaTarget ? strength(phase->defenderArmies,
                                       phase->defence - phase->defenderArmies, true)
                            : strength(phase->defenderArmies, 0, false);
    }
    out.badge << s.caption
              << tr("%1 %2  vs  %3 %4")
                     .arg(kingdomName(c, b.kingdom), strength(armies, ships, seaTarget),
                          b.defender >= 0 ? kingdomName(c, b.defender) : tr("unowned"), defence);
    if (phase)
        out.badge << tr("losses %1 / %2; left %3 / %4")
                         .arg(phase->attackerLoss)
                         .arg(phase->defenderLoss)
                         .arg(attackerLeft)
                         .arg(defenderLeft);
    out.map = at.state;
    return out;
}

BattleStepView hexStep(const Campaign &c, const TurnRecord &turn, const BattleInfo &b,
                       const HexBattleSite &site, const BattleStep &s)
{
    BattleStepView out;
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    const HexTurnState at = replayHexTurn(rules, turn.state, turn.log, s.through);
    out.badge << (s.phase > 0
                      ? tr("Battle %1 at %2, turn %3").arg(b.name, hexLabel(site.at)).arg(s.phase)
                      : tr("Battle %1: %2").arg(b.name, s.caption))
              << hexBrLine(b.labels[0], brOnField(at, rules, turn.log, 0), b.labels[1],
                           brOnField(at, rules, turn.log, 1))
              << s.detail;
    out.map = fieldState(at, turn.log);
    return out;
}

} // namespace

QString hexBrLine(const QString &attacker, double attackerBr, const QString &defender,
                  double defenderBr)
{
    return QStringLiteral("%1 BR %2  vs  %3 BR %4")
        .arg(attacker, QString::number(attackerBr, 'g', 6), defender,
             QString::number(defenderBr, 'g', 6));
}

BattleStepView battleStepView(const Campaign &campaign, const TurnRecord &turn,
                              const BattleInfo &battle, const BattleStep &step)
{
    return std::visit(
        [&](const auto &site) {
            using Site = std::decay_t<decltype(site)>;
            if constexpr (std::is_same_v<Site, AreaBattleSite>)
                return areaStep(campaign, turn, battle, site, step);
            else
                return hexStep(campaign, turn, battle, site, step);
        },
        battle.site);
}

} // namespace muster
