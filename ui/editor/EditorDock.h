#pragma once
// The map editor's dock: the tools and their brush (terrain palette, size, new rivers'
// navigability, new strongholds' owner), what the last click said or why an edit was refused,
// the areas list and the problems list.

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
class ProblemsPanel;
enum class EditorTool;

class EditorDock : public QDockWidget
{
    Q_OBJECT
public:
    EditorDock(MapEditor &editor, CampaignDocument &document);

    AreaListPanel *areas() const { return m_areas; }
    ProblemsPanel *problems() const { return m_problems; }
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
    ProblemsPanel *m_problems;
};

} // namespace muster
