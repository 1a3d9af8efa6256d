#pragma once
// The inspector page for the selected hex of a hex campaign (RULES H1.1, H1.2): its terrain and
// stronghold, and the armies standing on it with their units, editable as undo commands. The army
// chosen is known by its id, so after a battle or an undo it is the same army that is shown (or
// the first one there when it left); with no hex nothing of the hex shown before stays.

#include "hex/Hex.h"
#include "model/TurnState.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace muster {

class CampaignDocument;

class HexInspector : public QWidget
{
    Q_OBJECT
public:
    explicit HexInspector(CampaignDocument &document, QWidget *parent = nullptr);
    /// Shows `hex` (nullopt: nothing) with its armies in `state` (a state of the document's
    /// campaign: the current turn's, or an earlier one shown read-only).
    void showHex(std::optional<Hex> hex, const TurnState &state);
    /// The id of the army shown, empty for none.
    QString shownArmy() const;

private:
    /// Index into the current turn's armies of the army shown, -1 for none (or not there).
    int currentArmy() const;
    void showArmy();
    void pushArmy(const HexArmy &after, const QString &label);

    CampaignDocument &m_document;
    std::optional<Hex> m_hex;
    std::vector<HexArmy> m_armies; // the armies on the hex in the state shown
    bool m_filling = false;
    QLabel *m_title;
    QComboBox *m_army;
    QComboBox *m_owner;
    QTableWidget *m_units;
    QPushButton *m_addUnit;
    QPushButton *m_removeUnit;
};

} // namespace muster
