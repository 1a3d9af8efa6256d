#include "editor/NewMapDialog.h"

#include "model/BlankCampaign.h"
#include "model/Limits.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QSpinBox>

namespace muster {

NewMapDialog::NewMapDialog(QWidget *parent)
    : QDialog(parent), m_kind(new QComboBox), m_columns(new QSpinBox), m_rows(new QSpinBox),
      m_name(new QLineEdit(tr("New campaign")))
{
    setWindowTitle(tr("New Map"));
    auto *form = new QFormLayout(this);
    m_kind->setObjectName(QStringLiteral("mapKind"));
    m_kind->addItem(tr("Area campaign (Dark Age II)"), static_cast<int>(RulesetKind::Area));
    m_kind->addItem(tr("Hex campaign (Armies and Battles)"), static_cast<int>(RulesetKind::Hex));
    form->addRow(tr("Kind:"), m_kind);
    for (QSpinBox *side : {m_columns, m_rows})
        side->setRange(1, static_cast<int>(limits::kGridSide.max));
    m_columns->setObjectName(QStringLiteral("mapColumns"));
    m_rows->setObjectName(QStringLiteral("mapRows"));
    m_columns->setValue(40);
    m_rows->setValue(30);
    form->addRow(tr("Columns:"), m_columns);
    form->addRow(tr("Rows:"), m_rows);
    m_name->setObjectName(QStringLiteral("mapName"));
    m_name->setMaxLength(static_cast<int>(limits::kMaxTextLength));
    form->addRow(tr("Campaign name:"), m_name);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

Campaign NewMapDialog::campaign() const
{
    const QString name = m_name->text().trimmed();
    return blankCampaign(static_cast<RulesetKind>(m_kind->currentData().toInt()),
                         m_columns->value(), m_rows->value(),
                         name.isEmpty() ? tr("New campaign") : name,
                         QRandomGenerator::system()->generate64() & Campaign::kMaxSeed);
}

} // namespace muster
