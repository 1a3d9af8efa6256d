#include "console/commands/ChangeHouseRules.h"

#include "console/document/CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

ChangeHouseRules::ChangeHouseRules(CampaignDocument &document, std::vector<HouseRuleValue> values)
    : m_document(document), m_values(std::move(values)), m_before(document.campaign().ruleset)
{
    const int changed = static_cast<int>(m_values.size());
    setText(QCoreApplication::translate("ChangeHouseRules", "Change %n house rule(s)", nullptr,
                                        changed));
}

void ChangeHouseRules::undo()
{
    m_document.apply([this](Campaign &c) { return restoreHouseRules(c, m_before); });
}

void ChangeHouseRules::redo()
{
    setObsolete(!m_document.apply([this](Campaign &c) { return setHouseRules(c, m_values); })
                     .ok()); // refused: no undo step
}

} // namespace muster
