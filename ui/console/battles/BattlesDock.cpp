#include "console/battles/BattlesDock.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace muster {

BattlesDock::BattlesDock(QWidget *parent)
    : QWidget(parent), m_list(new QListWidget(this)), m_stepLabel(new QLabel(this)),
      m_first(new QPushButton(tr("First"), this)), m_previous(new QPushButton(tr("Prev"), this)),
      m_next(new QPushButton(tr("Next"), this)), m_last(new QPushButton(tr("Last"), this)),
      m_play(new QPushButton(tr("Play"), this)), m_close(new QPushButton(tr("Close"), this)),
      m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("battlesDock"));
    m_list->setObjectName(QStringLiteral("battleList"));
    m_stepLabel->setWordWrap(true);
    m_play->setCheckable(true);
    m_timer->setInterval(900);
    // Two rows (the steps, then playing and leaving), each button as narrow as its text: the
    // style's 80 px minimum, or one row of six, would make the dock 250 px wide or more and
    // squeeze the map on a laptop.
    auto *buttons = new QGridLayout;
    buttons->setSpacing(2);
    m_close->setToolTip(tr("Back to the turn's own map (Esc)"));
    const QList<QPushButton *> grid{m_first, m_previous, m_next, m_last, m_play, m_close};
    for (qsizetype i = 0; i < grid.size(); ++i) {
        QPushButton *b = grid[i];
        b->setMinimumWidth(b->fontMetrics().horizontalAdvance(b->text()) + 12);
        if (i < 4)
            buttons->addWidget(b, 0, static_cast<int>(i));
        else // Play and Close share the second row, two columns each
            buttons->addWidget(b, 1, static_cast<int>(i - 4) * 2, 1, 2);
    }
    // The step's text sits above the buttons, so the buttons stay where they are when it wraps
    // onto another line: the list gives up the room.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_stepLabel);
    layout->addLayout(buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, &BattlesDock::selectBattle);
    connect(m_first, &QPushButton::clicked, this, &BattlesDock::first);
    connect(m_previous, &QPushButton::clicked, this, &BattlesDock::previous);
    connect(m_next, &QPushButton::clicked, this, &BattlesDock::next);
    connect(m_last, &QPushButton::clicked, this, &BattlesDock::last);
    connect(m_play, &QPushButton::toggled, this, &BattlesDock::setPlaying);
    connect(m_close, &QPushButton::clicked, this, &BattlesDock::deselect);
    connect(m_timer, &QTimer::timeout, this, &BattlesDock::playTick);
    // Left/Right/Home/End step while the battle list has focus; Up/Down still choose the battle.
    m_list->installEventFilter(this);
    updateButtons();
}

bool BattlesDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        switch (static_cast<QKeyEvent *>(event)->key()) {
        case Qt::Key_Left:
            previous();
            return true;
        case Qt::Key_Right:
            next();
            return true;
        case Qt::Key_Home:
            first();
            return true;
        case Qt::Key_End:
            last();
            return true;
        case Qt::Key_Escape:
            deselect();
            return true;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void BattlesDock::setBattles(const TurnBattles *battles)
{
    setPlaying(false);
    m_battles = battles;
    m_battle = -1;
    m_step = -1;
    const QSignalBlocker block(m_list);
    m_list->clear();
    if (battles) {
        for (const BattleInfo &b : battles->battles) {
            m_list->addItem(b.title);
            // The dock is narrow: the whole line on hover.
            m_list->item(m_list->count() - 1)
                ->setToolTip(m_list->item(m_list->count() - 1)->text());
        }
    }
    const bool empty = isEmpty();
    m_stepLabel->setText(!battles ? tr("No battles yet.")
                         : empty  ? tr("No battles this turn.")
                                  : QString());
    m_list->setHidden(empty);
    for (QPushButton *b : {m_first, m_previous, m_next, m_last, m_play, m_close})
        b->setHidden(empty);
    updateButtons();
    emit emptyChanged(empty);
    emit stepShown(-1, -1);
}

void BattlesDock::selectBattle(int battle)
{
    if (!m_battles || battle < 0 || battle >= static_cast<int>(m_battles->battles.size()))
        return;
    m_battle = battle;
    if (m_list->currentRow() != battle) {
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(battle);
    }
    m_step = -1;
    stepTo(0);
}

void BattlesDock::deselect()
{
    setPlaying(false);
    m_battle = -1;
    m_step = -1;
    {
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(-1);
        m_list->clearSelection();
    }
    m_stepLabel->clear();
    updateButtons();
    emit stepShown(-1, -1);
}

void BattlesDock::stepTo(int step)
{
    if (!m_battles || m_battle < 0)
        return;
    const BattleInfo &b = m_battles->battles[static_cast<size_t>(m_battle)];
    step = std::clamp(step, 0, static_cast<int>(b.steps.size()) - 1);
    if (step == m_step)
        return;
    m_step = step;
    const BattleStep &s = b.steps[static_cast<size_t>(step)];
    m_stepLabel->setText(tr("Battle %1, step %2 of %3: %4")
                             .arg(b.name)
                             .arg(step + 1)
                             .arg(b.steps.size())
                             .arg(s.caption));
    updateButtons();
    emit stepShown(m_battle, m_step);
}

void BattlesDock::last()
{
    if (m_battles && m_battle >= 0)
        stepTo(static_cast<int>(m_battles->battles[static_cast<size_t>(m_battle)].steps.size()) -
               1);
}

void BattlesDock::setPlaying(bool playing)
{
    if (playing && (!m_battles || m_battles->battles.empty()))
        playing = false;
    if (playing && m_battle < 0)
        selectBattle(0);
    playing ? m_timer->start() : m_timer->stop();
    const QSignalBlocker block(m_play);
    m_play->setChecked(playing);
}

bool BattlesDock::isPlaying() const
{
    return m_timer->isActive();
}

void BattlesDock::setPlayInterval(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

void BattlesDock::playTick()
{
    // The whole turn in resolution order: each battle's steps, then the next battle.
    if (!m_battles || m_battle < 0) {
        setPlaying(false); // the battles went (a new turn) or Close was pressed
        return;
    }
    const BattleInfo &b = m_battles->battles[static_cast<size_t>(m_battle)];
    if (m_step + 1 < static_cast<int>(b.steps.size()))
        next();
    else if (m_battle + 1 < static_cast<int>(m_battles->battles.size()))
        selectBattle(m_battle + 1);
    else
        setPlaying(false);
}

void BattlesDock::updateButtons()
{
    const bool has = m_battles && m_battle >= 0;
    const int count =
        has ? static_cast<int>(m_battles->battles[static_cast<size_t>(m_battle)].steps.size()) : 0;
    m_first->setEnabled(has && m_step > 0);
    m_previous->setEnabled(has && m_step > 0);
    m_next->setEnabled(has && m_step + 1 < count);
    m_last->setEnabled(has && m_step + 1 < count);
    m_play->setEnabled(m_battles && !m_battles->battles.empty());
    m_close->setEnabled(has);
}

} // namespace muster
