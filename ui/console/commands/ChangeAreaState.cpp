#include "console/commands/ChangeAreaState.h"

#include "console/document/CampaignDocument.h"
#include "operations/SetAreaState.h"

#include <QCoreApplication>

namespace muster {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("ChangeAreaState", text);
}

QString kingdomName(const Campaign &c, int kingdom)
{
    return kingdom >= 0 && kingdom < static_cast<int>(c.kingdoms.size())
               ? c.kingdoms[static_cast<size_t>(kingdom)].name
               : tr("nobody");
}
} // namespace

ChangeAreaState::ChangeAreaState(CampaignDocument &document, int area, AreaField field,
                                 const AreaState &after)
    : m_document(document), m_area(area), m_field(field),
      m_before(document.campaign().current().state.areas[static_cast<size_t>(area)]), m_after(after)
{
    updateText();
}

void ChangeAreaState::updateText()
{
    const Campaign &c = m_document.campaign();
    const QString area = c.world.areas[static_cast<size_t>(m_area)].name;
    const AreaState &s = m_after;
    switch (m_field) {
    case AreaField::Owner:
        setText(tr("Give %1 to %2").arg(area, kingdomName(c, s.owner)));
        break;
    case AreaField::Armies:
        setText(tr("Set armies in %1 to %2").arg(area).arg(s.armies));
        break;
    case AreaField::Population:
        setText(tr("Set population of %1 to %2").arg(area).arg(s.population));
        break;
    case AreaField::Forts:
        setText(tr("Set forts of %1 to %2").arg(area).arg(s.forts));
        break;
    case AreaField::Mode:
        setText(tr("Set %1 to %2").arg(area, defenceModeName(s.mode)));
        break;
    case AreaField::Ships:
        setText(tr("Set ships in %1 to %2").arg(area).arg(s.ships));
        break;
    case AreaField::Aboard:
        setText(tr("Set armies aboard in %1 to %2").arg(area).arg(s.aboard));
        break;
    }
}

void ChangeAreaState::undo()
{
    // The state as it was, unchecked: it was the area's state.
    m_document.apply([&](Campaign &c) { return restoreAreaState(c, m_area, m_before); });
}

void ChangeAreaState::redo()
{
    const bool set =
        m_document.apply([&](Campaign &c) { return setAreaState(c, m_area, m_after); }).ok();
    setObsolete(!set); // refused: no undo step (the inspector checks before it pushes)
}

int ChangeAreaState::id() const
{
    return 0x4d41; // "MA": any non-negative constant shared by this family
}

bool ChangeAreaState::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeAreaState *>(other);
    // A refused edit (obsolete) is no step to merge: QUndoStack tries the merge first.
    if (next->isObsolete() || next->m_area != m_area || next->m_field != m_field ||
        m_field == AreaField::Owner || m_field == AreaField::Mode)
        return false;
    m_after = next->m_after;
    updateText();
    return true;
}

} // namespace muster
