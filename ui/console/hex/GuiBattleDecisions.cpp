#include "console/hex/GuiBattleDecisions.h"

#include "console/hex/BattleOutcomeDialogs.h"
#include "console/hex/BattleTurnDialog.h"
#include "rules/hex/HexBattle.h"
#include "rules/hex/HexCasualties.h"

#include <QMetaObject>
#include <QThread>

#include <algorithm>

namespace muster {

using hexrules::BattleView;

struct GuiBattleDecisions::TurnAnswers
{
    int turn = 0; // battle turn the answers are for
    TurnStartChoice choice;
};

namespace {
/// A dialog's answer and whether the GM ticked "Use defaults for the rest of this battle".
template <typename Value> struct Reply
{
    Value value{};
    bool defaultsForRest = false;
};
} // namespace

GuiBattleDecisions::GuiBattleDecisions(const Campaign &campaign, QObject *context,
                                       QWidget *dialogParent)
    : m_campaign(campaign), m_rules(hexrules::HexRules::fromRuleset(campaign.ruleset)),
      m_world(std::make_shared<const World>(campaign.world)),
      m_ruleset(std::make_shared<const Ruleset>(campaign.ruleset)), m_context(context),
      m_dialogParent(dialogParent)
{}

void GuiBattleDecisions::abort()
{
    m_aborted = true;
    QMutexLocker lock(&m_mutex);
    m_answered.wakeAll();
}

template <typename Answer>
Answer GuiBattleDecisions::ask(Hex battle, std::function<Answer(QWidget *)> dialog, Answer fallback)
{
    if (m_aborted)
        return fallback;
    auto show = [self = shared_from_this(), dialog, battle](Answer orElse) {
        if (self->m_aborted)
            return orElse;
        if (self->m_askingHook)
            self->m_askingHook(true, battle);
        ++self->m_dialogsShown;
        Answer answer = dialog(self->m_dialogParent);
        if (self->m_askingHook)
            self->m_askingHook(false, battle);
        return answer;
    };
    if (QThread::currentThread() == m_context->thread())
        return show(fallback); // called on the GUI thread itself: no need to wait
    // The reply is shared: if the engine is aborted while a dialog is open, the dialog's answer
    // lands in it after the worker has stopped waiting.
    struct Pending
    {
        Answer value;
        bool done = false;
    };
    auto pending = std::make_shared<Pending>(Pending{fallback});
    auto self = shared_from_this();
    QMetaObject::invokeMethod(
        m_context,
        [self, pending, show] {
            Answer answer = show(pending->value);
            QMutexLocker lock(&self->m_mutex);
            pending->value = std::move(answer);
            pending->done = true;
            self->m_answered.wakeAll();
        },
        Qt::QueuedConnection);
    QMutexLocker lock(&m_mutex);
    while (!pending->done && !m_aborted)
        m_answered.wait(&m_mutex);
    return pending->done ? pending->value : fallback;
}

bool GuiBattleDecisions::asking(const BattleView &view)
{
    if (view.battle != m_battle) {
        m_battle = view.battle;
        m_defaultsForRest = false;
        m_turn.reset();
        m_withdrawTurn = -1;
    }
    return !m_defaultsForRest && !m_aborted;
}

BattleQuestion GuiBattleDecisions::question(const BattleView &view) const
{
    BattleQuestion q;
    q.battle = view.battle;
    q.where = tr("hex %1 (%2)")
                  .arg(hexLabel(view.hex), hexTerrainName(m_campaign.world.terrainAt(view.hex)));
    q.turn = std::max(1, view.turn);
    for (int s = 0; s < 2; ++s) {
        BattleSideInfo &info = q.sides[s];
        const HexArmy *army = view.armies[s];
        if (!army)
            continue;
        QString kingdom = tr("unowned");
        if (army->kingdom >= 0 && static_cast<size_t>(army->kingdom) < m_campaign.kingdoms.size()) {
            kingdom = m_campaign.kingdoms[static_cast<size_t>(army->kingdom)].name;
            info.colour = QColor(m_campaign.kingdoms[static_cast<size_t>(army->kingdom)].colour);
        }
        info.id = army->id;
        info.army = army->name.isEmpty()
                        ? tr("army %1 (%2)").arg(army->id, kingdom)
                        : tr("army %1 \"%2\" (%3)").arg(army->id, army->name, kingdom);
        for (const Unit &u : army->units) {
            info.units.push_back(u.veteran ? tr("%1 (veteran), %2 hp").arg(u.type).arg(u.hp)
                                           : tr("%1, %2 hp").arg(u.type).arg(u.hp));
            info.unitBr.push_back(m_rules.unitBr(u));
        }
        info.onField.assign(view.onField[s].begin(), view.onField[s].end());
        info.brOnField = view.brOnField[s];
    }
    // The battle as it stands, when it waits for a choice it can be fought on from.
    if (view.fight && view.armies[0] && view.armies[1])
        if (auto standing = view.fight->standing()) {
            auto setup = std::make_shared<hexrules::BattleSetup>();
            setup->world = m_world;
            setup->ruleset = m_ruleset;
            for (int s = 0; s < 2; ++s) {
                setup->armies[s] = *view.armies[s];
                setup->outOfSupply[s] = view.fight->side(s).outOfSupply;
            }
            setup->hex = view.hex;
            setup->standing = std::move(*standing);
            q.odds = std::move(setup);
        }
    return q;
}

const GuiBattleDecisions::TurnAnswers &GuiBattleDecisions::turnStart(const BattleView &view)
{
    // H5 surprise and the situational modifier are asked when the battle begins (turn 0 in the
    // view); they are answered with turn 1's participants and forays in one dialog.
    const int turn = std::max(1, view.turn);
    if (m_turn && m_turn->turn == turn)
        return *m_turn;
    m_turn = std::make_shared<TurnAnswers>();
    m_turn->turn = turn;
    TurnStartChoice &defaults = m_turn->choice;
    for (int s = 0; s < 2; ++s) {
        defaults.participants[s].assign(view.onField[s].begin(),
                                        view.onField[s].end()); // the default: the whole field
        defaults.foray[s] = BattleDecisions::forayOutcome(view, s);
        defaults.surprised[s] = BattleDecisions::surprised(view, s);
        defaults.situational[s] = BattleDecisions::situationalModifier(view, s);
    }
    if (!asking(view))
        return *m_turn;
    const BattleQuestion q = question(view);
    const bool firstTurn = view.turn == 0;
    const auto reply = ask<Reply<TurnStartChoice>>(
        view.hex,
        [q, defaults, firstTurn](QWidget *parent) {
            BattleTurnDialog dialog(q, defaults, firstTurn, parent);
            const bool ok = dialog.exec() == QDialog::Accepted;
            return Reply<TurnStartChoice>{ok ? dialog.choice() : defaults,
                                          dialog.defaultsForRest()};
        },
        {defaults, false});
    m_turn->choice = reply.value;
    m_defaultsForRest = reply.defaultsForRest;
    return *m_turn;
}

bool GuiBattleDecisions::surprised(const BattleView &view, int side)
{
    asking(view); // a new battle starts here: its first question
    return turnStart(view).choice.surprised[side];
}

int GuiBattleDecisions::situationalModifier(const BattleView &view, int side)
{
    asking(view);
    return turnStart(view).choice.situational[side];
}

bool GuiBattleDecisions::participants(const BattleView &view, int side, std::vector<int> &chosen)
{
    asking(view);
    const std::span<const int> field = view.onField[side];
    for (int i : turnStart(view).choice.participants[side])
        if (std::find(field.begin(), field.end(), i) != field.end())
            chosen.push_back(i);
    return true;
}

double GuiBattleDecisions::forayOutcome(const BattleView &view, int side)
{
    asking(view);
    return turnStart(view).choice.foray[side];
}

std::optional<std::vector<int>> GuiBattleDecisions::casualties(const BattleView &view, int side,
                                                               std::span<const int> taking,
                                                               int hits)
{
    if (!asking(view) || side < 0 || side > 1 || !view.armies[side])
        return BattleDecisions::casualties(view, side, taking, hits);
    const std::vector<int> participating(taking.begin(), taking.end()); // for the dialog
    // The engine's own minimal-BR set (H4.2 step 5), computed as HexBattle does, preselected.
    std::vector<int> brHalf;
    for (int i : participating)
        brHalf.push_back(i >= 0 && static_cast<size_t>(i) < view.armies[side]->units.size()
                             ? hexrules::halfPoints(
                                   m_rules.unitBr(view.armies[side]->units[static_cast<size_t>(i)]))
                             : 0);
    std::vector<int> preselected;
    for (int k : hexrules::minimalRemovalSet(brHalf, hits * 2))
        preselected.push_back(participating[static_cast<size_t>(k)]);
    const BattleQuestion q = question(view);
    const auto reply = ask<Reply<std::vector<int>>>(
        view.hex,
        [q, side, participating, hits, preselected](QWidget *parent) {
            CasualtyDialog dialog(q, side, participating, hits, preselected, parent);
            const bool ok = dialog.exec() == QDialog::Accepted;
            return Reply<std::vector<int>>{ok ? dialog.chosen() : preselected,
                                           dialog.defaultsForRest()};
        },
        {preselected, false});
    m_defaultsForRest = m_defaultsForRest || reply.defaultsForRest;
    if (reply.value == preselected)
        return std::nullopt; // exactly the default policy's answer
    return reply.value;
}

bool GuiBattleDecisions::withdraw(const BattleView &view, int side)
{
    // The engine asks side 0 then side 1 with the same view: one dialog answers both.
    if (m_withdrawTurn == view.turn && view.battle == m_battle)
        return m_withdraw[side];
    const bool defaults[2] = {BattleDecisions::withdraw(view, 0),
                              BattleDecisions::withdraw(view, 1)};
    m_withdraw[0] = defaults[0];
    m_withdraw[1] = defaults[1];
    if (asking(view)) {
        const BattleQuestion q = question(view);
        using Both = std::pair<bool, bool>;
        const Both fallback{defaults[0], defaults[1]};
        const auto reply = ask<Reply<Both>>(
            view.hex,
            [q, fallback](QWidget *parent) {
                const bool preselected[2] = {fallback.first, fallback.second};
                WithdrawalDialog dialog(q, preselected, parent);
                const bool ok = dialog.exec() == QDialog::Accepted;
                return Reply<Both>{ok ? Both{dialog.withdraws(0), dialog.withdraws(1)} : fallback,
                                   dialog.defaultsForRest()};
            },
            {fallback, false});
        m_withdraw[0] = reply.value.first;
        m_withdraw[1] = reply.value.second;
        m_defaultsForRest = m_defaultsForRest || reply.defaultsForRest;
    }
    m_withdrawTurn = view.turn;
    return m_withdraw[side];
}

bool GuiBattleDecisions::pursue(const BattleView &view, int side)
{
    const bool preselected = BattleDecisions::pursue(view, side);
    if (!asking(view))
        return preselected;
    const BattleQuestion q = question(view);
    const auto reply = ask<Reply<bool>>(
        view.hex,
        [q, side, preselected](QWidget *parent) {
            PursuitDialog dialog(q, side, preselected, parent);
            const bool ok = dialog.exec() == QDialog::Accepted;
            return Reply<bool>{ok ? dialog.pursues() : preselected, dialog.defaultsForRest()};
        },
        {preselected, false});
    return reply.value;
}

} // namespace muster
