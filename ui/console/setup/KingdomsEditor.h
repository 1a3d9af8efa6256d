#pragma once
// Kingdoms > Edit Kingdoms...: the kingdoms of a campaign in setup, added, removed and changed
// (id, name, nationality, colour, the player's e-mail address, starting BPs and reserves, RULES
// A1.3). Each change is one undo step saved at once (console/commands/ChangeKingdoms, running
// core/operations/EditKingdoms.h as muster-cli kingdoms does); a value the operation would refuse
// is refused here in its words and changes nothing. A colour close to another kingdom's or to the
// sea's (ΔE00, core/setup/ColourDistance.h) is warned of, not refused. Who plays each kingdom,
// what stands in for a sheet its player does not send and the autopilot's doctrine
// (model/KingdomPlay.h) change at any time; once the campaign has started the rest of the
// kingdoms is fixed and the editor only shows it.

#include <QDialog>

#include <functional>
#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace muster {

class CampaignDocument;
struct Kingdom;
struct KingdomFields;

class KingdomsEditor : public QDialog
{
    Q_OBJECT
public:
    explicit KingdomsEditor(CampaignDocument &document, QWidget *parent = nullptr);

    /// How a colour is chosen (QColorDialog); tests answer instead. Returns the old chooser; an
    /// empty one restores the dialog. An invalid colour means the GM cancelled.
    using ColourChooser = std::function<QColor(QWidget *parent, const QColor &initial)>;
    static ColourChooser setColourChooser(ColourChooser chooser);

    int currentKingdom() const;
    void selectKingdom(int kingdom);

    QListWidget *list() const { return m_list; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *colourButton() const { return m_colour; }
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *nationalityEdit() const { return m_nationality; }
    QLineEdit *emailEdit() const { return m_email; }
    QSpinBox *bpBox() const { return m_bp; }
    QSpinBox *armyReserveBox() const { return m_armyReserve; }
    QSpinBox *shipReserveBox() const { return m_shipReserve; }
    QLabel *colourWarning() const { return m_colourWarning; }
    QLabel *problemLabel() const { return m_problem; }
    QLabel *startedNote() const { return m_started; }
    QComboBox *playerBox() const { return m_player; }
    QComboBox *missedOrdersBox() const { return m_missedOrders; }
    QComboBox *doctrineBox() const { return m_doctrine; }

private:
    void refresh();
    void showKingdom();
    void addKingdom();
    void removeKingdom();
    void chooseColour();
    /// The current kingdom changed by `edit` as one undo step named `text`; refused (the reader's
    /// problem shown, the form back to what is stored) when the campaign reader would refuse it.
    bool changeKingdom(const QString &text, const std::function<void(KingdomFields &)> &edit);
    void connectText(QLineEdit *edit, const QString &what, QString Kingdom::*field,
                     std::optional<QString> KingdomFields::*set);
    void connectCount(QSpinBox *box, const QString &what, std::optional<int> KingdomFields::*field);
    void connectPlay();

    CampaignDocument &m_document;
    QListWidget *m_list;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLineEdit *m_id;
    QLineEdit *m_name;
    QLineEdit *m_nationality;
    QPushButton *m_colour;
    QLabel *m_colourWarning;
    QLineEdit *m_email;
    QSpinBox *m_bp;
    QSpinBox *m_armyReserve;
    QSpinBox *m_shipReserve;
    QComboBox *m_player;       // a player, or none (the autopilot every turn)
    QComboBox *m_missedOrders; // by MissedOrders
    QComboBox *m_doctrine;     // by Doctrine
    QFormLayout *m_form;
    QLabel *m_problem;
    QLabel *m_started;
    bool m_filling = false;
};

} // namespace muster
