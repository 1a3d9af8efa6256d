#include "console/orders/SheetDialog.h"

#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QVBoxLayout>

namespace muster {

SheetDialog::SheetDialog(const QString &title, const QString &text, Apply apply, QWidget *parent)
    : QDialog(parent), m_apply(std::move(apply)), m_editor(new QPlainTextEdit(this)),
      m_summary(new QLabel(this)), m_problems(new QListWidget(this))
{
    setWindowTitle(title);
    setObjectName(QStringLiteral("sheetDialog"));
    m_editor->setObjectName(QStringLiteral("sheetText"));
    m_problems->setObjectName(QStringLiteral("sheetProblems"));
    m_editor->setPlaceholderText(tr("One order per line, as the player wrote it:\n"
                                    "1 MOVE 2 YRK NRT\n# comments and blank lines are skipped"));
    m_editor->setPlainText(text);
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap); // a line of the sheet is a line here
    m_summary->setWordWrap(true);
    m_summary->hide();
    m_problems->setMaximumHeight(120);
    m_problems->setWordWrap(true); // a long reason reads whole, without scrolling sideways
    m_problems->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_problems->hide();
    m_problems->setToolTip(tr("Click a problem to go to its line"));

    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *ok = box->button(QDialogButtonBox::Ok);
    ok->setText(tr("&Apply"));
    ok->setObjectName(QStringLiteral("applySheet"));
    // Enter belongs to the text (a new line); Ctrl+Enter applies. The editor takes the key before
    // any shortcut of the window behind the dialog can (eventFilter).
    m_editor->installEventFilter(this);
    ok->setToolTip(
        tr("Apply the sheet (%1)")
            .arg(QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText)));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_problems);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &SheetDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_problems, &QListWidget::currentRowChanged, this, &SheetDialog::goToProblem);
    connect(m_problems, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { goToProblem(m_problems->row(item)); });
    resize(560, 420);
    m_editor->setFocus();
}

bool SheetDialog::eventFilter(QObject *watched, QEvent *event)
{
    const bool key = event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress;
    if (watched != m_editor || !key)
        return QDialog::eventFilter(watched, event);
    const auto *press = static_cast<QKeyEvent *>(event);
    const bool applyKey = (press->key() == Qt::Key_Return || press->key() == Qt::Key_Enter) &&
                          (press->modifiers() & ~Qt::KeypadModifier) == Qt::ControlModifier;
    if (!applyKey)
        return QDialog::eventFilter(watched, event);
    event->accept();
    if (event->type() == QEvent::KeyPress)
        accept();
    return true;
}

void SheetDialog::accept()
{
    const SheetApplied result = m_apply(m_editor->toPlainText());
    if (result.applied) {
        QDialog::accept();
        return;
    }
    showProblems(result.problems);
}

void SheetDialog::showProblems(const std::vector<Problem> &problems)
{
    m_shown = problems;
    m_problems->clear();
    QList<QTextEdit::ExtraSelection> marks;
    for (const Problem &p : problems) {
        m_problems->addItem(p.toString());
        const QTextBlock block = m_editor->document()->findBlockByNumber(p.line - 1);
        if (p.line <= 0 || !block.isValid())
            continue;
        QTextEdit::ExtraSelection mark;
        mark.format.setBackground(QColor(255, 220, 220));
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        mark.format.setToolTip(p.message);
        mark.cursor = QTextCursor(block);
        marks << mark;
    }
    m_editor->setExtraSelections(marks);
    m_problems->setVisible(!problems.empty());
    m_summary->setVisible(!problems.empty());
    m_summary->setText(
        tr("Not applied: %n problem(s), marked in the sheet. Correct them and apply again.",
           nullptr, static_cast<int>(problems.size())));
}

void SheetDialog::goToProblem(int row)
{
    if (row < 0 || row >= static_cast<int>(m_shown.size()))
        return;
    const Problem &p = m_shown[static_cast<size_t>(row)];
    const QTextBlock block = m_editor->document()->findBlockByNumber(p.line - 1);
    if (p.line <= 0 || !block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                        std::clamp(p.column - 1, 0, block.length() - 1));
    m_editor->setTextCursor(cursor);
    m_editor->setFocus();
}

} // namespace muster
