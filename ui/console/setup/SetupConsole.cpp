#include "console/setup/SetupConsole.h"

#include "console/ErrorReporter.h"
#include "console/commands/StartCampaignCommand.h"
#include "console/document/CampaignDocument.h"
#include "console/mail/MailSettingsDialog.h"
#include "console/setup/HouseRulesDialog.h"
#include "console/setup/KingdomsEditor.h"
#include "console/setup/SetupStatus.h"
#include "console/turns/PackPaperMenu.h"
#include "setup/CampaignStart.h"
#include "setup/ProblemPlace.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QUndoStack>

namespace muster {

SetupConsole::SetupConsole(QMainWindow &window, CampaignDocument &document)
    : QObject(&window), m_window(window), m_document(document),
      m_editKingdoms(new QAction(tr("&Edit Kingdoms..."), this)),
      m_houseRules(new QAction(tr("&House Rules..."), this)),
      m_start(new QAction(tr("&Start Campaign"), this)),
      m_mailSettings(new QAction(tr("&Mail Settings..."), this)), m_setupLabel(new QLabel(&window))
{
    m_editKingdoms->setObjectName(QStringLiteral("editKingdomsAction"));
    m_editKingdoms->setStatusTip(tr("Add, remove and change the kingdoms (while in setup)"));
    m_houseRules->setObjectName(QStringLiteral("houseRulesAction"));
    m_houseRules->setStatusTip(tr("The ruleset's parameters, their rules, defaults and limits "
                                  "(changed only while in setup, RULES R1)"));
    m_start->setObjectName(QStringLiteral("startCampaignAction"));
    m_start->setStatusTip(tr("Check the campaign and end its setup: the map, kingdoms and house "
                             "rules are then fixed and turn 1 is played"));
    m_setupLabel->setObjectName(QStringLiteral("setupLabel"));
    m_setupLabel->setText(tr("In setup"));
    m_setupLabel->setToolTip(noTurnInSetupTip());
    window.statusBar()->addPermanentWidget(m_setupLabel);

    QMenu *campaign = window.menuBar()->addMenu(tr("&Campaign"));
    campaign->setObjectName(QStringLiteral("campaignMenu"));
    campaign->addAction(m_houseRules);
    campaign->addMenu(new PackPaperMenu(document, campaign));
    m_mailSettings->setObjectName(QStringLiteral("mailSettingsAction"));
    m_mailSettings->setStatusTip(tr("The GM's address and the servers the packs are sent through "
                                    "and the orders fetched from"));
    campaign->addAction(m_mailSettings);
    connect(m_mailSettings, &QAction::triggered, this, [this] {
        MailSettingsDialog dialog(m_document, &m_window);
        dialog.exec();
    });
    campaign->addSeparator();
    campaign->addAction(m_start);
    QMenu *kingdoms = window.menuBar()->addMenu(tr("&Kingdoms"));
    kingdoms->setObjectName(QStringLiteral("kingdomsMenu"));
    kingdoms->addAction(m_editKingdoms);

    connect(m_editKingdoms, &QAction::triggered, this, &SetupConsole::editKingdoms);
    connect(m_houseRules, &QAction::triggered, this, &SetupConsole::showHouseRules);
    connect(m_start, &QAction::triggered, this, &SetupConsole::startCampaign);
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::setupChanged})
        connect(&m_document, signal, this, &SetupConsole::updateActions);
    updateActions();
}

SetupConsole::~SetupConsole() = default;

KingdomsEditor *SetupConsole::kingdomsEditor() const
{
    return m_kingdoms;
}

HouseRulesDialog *SetupConsole::houseRulesDialog() const
{
    return m_rules;
}

void SetupConsole::updateActions()
{
    const bool has = m_document.hasCampaign();
    const bool setup = inSetup(m_document);
    // The editor and the rules still show a started campaign's kingdoms and numbers.
    m_editKingdoms->setEnabled(has);
    m_houseRules->setEnabled(has);
    m_mailSettings->setEnabled(has);
    m_start->setEnabled(setup);
    m_setupLabel->setVisible(setup);
    if (m_kingdoms && !has)
        m_kingdoms->hide();
}

void SetupConsole::editKingdoms()
{
    if (!m_document.hasCampaign())
        return;
    if (!m_kingdoms)
        m_kingdoms = new KingdomsEditor(m_document, &m_window);
    m_kingdoms->show();
    m_kingdoms->raise();
    m_kingdoms->activateWindow();
}

void SetupConsole::showHouseRules()
{
    if (!m_document.hasCampaign())
        return;
    delete m_rules; // a dialog left open shows the numbers as they were when it opened
    m_rules = new HouseRulesDialog(m_document, &m_window);
    m_rules->setAttribute(Qt::WA_DeleteOnClose);
    m_rules->open();
}

bool SetupConsole::startCampaign()
{
    if (!inSetup(m_document))
        return false;
    const Problems problems = startProblems(m_document.campaign());
    if (!problems.isEmpty()) {
        QStringList lines;
        for (const Problem &p : problems.items())
            lines << tr("- %1").arg(problemInWords(m_document.campaign(), p));
        reportError(&m_window, tr("Cannot Start the Campaign"),
                    tr("The campaign cannot start yet:\n%1").arg(lines.join(u'\n')));
        return false;
    }
    m_document.undoStack()->push(new StartCampaignCommand(m_document));
    m_window.statusBar()->showMessage(tr("The campaign has started: turn %1 is current.")
                                          .arg(m_document.campaign().current().number),
                                      8000);
    return true;
}

} // namespace muster
