#pragma once
// The inspector dock's contents: the selected area, or the selected hex and its armies, following
// the document's selection and refreshing after every edit or undo, another campaign opened, and
// another state shown on the map (an earlier turn, a battle step), whose values it then shows.

#include <QStackedWidget>

#include <functional>

namespace muster {

class AreaInspector;
class CampaignDocument;
class HexInspector;
struct TurnState;

class InspectorPanel : public QStackedWidget
{
    Q_OBJECT
public:
    explicit InspectorPanel(CampaignDocument &document, QWidget *parent = nullptr);
    AreaInspector *areaInspector() const { return m_area; }
    HexInspector *hexInspector() const { return m_hex; }

    /// Where the state the map shows comes from (the turn console's shownState()); unset, or
    /// while there is no campaign, the current turn's. Call refresh() when it changes.
    void setShownState(std::function<const TurnState &()> shown) { m_shown = std::move(shown); }
    void refresh();

private:
    CampaignDocument &m_document;
    std::function<const TurnState &()> m_shown;
    AreaInspector *m_area;
    HexInspector *m_hex;
};

} // namespace muster
