#pragma once
// The battles of a resolved turn and the phase stepper: a list (where, who,
// action, result); for the chosen battle First / Previous / Next / Last (Home, Left, Right, End
// in the list) step through its start, phases and end, Play walks every battle of the turn in
// order, and Close (Esc) leaves the viewer for the turn's own map.

#include "console/battles/BattleIndex.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTimer;

namespace muster {

class BattlesDock : public QWidget
{
    Q_OBJECT
public:
    explicit BattlesDock(QWidget *parent = nullptr);

    /// Lists the battles of `battles` (kept by the caller while shown); `names` turns kingdom ids
    /// into names.
    void setBattles(const TurnBattles *battles);

    const TurnBattles *shown() const { return m_battles; }
    int currentBattle() const { return m_battle; }
    int currentStep() const { return m_step; }
    void selectBattle(int battle);
    void stepTo(int step);
    void first() { stepTo(0); }
    void previous() { stepTo(m_step - 1); }
    void next() { stepTo(m_step + 1); }
    void last();
    /// No battle chosen: the map is the turn's own again (Close, Esc in the list).
    void deselect();
    void setPlaying(bool playing);
    bool isPlaying() const;
    /// Milliseconds between Play's steps (900 by default).
    void setPlayInterval(int milliseconds);
    QListWidget *list() const { return m_list; }
    QPushButton *playButton() const { return m_play; }
    bool isEmpty() const { return !m_battles || m_battles->battles.empty(); }

signals:
    /// A battle was chosen (-1: none) and step `step` of it is shown.
    void stepShown(int battle, int step);
    /// There is no battle to list (`empty`): the dock shows one line saying so, without its list
    /// and buttons.
    void emptyChanged(bool empty);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void playTick();
    void updateButtons();

    const TurnBattles *m_battles = nullptr;
    int m_battle = -1;
    int m_step = -1;
    QListWidget *m_list;
    QLabel *m_stepLabel;
    QPushButton *m_first, *m_previous, *m_next, *m_last, *m_play, *m_close;
    QTimer *m_timer;
};

} // namespace muster
