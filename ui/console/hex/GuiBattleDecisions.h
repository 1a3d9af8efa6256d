#pragma once
// The GM's battle decisions (RULES H4.2 steps 1, 3, 5, 7; H5; H4.4) for the hex
// engine running in a worker thread (HexAdvanceActions): every question is carried to the GUI
// thread, shown as a modal dialog, and the answer handed back while the engine waits.
//
// Questions are grouped so the GM sees few dialogs: one per battle turn for both sides
// (participants, heroic forays; on turn 1 also surprise and the situational modifier, which the
// engine asks for first), one per side that takes hits, one for both sides' withdrawal, one for
// pursuit. Morale order stays the default (weakest first). Every dialog preselects what
// DefaultBattleDecisions would answer, and an unchanged dialog gives exactly that answer (for
// casualties: nullopt, the engine's own minimal-BR set), so accepting every default stores the
// same turn, byte for byte, as the default policy. The battle-turn and withdrawal dialogs carry the
// battle's standing, for the odds of the GM's choices (OddsPanel).

#include "model/Campaign.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/hex/HexRules.h"

#include <QCoreApplication>
#include <QMutex>
#include <QPointer>
#include <QWaitCondition>

#include <atomic>
#include <functional>
#include <memory>

class QWidget;

namespace muster {

struct BattleQuestion;

class GuiBattleDecisions : public hexrules::BattleDecisions,
                           public std::enable_shared_from_this<GuiBattleDecisions>
{
    Q_DECLARE_TR_FUNCTIONS(GuiBattleDecisions)
public:
    /// `campaign` (the worker's copy) must outlive this. `context` lives on the GUI thread and
    /// runs the dialogs; they are parented to `dialogParent`.
    GuiBattleDecisions(const Campaign &campaign, QObject *context, QWidget *dialogParent);

    /// Any thread: stop asking; a waiting or later question gets the default answer.
    void abort();
    /// Called on the GUI thread with true and the battle's hex before each dialog, false after.
    void setAskingHook(std::function<void(bool asking, Hex battle)> hook)
    {
        m_askingHook = std::move(hook);
    }
    /// How many dialogs were shown (for tests and the status line).
    int dialogsShown() const { return m_dialogsShown; }

    bool participants(const hexrules::BattleView &view, int side,
                      std::vector<int> &chosen) override;
    double forayOutcome(const hexrules::BattleView &view, int side) override;
    std::optional<std::vector<int>> casualties(const hexrules::BattleView &view, int side,
                                               std::span<const int> participating,
                                               int hits) override;
    bool withdraw(const hexrules::BattleView &view, int side) override;
    bool surprised(const hexrules::BattleView &view, int side) override;
    int situationalModifier(const hexrules::BattleView &view, int side) override;
    bool pursue(const hexrules::BattleView &view, int side) override;

private:
    struct TurnAnswers;
    /// Runs `dialog` on the GUI thread and waits for its answer; `fallback` when aborted.
    template <typename Answer>
    Answer ask(Hex battle, std::function<Answer(QWidget *)> dialog, Answer fallback);
    /// Starts over for a new battle; false when this battle's questions get the defaults.
    bool asking(const hexrules::BattleView &view);
    BattleQuestion question(const hexrules::BattleView &view) const;
    /// Asks (or takes the defaults for) the start of the view's battle turn, both sides at once.
    const TurnAnswers &turnStart(const hexrules::BattleView &view);

    const Campaign &m_campaign;
    hexrules::HexRules m_rules;
    // Shared with the odds of every dialog, which may outlive the advance.
    std::shared_ptr<const World> m_world;
    std::shared_ptr<const Ruleset> m_ruleset;
    QObject *m_context;
    QPointer<QWidget> m_dialogParent;
    std::function<void(bool, Hex)> m_askingHook;
    std::atomic<bool> m_aborted{false};
    std::atomic<int> m_dialogsShown{0};
    QMutex m_mutex;
    QWaitCondition m_answered;

    // Worker-thread state of the battle being fought.
    QString m_battle;
    bool m_defaultsForRest = false;
    std::shared_ptr<TurnAnswers> m_turn;
    int m_withdrawTurn = -1;
    bool m_withdraw[2] = {false, false};
};

} // namespace muster
