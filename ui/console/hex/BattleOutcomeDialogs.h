#pragma once
// The later decisions of a battle turn (RULES H4.2 steps 5 and 7, H4.4), one dialog each:
// which participating units absorb the hits (the engine's minimal-BR set preselected), whether
// either side withdraws (the default policy's answer preselected), and whether the winner pursues.

#include "console/hex/BattleDialog.h"

#include <vector>

class QCheckBox;
class QLabel;
class QListWidget;

namespace muster {

class CasualtyDialog : public BattleDialog
{
    Q_OBJECT
public:
    /// `side` takes `hits` (each hit needs BR 1 removed); `preselected` is the default set.
    CasualtyDialog(const BattleQuestion &question, int side, const std::vector<int> &participating,
                   int hits, const std::vector<int> &preselected, QWidget *parent);

    std::vector<int> chosen() const;
    int side() const { return m_side; }

private:
    void updateTotal();

    int m_side;
    int m_hits;
    QListWidget *m_units;
    QLabel *m_total;
};

class WithdrawalDialog : public BattleDialog
{
    Q_OBJECT
public:
    WithdrawalDialog(const BattleQuestion &question, const bool defaults[2], QWidget *parent);

    bool withdraws(int side) const;

private:
    void updateOdds();

    QCheckBox *m_withdraw[2];
};

class PursuitDialog : public BattleDialog
{
    Q_OBJECT
public:
    /// `winner` may pursue the loser's units left on the field; `preselected` is the default.
    PursuitDialog(const BattleQuestion &question, int winner, bool preselected, QWidget *parent);

    bool pursues() const;

private:
    QCheckBox *m_pursue;
};

} // namespace muster
