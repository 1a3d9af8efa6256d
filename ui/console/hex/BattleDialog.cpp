#include "console/hex/BattleDialog.h"

#include "console/hex/OddsPanel.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

BattleDialog::BattleDialog(const BattleQuestion &question, const QString &title, QWidget *parent)
    : QDialog(parent), m_question(question), m_body(new QVBoxLayout), m_problem(new QLabel(this)),
      m_defaultsForRest(new QCheckBox(tr("Use defaults for the rest of this battle"), this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Battle %1, turn %2: %3").arg(question.battle).arg(question.turn).arg(title));
    auto *layout = new QVBoxLayout(this);
    auto *header =
        new QLabel(tr("<b>Battle %1</b> at %2, <b>battle turn %3</b><br>%4, BR %5 on the field"
                      "<br>%6, BR %7 on the field")
                       .arg(question.battle.toHtmlEscaped(), question.where.toHtmlEscaped())
                       .arg(question.turn)
                       .arg(sideTitle(0).toHtmlEscaped())
                       .arg(question.sides[0].brOnField)
                       .arg(sideTitle(1).toHtmlEscaped())
                       .arg(question.sides[1].brOnField),
                   this);
    header->setObjectName(QStringLiteral("battleHeader"));
    header->setWordWrap(true);
    layout->addWidget(header);
    layout->addLayout(m_body);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);
    m_defaultsForRest->setObjectName(QStringLiteral("defaultsForRest"));
    m_defaultsForRest->setToolTip(
        tr("Apply this dialog's choices, then let the default policy decide the rest of this "
           "battle without asking"));
    layout->addWidget(m_defaultsForRest);
    m_buttons->setObjectName(QStringLiteral("buttons"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Use Defaults"));
    m_buttons->button(QDialogButtonBox::Cancel)
        ->setToolTip(tr("Discard the changes in this dialog and use the defaults (Escape)"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
}

void BattleDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    const QWidget *window = parentWidget() ? parentWidget()->window() : nullptr;
    if (!window)
        return;
    const QRect frame = window->frameGeometry();
    move(frame.center().x() - width() / 2,
         std::max(frame.top(), frame.bottom() - height() - frame.height() / 20));
}

bool BattleDialog::defaultsForRest() const
{
    return m_defaultsForRest->isChecked();
}

QString BattleDialog::sideTitle(int side) const
{
    return (side == 0 ? tr("Attacker: %1") : tr("Defender: %1")).arg(m_question.sides[side].army);
}

QListWidget *BattleDialog::unitList(int side, const std::vector<int> &units, bool checkable,
                                    const std::vector<int> &checked, const QString &objectName)
{
    const BattleSideInfo &info = m_question.sides[side];
    auto *list = new QListWidget(this);
    list->setObjectName(objectName);
    for (int index : units) {
        if (index < 0 || static_cast<size_t>(index) >= info.units.size())
            continue;
        auto *item = new QListWidgetItem(tr("unit %1: %2, BR %3")
                                             .arg(index + 1)
                                             .arg(info.units[static_cast<size_t>(index)])
                                             .arg(info.unitBr[static_cast<size_t>(index)]),
                                         list);
        item->setData(Qt::UserRole, index);
        if (checkable) {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            const bool on = std::find(checked.begin(), checked.end(), index) != checked.end();
            item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        } else {
            item->setFlags(item->flags() & ~Qt::ItemIsSelectable);
        }
    }
    // Every unit of a small army without scrolling (at most ten rows), and wide enough that no
    // label is cut off.
    const int rows = std::clamp(list->count(), 1, 10);
    const int rowHeight =
        list->count() > 0 ? list->sizeHintForRow(0) : list->fontMetrics().height();
    list->setFixedHeight(rows * rowHeight + 2 * list->frameWidth() + 4);
    list->setMinimumWidth(list->sizeHintForColumn(0) + 2 * list->frameWidth() +
                          list->verticalScrollBar()->sizeHint().width());
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return list;
}

std::vector<int> BattleDialog::checkedUnits(const QListWidget *list)
{
    std::vector<int> out;
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->checkState() == Qt::Checked)
            out.push_back(list->item(row)->data(Qt::UserRole).toInt());
    return out;
}

double BattleDialog::brOf(int side, const std::vector<int> &units) const
{
    double br = 0;
    for (int i : units)
        if (i >= 0 && static_cast<size_t>(i) < m_question.sides[side].unitBr.size())
            br += m_question.sides[side].unitBr[static_cast<size_t>(i)];
    return br;
}

OddsPanel *BattleDialog::addOddsPanel()
{
    if (!m_question.odds)
        return nullptr;
    m_oddsPanel = new OddsPanel(this);
    const QString names[2] = {m_question.sides[0].id, m_question.sides[1].id};
    const QColor colours[2] = {m_question.sides[0].colour, m_question.sides[1].colour};
    m_oddsPanel->setBattle(m_question.odds, names, colours);
    body()->addWidget(m_oddsPanel);
    return m_oddsPanel;
}

void BattleDialog::setProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace muster
