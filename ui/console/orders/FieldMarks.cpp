#include "console/orders/FieldMarks.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace muster {

namespace {
/// The red of an order the engine refuses, as the orders dock shows it.
const QColor kRefused(170, 20, 20);
/// Item data role saying that an item is a written value, not one of the box's choices.
constexpr int kWrittenOnlyRole = Qt::UserRole + 1;

/// Text in the refused red, or in the form's own colour.
void paintRed(QWidget *widget, bool red)
{
    QPalette palette; // nothing of its own: the form's, unless red
    if (red)
        palette.setColor(QPalette::WindowText, kRefused);
    widget->setPalette(palette);
}
} // namespace

MarkedField::MarkedField(QFormLayout *form, const QString &label, QWidget *field,
                         const QString &name)
    : m_label(new QLabel(label)), m_reasonLabel(new QLabel)
{
    add(form, name, field, nullptr);
}

MarkedField::MarkedField(QFormLayout *form, const QString &label, QLayout *field,
                         const QString &name)
    : m_label(new QLabel(label)), m_reasonLabel(new QLabel)
{
    add(form, name, nullptr, field);
}

void MarkedField::add(QFormLayout *form, const QString &name, QWidget *field, QLayout *layout)
{
    m_reasonLabel->setObjectName(name);
    m_reasonLabel->setWordWrap(true);
    m_reasonLabel->setTextFormat(Qt::PlainText);
    paintRed(m_reasonLabel, true);
    m_reasonLabel->hide();
    // The field with its reason right under it: a hidden reason takes no room.
    auto *column = new QVBoxLayout;
    column->setSpacing(2);
    if (field)
        column->addWidget(field);
    else
        column->addLayout(layout);
    column->addWidget(m_reasonLabel);
    form->addRow(m_label, column);
    if (field)
        m_label->setBuddy(field);
}

void MarkedField::mark(const QString &reason)
{
    m_reason = reason;
    m_reasonLabel->setText(reason);
    m_reasonLabel->setVisible(!reason.isEmpty());
    paintRed(m_label, !reason.isEmpty());
    QFont font = m_label->font();
    font.setBold(!reason.isEmpty());
    m_label->setFont(font);
    m_label->setToolTip(reason);
}

void showWrittenValue(QComboBox *box, const QVariant &value, const QString &text)
{
    int index = box->findData(value);
    if (index < 0) {
        box->addItem(box->style()->standardIcon(QStyle::SP_MessageBoxWarning),
                     QApplication::translate("FieldMarks", "%1, as written").arg(text), value);
        index = box->count() - 1;
        box->setItemData(index, kRefused, Qt::ForegroundRole);
        box->setItemData(index, true, kWrittenOnlyRole);
    }
    box->setCurrentIndex(index);
}

bool showsWrittenOnly(const QComboBox *box)
{
    return box->currentIndex() >= 0 && box->currentData(kWrittenOnlyRole).toBool();
}

QPushButton *addVerdictRows(QDialog *dialog, QFormLayout *form, QLabel *preview, QLabel *verdict)
{
    preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    verdict->setWordWrap(true);
    verdict->setTextFormat(Qt::PlainText);
    form->addRow(QApplication::translate("FieldMarks", "Order line"), preview);
    form->addRow(verdict);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    form->addRow(box);
    dialog->setLayout(form);
    QObject::connect(box, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return box->button(QDialogButtonBox::Ok);
}

void showVerdict(QLabel *label, const QString &text, bool red, QPushButton *ok,
                 const QString &refusal)
{
    label->setText(text);
    paintRed(label, red);
    ok->setEnabled(refusal.isEmpty());
    ok->setToolTip(refusal);
}

} // namespace muster
