#pragma once
// The inspector dock's contents: the selected area, or the selected hex and its armies, following
// the document's selection and refreshing after every edit or undo.

#include <QStackedWidget>

namespace muster {

class AreaInspector;
class CampaignDocument;
class HexInspector;

class InspectorPanel : public QStackedWidget
{
    Q_OBJECT
public:
    explicit InspectorPanel(CampaignDocument &document, QWidget *parent = nullptr);
    AreaInspector *areaInspector() const { return m_area; }
    HexInspector *hexInspector() const { return m_hex; }

private:
    void refresh();

    CampaignDocument &m_document;
    AreaInspector *m_area;
    HexInspector *m_hex;
};

} // namespace muster
