#include "console/commands/ChangeHouseRules.h"

#include "console/document/CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

ChangeHouseRules::ChangeHouseRules(CampaignDocument &document, Ruleset after, int changed)
    : m_document(document), m_ruleset{document.campaign().ruleset, std::move(after)}
{
    setText(QCoreApplication::translate("ChangeHouseRules", "Change %n house rule(s)", nullptr,
                                        changed));
}

void ChangeHouseRules::undo()
{
    m_document.setRuleset(m_ruleset[0]);
}

void ChangeHouseRules::redo()
{
    m_document.setRuleset(m_ruleset[1]);
}

} // namespace muster
