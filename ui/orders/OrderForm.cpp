#include "orders/OrderForm.h"

#include "model/Campaign.h"
#include "rules/area/AreaParameters.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace muster {

namespace {
constexpr ActionKind kKinds[] = {ActionKind::Move,    ActionKind::Assault, ActionKind::Probe,
                                 ActionKind::Overrun, ActionKind::Raid,    ActionKind::Siege,
                                 ActionKind::Ships,   ActionKind::Convoy,  ActionKind::Passage,
                                 ActionKind::Migrate, ActionKind::Levy,    ActionKind::Reserve,
                                 ActionKind::Defend,  ActionKind::Retreat, ActionKind::Ambush};

int current(const QComboBox *box)
{
    return box->currentIndex() >= 0 ? box->currentData().toInt() : -1;
}
} // namespace

OrderForm::OrderForm(const Campaign &campaign, int kingdom, const AreaAction &initial,
                     int nextNumber, QWidget *parent)
    : QDialog(parent), m_campaign(campaign), m_kingdom(kingdom), m_number(new QSpinBox(this)),
      m_kind(new QComboBox(this)), m_countMode(new QComboBox(this)), m_count(new QSpinBox(this)),
      m_source(new QComboBox(this)), m_via(new QComboBox(this)), m_target(new QComboBox(this)),
      m_place(new QComboBox(this)), m_preview(new QLabel(this))
{
    setObjectName(QStringLiteral("orderForm"));
    m_kind->setObjectName(QStringLiteral("orderKind"));
    m_source->setObjectName(QStringLiteral("orderSource"));
    m_via->setObjectName(QStringLiteral("orderVia"));
    m_target->setObjectName(QStringLiteral("orderTarget"));
    m_place->setObjectName(QStringLiteral("orderPlace"));
    setWindowTitle(initial.number > 0 ? tr("Edit Order") : tr("Add Order"));
    m_number->setRange(1, AreaParameters::fromRuleset(campaign.ruleset).maxActions); // A2.1
    m_number->setValue(initial.number > 0 ? initial.number : nextNumber);
    for (ActionKind k : kKinds)
        m_kind->addItem(actionKindName(k), static_cast<int>(k));
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(initial.kind)));
    m_countMode->addItem(tr("exactly"), static_cast<int>(ActionCount::Kind::Exact));
    m_countMode->addItem(tr("all"), static_cast<int>(ActionCount::Kind::All));
    m_countMode->addItem(tr("all but"), static_cast<int>(ActionCount::Kind::AllBut));
    m_countMode->setCurrentIndex(m_countMode->findData(static_cast<int>(initial.count.kind)));
    m_count->setRange(0, 99999);
    m_count->setValue(initial.count.n > 0 ? initial.count.n : 1);

    auto *count = new QHBoxLayout;
    count->addWidget(m_countMode);
    count->addWidget(m_count, 1);
    auto *form = new QFormLayout;
    form->addRow(tr("Number (round)"), m_number);
    form->addRow(tr("Action"), m_kind);
    form->addRow(tr("Count"), count);
    form->addRow(tr("From"), m_source);
    form->addRow(tr("Through"), m_via);
    form->addRow(tr("To / area"), m_target);
    form->addRow(tr("Retreat or ambush place"), m_place);
    form->addRow(tr("Order line"), m_preview);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(box);
    setLayout(form);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);

    fillSources();
    m_source->setCurrentIndex(std::max(0, m_source->findData(initial.source)));
    fillTargets();
    m_target->setCurrentIndex(std::max(0, m_target->findData(initial.target)));
    m_via->setCurrentIndex(std::max(0, m_via->findData(initial.via)));
    fillPlaces();
    m_place->setCurrentIndex(std::max(0, m_place->findData(initial.location)));
    updateShape();

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        fillSources();
        fillTargets();
        fillPlaces();
        updateShape();
    });
    connect(m_source, &QComboBox::currentIndexChanged, this, [this] {
        fillTargets();
        fillPlaces();
        updateShape();
    });
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] {
        fillPlaces();
        updateShape();
    });
    for (QComboBox *b : {m_countMode, m_via, m_place})
        connect(b, &QComboBox::currentIndexChanged, this, &OrderForm::updateShape);
    connect(m_count, &QSpinBox::valueChanged, this, &OrderForm::updateShape);
    connect(m_number, &QSpinBox::valueChanged, this, &OrderForm::updateShape);
}

void OrderForm::fillAreas(QComboBox *box, const std::vector<int> &areas, const Campaign &c,
                          int keep, bool allowNone)
{
    const QSignalBlocker block(box);
    box->clear();
    if (allowNone)
        box->addItem(tr("(none)"), -1);
    for (int a : areas) {
        const Area &info = c.world.areas[static_cast<size_t>(a)];
        box->addItem(tr("%1 (%2)").arg(info.name, info.code), a);
    }
    box->setCurrentIndex(std::max(0, box->findData(keep)));
}

void OrderForm::fillSources()
{
    // A3.3: actions start from the kingdom's own areas; SHIPS moves ships between its seas (A5.7).
    const auto kind = static_cast<ActionKind>(m_kind->currentData().toInt());
    std::vector<int> own;
    const auto &areas = m_campaign.current().state.areas;
    for (int a = 0; a < static_cast<int>(areas.size()); ++a)
        if (areas[static_cast<size_t>(a)].owner == m_kingdom &&
            (kind != ActionKind::Ships || m_campaign.world.isSea(a)))
            own.push_back(a);
    fillAreas(m_source, own, m_campaign, current(m_source), false);
}

void OrderForm::fillTargets()
{
    const auto kind = static_cast<ActionKind>(m_kind->currentData().toInt());
    const ActionShape shape = actionShape(kind);
    const int source = current(m_source);
    if (shape == ActionShape::CountFromTo || shape == ActionShape::CountFromViaTo) {
        const std::vector<int> near =
            source >= 0 ? m_campaign.world.neighbours(source) : std::vector<int>{};
        fillAreas(m_target, near, m_campaign, current(m_target), false);
        fillAreas(m_via, near, m_campaign, current(m_via), false);
    } else {
        // LEVY, RESERVE, DEFEND, RETREAT, AMBUSH name one of the kingdom's own areas (A5.10-A5.12).
        std::vector<int> own;
        for (int i = 0; i < m_source->count(); ++i)
            own.push_back(m_source->itemData(i).toInt());
        fillAreas(m_target, own, m_campaign, current(m_target), false);
    }
}

void OrderForm::fillPlaces()
{
    const auto kind = static_cast<ActionKind>(m_kind->currentData().toInt());
    const int target = current(m_target);
    const std::vector<int> near =
        target >= 0 ? m_campaign.world.neighbours(target) : std::vector<int>{};
    fillAreas(m_place, near, m_campaign, current(m_place), kind == ActionKind::Retreat);
}

void OrderForm::updateShape()
{
    const ActionShape shape = actionShape(static_cast<ActionKind>(m_kind->currentData().toInt()));
    const bool counted = shape == ActionShape::CountFromTo ||
                         shape == ActionShape::CountFromViaTo || shape == ActionShape::NumberArea;
    m_countMode->setEnabled(counted && shape != ActionShape::NumberArea);
    if (shape == ActionShape::NumberArea)
        m_countMode->setCurrentIndex(0); // LEVY and RESERVE take plain numbers
    m_count->setEnabled(counted && m_countMode->currentData().toInt() !=
                                       static_cast<int>(ActionCount::Kind::All));
    m_source->setEnabled(shape == ActionShape::CountFromTo || shape == ActionShape::CountFromViaTo);
    m_via->setEnabled(shape == ActionShape::CountFromViaTo);
    m_place->setEnabled(shape == ActionShape::AreaOptionalPlace || shape == ActionShape::AreaPlace);
    m_preview->setText(line());
}

AreaAction OrderForm::action() const
{
    AreaAction a;
    a.number = m_number->value();
    a.kind = static_cast<ActionKind>(m_kind->currentData().toInt());
    a.count.kind = static_cast<ActionCount::Kind>(m_countMode->currentData().toInt());
    a.count.n = a.count.kind == ActionCount::Kind::All ? 0 : m_count->value();
    const ActionShape shape = actionShape(a.kind);
    if (shape == ActionShape::CountFromTo || shape == ActionShape::CountFromViaTo)
        a.source = current(m_source);
    if (shape == ActionShape::CountFromViaTo)
        a.via = current(m_via);
    a.target = current(m_target);
    if (shape == ActionShape::AreaOptionalPlace || shape == ActionShape::AreaPlace)
        a.location = current(m_place);
    return a;
}

QString OrderForm::line() const
{
    return formatAction(action(), m_campaign.world);
}

} // namespace muster
