#include "console/Question.h"

#include <QMessageBox>
#include <QPushButton>

#include <vector>

namespace muster {

namespace {
QuestionHook &hook()
{
    static QuestionHook h;
    return h;
}
} // namespace

QuestionHook setQuestionHook(QuestionHook h)
{
    return std::exchange(hook(), std::move(h));
}

int askQuestion(QWidget *parent, const Question &question)
{
    if (hook())
        return hook()(question);
    QMessageBox box(question.warning ? QMessageBox::Warning : QMessageBox::Question, question.title,
                    question.text, {}, parent);
    box.setInformativeText(question.detail);
    std::vector<QPushButton *> buttons;
    const qsizetype escape =
        question.escapeAnswer >= 0 ? question.escapeAnswer : question.answers.size() - 1;
    for (qsizetype i = 0; i < question.answers.size(); ++i)
        buttons.push_back(box.addButton(
            question.answers[i], i == escape ? QMessageBox::RejectRole : QMessageBox::AcceptRole));
    if (escape >= 0 && escape < question.answers.size())
        box.setEscapeButton(buttons[static_cast<size_t>(escape)]);
    if (!buttons.empty())
        box.setDefaultButton(buttons.front());
    box.exec();
    for (size_t i = 0; i < buttons.size(); ++i)
        if (box.clickedButton() == buttons[i])
            return static_cast<int>(i);
    return -1;
}

} // namespace muster
