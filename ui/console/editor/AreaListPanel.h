#pragma once
// The map editor's areas: the list (the area brush paints into the chosen one; "(no area)"
// erases), New and Delete, and the chosen area's code, name, terrain and hinterland. Every change
// goes through MapEditor::apply, so a refused one says why in the validator's words.

#include <QWidget>

class QComboBox;
class QLineEdit;
class QListView;
class QPushButton;

namespace muster {

class AreaListModel;
class CampaignDocument;
class MapEditor;

class AreaListPanel : public QWidget
{
    Q_OBJECT
public:
    AreaListPanel(MapEditor &editor, CampaignDocument &document);

    /// The area chosen in the list, -1 for "(no area)".
    int chosenArea() const;
    void chooseArea(int area);

    /// New Area: a fresh code and name, plains; chosen in the list.
    void createArea();
    void deleteChosenArea();

signals:
    void areaChosen();

private:
    void refill();
    void showChosen();
    void editCode();
    void editName();
    void editTerrain();
    void editHinterland();

    MapEditor &m_editor;
    CampaignDocument &m_document;
    AreaListModel *m_model;
    QListView *m_list;
    QPushButton *m_new;
    QPushButton *m_delete;
    QLineEdit *m_code;
    QLineEdit *m_name;
    QComboBox *m_terrain;
    QComboBox *m_hinterland;
};

} // namespace muster
