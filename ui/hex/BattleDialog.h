#pragma once
// The common frame of the battle-decision dialogs (RULES H4-H6): which battle,
// where and which battle turn, both armies with each unit's type and BR, a line for an invalid
// choice (OK is disabled while it shows), "Use defaults for the rest of this battle", and OK.
// Escape (reject) means "the defaults" for this dialog: GuiBattleDecisions then answers with the
// default policy.
//
// The dialogs work on BattleQuestion, a copy of what the engine shows (BattleView), because they
// run on the GUI thread while the engine waits in its worker thread.

#include <QDialog>
#include <QString>

#include <vector>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QVBoxLayout;

namespace muster {

struct BattleSideInfo
{
    QString id;                 // "A1"
    QString army;               // "army A1 "Iron Host" (VOS)"
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

private:
    BattleQuestion m_question;
    QVBoxLayout *m_body;
    QLabel *m_problem;
    QCheckBox *m_defaultsForRest;
    QDialogButtonBox *m_buttons;
};

} // namespace muster
