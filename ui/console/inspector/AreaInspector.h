#pragma once
// The inspector page for the selected area (RULES A1.1, A1.2, A7.1): every field editable, each
// edit pushed as an undo command. With no area (none selected, another campaign opened) it shows
// no field at all, never the values of the area shown before.

#include "console/commands/ChangeAreaState.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QFormLayout;

namespace muster {

class CampaignDocument;
struct TurnState;

class AreaInspector : public QWidget
{
    Q_OBJECT
public:
    explicit AreaInspector(CampaignDocument &document, QWidget *parent = nullptr);
    /// Shows `area` (-1: nothing) with its values in `state` (a state of the document's
    /// campaign: the current turn's, or an earlier one shown read-only).
    void showArea(int area, const TurnState &state);
    int area() const { return m_area; }

private:
    QSpinBox *addSpin(const QString &objectName, AreaField field);
    void edit(AreaField field, int value);
    void setRowVisible(QWidget *field, bool visible);

    CampaignDocument &m_document;
    int m_area = -1;
    QFormLayout *m_form;
    QLabel *m_title;
    QComboBox *m_terrain;
    QComboBox *m_owner;
    QSpinBox *m_armies;
    QSpinBox *m_population;
    QSpinBox *m_forts;
    QComboBox *m_mode;
    QSpinBox *m_ships;
    QSpinBox *m_aboard;
};

} // namespace muster
