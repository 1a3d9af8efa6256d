#include "rules/area/AreaPreview.h"

#include "model/Campaign.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

const AttackPreview *KingdomPreview::forLine(int line) const
{
    for (const AttackPreview &a : attacks)
        if (a.line == line)
            return &a;
    return nullptr;
}

namespace {
/// Whether event `i` starts something other than the battle before it: the next action, or the
/// end of the turn (A2.4).
bool endsBattleEvents(const TurnLog &log, std::size_t i)
{
    return log.is<log::ActionAccepted>(i) || log.is<log::ActionFailed>(i) ||
           log.is<log::SheetRejected>(i) || log.is<log::LineNotRead>(i) ||
           log.is<log::DispersedReturned>(i) || log.is<log::StickyCleared>(i) ||
           log.is<log::Income>(i) || log.is<log::TurnEnded>(i);
}

/// `preview`'s battles read from its run: each battle the kingdom starts, on the sheet line of the
/// action it started from (the last accepted before it, which is this kingdom's: a battle is
/// fought by the action that moves the attackers in).
void readAttacks(KingdomPreview &preview)
{
    const TurnLog &log = preview.dry.log;
    int line = 0;
    bool ours = false; // whether the last action accepted is this kingdom's
    AttackPreview *open = nullptr;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *accepted = log.get<log::ActionAccepted>(i)) {
            line = accepted->action.line;
            ours = accepted->kingdom.index == preview.kingdom;
        }
        if (open && endsBattleEvents(log, i))
            open = nullptr;
        if (const auto *started = log.get<log::BattleStarted>(i)) {
            open = nullptr;
            if (!ours || started->kingdom.index != preview.kingdom)
                continue;
            AttackPreview attack;
            attack.line = line;
            attack.battle = started->battle;
            attack.started = attack.ended = i;
            preview.attacks.push_back(attack);
            open = &preview.attacks.back();
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
}
} // namespace

KingdomPreview previewKingdomTurn(const AreaRules &rules, const TurnState &state,
                                  const AreaOrders &orders, int kingdom, std::uint64_t seed,
                                  const std::vector<int> &forcedDice)
{
    KingdomPreview out;
    out.kingdom = kingdom;
    out.dry = resolveAreaTurn(rules, state, orders, seed, forcedDice);
    readAttacks(out);
    return out;
}

KingdomPreview previewKingdomOrders(const Campaign &campaign, int kingdom, const QStringList &lines)
{
    KingdomPreview out;
    out.kingdom = kingdom;
    if (kingdom < 0 || static_cast<size_t>(kingdom) >= campaign.kingdoms.size())
        return out;
    // Every kingdom's stored orders, this one's as being edited: the turn as it would be resolved
    // now.
    std::vector<QStringList> orders = campaign.current().orders;
    orders.resize(std::max(orders.size(), campaign.kingdoms.size()));
    orders[static_cast<size_t>(kingdom)] = lines;
    return kingdomPreviewOf(resolveCurrentAreaTurnWith(campaign, orders), kingdom);
}

KingdomPreview kingdomPreviewOf(AreaTurnResult dry, int kingdom)
{
    KingdomPreview out;
    out.kingdom = kingdom;
    // The run parsed the sheet: one that does not parse is its first events' SheetRejected (after
    // the lines not read, which come before).
    for (std::size_t i = 0; i < dry.log.size() &&
                            (dry.log.is<log::SheetRejected>(i) || dry.log.is<log::LineNotRead>(i));
         ++i)
        if (const auto *rejected = dry.log.get<log::SheetRejected>(i);
            rejected && rejected->kingdom.index == kingdom)
            return out;
    out.dry = std::move(dry);
    readAttacks(out);
    return out;
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
        "The preview resolves the turn from its starting state with every kingdom's orders "
        "entered so far, in the seeded order the turn will use (A2.2). Other kingdoms act in "
        "between, so an order entered or changed later, for any kingdom, can still change what "
        "an attack meets.");
}

} // namespace muster
