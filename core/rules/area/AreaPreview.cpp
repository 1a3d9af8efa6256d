#include "rules/area/AreaPreview.h"

#include "model/Campaign.h"
#include "rules/area/OrderSheet.h"

#include <QCoreApplication>

namespace muster {

namespace {
/// Whether event `i` starts something other than the battle before it: the next action, or the
/// end of the turn (A2.4).
bool endsBattleEvents(const TurnLog &log, std::size_t i)
{
    return log.is<log::ActionAccepted>(i) || log.is<log::ActionFailed>(i) ||
           log.is<log::SheetRejected>(i) || log.is<log::DispersedReturned>(i) ||
           log.is<log::StickyCleared>(i) || log.is<log::Income>(i) || log.is<log::TurnEnded>(i);
}
} // namespace

const AttackPreview *KingdomPreview::forLine(int line) const
{
    for (const AttackPreview &a : attacks)
        if (a.line == line)
            return &a;
    return nullptr;
}

KingdomPreview previewKingdomTurn(const AreaRules &rules, const TurnState &state, int kingdom,
                                  const std::vector<AreaAction> &actions, std::uint64_t seed)
{
    KingdomPreview out;
    out.kingdom = kingdom;
    AreaOrders orders(rules.kingdoms.size());
    if (kingdom >= 0 && static_cast<size_t>(kingdom) < orders.size())
        orders[static_cast<size_t>(kingdom)] = actions;
    out.dry = resolveAreaTurn(rules, state, orders, seed);
    const TurnLog &log = out.dry.log;
    int line = 0;
    AttackPreview *open = nullptr;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *accepted = log.get<log::ActionAccepted>(i))
            line = accepted->action.line;
        if (open && endsBattleEvents(log, i))
            open = nullptr;
        if (const auto *started = log.get<log::BattleStarted>(i)) {
            AttackPreview attack;
            attack.line = line;
            attack.battle = started->battle;
            attack.started = attack.ended = i;
            out.attacks.push_back(attack);
            open = &out.attacks.back();
        }
        if (!open)
            continue;
        open->events.push_back(i);
        if (const auto *phase = log.get<log::PhaseResolved>(i);
            phase && phase->battle == open->battle) {
            open->phases.push_back(i);
            open->attackerLoss += phase->attackerLoss;
            open->defenderLoss += phase->defenderLoss;
        } else if (log.is<log::Retreated>(i)) {
            open->retreated = true;
        } else if (log.is<log::Ambushed>(i)) {
            open->ambushed = true;
        } else if (const auto *taken = log.get<log::Captured>(i);
                   taken && taken->battle == open->battle) {
            open->captured = true;
        } else if (const auto *end = log.get<log::BattleEnded>(i);
                   end && end->battle == open->battle) {
            open->ended = i;
            open->result = end->result;
        }
    }
    return out;
}

KingdomPreview previewKingdomOrders(const Campaign &campaign, int kingdom, const QStringList &lines)
{
    const AreaRules rules{campaign.world, campaign.kingdoms,
                          AreaParameters::fromRuleset(campaign.ruleset)};
    const OrderSheet sheet =
        parseOrderSheet(lines.join(QLatin1Char('\n')), campaign.world, rules.params.maxActions);
    if (!sheet.ok() || kingdom < 0 || static_cast<size_t>(kingdom) >= campaign.kingdoms.size()) {
        KingdomPreview none;
        none.kingdom = kingdom;
        return none;
    }
    const TurnRecord &turn = campaign.current();
    return previewKingdomTurn(rules, turn.state, kingdom, sheet.actions, turn.seed);
}

QString attackPreviewSummary(const KingdomPreview &preview, const AttackPreview &attack,
                             const LogContext &context)
{
    const auto *started = preview.dry.log.get<log::BattleStarted>(attack.started);
    if (!started)
        return {};
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("AttackPreview", text);
    };
    const QString area = context.areaName(started->area);
    QString result;
    switch (attack.result) {
    case AreaBattleResult::Captured:
        result = tr("takes %1").arg(area);
        break;
    case AreaBattleResult::Repulsed:
        result = tr("repulsed from %1").arg(area);
        break;
    case AreaBattleResult::AttackerWipedOut:
        result = tr("attackers wiped out");
        break;
    case AreaBattleResult::Raided:
        result = tr("raids %1").arg(area);
        break;
    case AreaBattleResult::Besieged:
        result = tr("besieges %1").arg(area);
        break;
    }
    // The attacker's losses first: the orders previewed are the attacker's own.
    const int phases = static_cast<int>(attack.phases.size());
    const QString head = phases == 1 ? tr("1 phase") : tr("%1 phases").arg(phases);
    QStringList parts;
    if (attack.retreated)
        parts << tr("the defenders retreat first (A7.2)");
    if (attack.ambushed)
        parts << tr("ambushed (A7.4)");
    parts << tr("%1, losses %2 to %3: %4")
                 .arg(head)
                 .arg(attack.attackerLoss)
                 .arg(attack.defenderLoss)
                 .arg(result);
    return parts.join(QStringLiteral("; "));
}

QString previewCaveat()
{
    return QCoreApplication::translate(
        "AttackPreview",
        "The preview resolves this kingdom's orders alone against the turn's starting state. "
        "When the turn is resolved every kingdom acts, round by round in a seeded order (A2.2), "
        "so another kingdom's action can change what an attack meets.");
}

} // namespace muster
