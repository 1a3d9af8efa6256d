#pragma once
// The common frame of the battle-decision dialogs (RULES H4-H6): which battle,
// where and which battle turn, both armies with each unit's type and BR, a line for an invalid
// choice (OK is disabled while it shows), "Use defaults for the rest of this battle", and OK.
// Escape (reject) means "the defaults" for this dialog: GuiBattleDecisions then answers with the
// default policy.
//
// The dialogs work on BattleQuestion, a copy of what the engine shows (BattleView), because they
// run on the GUI thread while the engine waits in its worker thread. A question asked where the
// battle can be fought on from (the start of a battle turn, its withdrawal) carries the battle's
// standing, so the dialog shows the odds of each choice before the GM makes it (OddsPanel).

#include "rules/hex/BattleOdds.h"

#include <QColor>
#include <QDialog>
#include <QString>

#include <memory>
#include <vector>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QVBoxLayout;

namespace muster {

class OddsPanel;

struct BattleSideInfo
{
    QString id;                 // "A1"
    QString army;               // "army A1 "Iron Host" (VOS)"
    QColor colour;              // its kingdom's, as on the map (invalid: unowned)
    std::vector<QString> units; // one label per unit of the army: type, veteran, hit points
    std::vector<double> unitBr; // H8 BR per unit
    std::vector<int> onField;   // units not yet defeated
    double brOnField = 0;
};

struct BattleQuestion
{
    QString battle;          // "W1D1B1"
    QString where;           // "hex 12,9 (hills)"
    int turn = 1;            // battle turn, from 1
    BattleSideInfo sides[2]; // [0] the army that entered the hex, [1] the one holding it
    /// The battle as it stands, to simulate (null where it cannot be fought on from).
    std::shared_ptr<const hexrules::BattleSetup> odds;
};

class BattleDialog : public QDialog
{
    Q_OBJECT
public:
    BattleDialog(const BattleQuestion &question, const QString &title, QWidget *parent);

    bool defaultsForRest() const;
    const BattleQuestion &question() const { return m_question; }

protected:
    /// Placed at the bottom of the main window, over the turn log, so the map stays in view.
    void showEvent(QShowEvent *event) override;
    /// The layout the subclasses fill, between the header and the buttons.
    QVBoxLayout *body() const { return m_body; }
    /// "Attacker" / "Defender" with the army's name.
    QString sideTitle(int side) const;
    /// A list of `units` of `side`, each "unit 2: heavy infantry (veteran), BR 3"; checkable with
    /// `checked` ticked when `checkable`. Item data (Qt::UserRole) is the unit index.
    QListWidget *unitList(int side, const std::vector<int> &units, bool checkable,
                          const std::vector<int> &checked, const QString &objectName);
    static std::vector<int> checkedUnits(const QListWidget *list);
    double brOf(int side, const std::vector<int> &units) const;
    /// Shows why the choice cannot be used and disables OK; an empty text clears it.
    void setProblem(const QString &problem);
    /// Adds the odds of the question's battle to the body (null when it has none); the subclass
    /// requests them with its choices, again at every change.
    OddsPanel *addOddsPanel();

public:
    /// The odds shown, null when the question has none.
    OddsPanel *oddsPanel() const { return m_oddsPanel; }

private:
    BattleQuestion m_question;
    QVBoxLayout *m_body;
    QLabel *m_problem;
    QCheckBox *m_defaultsForRest;
    QDialogButtonBox *m_buttons;
    OddsPanel *m_oddsPanel = nullptr;
};

} // namespace muster
