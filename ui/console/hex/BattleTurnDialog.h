#pragma once
// The start of a battle turn for both sides in one dialog (RULES H4.2 steps 1 and 3; on battle
// turn 1 also H5 surprise and the GM's situational modifier): the participating units as check
// boxes (default all), and the BR of enemy units each side's heroic forays defeat (default 0).

#include "console/hex/BattleDialog.h"

#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QListWidget;
class QSpinBox;

namespace muster {

struct TurnStartChoice
{
    std::vector<int> participants[2];
    double foray[2] = {0, 0};
    bool surprised[2] = {false, false};
    int situational[2] = {0, 0};
};

class BattleTurnDialog : public BattleDialog
{
    Q_OBJECT
public:
    /// `defaults` are preselected; `firstTurn` adds surprise and the situational modifier.
    BattleTurnDialog(const BattleQuestion &question, const TurnStartChoice &defaults,
                     bool firstTurn, QWidget *parent);

    TurnStartChoice choice() const;

private:
    void check();
    /// The odds of the choices as they are now (OddsPanel).
    void updateOdds();

    TurnStartChoice m_defaults;
    QListWidget *m_participants[2] = {nullptr, nullptr};
    QDoubleSpinBox *m_foray[2] = {nullptr, nullptr};
    QCheckBox *m_surprised[2] = {nullptr, nullptr};
    QSpinBox *m_situational[2] = {nullptr, nullptr};
};

} // namespace muster
