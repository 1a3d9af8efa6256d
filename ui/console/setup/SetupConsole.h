#pragma once
// Setting a campaign up, in the window's Campaign and Kingdoms menus: Kingdoms > Edit Kingdoms
// (KingdomsEditor), Campaign > House Rules (HouseRulesDialog), Campaign > Pack Paper
// (PackPaperMenu, which may change in play too) and Campaign > Start Campaign, which
// checks the campaign (core/setup/CampaignStart.h), lists every problem if it cannot start, and
// otherwise starts it as one undo step. A label in the status bar says while the campaign is in
// setup.

#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QMainWindow;

namespace muster {

class CampaignDocument;
class HouseRulesDialog;
class KingdomsEditor;

class SetupConsole : public QObject
{
    Q_OBJECT
public:
    SetupConsole(QMainWindow &window, CampaignDocument &document);
    ~SetupConsole() override;

    QAction *editKingdomsAction() const { return m_editKingdoms; }
    QAction *houseRulesAction() const { return m_houseRules; }
    QAction *startAction() const { return m_start; }
    /// Campaign > Mail Settings...: the sender and mail servers (console/mail/MailSettingsDialog).
    QAction *mailSettingsAction() const { return m_mailSettings; }
    /// The kingdoms editor, once opened (it stays, hidden, when closed).
    KingdomsEditor *kingdomsEditor() const;
    /// The house rules dialog while it is open.
    HouseRulesDialog *houseRulesDialog() const;

    /// Campaign > Start Campaign: true when the campaign started; false, with every problem
    /// reported (ErrorReporter), when it cannot.
    bool startCampaign();

private:
    void updateActions();
    void editKingdoms();
    void showHouseRules();

    QMainWindow &m_window;
    CampaignDocument &m_document;
    QAction *m_editKingdoms;
    QAction *m_houseRules;
    QAction *m_start;
    QAction *m_mailSettings;
    QLabel *m_setupLabel;
    QPointer<KingdomsEditor> m_kingdoms;
    QPointer<HouseRulesDialog> m_rules;
};

} // namespace muster
