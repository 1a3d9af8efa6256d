#include "console/orders/OrderForm.h"

#include "console/orders/FieldMarks.h"
#include "model/Campaign.h"
#include "model/Limits.h"
#include "orders/OrdersCheck.h"
#include "orders/TurnOrders.h"
#include "rules/area/AreaParameters.h"
#include "rules/area/ProposedOrder.h"
#include "rules/area/StoredSheets.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>

namespace muster {

namespace {
int current(const QComboBox *box)
{
    return box->currentIndex() >= 0 ? box->currentData().toInt() : -1;
}

/// Sets `box` to `value` within [min, max], the range widened to hold a value outside it: a
/// spin box never clamps what an order says (the value is then marked, OrderForm::judge).
void setWrittenValue(QSpinBox *box, int value, int min, int max)
{
    box->setRange(std::min(min, value), std::max(max, value));
    box->setValue(value);
}

} // namespace

OrderForm::OrderForm(const Campaign &campaign, int kingdom, const AreaAction &initial,
                     int nextNumber, int row, QWidget *parent)
    : QDialog(parent), m_campaign(campaign), m_orders(std::make_unique<TurnOrders>(campaign)),
      m_kingdom(kingdom), m_row(row), m_written(initial), m_number(new QSpinBox(this)),
      m_kind(new QComboBox(this)), m_countMode(new QComboBox(this)), m_count(new QSpinBox(this)),
      m_source(new QComboBox(this)), m_via(new QComboBox(this)), m_target(new QComboBox(this)),
      m_place(new QComboBox(this)), m_preview(new QLabel(this)), m_verdict(new QLabel(this)),
      m_maxActions(AreaParameters::fromRuleset(campaign.ruleset).maxActions)
{
    setObjectName(QStringLiteral("orderForm"));
    m_number->setObjectName(QStringLiteral("orderNumber"));
    m_kind->setObjectName(QStringLiteral("orderKind"));
    m_countMode->setObjectName(QStringLiteral("orderCountMode"));
    m_count->setObjectName(QStringLiteral("orderCount"));
    m_source->setObjectName(QStringLiteral("orderSource"));
    m_via->setObjectName(QStringLiteral("orderVia"));
    m_target->setObjectName(QStringLiteral("orderTarget"));
    m_place->setObjectName(QStringLiteral("orderPlace"));
    m_verdict->setObjectName(QStringLiteral("orderVerdict"));
    setWindowTitle(m_row >= 0 ? tr("Edit Order") : tr("Add Order"));
    setWrittenValue(m_number, initial.number > 0 ? initial.number : nextNumber, 1,
                    m_maxActions); // A2.1
    for (const ActionKindRow &k : kActionKinds)
        m_kind->addItem(QLatin1String(k.name), static_cast<int>(k.kind));
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(initial.kind)));
    m_countMode->addItem(tr("exactly"), static_cast<int>(ActionCount::Kind::Exact));
    m_countMode->addItem(tr("all"), static_cast<int>(ActionCount::Kind::All));
    m_countMode->addItem(tr("all but"), static_cast<int>(ActionCount::Kind::AllBut));
    m_countMode->setCurrentIndex(m_countMode->findData(static_cast<int>(initial.count.kind)));
    // "all" has no number, nor has an order not written yet: the count starts at 1.
    setWrittenValue(
        m_count,
        initial.count.kind == ActionCount::Kind::All || initial.count.n == 0 ? 1 : initial.count.n,
        static_cast<int>(limits::kOrderCount.min), static_cast<int>(limits::kOrderCount.max));

    auto *count = new QHBoxLayout;
    count->addWidget(m_countMode);
    count->addWidget(m_count, 1);
    auto *form = new QFormLayout;
    const auto field = [&](ActionField f, const QString &label, auto *widget, const char *name) {
        m_marks[f] = std::make_unique<MarkedField>(form, label, widget, QLatin1String(name));
    };
    field(ActionField::Number, tr("Number (round)"), m_number, "orderNumberReason");
    field(ActionField::Kind, tr("Action"), m_kind, "orderKindReason");
    field(ActionField::Count, tr("Count"), count, "orderCountReason");
    field(ActionField::Source, tr("From"), m_source, "orderSourceReason");
    field(ActionField::Via, tr("Through"), m_via, "orderViaReason");
    field(ActionField::Target, tr("To / area"), m_target, "orderTargetReason");
    field(ActionField::Place, tr("Retreat or ambush place"), m_place, "orderPlaceReason");
    m_ok = addVerdictRows(this, form, m_preview, m_verdict);

    // Every field as the order gives it, a value the lists do not offer included.
    fillAreas(m_source, {}, initial.source, false);
    fillSources();
    fillAreas(m_target, {}, initial.target, false);
    fillAreas(m_via, {}, initial.via, false);
    fillTargets();
    fillAreas(m_place, {}, initial.location, initial.kind == ActionKind::Retreat);
    fillPlaces();
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

OrderForm::~OrderForm() = default;

QString OrderForm::areaText(int area) const
{
    if (area < 0 || area >= static_cast<int>(m_campaign.world.areas.size()))
        return tr("area %1, not on the map").arg(area);
    const Area &info = m_campaign.world.areas[static_cast<size_t>(area)];
    return tr("%1 (%2)").arg(info.name, info.code);
}

void OrderForm::fillAreas(QComboBox *box, const std::vector<int> &areas, int keep, bool allowNone)
{
    const QSignalBlocker block(box);
    box->clear();
    if (allowNone)
        box->addItem(tr("(none)"), -1);
    for (int a : areas)
        box->addItem(areaText(a), a);
    // The value the field holds stays, offered or not; a field with none takes the first choice.
    if (keep >= 0 || allowNone)
        showWrittenValue(box, keep, areaText(keep));
    else
        box->setCurrentIndex(box->count() > 0 ? 0 : -1);
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
    fillAreas(m_source, own, current(m_source), false);
}

void OrderForm::fillTargets()
{
    const auto kind = static_cast<ActionKind>(m_kind->currentData().toInt());
    const ActionShape shape = actionShape(kind);
    const int source = current(m_source);
    const bool onMap = source >= 0 && source < static_cast<int>(m_campaign.world.areas.size());
    if (shape == ActionShape::CountFromTo) {
        // What the engine would not refuse for the target (no own area to ASSAULT, no sea but by
        // MOVE); the value written stays shown whatever is offered.
        fillAreas(m_target,
                  onMap ? actionTargets(m_campaign, m_kingdom, kind, source) : std::vector<int>{},
                  current(m_target), false);
    } else if (shape == ActionShape::CountFromViaTo) {
        const std::vector<int> near =
            onMap ? m_campaign.world.neighbours(source) : std::vector<int>{};
        fillAreas(m_target, near, current(m_target), false);
        fillAreas(m_via, near, current(m_via), false);
    } else {
        // LEVY, RESERVE, DEFEND, RETREAT, AMBUSH name one of the kingdom's own areas (A5.10-A5.12).
        std::vector<int> own;
        const auto &areas = m_campaign.current().state.areas;
        for (int a = 0; a < static_cast<int>(areas.size()); ++a)
            if (areas[static_cast<size_t>(a)].owner == m_kingdom)
                own.push_back(a);
        fillAreas(m_target, own, current(m_target), false);
    }
}

void OrderForm::fillPlaces()
{
    const auto kind = static_cast<ActionKind>(m_kind->currentData().toInt());
    const int target = current(m_target);
    const bool onMap = target >= 0 && target < static_cast<int>(m_campaign.world.areas.size());
    const std::vector<int> near = onMap ? m_campaign.world.neighbours(target) : std::vector<int>{};
    fillAreas(m_place, near, current(m_place), actionShape(kind) == ActionShape::AreaOptionalPlace);
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
    // A field the action does not have shows nothing (a kind that has it takes a first choice).
    for (QComboBox *box : {m_source, m_via, m_place})
        if (!box->isEnabled()) {
            const QSignalBlocker block(box);
            box->setCurrentIndex(-1);
        }
    m_preview->setText(line());
    judge();
}

bool OrderForm::asWritten(ActionField field, const AreaAction &shown) const
{
    if (m_row < 0)
        return false; // a new order: every value is the GM's choice
    switch (field) {
    case ActionField::None:
        return false;
    case ActionField::Number:
        return shown.number == m_written.number;
    case ActionField::Kind:
        return shown.kind == m_written.kind;
    case ActionField::Count:
        return shown.count == m_written.count;
    case ActionField::Source:
        return shown.source == m_written.source;
    case ActionField::Via:
        return shown.via == m_written.via;
    case ActionField::Target:
        return shown.target == m_written.target;
    case ActionField::Place:
        return shown.location == m_written.location;
    }
    return false;
}

ActionField OrderForm::unparsedField() const
{
    // What the form can make unparsable: a count or number beyond what a sheet may say, an area
    // the map does not have, or a number out of order with the kingdom's other actions (A2.2).
    const auto outside = [](const QSpinBox *box, qint64 min, qint64 max) {
        return box->isEnabled() && (box->value() < min || box->value() > max);
    };
    if (outside(m_count, limits::kOrderCount.min, limits::kOrderCount.max))
        return ActionField::Count;
    for (const auto &[field, box] : areaBoxes())
        if (box->isEnabled() && current(box) >= static_cast<int>(m_campaign.world.areas.size()))
            return field;
    return ActionField::Number;
}

std::vector<std::pair<ActionField, QComboBox *>> OrderForm::areaBoxes() const
{
    return {{ActionField::Source, m_source},
            {ActionField::Via, m_via},
            {ActionField::Target, m_target},
            {ActionField::Place, m_place}};
}

void OrderForm::judge()
{
    const AreaAction shown = action();
    QStringList lines = currentOrderLines(m_campaign, m_kingdom);
    const bool storedParse = m_orders->sheet(m_kingdom).ok();
    const int row = m_row >= 0 && m_row < lines.size() ? m_row : static_cast<int>(lines.size());
    if (row < lines.size())
        lines[row] = line();
    else
        lines << line();
    const OrdersCheck check = m_orders->checkWith(m_kingdom, lines);
    const OrderLineCheck &mine = check.rows[static_cast<size_t>(row)];
    for (auto &[field, mark] : m_marks)
        mark->mark({});
    m_refusal.clear();
    QString verdict;
    QString unparsed; // the first problem of the lines as they would be stored
    for (size_t r = 0; r < check.rows.size() && unparsed.isEmpty(); ++r)
        if (!check.rows[r].action)
            unparsed = tr("order line %1: %2").arg(r + 1).arg(check.rows[r].problem);
    if (unparsed.isEmpty() && !check.sheetErrors.isEmpty())
        unparsed = check.sheetErrors.front();
    if (!unparsed.isEmpty() && !storedParse) {
        // The dock stores a kingdom's lines only when they all parse (OrderSheet.h).
        m_refusal = tr("The kingdom's orders do not parse (%1): correct them in the orders table "
                       "first.")
                        .arg(unparsed);
    } else if (!unparsed.isEmpty()) {
        m_marks[unparsedField()]->mark(unparsed);
        m_refusal = tr("With the marked value the orders would not parse: choose another.");
    } else if (mine.failure) {
        const QString reason =
            mine.rule.isEmpty() ? mine.problem : tr("%1 (%2)").arg(mine.problem, mine.rule);
        const ActionField field = failureField(*mine.failure, shown, m_campaign.world);
        if (field == ActionField::None) {
            verdict = tr("The engine refuses this order: %1.").arg(reason);
        } else {
            m_marks[field]->mark(reason); // the reason is said under the field
            if (asWritten(field, shown))
                m_refusal = tr("The marked value is as written and the engine refuses it: choose "
                               "another to store the order.");
            else
                verdict = tr("The engine refuses this order for the marked value; OK stores it "
                             "as it is.");
        }
    } else {
        verdict = mine.bpLeft >= 0
                      ? tr("The engine accepts this order with every kingdom's orders entered so "
                           "far: %1 BP left.")
                            .arg(mine.bpLeft)
                      : tr("The engine accepts this order.");
    }
    // A written value no list offers is shown, never stored in place of the GM's choice.
    for (const auto &[field, box] : areaBoxes())
        if (box->isEnabled() && showsWrittenOnly(box)) {
            if (!m_marks[field]->marked())
                m_marks[field]->mark(tr("As written; not one of the choices here."));
            if (m_refusal.isEmpty())
                m_refusal = tr("The marked value is as written and cannot be stored: choose "
                               "another.");
        }
    for (const auto &[field, box] : areaBoxes())
        box->setToolTip(m_marks[field]->reason());
    if (!m_refusal.isEmpty())
        verdict = verdict.isEmpty() ? m_refusal : verdict + QLatin1Char('\n') + m_refusal;
    showVerdict(m_verdict, verdict, mine.failure || !m_refusal.isEmpty(), m_ok, m_refusal);
}

void OrderForm::accept()
{
    if (m_refusal.isEmpty())
        QDialog::accept();
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
