#include "console/setup/HouseRulesDialog.h"

#include "console/commands/ChangeHouseRules.h"
#include "console/document/CampaignDocument.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace muster {

namespace {
QString number(double value, bool whole)
{
    return whole ? QString::number(static_cast<qint64>(value)) : QString::number(value);
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled);
    return item;
}

QAbstractSpinBox *spinBoxFor(const HouseRule &rule, QWidget *parent)
{
    const limits::Parameter &p = *rule.parameter;
    if (p.whole) {
        auto *box = new QSpinBox(parent);
        box->setRange(static_cast<int>(p.min), static_cast<int>(p.max));
        box->setValue(static_cast<int>(rule.value));
        return box;
    }
    auto *box = new QDoubleSpinBox(parent);
    box->setDecimals(3);
    box->setRange(p.min, p.max);
    box->setValue(rule.value);
    return box;
}
} // namespace

HouseRulesDialog::HouseRulesDialog(CampaignDocument &document, QWidget *parent)
    : QDialog(parent), m_document(document), m_rules(houseRules(document.campaign().ruleset)),
      m_table(new QTableWidget(static_cast<int>(m_rules.size()), ColumnCount, this)),
      m_problem(new QLabel(this)), m_started(new QLabel(this)),
      m_buttons(new QDialogButtonBox(this))
{
    setObjectName(QStringLiteral("houseRulesDialog"));
    const Campaign &c = document.campaign();
    const bool setup = !c.started;
    setWindowTitle(tr("House Rules of %1").arg(c.name));
    m_table->setObjectName(QStringLiteral("houseRulesTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Parameter"), tr("Rule"), tr("Value"), tr("Default"), tr("Limits")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    for (size_t i = 0; i < m_rules.size(); ++i) {
        const HouseRule &rule = m_rules[i];
        const limits::Parameter &p = *rule.parameter;
        const int row = static_cast<int>(i);
        m_table->setItem(row, ParameterColumn, cell(QLatin1String(p.name)));
        m_table->setItem(row, RuleColumn, cell(QLatin1String(p.rule)));
        m_table->setItem(row, DefaultColumn, cell(number(rule.defaultValue, p.whole)));
        m_table->setItem(
            row, LimitsColumn,
            cell(
                rule.fractionPartner.endsWith(QLatin1String("Denominator"))
                    ? tr("%1 to %2, at most %3")
                          .arg(number(p.min, p.whole), number(p.max, p.whole), rule.fractionPartner)
                    : tr("%1 to %2").arg(number(p.min, p.whole), number(p.max, p.whole))));
        QAbstractSpinBox *box = spinBoxFor(rule, m_table);
        box->setObjectName(QLatin1String(p.name));
        box->setReadOnly(!setup);
        box->setButtonSymbols(setup ? QAbstractSpinBox::UpDownArrows : QAbstractSpinBox::NoButtons);
        box->setKeyboardTracking(false);
        m_table->setCellWidget(row, ValueColumn, box);
        m_boxes.push_back(box);
        if (auto *whole = qobject_cast<QSpinBox *>(box))
            connect(whole, &QSpinBox::valueChanged, this, &HouseRulesDialog::limitFractions);
    }
    m_table->resizeColumnsToContents();
    // Room for the largest value with its arrows (cell widgets do not size their column).
    m_table->setColumnWidth(
        ValueColumn, m_table->fontMetrics().horizontalAdvance(QStringLiteral("-1000.000")) + 48);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_problem->setObjectName(QStringLiteral("houseRulesProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #a61b1b"));
    m_started->setObjectName(QStringLiteral("houseRulesStartedNote"));
    m_started->setWordWrap(true);
    m_started->setText(tr("The campaign has started: its house rules are fixed, so its history "
                          "replays by the numbers it was played by (RULES R1)."));
    m_started->setVisible(!setup);
    auto *intro = new QLabel(
        tr("The %1 ruleset's [house] numbers (RULES R1). Defaults are those Muster ships; each "
           "value keeps to its limits.")
            .arg(rulesetKindName(c.ruleset.kind)),
        this);
    intro->setWordWrap(true);
    if (setup)
        m_buttons->setStandardButtons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    else
        m_buttons->setStandardButtons(QDialogButtonBox::Close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_started);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &HouseRulesDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &HouseRulesDialog::reject);
    limitFractions();
    resize(720, 640);
}

QAbstractSpinBox *HouseRulesDialog::valueBox(const QString &name) const
{
    for (size_t i = 0; i < m_rules.size(); ++i)
        if (QLatin1String(m_rules[i].parameter->name) == name)
            return m_boxes[i];
    return nullptr;
}

double HouseRulesDialog::valueOf(size_t row) const
{
    if (auto *whole = qobject_cast<QSpinBox *>(m_boxes[row]))
        return whole->value();
    return static_cast<QDoubleSpinBox *>(m_boxes[row])->value();
}

void HouseRulesDialog::limitFractions()
{
    for (size_t i = 0; i < m_rules.size(); ++i) {
        const HouseRule &rule = m_rules[i];
        if (!rule.fractionPartner.endsWith(QLatin1String("Denominator")))
            continue;
        auto *numerator = qobject_cast<QSpinBox *>(m_boxes[i]);
        auto *denominator = qobject_cast<QSpinBox *>(valueBox(rule.fractionPartner));
        if (numerator && denominator)
            numerator->setMaximum(
                std::min(static_cast<int>(rule.parameter->max), denominator->value()));
    }
}

void HouseRulesDialog::accept()
{
    const Campaign &c = m_document.campaign();
    if (c.started) {
        QDialog::reject();
        return;
    }
    std::vector<HouseRuleValue> changed;
    for (size_t i = 0; i < m_rules.size(); ++i)
        if (const double value = valueOf(i); value != m_rules[i].value)
            changed.push_back({QLatin1String(m_rules[i].parameter->name), value});
    if (changed.empty()) {
        QDialog::accept();
        return;
    }
    if (const std::vector<Problem> problems = houseRuleProblems(c, changed); !problems.empty()) {
        m_problem->setText(
            tr("Not stored: %1").arg(problemTexts(problems).join(QLatin1Char('\n'))));
        return;
    }
    m_document.undoStack()->push(new ChangeHouseRules(m_document, std::move(changed)));
    QDialog::accept();
}

} // namespace muster
