#include "console/hex/BattleTurnDialog.h"

#include "console/hex/OddsPanel.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

BattleTurnDialog::BattleTurnDialog(const BattleQuestion &question, const TurnStartChoice &defaults,
                                   bool firstTurn, QWidget *parent)
    : BattleDialog(question, tr("participants and heroic forays"), parent), m_defaults(defaults)
{
    setObjectName(QStringLiteral("battleTurnDialog"));
    auto *columns = new QHBoxLayout;
    for (int s = 0; s < 2; ++s) {
        const QString n = QString::number(s);
        auto *box = new QGroupBox(sideTitle(s), this);
        box->setObjectName(QStringLiteral("side") + n);
        auto *layout = new QVBoxLayout(box);
        layout->addWidget(new QLabel(tr("Participating units (H4.2 step 1; the rest stay in "
                                        "reserve):"),
                                     box));
        m_participants[s] = unitList(s, question.sides[s].onField, true, defaults.participants[s],
                                     QStringLiteral("participants") + n);
        layout->addWidget(m_participants[s]);
        auto *form = new QFormLayout;
        m_foray[s] = new QDoubleSpinBox(box);
        m_foray[s]->setObjectName(QStringLiteral("foray") + n);
        m_foray[s]->setDecimals(1);
        m_foray[s]->setSingleStep(0.5); // every BR of the unit table is a multiple of 0.5
        m_foray[s]->setRange(0, question.sides[1 - s].brOnField);
        m_foray[s]->setValue(defaults.foray[s]);
        m_foray[s]->setToolTip(tr("BR of enemy units this side's heroic forays defeat this turn, "
                                  "as the GM resolved them (H4.2 step 3)"));
        form->addRow(tr("Heroic forays defeat enemy BR:"), m_foray[s]);
        if (firstTurn) {
            m_surprised[s] =
                new QCheckBox(tr("Surprised (no throws for the first turns, H5)"), box);
            m_surprised[s]->setObjectName(QStringLiteral("surprised") + n);
            m_surprised[s]->setChecked(defaults.surprised[s]);
            form->addRow(m_surprised[s]);
            m_situational[s] = new QSpinBox(box);
            m_situational[s]->setObjectName(QStringLiteral("situational") + n);
            m_situational[s]->setRange(-10, 10);
            m_situational[s]->setValue(defaults.situational[s]);
            m_situational[s]->setToolTip(
                tr("The GM's situational modifier to this side's attack throws for the whole "
                   "battle (H5)"));
            form->addRow(tr("Situational modifier:"), m_situational[s]);
        }
        layout->addLayout(form);
        columns->addWidget(box);
        connect(m_participants[s], &QListWidget::itemChanged, this, &BattleTurnDialog::check);
    }
    body()->addLayout(columns);
    if (addOddsPanel()) {
        for (int s = 0; s < 2; ++s) {
            connect(m_participants[s], &QListWidget::itemChanged, this,
                    &BattleTurnDialog::updateOdds);
            connect(m_foray[s], &QDoubleSpinBox::valueChanged, this, &BattleTurnDialog::updateOdds);
            if (m_surprised[s])
                connect(m_surprised[s], &QCheckBox::toggled, this, &BattleTurnDialog::updateOdds);
            if (m_situational[s])
                connect(m_situational[s], &QSpinBox::valueChanged, this,
                        &BattleTurnDialog::updateOdds);
        }
    }
    check();
    updateOdds();
}

void BattleTurnDialog::updateOdds()
{
    if (!oddsPanel())
        return;
    const TurnStartChoice c = choice();
    hexrules::BattleChoices odds;
    odds.turn = question().turn;
    for (int s = 0; s < 2; ++s) {
        odds.participants[s] = c.participants[s];
        odds.foray[s] = c.foray[s];
        odds.surprised[s] = c.surprised[s];
        odds.situational[s] = c.situational[s];
    }
    oddsPanel()->request(odds);
}

TurnStartChoice BattleTurnDialog::choice() const
{
    TurnStartChoice c = m_defaults;
    for (int s = 0; s < 2; ++s) {
        c.participants[s] = checkedUnits(m_participants[s]);
        c.foray[s] = m_foray[s]->value();
        if (m_surprised[s])
            c.surprised[s] = m_surprised[s]->isChecked();
        if (m_situational[s])
            c.situational[s] = m_situational[s]->value();
    }
    return c;
}

void BattleTurnDialog::check()
{
    // A side with units on the field but none taking part could neither throw nor absorb hits;
    // the battle would stall, so it is refused here rather than passed to the engine.
    QStringList problems;
    for (int s = 0; s < 2; ++s)
        if (m_participants[s]->count() > 0 && checkedUnits(m_participants[s]).empty())
            problems << tr("%1: choose at least one participating unit.").arg(sideTitle(s));
    setProblem(problems.join(u' '));
}

} // namespace muster
