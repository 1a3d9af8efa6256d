#pragma once
// The inspector page for the selected hex of a hex campaign (RULES H1.1, H1.2): its terrain and
// stronghold, and the armies standing on it with their units, editable as undo commands.

#include "hex/Hex.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace muster {

class CampaignDocument;
struct HexArmy;

class HexInspector : public QWidget
{
    Q_OBJECT
public:
    explicit HexInspector(CampaignDocument &document, QWidget *parent = nullptr);
    void showHex(std::optional<Hex> hex);

private:
    /// Index into the current state's armies of the army shown, -1 for none.
    int currentArmy() const;
    void showArmy();
    void pushArmy(const HexArmy &after, const QString &label);

    CampaignDocument &m_document;
    std::optional<Hex> m_hex;
    std::vector<int> m_armies; // indices of the armies on the hex
    bool m_filling = false;
    QLabel *m_title;
    QComboBox *m_army;
    QComboBox *m_owner;
    QTableWidget *m_units;
    QPushButton *m_addUnit;
    QPushButton *m_removeUnit;
};

} // namespace muster
