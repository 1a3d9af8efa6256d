// The orders dock's whole-sheet input: a player's sheet pasted or read from a text file, read and
// stored as muster-cli orders does (operations/StoreSheet). A sheet is applied only when every
// line parses and it has at least one action; when the kingdom already has orders the GM chooses
// to replace them or append the sheet to them. A refused sheet stays in the sheet dialog with its
// problems, to be corrected in place. The turnsheet of a player's pack, filled in, is read as the
// mail importer reads it (pack/Turnsheet.h): its header must be for this kingdom and turn, and it
// changes what mail would change (sheetChange): the kingdom's orders and message together, or
// only the message when it has no actions; a blank one is refused.
#include "console/orders/OrdersDock.h"

#include "console/Question.h"
#include "console/commands/StoreSheetCommand.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/SheetDialog.h"
#include "io/InputFile.h"
#include "model/Limits.h"
#include "pack/Turnsheet.h"
#include "rules/area/AreaParameters.h"

#include <QApplication>
#include <QFileDialog>
#include <QListWidget>
#include <QUndoStack>

namespace muster {

std::vector<Problem> OrdersDock::applySheet(const QString &text, SheetMode mode)
{
    if (m_kingdom < 0 || !m_document.hasCampaign())
        return {Problem::of(tr("no kingdom is selected"))};
    const Campaign &c = m_document.campaign();
    SheetToStore sheet = readSheetToStore(c, m_kingdom, text, mode);
    if (!sheet.ok())
        return sheet.reading.problems;
    const QString &kingdom = c.kingdoms[static_cast<size_t>(m_kingdom)].id;
    const QString undoText = sheet.turnsheet ? tr("Import turnsheet of %1").arg(kingdom)
                             : mode == SheetMode::Append
                                 ? tr("Append order sheet to %1").arg(kingdom)
                                 : tr("Import order sheet of %1").arg(kingdom);
    showErrors({});
    m_document.undoStack()->push(new StoreSheetCommand(m_document, std::move(sheet), undoText));
    return {};
}

bool OrdersDock::importSheet(const QString &text)
{
    const std::vector<Problem> problems = applySheet(text, SheetMode::Replace);
    QStringList errors;
    for (const Problem &p : problems)
        errors << p.toString();
    showErrors(errors);
    return problems.empty();
}

SheetApplied OrdersDock::offerSheet(const QString &text)
{
    // A sheet that does not parse is shown as it is before anything is asked.
    const Campaign &c = m_document.campaign();
    const bool turnsheet = looksLikeTurnsheet(text);
    int actions = 0;
    if (turnsheet) {
        const SheetReading reading = readTurnsheet(c, text, m_kingdom, ExpectedKingdom::Chosen);
        if (!reading.ok())
            return {false, reading.problems};
        actions = reading.actions;
    } else {
        const OrderSheet sheet =
            parseOrderSheet(text, c.world, AreaParameters::fromRuleset(c.ruleset).maxActions);
        if (!sheet.ok())
            return {false, sheet.problems};
        actions = static_cast<int>(sheet.actions.size());
    }
    SheetMode mode = SheetMode::Replace;
    const auto &orders = c.current().orders;
    const auto k = static_cast<size_t>(m_kingdom);
    const qsizetype stored = k < orders.size() ? orders[k].size() : 0;
    if (stored > 0 && actions > 0) {
        const Kingdom &kingdom = c.kingdoms[k];
        // A turnsheet is a whole turn's sheet with its message: it replaces, or nothing.
        const int answer = askQuestion(
            QApplication::activeModalWidget() ? QApplication::activeModalWidget() : this,
            turnsheet ? Question{tr("Orders Already Entered"),
                                 tr("%1 already has %n order(s) this turn. Replace them (and the "
                                    "player's message) with the turnsheet's?",
                                    nullptr, static_cast<int>(stored))
                                     .arg(kingdom.name),
                                 {tr("&Replace"), tr("Cancel")},
                                 tr("It is one step of Edit > Undo.")}
                      : Question{tr("Orders Already Entered"),
                                 tr("%1 already has %n order(s) this turn. Replace them with the "
                                    "sheet's, or append the sheet's to them?",
                                    nullptr, static_cast<int>(stored))
                                     .arg(kingdom.name),
                                 {tr("&Replace"), tr("&Append"), tr("Cancel")},
                                 tr("Either is one step of Edit > Undo.")});
        if (answer != 0 && (turnsheet || answer != 1))
            return {false, {}};
        mode = answer == 0 ? SheetMode::Replace : SheetMode::Append;
    }
    std::vector<Problem> problems = applySheet(text, mode);
    return {problems.empty(), std::move(problems)};
}

void OrdersDock::openSheetDialog(const QString &title, const QString &text,
                                 const std::vector<Problem> &problems)
{
    const Kingdom &kingdom = m_document.campaign().kingdoms[static_cast<size_t>(m_kingdom)];
    SheetDialog dialog(
        tr("%1: %2 (%3)").arg(title, kingdom.name, kingdom.id), text,
        [this](const QString &t) { return offerSheet(t); }, this);
    dialog.showProblems(problems);
    emit sheetDialogOpened(&dialog);
    dialog.exec();
}

void OrdersDock::pasteSheet()
{
    if (m_kingdom < 0 || m_turn >= 0)
        return;
    openSheetDialog(tr("Paste Order Sheet"), QString(), {});
}

void OrdersDock::importSheetFile()
{
    if (m_kingdom < 0 || m_turn >= 0)
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Order Sheet"), QString(),
                                                      tr("Order sheets (*.txt);;All files (*)"));
    if (!path.isEmpty())
        importSheetFile(path);
}

void OrdersDock::importSheetFile(const QString &path)
{
    const auto bytes = readInputFile(path, limits::kMaxOrderSheetBytes, tr("an order sheet"));
    if (!bytes) {
        showErrors({bytes.message()});
        return;
    }
    const QString text = QString::fromUtf8(*bytes);
    const SheetApplied result = offerSheet(text);
    if (!result.applied && !result.problems.empty())
        openSheetDialog(tr("Import Order Sheet"), text, result.problems);
}

} // namespace muster
