#include "inspector/InspectorPanel.h"

#include "document/CampaignDocument.h"
#include "inspector/AreaInspector.h"
#include "inspector/HexInspector.h"

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
    // Hex campaigns inspect the hex (its armies); area campaigns the area.
    const bool hexCampaign =
        m_document.hasCampaign() && m_document.campaign().ruleset.kind == RulesetKind::Hex;
    if (hexCampaign) {
        setCurrentWidget(m_hex);
        m_hex->showHex(m_document.selectedHex());
    } else {
        setCurrentWidget(m_area);
        m_area->showArea(m_document.selectedArea());
    }
}

} // namespace muster
