#pragma once
// Undo and Redo keys that undo the document, not the text, in a line where the GM types what is
// stored at once (the orders dock's order line). A QLineEdit takes Ctrl+Z for its own undo before
// any window shortcut sees it, and its own undo is of no use there: Enter stores the line and
// clears it, so Ctrl+Z would only bring the stored text back while the stored order stays. With
// these keys, Ctrl+Z undoes the last stored change as it does everywhere else in the window (the
// window's Undo action when it has one, else the stack directly), and what is being typed stays.

class QLineEdit;
class QUndoStack;

namespace muster {

/// Sends `line`'s Undo and Redo keys (Ctrl+Z; Ctrl+Shift+Z, Ctrl+Y) to `stack`.
void sendUndoKeysTo(QLineEdit *line, QUndoStack *stack);

} // namespace muster
