#include "console/turns/MissedSheetsPrompt.h"

#include "console/Question.h"
#include "console/commands/FillMissedOrdersCommand.h"
#include "console/document/CampaignDocument.h"
#include "model/StandIns.h"
#include "operations/FillMissedOrders.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

namespace muster {

MissedSheetsStep standInForMissedSheets(CampaignDocument &document, QWidget *parent,
                                        const QString &title)
{
    const Campaign &c = document.campaign();
    std::vector<MissedSheet> missed = missedSheets(c);
    if (std::all_of(missed.begin(), missed.end(),
                    [](const MissedSheet &sheet) { return sheet.lines.isEmpty(); }))
        return {MissedSheetsAnswer::Resolve, std::move(missed)};
    const int count = static_cast<int>(missed.size());
    document.undoStack()->push(new FillMissedOrdersCommand(document, count));
    QStringList written;
    for (const MissedSheet &sheet : missed) {
        const int lines = static_cast<int>(sheet.lines.size());
        written << QCoreApplication::translate("MissedSheetsPrompt", "%1: %2 (%n line(s))", nullptr,
                                               lines)
                       .arg(c.kingdoms[static_cast<size_t>(sheet.kingdom)].name,
                            standInText(sheet.standIn));
    }
    const int answer = askQuestion(
        parent,
        {title,
         QCoreApplication::translate("MissedSheetsPrompt",
                                     "No sheet came from %n kingdom(s); what stands in for each is "
                                     "written into the turn's orders:",
                                     nullptr, count) +
             QStringLiteral("\n\n") + written.join(QLatin1Char('\n')),
         {QCoreApplication::translate("MissedSheetsPrompt", "&Resolve"),
          QCoreApplication::translate("MissedSheetsPrompt", "Review First")},
         QCoreApplication::translate(
             "MissedSheetsPrompt",
             "Review First to read or edit them in the Orders dock (the Kingdoms dock says what "
             "stood in for each), then resolve again. Undo takes them back."),
         false,
         1});
    return {answer == 0 ? MissedSheetsAnswer::Resolve : MissedSheetsAnswer::Review, {}};
}

} // namespace muster
