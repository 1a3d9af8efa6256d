#include "mail/AcceptedSheets.h"

#include "mail/MailSheet.h"
#include "pack/SheetLines.h"

#include <optional>

namespace muster {

namespace {

/// The sheet's text with its "Turn:" lines blanked (each kept as an empty line, so the lines
/// after it keep their numbers in every error).
QString withoutTurnLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        if (sheetHeader(line).key == QLatin1String("turn"))
            line.clear();
    return lines.join(QLatin1Char('\n'));
}

/// The sheet as the GM accepts it, or why it cannot be.
struct GmReading
{
    std::optional<SheetReading> reading;
    QString whyNot;
};

GmReading gmReading(const Campaign &c, const Mailbox &box, const MailVerdict &v)
{
    if (v.applies)
        return {{}, QStringLiteral("its sheet is stored already")};
    if (v.mail < 0 || static_cast<size_t>(v.mail) >= box.mails.size() ||
        v.content != MailContent::Sheet)
        return {{}, QStringLiteral("the mail holds no sheet")};
    if (v.kingdom < 0 || static_cast<size_t>(v.kingdom) >= c.kingdoms.size())
        return {{}, QStringLiteral("no kingdom can be told from the mail")};
    const MailSheets sheets = mailSheets(box.mails[static_cast<size_t>(v.mail)]);
    if (sheets.texts.size() != 1)
        return {{},
                QStringLiteral("the mail holds %1 sheets; the GM accepts one")
                    .arg(sheets.texts.size())};
    SheetReading r = readTurnsheet(c, withoutTurnLines(sheets.texts.front()), v.kingdom,
                                   ExpectedKingdom::Chosen);
    if (r.refused)
        return {{},
                QStringLiteral("the sheet cannot be stored for %1 either: %2")
                    .arg(c.kingdoms[static_cast<size_t>(v.kingdom)].id,
                         listedErrors(r).join(QStringLiteral("; ")))};
    if (sheetChange(r) == SheetChange::Nothing)
        return {{}, blankSheetText()};
    r.kingdom = v.kingdom;
    return {std::move(r), QString()};
}

} // namespace

QString whyNotAcceptable(const Campaign &campaign, const Mailbox &mailbox,
                         const MailVerdict &verdict)
{
    return gmReading(campaign, mailbox, verdict).whyNot;
}

std::vector<MailVerdict> withAcceptedSheets(const Campaign &c, const Mailbox &box,
                                            std::vector<MailVerdict> verdicts,
                                            const std::vector<std::size_t> &accepted)
{
    for (const std::size_t a : accepted) {
        if (a >= verdicts.size())
            continue;
        GmReading gm = gmReading(c, box, verdicts[a]);
        if (!gm.reading)
            continue;
        MailVerdict &v = verdicts[a];
        const bool orders = sheetChange(*gm.reading) == SheetChange::OrdersAndMessage;
        const QString source = box.mails[static_cast<size_t>(v.mail)].source;
        for (std::size_t i = 0; i < verdicts.size(); ++i) {
            MailVerdict &other = verdicts[i];
            if (i == a || other.kingdom != v.kingdom || !other.applies ||
                (!orders && sheetChange(other.sheet) != SheetChange::Message))
                continue;
            other.applies = false;
            other.acceptedByGm = false;
            other.verdict =
                QStringLiteral("superseded by the sheet the GM accepted (%1)").arg(source);
        }
        v.verdict = QStringLiteral("accepted by the GM: %1 (the import said: %2)")
                        .arg(orders ? storedSheetText(*gm.reading)
                                    : QStringLiteral("a message and no actions"),
                             v.verdict);
        v.sheet = std::move(*gm.reading);
        v.lines = v.sheet.actions;
        v.errors = listedErrors(v.sheet);
        v.applies = true;
        v.acceptedByGm = true;
    }
    return verdicts;
}

} // namespace muster
