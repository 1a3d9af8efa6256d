#include "console/inspector/AreaInspector.h"

#include "console/ErrorReporter.h"
#include "console/commands/ChangeAreaTerrain.h"
#include "console/document/CampaignDocument.h"
#include "operations/SetAreaState.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>

namespace muster {

AreaInspector::AreaInspector(CampaignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_form(new QFormLayout(this)),
      m_title(new QLabel(this)), m_terrain(new QComboBox(this)), m_owner(new QComboBox(this)),
      m_mode(new QComboBox(this))
{
    m_title->setObjectName(QStringLiteral("areaTitle"));
    m_title->setWordWrap(true);
    m_form->addRow(m_title);
    m_terrain->setObjectName(QStringLiteral("areaTerrain"));
    for (int t = 0; t < kAreaTerrainCount; ++t)
        m_terrain->addItem(areaTerrainName(static_cast<AreaTerrain>(t)));
    m_form->addRow(tr("Terrain"), m_terrain);
    m_owner->setObjectName(QStringLiteral("areaOwner"));
    m_form->addRow(tr("Owner"), m_owner);
    m_armies = addSpin(QStringLiteral("areaArmies"), AreaField::Armies);
    m_form->addRow(tr("Armies"), m_armies);
    m_population = addSpin(QStringLiteral("areaPopulation"), AreaField::Population);
    m_form->addRow(tr("Population"), m_population);
    m_forts = addSpin(QStringLiteral("areaForts"), AreaField::Forts);
    m_form->addRow(tr("Forts"), m_forts);
    m_mode->setObjectName(QStringLiteral("areaMode"));
    for (DefenceMode m : {DefenceMode::Defend, DefenceMode::Retreat, DefenceMode::Ambush})
        m_mode->addItem(defenceModeName(m));
    m_form->addRow(tr("Defence (A7.1)"), m_mode);
    m_ships = addSpin(QStringLiteral("areaShips"), AreaField::Ships);
    m_form->addRow(tr("Ships"), m_ships);
    m_aboard = addSpin(QStringLiteral("areaAboard"), AreaField::Aboard);
    m_form->addRow(tr("Armies aboard"), m_aboard);

    connect(m_terrain, &QComboBox::activated, this, [this](int index) {
        if (m_area < 0)
            return;
        m_document.undoStack()->push(
            new ChangeAreaTerrain(m_document, m_area, static_cast<AreaTerrain>(index)));
        // Refused (the document said why): the box shows the terrain the area still has.
        showArea(m_area, m_document.campaign().current().state);
    });
    connect(m_owner, &QComboBox::activated, this,
            [this](int index) { edit(AreaField::Owner, index - 1); });
    connect(m_mode, &QComboBox::activated, this,
            [this](int index) { edit(AreaField::Mode, index); });
}

QSpinBox *AreaInspector::addSpin(const QString &objectName, AreaField field)
{
    auto *spin = new QSpinBox(this);
    spin->setObjectName(objectName);
    spin->setRange(0, 9999);
    connect(spin, &QSpinBox::valueChanged, this, [this, field](int value) { edit(field, value); });
    return spin;
}

void AreaInspector::edit(AreaField field, int value)
{
    if (m_area < 0)
        return;
    AreaState s = m_document.campaign().current().state.areas[static_cast<size_t>(m_area)];
    const AreaState before = s;
    switch (field) {
    case AreaField::Owner:
        s.owner = value;
        break;
    case AreaField::Armies:
        s.armies = value;
        break;
    case AreaField::Population:
        s.population = value;
        break;
    case AreaField::Forts:
        s.forts = value;
        break;
    case AreaField::Mode:
        s.mode = static_cast<DefenceMode>(value);
        break;
    case AreaField::Ships:
        s.ships = value;
        break;
    case AreaField::Aboard:
        s.aboard = value;
        break;
    }
    if (s == before)
        return;
    // Checked before it is pushed: a refused edit must not cost the redo steps (a push drops
    // them before it runs the command). The fields show the area as it still is, and the reason
    // is given once the edit's signal has returned.
    if (const QStringList refused = areaStateRefusal(m_document.campaign(), m_area, s);
        !refused.isEmpty()) {
        showArea(m_area, m_document.campaign().current().state);
        reportErrorLater(this, tr("Nothing changed"), refused.join(QLatin1Char('\n')));
        return;
    }
    m_document.undoStack()->push(new ChangeAreaState(m_document, m_area, field, s));
}

void AreaInspector::setRowVisible(QWidget *field, bool visible)
{
    field->setVisible(visible);
    if (QWidget *label = m_form->labelForField(field))
        label->setVisible(visible);
}

void AreaInspector::showArea(int area, const TurnState &state)
{
    m_area = -1; // no edits while the widgets are filled
    const bool valid = area >= 0 && m_document.hasCampaign() &&
                       area < static_cast<int>(m_document.campaign().world.areas.size()) &&
                       area < static_cast<int>(state.areas.size());
    setEnabled(valid);
    if (!valid) {
        // No field shows a value of another area, or of the campaign open before: each is left
        // blank. (Not hidden: Qt 6.4's QFormLayout writes past its row data when most of its
        // rows are hidden before it is first laid out.)
        m_title->setText(tr("No area selected"));
        const QSignalBlocker b1(m_terrain), b2(m_owner), b3(m_mode);
        for (QComboBox *box : {m_terrain, m_mode})
            box->setCurrentIndex(-1);
        m_owner->clear();
        for (QSpinBox *spin : {m_armies, m_population, m_forts, m_ships, m_aboard})
            spin->clear();
        return;
    }
    const Campaign &c = m_document.campaign();
    const Area &a = c.world.areas[static_cast<size_t>(area)];
    const AreaState &s = state.areas[static_cast<size_t>(area)];
    m_title->setText(tr("<b>%1</b> (%2), %n hex(es)", nullptr, static_cast<int>(a.hexes.size()))
                         .arg(a.name.toHtmlEscaped(), a.code.toHtmlEscaped()));
    const QSignalBlocker b1(m_terrain), b2(m_owner), b3(m_armies), b4(m_population), b5(m_forts),
        b6(m_mode), b7(m_ships), b8(m_aboard);
    m_terrain->setCurrentIndex(static_cast<int>(a.terrain));
    m_owner->clear();
    m_owner->addItem(tr("(nobody)"));
    for (const Kingdom &k : c.kingdoms)
        m_owner->addItem(k.name);
    m_owner->setCurrentIndex(s.owner + 1);
    m_armies->setValue(s.armies);
    m_population->setValue(s.population);
    m_forts->setValue(s.forts);
    m_mode->setCurrentIndex(static_cast<int>(s.mode));
    m_ships->setValue(s.ships);
    m_aboard->setValue(s.aboard);
    const bool sea = a.terrain == AreaTerrain::Sea;
    for (QWidget *land : {static_cast<QWidget *>(m_armies), static_cast<QWidget *>(m_population),
                          static_cast<QWidget *>(m_forts), static_cast<QWidget *>(m_mode)})
        setRowVisible(land, !sea);
    setRowVisible(m_ships, sea);
    setRowVisible(m_aboard, sea);
    m_area = area;
}

} // namespace muster
