#pragma once
// The orders of one kingdom for the current turn: a table of the numbered actions with the BPs
// left after each, the engine's reason beside any action that would fail and, beside each attack,
// what its battle would do against the turn's starting state (the phases' losses and the end);
// a line to type a new order, in-place editing, deletion, moving an action up or down or dragging
// it to another row (the actions keep their numbers' places, so the moved ones are renumbered),
// and pasting or importing a player's whole sheet. Every change is one undoable ChangeOrders, saved
// at once; a sheet or line that does not parse changes nothing and its errors are listed by line.
// Each frequent action has a shortcut, named in its button's tooltip.

#include "console/orders/SheetDialog.h"
#include "operations/StoreSheet.h"
#include "orders/OrdersCheck.h"
#include "rules/area/AreaActions.h"

#include <QWidget>

class QAction;
class QKeySequence;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace muster {

class CampaignDocument;
class OrdersTable;
struct TurnRecord;

class OrdersDock : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        NumberColumn,
        OrderColumn,
        BpColumn,
        CheckColumn,
        PreviewColumn,
        ColumnCount
    };

    explicit OrdersDock(CampaignDocument &document, QWidget *parent = nullptr);

    int kingdom() const { return m_kingdom; }
    void setKingdom(int kingdom);
    /// Shows the orders of turn `index` of the campaign, read-only with each order's result from
    /// that turn's log when it is resolved; -1 (or the current turn) shows the orders being
    /// entered, editable.
    void setShownTurn(int index);
    /// Whether the dock shows a resolved turn (read-only) rather than the current one.
    bool showsResolvedTurn() const { return m_turn >= 0; }

    /// Adds one typed order line; false (with the errors listed) when it does not parse or
    /// clashes with another action's number.
    bool addOrder(const QString &line);
    /// Replaces row `row` with `line`; false when it does not parse.
    bool editOrder(int row, const QString &line);
    void deleteOrder(int row) { deleteOrders({row}); }
    /// Removes the rows `rows` (in any order, each once) as one undo step.
    void deleteOrders(QList<int> rows);
    /// Swaps the numbers of row `row` and the row after it (rounds, A2.2).
    void moveDown(int row);
    /// Moves row `from` to row `to` (a drag): the rows keep the numbers in their order, so the
    /// actions between the two are renumbered (A2.2). False when nothing moves.
    bool moveOrder(int from, int to);
    /// Replaces the kingdom's orders by a whole sheet; nothing applied unless it all parses and
    /// has an action (the errors listed in the dock otherwise).
    bool importSheet(const QString &text);
    /// Reads a sheet from a file and offers it as Paste Sheet does: applied when it parses (asking
    /// Replace / Append when the kingdom has orders), else shown in the sheet dialog to correct.
    void importSheetFile(const QString &path);

    /// "From Map": the next two areas clicked on the map are an order's source and target.
    bool pickingFromMap() const;
    /// Feeds an area clicked on the map while picking. The first must be one of the kingdom's
    /// areas, the second a neighbour of it: then the order form opens with MOVE (into an own
    /// area), SHIPS or CONVOY (sea to sea) or ASSAULT (anything else) between the two. A click
    /// that cannot be either proposes nothing and says why (statusMessage).
    void areaPicked(int area);
    /// Whether orders can be entered now: an area campaign's current turn, a kingdom chosen.
    bool entersOrders() const;
    /// Opens the order form preset with the order from `source` to `target` (ProposedOrder.h),
    /// as a drag on the map or From Map proposes it; false, saying why (statusMessage), when no
    /// order can go there.
    bool offerOrder(int source, int target);

    QTableWidget *table() const;
    QSize sizeHint() const override;
    QListWidget *errorList() const { return m_errors; }

signals:
    void kingdomChanged(int kingdom);
    /// A short note for the status bar (what a From Map click did or why it did nothing).
    void statusMessage(const QString &text);
    /// The sheet dialog is open (modal) and about to run; tests type into it from here.
    void sheetDialogOpened(SheetDialog *dialog);

private:
    void refresh();
    /// The check of the kingdom's stored lines, made again if they changed since it was made.
    const OrdersCheck &currentCheck();
    /// Hex campaigns: the selected kingdom's stored march lines of the turn shown, read-only, each
    /// with the engine's verdict (they are drawn and stored on the map, HexMarchPlanner).
    void showHexMarches();
    /// Hex campaigns: a typed march line, stored as its army's one order; false with the reason.
    bool addHexMarch(const QString &line);
    /// The turn whose orders are shown: the current one or a resolved one.
    const TurnRecord &shownRecord() const;
    /// The kingdom's message for the turn's roundup under the title; hidden when none.
    void showMessage(const TurnRecord &turn);
    void showErrors(const QStringList &errors);
    /// Parses `lines` as this kingdom's sheet and pushes it; false with the errors shown.
    bool applyLines(const QStringList &lines, const QString &undoText);
    /// Opens the order form to add an order (row -1) or edit row `row`.
    void openForm(int row, const AreaAction *preset = nullptr);
    /// Hex campaigns: the march form on row `row` (a stored march, or an army without one).
    void openMarchForm(int row);
    /// Applies `text` as the kingdom's sheet as one undo step; the problems (each on its line of
    /// `text`) when nothing was applied.
    std::vector<Problem> applySheet(const QString &text, SheetMode mode);
    /// Apply of the sheet dialog: asks Replace / Append / Cancel when the kingdom has orders.
    SheetApplied offerSheet(const QString &text);
    void openSheetDialog(const QString &title, const QString &text,
                         const std::vector<Problem> &problems);
    void pasteSheet();
    void importSheetFile();
    /// A shortcut that clicks `button`; its tooltip says what it does and names the keys.
    QAction *addShortcut(QPushButton *button, const QString &name, const QKeySequence &keys,
                         const QString &what, Qt::ShortcutContext context);

    CampaignDocument &m_document;
    int m_kingdom = -1;
    int m_turn = -1; // the resolved turn shown, -1 for the current turn
    bool m_filling = false;
    /// Whether the errors shown are the typed line's (they go when the line is cleared).
    bool m_lineErrors = false;
    QLabel *m_title;
    QLabel *m_message; // the player's message for the roundup, when the sheet has one
    OrdersTable *m_table;
    QLineEdit *m_entry;
    QListWidget *m_errors;
    QPushButton *m_delete;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_fromMap;
    QPushButton *m_edit;
    QList<QPushButton *> m_buttons; // every button, enabled with the dock
    int m_pickedSource = -1;
    OrdersCheck m_check; // the rows shown: each stored line parsed once, with the engine's verdict
    int m_checkedKingdom = -1;
    QStringList m_idleArmies; // hex campaigns: the armies listed without a march, in row order
};

} // namespace muster
