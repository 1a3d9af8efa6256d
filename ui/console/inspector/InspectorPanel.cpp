#include "console/inspector/InspectorPanel.h"

#include "console/document/CampaignDocument.h"
#include "console/inspector/AreaInspector.h"
#include "console/inspector/HexInspector.h"
#include "rules/RuleSystem.h"

namespace muster {

InspectorPanel::InspectorPanel(CampaignDocument &document, QWidget *parent)
    : QStackedWidget(parent), m_document(document), m_area(new AreaInspector(document, this)),
      m_hex(new HexInspector(document, this))
{
    addWidget(m_area);
    addWidget(m_hex);
    for (auto signal : {&CampaignDocument::selectionChanged, &CampaignDocument::stateChanged,
                        &CampaignDocument::worldChanged, &CampaignDocument::campaignReplaced})
        connect(&document, signal, this, &InspectorPanel::refresh);
    refresh();
}

void InspectorPanel::refresh()
{
    // Where armies march, the inspector shows the hex (its armies); where kingdoms hold areas,
    // the area.
    const bool has = m_document.hasCampaign();
    const bool hexCampaign = has && ruleSystem(m_document.campaign()).hasMarches();
    static const TurnState none;
    const TurnState &state = !has      ? none
                             : m_shown ? m_shown()
                                       : m_document.campaign().current().state;
    if (hexCampaign) {
        setCurrentWidget(m_hex);
        m_hex->showHex(m_document.selectedHex(), state);
    } else {
        setCurrentWidget(m_area);
        m_area->showArea(m_document.selectedArea(), state);
    }
}

} // namespace muster
