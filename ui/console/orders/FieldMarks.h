#pragma once
// The marks of a form opened on an order whose values an engine judges: a field whose value is
// refused gets its label in red and the engine's reason under it, and a written value that a
// combo box does not offer is kept in it as an extra item marked as written. So a form always
// shows the order as it was written, never a value of its own choosing in place of one it cannot
// list, and says what is wrong with it.

#include <QString>
#include <QVariant>

class QComboBox;
class QDialog;
class QFormLayout;
class QLabel;
class QLayout;
class QPushButton;
class QWidget;

namespace muster {

class MarkedField
{
public:
    /// Adds the row `label` with `field` (a widget or a layout) to `form`, with the reason under
    /// the field (hidden while there is none). `name` names the reason label for tests.
    MarkedField(QFormLayout *form, const QString &label, QWidget *field, const QString &name);
    MarkedField(QFormLayout *form, const QString &label, QLayout *field, const QString &name);

    /// Marks the field with `reason`; an empty reason clears the mark.
    void mark(const QString &reason);
    bool marked() const { return !m_reason.isEmpty(); }
    const QString &reason() const { return m_reason; }

private:
    void add(QFormLayout *form, const QString &name, QWidget *field, QLayout *layout);

    QLabel *m_label;
    QLabel *m_reasonLabel;
    QString m_reason;
};

/// Selects the item of `box` whose data is `value`; when the box does not offer it, adds it first
/// as an extra item named `text`, marked as written (a warning icon, red).
void showWrittenValue(QComboBox *box, const QVariant &value, const QString &text);
/// Whether the current item of `box` is a written value that the box does not offer.
bool showsWrittenOnly(const QComboBox *box);

/// Ends the rows of `form`, the layout of `dialog`: the order line `preview`, the `verdict` under
/// it (word-wrapped) and OK and Cancel, which accept and reject the dialog. Returns OK.
QPushButton *addVerdictRows(QDialog *dialog, QFormLayout *form, QLabel *preview, QLabel *verdict);
/// A form's verdict on what it shows: `text` in `label`, red when `red`; `ok` enabled only while
/// `refusal` is empty, its tooltip saying why not.
void showVerdict(QLabel *label, const QString &text, bool red, QPushButton *ok,
                 const QString &refusal);

} // namespace muster
