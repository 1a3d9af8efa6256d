// The orders dock's whole-sheet input: a player's sheet pasted or read from a
// text file, applied only when every line parses (errors listed by line, nothing changed).
#include "orders/OrdersDock.h"

#include "io/InputFile.h"
#include "model/Limits.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace muster {

bool OrdersDock::importSheet(const QString &text)
{
    return applyLines(text.split(QLatin1Char('\n')), tr("Import order sheet"));
}

void OrdersDock::pasteSheet()
{
    if (m_kingdom < 0)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Paste Order Sheet"));
    auto *text = new QPlainTextEdit(&dialog);
    text->setPlaceholderText(tr("One order per line, as the player wrote it."));
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    dialog.resize(480, 360);
    if (dialog.exec() == QDialog::Accepted)
        importSheet(text->toPlainText());
}

void OrdersDock::importSheetFile()
{
    if (m_kingdom < 0)
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Order Sheet"), QString(),
                                                      tr("Order sheets (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    const auto bytes =
        readInputFile(path, limits::kMaxOrderSheetBytes, tr("an order sheet"), &error);
    if (!bytes) {
        showErrors({error});
        return;
    }
    importSheet(QString::fromUtf8(*bytes));
}

} // namespace muster
