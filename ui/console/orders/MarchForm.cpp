#include "console/orders/MarchForm.h"

#include "console/orders/FieldMarks.h"
#include "model/Campaign.h"
#include "orders/OrdersCheck.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace muster {

namespace {

QString daysText(const std::vector<int> &days)
{
    QStringList out;
    for (int d : days)
        out << QString::number(d);
    return out.join(QLatin1Char(' '));
}
} // namespace

MarchForm::MarchForm(const Campaign &campaign, int kingdom, int row, const QString &army,
                     QWidget *parent)
    : QDialog(parent), m_campaign(campaign), m_kingdom(kingdom), m_row(row),
      m_army(new QComboBox(this)), m_path(new QLineEdit(this)), m_rest(new QLineEdit(this)),
      m_preview(new QLabel(this)), m_verdict(new QLabel(this))
{
    setObjectName(QStringLiteral("marchForm"));
    m_army->setObjectName(QStringLiteral("marchArmy"));
    m_path->setObjectName(QStringLiteral("marchPath"));
    m_rest->setObjectName(QStringLiteral("marchRest"));
    m_verdict->setObjectName(QStringLiteral("marchVerdict"));
    setWindowTitle(row >= 0 ? tr("Edit March") : tr("Add March"));
    const QStringList lines = currentOrderLines(campaign, kingdom);
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(campaign.ruleset);
    // The line's words as written; a new march starts from the army alone.
    hexrules::MarchLineWords written;
    written.army = army;
    written.hasRest = true;
    for (int d : hexrules::defaultRestDays(rules))
        written.rest << QString::number(d);
    if (row >= 0 && row < lines.size())
        if (const auto words = hexrules::marchLineWords(lines[row]))
            written = *words;
    if (!written.hasRest) // no REST: H2.3's default days, which the stored line will name
        for (int d : hexrules::defaultRestDays(rules))
            written.rest << QString::number(d);

    // H2.1: one march per army a week, so the armies another line marches are not offered.
    QStringList marching;
    for (int r = 0; r < lines.size(); ++r)
        if (const auto words = hexrules::marchLineWords(lines[r]); words && r != row)
            marching << words->army;
    for (const HexArmy &a : campaign.current().state.armies)
        if (a.kingdom == kingdom && !marching.contains(a.id))
            m_army->addItem(tr("%1 at %2").arg(a.id, hexLabel(a.hex)), a.id);
    showWrittenValue(m_army, written.army, written.army);
    m_path->setText(written.path.join(QLatin1Char(' ')));
    m_path->setPlaceholderText(tr("the hexes to enter, in order: 12,4 13,4"));
    m_rest->setText(written.rest.join(QLatin1Char(' ')));
    m_rest->setPlaceholderText(tr("no rest day"));
    m_rest->setToolTip(tr("The days of the week (1-7) the army rests; H2.3's default is %1")
                           .arg(daysText(hexrules::defaultRestDays(rules))));

    auto *form = new QFormLayout;
    m_armyMark =
        std::make_unique<MarkedField>(form, tr("Army"), m_army, QStringLiteral("marchArmyReason"));
    m_pathMark = std::make_unique<MarkedField>(form, tr("Path (hexes)"), m_path,
                                               QStringLiteral("marchPathReason"));
    m_restMark = std::make_unique<MarkedField>(form, tr("Rest days"), m_rest,
                                               QStringLiteral("marchRestReason"));
    m_ok = addVerdictRows(this, form, m_preview, m_verdict);
    setMinimumWidth(420);
    connect(m_army, &QComboBox::currentIndexChanged, this, &MarchForm::judge);
    connect(m_path, &QLineEdit::textChanged, this, &MarchForm::judge);
    connect(m_rest, &QLineEdit::textChanged, this, &MarchForm::judge);
    judge();
}

MarchForm::~MarchForm() = default;

QString MarchForm::line() const
{
    QStringList words{m_army->currentData().toString(), QStringLiteral("MARCH")};
    words << m_path->text().simplified() << QStringLiteral("REST") << m_rest->text().simplified();
    words.removeAll(QString());
    return words.join(QLatin1Char(' '));
}

QStringList MarchForm::linesWithMine() const
{
    QStringList lines = currentOrderLines(m_campaign, m_kingdom);
    if (m_row >= 0 && m_row < lines.size())
        lines[m_row] = line();
    else
        lines << line();
    return lines;
}

void MarchForm::judge()
{
    const TurnState &state = m_campaign.current().state;
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(m_campaign.ruleset);
    const auto read = hexrules::parseMarchOrder(line(), m_kingdom, m_campaign.world, state, rules);
    m_order = read ? *read : std::nullopt;
    // The field at fault (hexrules::kMarchArmy, ...), marked beside it; "" for the line.
    QString reason = read ? QString() : read.problems()[0].message;
    QString field = read ? QString() : read.problems()[0].where;
    if (m_order) {
        // Checked with the kingdom's other lines, as the engine reads them (H2.1).
        const QStringList lines = linesWithMine();
        const int mine = m_row >= 0 && m_row < lines.size() ? m_row : lines.size() - 1;
        std::vector<QStringList> orders(static_cast<size_t>(m_kingdom) + 1);
        orders.back() = lines;
        const hexrules::HexOrders parsed =
            hexrules::parseHexOrders(orders, m_campaign.world, state, rules);
        for (const Problem &p : parsed.problems.back())
            if (p.line == mine + 1) {
                reason = p.message;
                field = hexrules::kMarchArmy;
                m_order.reset();
            }
    }
    m_armyMark->mark(field == hexrules::kMarchArmy ? reason : QString());
    m_pathMark->mark(field == hexrules::kMarchPath ? reason : QString());
    m_restMark->mark(field == hexrules::kMarchRest ? reason : QString());
    if (!m_order && !field.isEmpty())
        m_refusal = tr("The march is refused for the marked value: change it to store the march.");
    else if (!m_order && !reason.isEmpty())
        m_refusal = tr("The march is refused: %1.").arg(reason);
    else if (!m_order)
        m_refusal = tr("Choose an army and the hexes it marches to.");
    else
        m_refusal.clear();
    m_army->setToolTip(m_armyMark->reason());
    m_preview->setText(m_order ? hexrules::marchOrderLine(*m_order) : line());
    showVerdict(m_verdict, m_refusal.isEmpty() ? tr("The march can be stored.") : m_refusal,
                !m_refusal.isEmpty(), m_ok, m_refusal);
}

void MarchForm::accept()
{
    if (m_refusal.isEmpty())
        QDialog::accept();
}

} // namespace muster
