#pragma once
// The edit form of one hex march (H2.1, H2.3): the army among the kingdom's armies without another
// march this week, the path as the hexes to enter ("12,4 13,4") and the rest days. Opened on a
// stored line it shows every word as written, an army the list would not offer (unknown, another
// kingdom's) kept as an item marked as written (FieldMarks.h); core's check of the line
// (parseHexOrders, as the orders dock shows it) marks the part it refuses with its reason, and OK
// (Enter) is refused until the march is one the engine accepts, as a typed march line is.

#include "rules/hex/HexOrders.h"

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace muster {

class MarkedField;
struct Campaign;

class MarchForm : public QDialog
{
    Q_OBJECT
public:
    /// On row `row` of the kingdom's stored lines, or a new march for `army` (row -1).
    MarchForm(const Campaign &campaign, int kingdom, int row, const QString &army,
              QWidget *parent = nullptr);
    ~MarchForm() override;

    /// The line as the fields write it.
    QString line() const;
    /// The march the fields make, when core accepts it.
    const std::optional<hexrules::HexMarchOrder> &order() const { return m_order; }
    /// Why OK is refused ("" when the march can be stored).
    const QString &refusal() const { return m_refusal; }
    void accept() override;

private:
    void judge();
    /// The kingdom's stored lines with the form's line in its row (or added).
    QStringList linesWithMine() const;

    const Campaign &m_campaign;
    int m_kingdom;
    int m_row;
    QComboBox *m_army;
    QLineEdit *m_path;
    QLineEdit *m_rest;
    QLabel *m_preview;
    QLabel *m_verdict;
    QPushButton *m_ok;
    std::unique_ptr<MarkedField> m_armyMark;
    std::unique_ptr<MarkedField> m_pathMark;
    std::unique_ptr<MarkedField> m_restMark;
    std::optional<hexrules::HexMarchOrder> m_order;
    QString m_refusal;
};

} // namespace muster
