#pragma once
// Campaign > House Rules...: every parameter of the campaign's ruleset (RULES R1; model/Limits.h
// areaParameters / hexParameters) with its RULES paragraph, the shipped default and its limits.
// In setup each value is a spin box that keeps to its limits (a fraction's numerator to at most
// its denominator), and OK stores the changes as one undo step, set as muster-cli house sets them
// (core/operations/EditHouseRules.h), after the same check, so a value outside the limits is
// never stored. Once the
// campaign has started the dialog only shows them, with a line saying why.

#include "setup/HouseRules.h"

#include <QDialog>

#include <vector>

class QAbstractSpinBox;
class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace muster {

class CampaignDocument;

class HouseRulesDialog : public QDialog
{
    Q_OBJECT
public:
    enum Column
    {
        ParameterColumn,
        RuleColumn,
        ValueColumn,
        DefaultColumn,
        LimitsColumn,
        ColumnCount
    };

    explicit HouseRulesDialog(CampaignDocument &document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    /// The spin box of parameter `name` (a QSpinBox, or a QDoubleSpinBox for a number that need
    /// not be whole); null for a name the ruleset does not have.
    QAbstractSpinBox *valueBox(const QString &name) const;
    QLabel *problemLabel() const { return m_problem; }
    QLabel *startedNote() const { return m_started; }
    QDialogButtonBox *buttons() const { return m_buttons; }

    void accept() override;

private:
    double valueOf(size_t row) const;
    /// Keeps each fraction's numerator at most its denominator.
    void limitFractions();

    CampaignDocument &m_document;
    std::vector<HouseRule> m_rules;
    QTableWidget *m_table;
    std::vector<QAbstractSpinBox *> m_boxes; // one per rule, same index
    QLabel *m_problem;
    QLabel *m_started;
    QDialogButtonBox *m_buttons;
};

} // namespace muster
