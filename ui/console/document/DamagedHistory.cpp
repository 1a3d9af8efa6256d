#include "console/document/DamagedHistory.h"

#include "console/Question.h"
#include "console/document/CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("DamagedHistory", text);
}
} // namespace

QString damagedHistoryText(const QString &file, const std::vector<TurnDamage> &damaged)
{
    QStringList lines;
    lines << (damaged.size() == 1 ? tr("%1 is damaged: turn %2 of its history cannot be read.")
                                        .arg(file)
                                        .arg(damaged.front().turn)
                                  : tr("%1 is damaged: %2 turns of its history cannot be read.")
                                        .arg(file)
                                        .arg(damaged.size()));
    lines << QString();
    for (const TurnDamage &d : damaged)
        lines << tr("Turn %1: %2").arg(d.turn).arg(d.reason);
    return lines.join(QLatin1Char('\n'));
}

void tellDamagedHistory(QWidget *parent, const QString &file,
                        const std::vector<TurnDamage> &damaged)
{
    if (damaged.empty())
        return;
    askQuestion(parent,
                {tr("Damaged Campaign File"),
                 damagedHistoryText(file, damaged),
                 {tr("OK")},
                 tr("Muster changed nothing in the file. Every other turn is shown as stored and "
                    "the current turn can be edited; resolving asks first. Save As and Export "
                    "refuse while a turn cannot be read. Restore the file from a backup to get "
                    "the turn back; `muster-cli validate` lists every problem in it."),
                 true});
}

bool resolveOverDamage(QWidget *parent, const CampaignDocument &document)
{
    if (!document.hasCampaign())
        return true;
    const std::vector<TurnDamage> damaged = document.campaign().turns.damaged();
    if (damaged.empty())
        return true;
    const int answer = askQuestion(
        parent, {tr("Resolve on a Damaged History"),
                 damagedHistoryText(document.filePath(), damaged),
                 {tr("Cancel"), tr("&Resolve Anyway")},
                 tr("The current turn reads and resolves as always, but the new turn goes on top "
                    "of a history with a turn that cannot be read: a hex campaign's day of the "
                    "week may come from it, and every turn added is one more to carry over by "
                    "hand if the file is restored from a backup."),
                 true,
                 0}); // Escape cancels, as Enter does: resolving is the one answer to choose
    return answer == 1;
}

} // namespace muster
