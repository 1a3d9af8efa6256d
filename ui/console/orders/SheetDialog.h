#pragma once
// A player's whole order sheet, pasted or read from a file, in an editor that keeps it until it is
// applied: Apply (or Ctrl+Enter) hands the text to the dock; when the dock refuses it, the text
// stays with every problem listed and its line marked, so the GM fixes it in place and applies
// again. Cancel or Esc closes without changing anything.
//
//     SheetDialog dialog(tr("Paste Order Sheet"), text, [this](const QString &t) { return ...; });
//     dialog.exec();

#include "rules/area/OrderSheet.h"

#include <QDialog>

#include <functional>
#include <vector>

class QLabel;
class QListWidget;
class QPlainTextEdit;

namespace muster {

/// What became of an Apply: applied (the dialog closes), or not, with the problems to show (none
/// when the GM chose not to apply after all, e.g. Cancel in a question).
struct SheetApplied
{
    bool applied = false;
    std::vector<Problem> problems;
};

class SheetDialog : public QDialog
{
    Q_OBJECT
public:
    using Apply = std::function<SheetApplied(const QString &text)>;

    SheetDialog(const QString &title, const QString &text, Apply apply, QWidget *parent = nullptr);

    QPlainTextEdit *editor() const { return m_editor; }
    QListWidget *problemList() const { return m_problems; }
    /// Lists `problems` under the text and marks their lines in it.
    void showProblems(const std::vector<Problem> &problems);

    /// Apply: closes only when the sheet was applied.
    void accept() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void goToProblem(int row);

    Apply m_apply;
    QPlainTextEdit *m_editor;
    QLabel *m_summary;
    QListWidget *m_problems;
    std::vector<Problem> m_shown;
};

} // namespace muster
