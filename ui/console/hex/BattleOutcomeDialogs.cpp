#include "console/hex/BattleOutcomeDialogs.h"

#include "console/hex/OddsPanel.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace muster {

namespace {
QString hitsText(int hits)
{
    return hits == 1 ? CasualtyDialog::tr("1 hit") : CasualtyDialog::tr("%1 hits").arg(hits);
}
} // namespace

CasualtyDialog::CasualtyDialog(const BattleQuestion &question, int side,
                               const std::vector<int> &participating, int hits,
                               const std::vector<int> &preselected, QWidget *parent)
    : BattleDialog(question, tr("casualties of %1").arg(question.sides[side].army), parent),
      m_side(side), m_hits(hits), m_total(new QLabel(this))
{
    setObjectName(QStringLiteral("battleCasualtyDialog"));
    auto *intro = new QLabel(
        tr("%1 takes <b>%2</b>: tick participating units whose combined BR is at least %3. "
           "Preselected: the set that loses the least BR, then the fewest units (H4.2 step 5).")
            .arg(question.sides[side].army.toHtmlEscaped(), hitsText(hits))
            .arg(hits),
        this);
    intro->setWordWrap(true);
    body()->addWidget(intro);
    m_units = unitList(side, participating, true, preselected, QStringLiteral("casualties"));
    body()->addWidget(m_units);
    m_total->setObjectName(QStringLiteral("selectedBr"));
    m_total->setWordWrap(true);
    body()->addWidget(m_total);
    connect(m_units, &QListWidget::itemChanged, this, &CasualtyDialog::updateTotal);
    updateTotal();
}

std::vector<int> CasualtyDialog::chosen() const
{
    return checkedUnits(m_units);
}

void CasualtyDialog::updateTotal()
{
    const double br = brOf(m_side, chosen());
    QString text = tr("Selected BR %1 for %2.").arg(br).arg(hitsText(m_hits));
    if (br < m_hits)
        text += QLatin1Char(' ') +
                tr("Short by %1: the engine adds the lightest other participating units to make "
                   "it up.")
                    .arg(m_hits - br);
    m_total->setText(text);
}

WithdrawalDialog::WithdrawalDialog(const BattleQuestion &question, const bool defaults[2],
                                   QWidget *parent)
    : BattleDialog(question, tr("withdrawal"), parent)
{
    setObjectName(QStringLiteral("battleWithdrawalDialog"));
    auto *intro = new QLabel(tr("Either side may withdraw now; a withdrawal ends the battle and "
                                "the side that withdrew loses (H4.2 step 7, H4.3). Preselected: "
                                "a side withdraws when its BR on the field is under half the "
                                "enemy's."),
                             this);
    intro->setWordWrap(true);
    body()->addWidget(intro);
    auto *columns = new QHBoxLayout;
    for (int s = 0; s < 2; ++s) {
        const QString n = QString::number(s);
        auto *box = new QGroupBox(sideTitle(s), this);
        auto *layout = new QVBoxLayout(box);
        layout->addWidget(
            unitList(s, question.sides[s].onField, false, {}, QStringLiteral("units") + n));
        m_withdraw[s] = new QCheckBox(
            tr("Withdraws (BR %1 on the field)").arg(question.sides[s].brOnField), box);
        m_withdraw[s]->setObjectName(QStringLiteral("withdraw") + n);
        m_withdraw[s]->setChecked(defaults[s]);
        layout->addWidget(m_withdraw[s]);
        columns->addWidget(box);
    }
    body()->addLayout(columns);
    if (addOddsPanel())
        for (QCheckBox *withdraw : m_withdraw)
            connect(withdraw, &QCheckBox::toggled, this, &WithdrawalDialog::updateOdds);
    updateOdds();
}

void WithdrawalDialog::updateOdds()
{
    if (!oddsPanel())
        return;
    hexrules::BattleChoices odds;
    odds.turn = question().turn;
    for (int s = 0; s < 2; ++s)
        odds.withdraw[s] = m_withdraw[s]->isChecked();
    oddsPanel()->request(odds);
}

bool WithdrawalDialog::withdraws(int side) const
{
    return m_withdraw[side]->isChecked();
}

PursuitDialog::PursuitDialog(const BattleQuestion &question, int winner, bool preselected,
                             QWidget *parent)
    : BattleDialog(question, tr("pursuit"), parent)
{
    setObjectName(QStringLiteral("battlePursuitDialog"));
    auto *intro =
        new QLabel(tr("%1 has won. Its pursuers throw once each; every hit defeats one of the "
                      "loser's units, weakest first (H4.4).")
                       .arg(sideTitle(winner)),
                   this);
    intro->setWordWrap(true);
    body()->addWidget(intro);
    auto *columns = new QHBoxLayout;
    for (int s : {winner, 1 - winner}) {
        auto *box = new QGroupBox(s == winner ? tr("Winner: %1").arg(question.sides[s].army)
                                              : tr("Loser: %1").arg(question.sides[s].army),
                                  this);
        auto *layout = new QVBoxLayout(box);
        layout->addWidget(unitList(s, question.sides[s].onField, false, {},
                                   QStringLiteral("units") + QString::number(s)));
        columns->addWidget(box);
    }
    body()->addLayout(columns);
    m_pursue = new QCheckBox(tr("Pursue"), this);
    m_pursue->setObjectName(QStringLiteral("pursue"));
    m_pursue->setChecked(preselected);
    body()->addWidget(m_pursue);
}

bool PursuitDialog::pursues() const
{
    return m_pursue->isChecked();
}

} // namespace muster
