#include "console/setup/NewCampaignDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

namespace {
QString defaultName(RulesetKind kind)
{
    return kind == RulesetKind::Hex ? NewCampaignDialog::tr("New hex campaign")
                                    : NewCampaignDialog::tr("New area campaign");
}

QSpinBox *sideBox(int value, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(static_cast<int>(limits::kNewMapSide.min),
                  static_cast<int>(limits::kNewMapSide.max));
    box->setValue(value);
    box->setSuffix(NewCampaignDialog::tr(" hexes"));
    return box;
}
} // namespace

NewCampaignDialog::NewCampaignDialog(QWidget *parent)
    : QDialog(parent), m_kind(new QComboBox(this)), m_name(new QLineEdit(this)),
      m_columns(sideBox(NewCampaignOptions{}.columns, this)),
      m_rows(sideBox(NewCampaignOptions{}.rows, this)), m_seed(new QLineEdit(this)),
      m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("newCampaignDialog"));
    setWindowTitle(tr("New Campaign"));
    m_kind->setObjectName(QStringLiteral("newCampaignKind"));
    m_kind->addItem(tr("Area campaign (Dark Age II: areas, numbered actions)"),
                    static_cast<int>(RulesetKind::Area));
    m_kind->addItem(tr("Hex campaign (Armies and Battles: marches on a hex map)"),
                    static_cast<int>(RulesetKind::Hex));
    m_name->setObjectName(QStringLiteral("newCampaignName"));
    m_name->setMaxLength(static_cast<int>(limits::kMaxTextLength));
    m_defaultName = defaultName(RulesetKind::Area);
    m_name->setText(m_defaultName);
    m_columns->setObjectName(QStringLiteral("newCampaignColumns"));
    m_rows->setObjectName(QStringLiteral("newCampaignRows"));
    m_seed->setObjectName(QStringLiteral("newCampaignSeed"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,16}")), m_seed));
    m_seed->setText(QString::number(randomCampaignSeed()));
    m_seed->setToolTip(tr("Every die of the campaign comes from this seed (RULES R2): the same "
                          "seed, orders and map give the same campaign. From 0 to %1.")
                           .arg(Campaign::kMaxSeed));
    auto *reroll = new QPushButton(tr("&Random"), this);
    reroll->setObjectName(QStringLiteral("newCampaignRandomSeed"));
    m_problem->setObjectName(QStringLiteral("newCampaignProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #a61b1b"));

    auto *size = new QHBoxLayout;
    size->addWidget(m_columns);
    size->addWidget(new QLabel(tr("by"), this));
    size->addWidget(m_rows);
    size->addStretch();
    auto *seed = new QHBoxLayout;
    seed->addWidget(m_seed, 1);
    seed->addWidget(reroll);
    auto *form = new QFormLayout;
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Name:"), m_name);
    // Rows whose field is a layout get labels with buddies, so their shortcuts work.
    const auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    form->addRow(label(tr("Map &size (columns by rows):"), m_columns), size);
    form->addRow(label(tr("&Dice seed:"), m_seed), seed);
    auto *note = new QLabel(tr("The campaign opens in setup: draw its map, add its kingdoms "
                               "(Kingdoms > Edit Kingdoms) and set its house rules (Campaign > "
                               "House Rules), then Campaign > Start Campaign."),
                            this);
    note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &NewCampaignDialog::kindChanged);
    connect(reroll, &QPushButton::clicked, this,
            [this] { m_seed->setText(QString::number(randomCampaignSeed())); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewCampaignDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &NewCampaignDialog::reject);
    setMinimumWidth(520);
}

void NewCampaignDialog::kindChanged()
{
    const auto kind = static_cast<RulesetKind>(m_kind->currentData().toInt());
    // A name the GM typed stays; the one offered follows the kind.
    if (m_name->text() == m_defaultName)
        m_name->setText(defaultName(kind));
    m_defaultName = defaultName(kind);
}

std::optional<std::uint64_t> NewCampaignDialog::seed() const
{
    bool ok = false;
    const std::uint64_t value = m_seed->text().toULongLong(&ok);
    if (!ok || value > Campaign::kMaxSeed) {
        m_problem->setText(
            tr("The dice seed must be a whole number from 0 to %1.").arg(Campaign::kMaxSeed));
        return std::nullopt;
    }
    return value;
}

NewCampaignOptions NewCampaignDialog::options() const
{
    NewCampaignOptions o;
    o.kind = static_cast<RulesetKind>(m_kind->currentData().toInt());
    o.name = m_name->text().trimmed();
    o.columns = m_columns->value();
    o.rows = m_rows->value();
    o.seed = seed().value_or(0);
    return o;
}

void NewCampaignDialog::accept()
{
    m_problem->clear();
    if (m_name->text().trimmed().isEmpty()) {
        m_problem->setText(tr("The campaign needs a name."));
        return;
    }
    if (!seed())
        return;
    QDialog::accept();
}

} // namespace muster
