#pragma once
// A question put to the GM with a few answers (Roll Back Last Turn, unsaved changes, a file changed
// on disk): one modal box, and one hook for tests to answer instead.
//
//     const int answer = askQuestion(this, {tr("Roll Back"), text, {tr("&Roll Back"),
//     tr("Cancel")}}); if (answer == 0) ...

#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace muster {

struct Question
{
    QString title;
    QString text;
    QStringList answers;   // the buttons, left to right; the first is the default
    QString detail;        // the informative text under the question, if any
    bool warning = false;  // a warning (something may be lost) rather than a plain question
    int escapeAnswer = -1; // the answer Escape gives (a button's index); the last when -1
};

/// The index of the answer chosen, -1 when the box was closed without one (Escape).
using QuestionHook = std::function<int(const Question &question)>;

/// Replaces the question box; an empty hook restores it. Returns the old hook.
QuestionHook setQuestionHook(QuestionHook hook);
int askQuestion(QWidget *parent, const Question &question);

} // namespace muster
