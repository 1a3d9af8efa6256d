#pragma once
// The map editor's dock: the tools and their brush (terrain palette, size, new rivers'
// navigability, new strongholds' owner), what the last click said or why an edit was refused,
// and the areas list. The problems list has a dock of its own (MapEditor::problemsDock).

#include <QDockWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace muster {

class AreaListPanel;
class CampaignDocument;
class MapEditor;
enum class EditorTool;

class EditorDock : public QDockWidget
{
    Q_OBJECT
public:
    EditorDock(MapEditor &editor, CampaignDocument &document);

    AreaListPanel *areas() const { return m_areas; }
    /// Chooses a tool as its button would.
    void chooseTool(EditorTool tool);

signals:
    void closed();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void updateBrush();
    void fillOwners();

    MapEditor &m_editor;
    CampaignDocument &m_document;
    QButtonGroup *m_tools;
    QComboBox *m_terrain;
    QSpinBox *m_size;
    QCheckBox *m_navigable;
    QComboBox *m_owner;
    QLabel *m_message;
    AreaListPanel *m_areas;
};

} // namespace muster
