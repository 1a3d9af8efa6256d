#include "console/commands/UndoKeys.h"

#include <QKeyEvent>
#include <QKeySequence>
#include <QLineEdit>
#include <QPointer>
#include <QUndoStack>

namespace muster {

namespace {

enum class UndoKey
{
    None,
    Undo,
    Redo
};

UndoKey undoKeyOf(const QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return UndoKey::None;
    const auto *key = static_cast<const QKeyEvent *>(event);
    if (key->matches(QKeySequence::Undo))
        return UndoKey::Undo;
    // The window's Redo answers Ctrl+Y as well as the platform's own key (MainWindowActions).
    if (key->matches(QKeySequence::Redo) ||
        key->keyCombination() == QKeyCombination(Qt::CTRL, Qt::Key_Y))
        return UndoKey::Redo;
    return UndoKey::None;
}

class UndoKeys : public QObject
{
public:
    UndoKeys(QUndoStack *stack, QObject *parent) : QObject(parent), m_stack(stack) {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const UndoKey key = undoKeyOf(event);
        if (key == UndoKey::None)
            return QObject::eventFilter(watched, event);
        // The line does not claim the key (it would, to undo its text), so the window's Undo
        // shortcut, when there is one, gets it as from any other widget; with none, the key
        // press comes here.
        if (event->type() == QEvent::KeyPress && m_stack)
            key == UndoKey::Undo ? m_stack->undo() : m_stack->redo();
        return true;
    }

private:
    QPointer<QUndoStack> m_stack;
};

} // namespace

void sendUndoKeysTo(QLineEdit *line, QUndoStack *stack)
{
    line->installEventFilter(new UndoKeys(stack, line));
}

} // namespace muster
