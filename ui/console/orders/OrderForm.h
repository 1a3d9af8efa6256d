#pragma once
// The add/edit form of one order: the action, then the choices that can work: the source among
// the kingdom's areas, the target (and PASSAGE's middle area) among the source's neighbours, the
// retreat or ambush place among the area's neighbours, and the count as a number, "all" or "all
// but N" (A3.3). The canonical line is previewed as it is built, with the engine's verdict on it
// (the dock's own check, orders/OrdersCheck.h, with the order in its row: the form holds the
// other kingdoms' sheets parsed once, orders/TurnOrders.h, and parses only its kingdom's lines
// as they would be stored, with one run of the engine, at each change).
//
// Opened on a stored order it shows every field as written, also a value it would not offer (an
// area not adjacent, not the kingdom's), marked as written (FieldMarks.h): the field the engine's
// verdict is about is marked with its reason, and OK (Enter) is refused while a value as written
// is refused by the engine or not among the choices, until it is valid or the GM chooses another.

#include "rules/area/AreaActions.h"
#include "rules/area/FailureField.h"

#include <QDialog>

#include <map>
#include <memory>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace muster {

class MarkedField;
class TurnOrders;
struct Campaign;

class OrderForm : public QDialog
{
    Q_OBJECT
public:
    /// `initial` prefills the form: the order of row `row` of the kingdom's stored lines when
    /// editing, a preset or nothing when adding (row -1); its number 0 means `nextNumber`.
    OrderForm(const Campaign &campaign, int kingdom, const AreaAction &initial, int nextNumber,
              int row = -1, QWidget *parent = nullptr);
    ~OrderForm() override;

    AreaAction action() const;
    QString line() const;
    /// Why OK is refused ("" when the order can be stored as the form shows it).
    const QString &refusal() const { return m_refusal; }
    /// Refused while refusal() says why.
    void accept() override;

private:
    void fillSources();
    void fillTargets();
    void fillPlaces();
    void updateShape();
    /// The engine's verdict on the order as the form shows it, in its row of the kingdom's
    /// orders: the field it is about marked, OK refused while a value as written is refused.
    void judge();
    /// The field that makes the kingdom's lines unparsable once the form's line is among them.
    ActionField unparsedField() const;
    std::vector<std::pair<ActionField, QComboBox *>> areaBoxes() const;
    /// Whether `field` holds the value written in the order being edited.
    bool asWritten(ActionField field, const AreaAction &shown) const;
    void fillAreas(QComboBox *box, const std::vector<int> &areas, int keep, bool allowNone);
    QString areaText(int area) const;

    const Campaign &m_campaign;
    std::unique_ptr<TurnOrders>
        m_orders; // the stored orders as the form judges its line among them
    int m_kingdom;
    int m_row;            // the row edited, -1 when adding
    AreaAction m_written; // the order as stored (editing)
    QSpinBox *m_number;
    QComboBox *m_kind;
    QComboBox *m_countMode;
    QSpinBox *m_count;
    QComboBox *m_source;
    QComboBox *m_via;
    QComboBox *m_target;
    QComboBox *m_place;
    QLabel *m_preview;
    QLabel *m_verdict;
    int m_maxActions; // A2.1
    QPushButton *m_ok;
    std::map<ActionField, std::unique_ptr<MarkedField>> m_marks;
    QString m_refusal;
};

} // namespace muster
