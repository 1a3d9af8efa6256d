#include "console/inspector/HexInspector.h"

#include "console/ErrorReporter.h"
#include "console/commands/ChangeArmy.h"
#include "console/document/CampaignDocument.h"
#include "operations/SetArmy.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>

#include <algorithm>

namespace muster {

HexInspector::HexInspector(CampaignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)), m_army(new QComboBox(this)),
      m_owner(new QComboBox(this)), m_units(new QTableWidget(0, 3, this)),
      m_addUnit(new QPushButton(tr("Add unit"), this)),
      m_removeUnit(new QPushButton(tr("Remove unit"), this))
{
    auto *form = new QFormLayout(this);
    m_title->setObjectName(QStringLiteral("hexTitle"));
    m_title->setWordWrap(true);
    form->addRow(m_title);
    m_army->setObjectName(QStringLiteral("hexArmy"));
    form->addRow(tr("Army"), m_army);
    m_owner->setObjectName(QStringLiteral("armyOwner"));
    form->addRow(tr("Kingdom"), m_owner);
    m_units->setObjectName(QStringLiteral("armyUnits"));
    m_units->setHorizontalHeaderLabels({tr("Type"), tr("Veteran"), tr("Hit points")});
    m_units->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_units->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_units->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_units->verticalHeader()->hide();
    form->addRow(m_units);
    auto *buttons = new QHBoxLayout;
    m_addUnit->setObjectName(QStringLiteral("addUnit"));
    m_removeUnit->setObjectName(QStringLiteral("removeUnit"));
    buttons->addWidget(m_addUnit);
    buttons->addWidget(m_removeUnit);
    form->addRow(buttons);

    connect(m_army, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            showArmy();
    });
    connect(m_owner, &QComboBox::activated, this, [this](int index) {
        const int a = currentArmy();
        if (a < 0)
            return;
        HexArmy army = m_document.campaign().current().state.armies[static_cast<size_t>(a)];
        army.kingdom = index - 1;
        pushArmy(army, tr("Give %1 to %2").arg(army.name, m_owner->itemText(index)));
    });
    connect(m_addUnit, &QPushButton::clicked, this, [this] {
        const int a = currentArmy();
        const auto &types = m_document.campaign().ruleset.unitTypes;
        if (a < 0 || types.empty())
            return;
        HexArmy army = m_document.campaign().current().state.armies[static_cast<size_t>(a)];
        army.units.push_back({types.front().name, false, types.front().hp});
        pushArmy(army, tr("Add %1 to %2").arg(types.front().name, army.name));
    });
    connect(m_removeUnit, &QPushButton::clicked, this, [this] {
        const int a = currentArmy();
        const int row = m_units->currentRow();
        if (a < 0 || row < 0)
            return;
        HexArmy army = m_document.campaign().current().state.armies[static_cast<size_t>(a)];
        if (row >= static_cast<int>(army.units.size()))
            return;
        const QString type = army.units[static_cast<size_t>(row)].type;
        army.units.erase(army.units.begin() + row);
        pushArmy(army, tr("Remove %1 from %2").arg(type, army.name));
    });
}

QString HexInspector::shownArmy() const
{
    const int i = m_army->currentIndex();
    return i >= 0 && i < static_cast<int>(m_armies.size()) ? m_armies[static_cast<size_t>(i)].id
                                                           : QString();
}

int HexInspector::currentArmy() const
{
    const QString id = shownArmy();
    if (id.isEmpty() || !m_document.hasCampaign())
        return -1;
    const auto &armies = m_document.campaign().current().state.armies;
    const auto it =
        std::find_if(armies.begin(), armies.end(), [&id](const HexArmy &a) { return a.id == id; });
    return it == armies.end() ? -1 : static_cast<int>(it - armies.begin());
}

void HexInspector::pushArmy(const HexArmy &after, const QString &label)
{
    const int index = currentArmy();
    if (index < 0)
        return;
    // Checked before it is pushed: a refused edit must not cost the redo steps (a push drops
    // them before it runs the command). The fields show the army as it still is, and the reason
    // is given once the edit's signal has returned.
    if (const QStringList refused = armyRefusal(m_document.campaign(), index, after);
        !refused.isEmpty()) {
        showHex(m_hex, m_document.campaign().current().state);
        reportErrorLater(this, tr("Nothing changed"), refused.join(QLatin1Char('\n')));
        return;
    }
    m_document.undoStack()->push(new ChangeArmy(m_document, index, after, label));
}

void HexInspector::showHex(std::optional<Hex> hex, const TurnState &state)
{
    const QString keep = m_hex == hex ? shownArmy() : QString();
    m_hex = hex;
    m_filling = true;
    m_armies.clear();
    m_army->clear();
    m_filling = false;
    if (!hex || !m_document.hasCampaign()) {
        m_title->setText(tr("No hex selected"));
        setEnabled(false);
        showArmy(); // no army: the kingdom and units of the one shown before go
        return;
    }
    setEnabled(true);
    const Campaign &c = m_document.campaign();
    const World &w = c.world;
    QString title = tr("<b>Hex %1</b>, %2").arg(hexLabel(*hex), hexTerrainName(w.terrainAt(*hex)));
    if (const int s = w.strongholdAt(*hex); s >= 0) {
        const Stronghold &sh = w.strongholds[static_cast<size_t>(s)];
        title += QLatin1String("<br>") +
                 (sh.fortified ? tr("Fortified stronghold %1").arg(sh.name.toHtmlEscaped())
                               : tr("Stronghold %1").arg(sh.name.toHtmlEscaped()));
    }
    m_title->setText(title);
    m_filling = true;
    int chosen = 0;
    for (const HexArmy &army : state.armies) {
        if (army.hex != *hex)
            continue;
        if (army.id == keep)
            chosen = static_cast<int>(m_armies.size());
        m_armies.push_back(army);
        m_army->addItem(tr("%1 (%2)").arg(army.name, army.id));
    }
    m_army->setCurrentIndex(m_armies.empty() ? -1 : chosen);
    m_filling = false;
    showArmy();
}

void HexInspector::showArmy()
{
    const int i = m_army->currentIndex();
    const bool shown = i >= 0 && i < static_cast<int>(m_armies.size());
    m_owner->setEnabled(shown);
    m_units->setEnabled(shown);
    m_addUnit->setEnabled(shown);
    m_removeUnit->setEnabled(shown);
    // The units' editors go with their rows, deleted later: silenced first, so one losing the
    // focus as it goes cannot report an edit of a row that now holds another unit.
    for (int row = 0; row < m_units->rowCount(); ++row)
        for (int column = 0; column < m_units->columnCount(); ++column)
            if (QWidget *editor = m_units->cellWidget(row, column))
                editor->blockSignals(true);
    m_units->setRowCount(0);
    if (!shown) {
        const QSignalBlocker block(m_owner);
        m_owner->clear();
        return;
    }
    const Campaign &c = m_document.campaign();
    const HexArmy army = m_armies[static_cast<size_t>(i)];
    {
        const QSignalBlocker block(m_owner);
        m_owner->clear();
        m_owner->addItem(tr("(deserted)"));
        for (const Kingdom &k : c.kingdoms)
            m_owner->addItem(k.name);
        m_owner->setCurrentIndex(army.kingdom + 1);
    }
    m_units->setRowCount(static_cast<int>(army.units.size()));
    for (int row = 0; row < static_cast<int>(army.units.size()); ++row) {
        const Unit &u = army.units[static_cast<size_t>(row)];
        auto *type = new QComboBox;
        for (const UnitType &t : c.ruleset.unitTypes)
            type->addItem(t.name);
        type->setCurrentText(u.type);
        auto *veteran = new QCheckBox;
        veteran->setChecked(u.veteran);
        auto *hp = new QSpinBox;
        hp->setRange(0, 999);
        hp->setValue(u.hp);
        m_units->setCellWidget(row, 0, type);
        m_units->setCellWidget(row, 1, veteran);
        m_units->setCellWidget(row, 2, hp);
        // Each change edits one unit; the label names the unit and the army.
        auto change = [this, row](auto apply, const QString &label) {
            const int a = currentArmy();
            if (a < 0)
                return;
            HexArmy edited = m_document.campaign().current().state.armies[static_cast<size_t>(a)];
            if (row >= static_cast<int>(edited.units.size()))
                return;
            apply(edited.units[static_cast<size_t>(row)]);
            pushArmy(edited, label);
        };
        connect(type, &QComboBox::activated, this, [change, type, army](int) {
            change([&](Unit &unit) { unit.type = type->currentText(); },
                   tr("Change unit type in %1").arg(army.name));
        });
        connect(veteran, &QCheckBox::toggled, this, [change, army](bool on) {
            change([on](Unit &unit) { unit.veteran = on; },
                   on ? tr("Make a unit of %1 veteran").arg(army.name)
                      : tr("Make a unit of %1 green").arg(army.name));
        });
        connect(hp, &QSpinBox::editingFinished, this, [change, hp, army] {
            change([hp](Unit &unit) { unit.hp = hp->value(); },
                   tr("Set hit points in %1 to %2").arg(army.name).arg(hp->value()));
        });
    }
}

} // namespace muster
