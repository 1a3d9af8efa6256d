#include "console/orders/OrdersDock.h"

#include "console/commands/ChangeOrders.h"
#include "console/commands/UndoKeys.h"
#include "console/document/CampaignDocument.h"
#include "console/document/OpenRules.h"
#include "console/orders/OrderForm.h"
#include "console/orders/OrdersTable.h"
#include "log/LogText.h"
#include "model/StandIns.h"
#include "model/UnreadLine.h"
#include "orders/OrdersCheck.h"
#include "orders/TurnOrders.h"
#include "rules/KingdomTable.h"
#include "rules/RuleSystem.h"
#include "rules/area/AreaParameters.h"
#include "rules/area/OrderSheet.h"
#include "rules/area/ProposedOrder.h"

#include <QAction>
#include <QDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

namespace {
/// The current turn's check column, as orders/OrdersCheck.h runs it.
QString checkTip()
{
    return OrdersDock::tr("The engine's verdict with every kingdom's orders entered so far");
}

/// The check of kingdom `kingdom`'s stored orders for the current turn: the document's, read from
/// the one run of the turn every view of the orders shares.
OrdersCheck currentTurnCheck(CampaignDocument &document, int kingdom)
{
    if (TurnOrders *held = document.turnOrders())
        return held->check(kingdom);
    return checkKingdomOrders(document.campaign(), kingdom,
                              currentOrderLines(document.campaign(), kingdom));
}
} // namespace

OrdersDock::OrdersDock(CampaignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)), m_message(new QLabel(this)),
      m_table(new OrdersTable(ColumnCount, this)), m_entry(new QLineEdit(this)),
      m_errors(new QListWidget(this)), m_delete(new QPushButton(tr("Delete"), this)),
      m_up(new QPushButton(tr("Up"), this)), m_down(new QPushButton(tr("Down"), this))
{
    setObjectName(QStringLiteral("ordersDock"));
    m_table->setObjectName(QStringLiteral("ordersTable"));
    m_title->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("playerMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setToolTip(tr("The player's message from the order sheet: it goes into the "
                             "turn's public roundup as written"));
    m_message->hide();
    m_entry->setObjectName(QStringLiteral("orderEntry"));
    m_errors->setObjectName(QStringLiteral("orderErrors"));
    m_table->setHorizontalHeaderLabels(
        {tr("#"), tr("Order"), tr("BP left"), tr("Check"), tr("Battle preview")});
    m_table->horizontalHeaderItem(BpColumn)->setToolTip(
        tr("Build points left after this action (A3.1)"));
    m_table->horizontalHeaderItem(CheckColumn)->setToolTip(checkTip());
    m_table->horizontalHeaderItem(PreviewColumn)
        ->setToolTip(tr("What each attack's battle would do, the turn resolved from its starting "
                        "state with every kingdom's orders entered so far (A2.2); the row's "
                        "tooltip has every phase"));
    // The preview takes the room left (its full text is the cell's tooltip); the rest fit.
    for (int column : {NumberColumn, OrderColumn, BpColumn, CheckColumn})
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PreviewColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8); // compact rows
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several rows may be selected, to delete them together (Shift or Ctrl and click).
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setToolTip(tr("Drag an order to another row to change when it is done"));
    m_entry->setPlaceholderText(tr("Type an order and press Enter: 3 ASSAULT 5 YRK NRT"));
    m_errors->setMaximumHeight(90);
    m_errors->hide();

    auto *add = new QPushButton(tr("Add..."), this);
    auto *edit = m_edit = new QPushButton(tr("Edit..."), this);
    add->setObjectName(QStringLiteral("addOrder"));
    edit->setObjectName(QStringLiteral("editOrder"));
    m_delete->setObjectName(QStringLiteral("deleteOrder"));
    m_up->setObjectName(QStringLiteral("orderUp"));
    m_down->setObjectName(QStringLiteral("orderDown"));
    m_fromMap = new QPushButton(tr("From Map"), this);
    m_fromMap->setObjectName(QStringLiteral("orderFromMap"));
    m_fromMap->setCheckable(true);
    auto *paste = new QPushButton(tr("Paste Sheet..."), this);
    auto *import = new QPushButton(tr("Import Sheet..."), this);
    paste->setObjectName(QStringLiteral("pasteSheet"));
    import->setObjectName(QStringLiteral("importSheet"));
    m_buttons = {add, edit, m_fromMap, m_delete, m_up, m_down, paste, import};

    // Row actions work where the focus is in the dock; the others from anywhere in the window.
    const auto window = Qt::WindowShortcut, dock = Qt::WidgetWithChildrenShortcut;
    addShortcut(add, QStringLiteral("addOrderAction"), QKeySequence(Qt::Key_Insert),
                tr("Add an order with a form of the possible choices"), window);
    addShortcut(edit, QStringLiteral("editOrderAction"), QKeySequence(Qt::CTRL | Qt::Key_Return),
                tr("Edit the selected order with the form"), dock);
    addShortcut(m_delete, QStringLiteral("deleteOrderAction"), QKeySequence(Qt::Key_Delete),
                tr("Delete the selected orders"), dock);
    addShortcut(m_up, QStringLiteral("orderUpAction"), QKeySequence(Qt::CTRL | Qt::Key_Up),
                tr("Do the selected order one round earlier (or drag it)"), dock);
    addShortcut(m_down, QStringLiteral("orderDownAction"), QKeySequence(Qt::CTRL | Qt::Key_Down),
                tr("Do the selected order one round later (or drag it)"), dock);
    addShortcut(m_fromMap, QStringLiteral("orderFromMapAction"), QKeySequence(Qt::CTRL | Qt::Key_M),
                tr("Click the source area, then the target area on the map"), window);
    addShortcut(paste, QStringLiteral("pasteSheetAction"),
                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V),
                tr("Paste a player's whole order sheet"), window);
    addShortcut(import, QStringLiteral("importSheetAction"),
                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
                tr("Import a player's order sheet from a text file"), window);

    // Typing an order is the most frequent of all: a key to get to the line from anywhere.
    auto *type = new QAction(tr("Type an Order"), this);
    type->setObjectName(QStringLiteral("typeOrderAction"));
    type->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    addAction(type);
    connect(type, &QAction::triggered, m_entry, [this] {
        m_entry->setFocus(Qt::ShortcutFocusReason);
        m_entry->selectAll();
    });
    m_entry->setToolTip(tr("Type an order and press Enter to add it (%1 comes here)")
                            .arg(type->shortcut().toString(QKeySequence::NativeText)));

    // Two rows of four, each button as narrow as its text allows (the style's 80 px minimum
    // would make the dock 520 px wide on a laptop and squeeze the map).
    auto *buttons = new QGridLayout;
    buttons->setSpacing(4);
    const QList<QPushButton *> grid{add, edit, m_fromMap, m_delete, m_up, m_down, paste, import};
    for (qsizetype i = 0; i < grid.size(); ++i) {
        QPushButton *b = grid[i];
        b->setMinimumWidth(b->fontMetrics().horizontalAdvance(b->text()) + 12);
        buttons->addWidget(b, static_cast<int>(i / 4), static_cast<int>(i % 4));
    }
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_message);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_entry);
    layout->addLayout(buttons);
    layout->addWidget(m_errors);

    // Ctrl+Z in the line undoes the last stored order, as everywhere else, not the line's text.
    sendUndoKeysTo(m_entry, m_document.undoStack());
    connect(m_entry, &QLineEdit::returnPressed, this, [this] {
        if (addOrder(m_entry->text()))
            m_entry->clear();
        else
            m_lineErrors = m_errors->isVisible();
    });
    // A refused line's errors quote it: once the GM clears the line they speak of nothing.
    connect(m_entry, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (m_lineErrors && text.trimmed().isEmpty()) {
            showErrors({});
            refresh(); // the sheet's own errors, if any, come back
        }
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling || item->column() != OrderColumn)
            return;
        // The number has its own column; an edit without one keeps the row's (its round, A2.2).
        QString line = item->text().trimmed();
        const QTableWidgetItem *number = m_table->item(item->row(), NumberColumn);
        if (number && !number->text().isEmpty() && !line.isEmpty() && !line.front().isDigit())
            line = number->text() + QLatin1Char(' ') + line;
        if (!editOrder(item->row(), line))
            refresh();
    });
    m_table->setMoveOrder([this](int from, int to) { return moveOrder(from, to); });
    connect(m_delete, &QPushButton::clicked, this, [this] {
        QList<int> rows;
        for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
            rows << index.row();
        deleteOrders(rows.isEmpty() ? QList<int>{m_table->currentRow()} : rows);
    });
    connect(m_up, &QPushButton::clicked, this,
            [this] { moveOrder(m_table->currentRow(), m_table->currentRow() - 1); });
    connect(m_down, &QPushButton::clicked, this,
            [this] { moveOrder(m_table->currentRow(), m_table->currentRow() + 1); });
    connect(add, &QPushButton::clicked, this, [this] { openForm(-1); });
    connect(edit, &QPushButton::clicked, this, [this] { openForm(m_table->currentRow()); });
    connect(m_fromMap, &QPushButton::toggled, this, [this] { m_pickedSource = -1; });
    connect(paste, &QPushButton::clicked, this, &OrdersDock::pasteSheet);
    connect(import, &QPushButton::clicked, this, [this] { importSheetFile(); });
    connect(&m_document, &CampaignDocument::ordersChanged, this, [this](int k) {
        // An area turn's check runs every kingdom's orders, so another kingdom's change can
        // change this one's verdicts and previews.
        const RuleSystem *rules = openRules(m_document);
        if (k == m_kingdom || (m_kingdom >= 0 && rules && rules->hasActionOrders()))
            refresh();
    });
    connect(&m_document, &CampaignDocument::turnsChanged, this, &OrdersDock::refresh);
    connect(&m_document, &CampaignDocument::stateChanged, this, &OrdersDock::refresh);
    connect(&m_document, &CampaignDocument::campaignReplaced, this, [this] {
        setKingdom(-1);
        refresh(); // the hint depends on the kind of campaign even when no kingdom was chosen
    });
    refresh();
}

QAction *OrdersDock::addShortcut(QPushButton *button, const QString &name, const QKeySequence &keys,
                                 const QString &what, Qt::ShortcutContext context)
{
    auto *action = new QAction(button->text(), this);
    action->setObjectName(name);
    action->setShortcut(keys);
    action->setShortcutContext(context);
    addAction(action);
    connect(action, &QAction::triggered, button, [button] {
        if (button->isEnabled())
            button->click();
    });
    button->setToolTip(tr("%1 (%2)").arg(what, keys.toString(QKeySequence::NativeText)));
    return action;
}

QSize OrdersDock::sizeHint() const
{
    // Tall enough for a full sheet of actions beside the map (A2.1 allows 16).
    QSize hint = QWidget::sizeHint();
    hint.setHeight(std::max(hint.height(), 24 * fontMetrics().height()));
    return hint;
}

QTableWidget *OrdersDock::table() const
{
    return m_table;
}

void OrdersDock::setKingdom(int kingdom)
{
    if (!m_document.hasCampaign() ||
        kingdom >= static_cast<int>(m_document.campaign().kingdoms.size()))
        kingdom = -1;
    if (kingdom == m_kingdom)
        return;
    m_kingdom = kingdom;
    m_errors->clear();
    m_errors->hide();
    refresh();
    emit kingdomChanged(kingdom);
}

void OrdersDock::setShownTurn(int index)
{
    const int turns =
        m_document.hasCampaign() ? static_cast<int>(m_document.campaign().turns.size()) : 0;
    const int resolved = index >= 0 && index + 1 < turns ? index : -1;
    if (resolved == m_turn)
        return;
    m_turn = resolved;
    m_fromMap->setChecked(false);
    m_errors->clear();
    m_errors->hide();
    refresh();
}

const TurnRecord &OrdersDock::shownRecord() const
{
    const Campaign &c = m_document.campaign();
    return m_turn >= 0 && m_turn < static_cast<int>(c.turns.size())
               ? c.turns[static_cast<size_t>(m_turn)]
               : c.current();
}

void OrdersDock::refresh()
{
    // A turn that is no longer there (rolled back, another campaign) is not shown any more.
    if (m_turn >= 0 && (!m_document.hasCampaign() ||
                        m_turn + 1 >= static_cast<int>(m_document.campaign().turns.size())))
        m_turn = -1;
    const RuleSystem *rules = openRules(m_document);
    const bool area = rules && rules->hasActionOrders();
    const bool active = area && m_kingdom >= 0;
    const bool editable = active && m_turn < 0;
    // A hex campaign's orders are marches: no BPs, none of the area actions' buttons.
    const bool hex = m_document.hasCampaign() && !area;
    for (QPushButton *b : m_buttons)
        b->setVisible(!hex || b == m_edit); // a march has its form too
    // The words of the campaign's system; with none open, a new campaign's.
    const OrderWords words = (rules ? *rules : ruleSystem(Ruleset{}.kind)).orderWords();
    m_table->setHorizontalHeaderLabels({tr("#"), words.order, words.amount,
                                        m_turn >= 0 ? tr("Result") : tr("Check"),
                                        tr("Battle preview")});
    m_table->horizontalHeaderItem(BpColumn)->setToolTip(words.amountTip);
    m_entry->setPlaceholderText(words.entryHint);
    if (hex && m_kingdom >= 0) {
        showHexMarches();
        return;
    }
    m_table->setEnabled(active);
    // Hex battles have odds instead (MarchOdds); a resolved turn's battles are in its log.
    m_table->setColumnHidden(PreviewColumn, !area || m_turn >= 0);
    m_table->setEditTriggers(editable ? QAbstractItemView::DoubleClicked |
                                            QAbstractItemView::EditKeyPressed |
                                            QAbstractItemView::AnyKeyPressed
                                      : QAbstractItemView::NoEditTriggers);
    m_table->setDragEnabled(editable);
    m_entry->setEnabled(editable);
    for (QPushButton *b : m_buttons)
        b->setEnabled(editable);
    for (QAction *a : actions()) // so an idle dock leaves its keys to the rest of the window
        a->setEnabled(editable);
    m_table->horizontalHeaderItem(CheckColumn)
        ->setToolTip(m_turn >= 0 ? tr("What the turn's log says of the order") : checkTip());
    m_filling = true;
    m_table->setRowCount(0);
    if (!active) {
        m_message->hide();
        m_title->setText(
            !m_document.hasCampaign() ? tr("Open a campaign to enter its orders.")
            : area                    ? tr("Select a kingdom to enter its orders.")
                   : tr("A hex campaign's orders are marches: select a kingdom to list them, or "
                        "click an army on the map, then "
                        "the hexes of its path, and press Enter to store it."));
        m_filling = false;
        return;
    }
    const Campaign &c = m_document.campaign();
    const TurnRecord &turn = shownRecord();
    const auto &orders = turn.orders;
    const QStringList lines = static_cast<size_t>(m_kingdom) < orders.size()
                                  ? orders[static_cast<size_t>(m_kingdom)]
                                  : QStringList();
    if (m_turn >= 0) {
        m_check = resolvedKingdomOrders(c, m_turn, m_kingdom);
        m_checkedKingdom = -1; // not the current turn's check
    } else {
        m_check = currentTurnCheck(m_document, m_kingdom);
        m_checkedKingdom = m_kingdom;
    }
    const OrdersCheck &check = m_check;
    const Kingdom &k = c.kingdoms[static_cast<size_t>(m_kingdom)];
    m_title->setText(m_turn >= 0
                         ? tr("Orders of %1 (%2), turn %3 as resolved (read-only): %4 BP to spend")
                               .arg(k.name, k.id)
                               .arg(turn.number)
                               .arg(check.bpStart)
                         : tr("Orders of %1 (%2), turn %3: %4 BP to spend")
                               .arg(k.name, k.id)
                               .arg(turn.number)
                               .arg(check.bpStart));
    // Orders that stand in for a sheet the player did not send (operations/FillMissedOrders.h)
    // say so, so the GM reads them as the autopilot's or the kingdom's standing orders.
    if (const auto standIn = turn.standIns.find(m_kingdom); standIn != turn.standIns.end())
        m_title->setText(
            m_title->text() + QLatin1Char('\n') +
            tr("No sheet came from its player: %1.").arg(standInText(standIn->second)));
    showMessage(turn);
    m_table->setRowCount(static_cast<int>(check.rows.size()));
    for (int r = 0; r < static_cast<int>(check.rows.size()); ++r) {
        const OrderLineCheck &row = check.rows[static_cast<size_t>(r)];
        auto cell = [&](int column, const QString &text, bool canEdit) {
            auto *item = new QTableWidgetItem(text);
            // Rows are dropped between rows, never onto one (OrdersTable).
            item->setFlags(item->flags() & ~Qt::ItemIsDropEnabled);
            if (!canEdit)
                item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            if (!row.problem.isEmpty()) {
                item->setForeground(QColor(170, 20, 20));
                item->setToolTip(row.reasonsText()); // every reason, each with its rule
            } else if (column == CheckColumn) {
                item->setForeground(QColor(30, 120, 40));
            }
            m_table->setItem(r, column, item);
        };
        cell(NumberColumn, row.number > 0 ? QString::number(row.number) : QString(), false);
        // The number is shown once, in "#".
        cell(OrderColumn,
             row.action ? formatActionBody(*row.action, c.world) : storedLineAsWritten(row.line),
             editable);
        cell(BpColumn, row.bpLeft >= 0 ? QString::number(row.bpLeft) : QString(), false);
        const QString firstReason =
            row.rule.isEmpty() ? row.problem : tr("%1 (%2)").arg(row.problem, row.rule);
        const int more = static_cast<int>(row.reasons.size()) - 1;
        cell(CheckColumn,
             row.problem.isEmpty() ? (m_turn >= 0 ? row.outcome : tr("ok"))
             : more > 0 ? tr("%1, and %n more (see its tooltip)", nullptr, more).arg(firstReason)
                        : firstReason,
             false);
        cell(PreviewColumn, row.preview, false);
        if (!row.previewDetail.isEmpty())
            m_table->item(r, PreviewColumn)->setToolTip(row.previewDetail);
    }
    m_filling = false;
    if (!check.sheetErrors.isEmpty())
        showErrors(check.sheetErrors);
}

void OrdersDock::showMessage(const TurnRecord &turn)
{
    const auto it = turn.messages.find(m_kingdom);
    m_message->setVisible(it != turn.messages.end());
    if (it != turn.messages.end())
        m_message->setText(tr("Message for the roundup: \u201c%1\u201d").arg(it->second));
}

void OrdersDock::showErrors(const QStringList &errors)
{
    m_lineErrors = false;
    m_errors->clear();
    m_errors->addItems(errors);
    m_errors->setVisible(!errors.isEmpty());
}

bool OrdersDock::applyLines(const QStringList &lines, const QString &undoText)
{
    if (m_kingdom < 0 || !m_document.hasCampaign())
        return false;
    const Campaign &c = m_document.campaign();
    const OrderSheet sheet = parseOrderSheet(lines.join(QLatin1Char('\n')), c.world,
                                             AreaParameters::fromRuleset(c.ruleset).maxActions);
    if (!sheet.ok()) {
        // Each error names the order as the GM typed it, not its line in the kingdom's sheet
        // (the GM typed one order, not a sheet).
        QStringList errors;
        for (const Problem &p : sheet.problems)
            errors << (p.line > 0 && p.line <= lines.size()
                           ? tr("\"%1\": %2").arg(lines[p.line - 1], p.message)
                           : p.toString());
        showErrors(errors);
        return false;
    }
    showErrors({});
    const QStringList stored = sheet.canonicalLines(c.world);
    // Lines stored as they were typed are held as parsed here, so storing them parses nothing
    // again (the document's TurnOrders).
    if (TurnOrders *held = m_document.turnOrders(); held && stored == lines)
        held->enter(m_kingdom, stored, sheet);
    m_document.undoStack()->push(new ChangeOrders(m_document, m_kingdom, stored, undoText));
    return true;
}

static QStringList currentLines(const CampaignDocument &document, int kingdom)
{
    return currentOrderLines(document.campaign(), kingdom);
}

const OrdersCheck &OrdersDock::currentCheck()
{
    const QStringList lines = currentLines(m_document, m_kingdom);
    const auto shown = [&] {
        if (m_checkedKingdom != m_kingdom ||
            m_check.rows.size() != static_cast<size_t>(lines.size()))
            return false;
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (m_check.rows[static_cast<size_t>(i)].line != lines[i])
                return false;
        return true;
    };
    if (!shown()) {
        m_check = currentTurnCheck(m_document, m_kingdom);
        m_checkedKingdom = m_kingdom;
    }
    return m_check;
}

bool OrdersDock::addOrder(const QString &line)
{
    if (line.trimmed().isEmpty() || m_kingdom < 0 || m_turn >= 0)
        return false;
    if (ruleSystem(m_document.campaign()).hasMarches())
        return addHexMarch(line);
    QStringList lines = currentLines(m_document, m_kingdom);
    lines << line.trimmed();
    return applyLines(lines, tr("Add order %1").arg(line.trimmed()));
}

bool OrdersDock::editOrder(int row, const QString &line)
{
    QStringList lines = currentLines(m_document, m_kingdom);
    if (row < 0 || row >= lines.size())
        return false;
    lines[row] = line.trimmed();
    return applyLines(lines, tr("Edit order %1").arg(line.trimmed()));
}

bool OrdersDock::pickingFromMap() const
{
    return m_fromMap->isChecked() && m_kingdom >= 0;
}

void OrdersDock::areaPicked(int area)
{
    if (!pickingFromMap() || area < 0)
        return;
    const Campaign &c = m_document.campaign();
    if (area >= static_cast<int>(c.current().state.areas.size()) ||
        area >= static_cast<int>(c.world.areas.size()))
        return;
    const LogContext context = LogContext::of(c);
    if (m_pickedSource < 0) {
        // A3.3: an order starts from one of the kingdom's own areas, with something to send.
        if (const std::optional<Failure> refusal = proposedOrderSource(c, m_kingdom, area)) {
            emit statusMessage(tr("%1: click one of %2's areas as the order's source.")
                                   .arg(failureSentence(*refusal, context),
                                        c.kingdoms[static_cast<size_t>(m_kingdom)].name));
            return;
        }
        m_pickedSource = area;
        emit statusMessage(tr("From %1: now click the area to move into or attack.")
                               .arg(context.areaName({area})));
        return;
    }
    const int source = m_pickedSource;
    const ProposedOrder proposed = proposeOrder(c, m_kingdom, source, area);
    if (!proposed.ok()) {
        // A3.3: no order goes between areas that are not adjacent; the source stays picked.
        emit statusMessage(
            tr("%1: no order proposed. Click one of the neighbours of %2.")
                .arg(failureSentence(*proposed.refusal, context), context.areaName({source})));
        return;
    }
    m_pickedSource = -1;
    m_fromMap->setChecked(false);
    emit statusMessage(QString());
    openForm(-1, &proposed.action);
}

bool OrdersDock::entersOrders() const
{
    const RuleSystem *rules = openRules(m_document);
    return m_kingdom >= 0 && m_turn < 0 && rules && rules->hasActionOrders();
}

bool OrdersDock::offerOrder(int source, int target)
{
    if (!entersOrders())
        return false;
    const Campaign &c = m_document.campaign();
    const ProposedOrder proposed = proposeOrder(c, m_kingdom, source, target);
    if (!proposed.ok()) {
        emit statusMessage(
            tr("No order: %1.").arg(failureSentence(*proposed.refusal, LogContext::of(c))));
        return false;
    }
    m_fromMap->setChecked(false); // a drag gave the order From Map was picking
    emit statusMessage(QString());
    openForm(-1, &proposed.action);
    return true;
}

void OrdersDock::openForm(int row, const AreaAction *preset)
{
    if (m_kingdom < 0 || !m_document.hasCampaign())
        return;
    const Campaign &c = m_document.campaign();
    if (ruleSystem(c).hasMarches()) {
        openMarchForm(row);
        return;
    }
    const OrdersCheck &check = currentCheck();
    const int maxActions = AreaParameters::fromRuleset(c.ruleset).maxActions;
    int next = 1;
    for (const OrderLineCheck &line : check.rows)
        next = std::max(next, line.number + 1);
    AreaAction initial = preset ? *preset : AreaAction{};
    if (row >= 0 && row < static_cast<int>(check.rows.size())) {
        const OrderLineCheck &line = check.rows[static_cast<size_t>(row)];
        if (!line.action) {
            // The form shows actions; a line that is none is corrected as text.
            emit statusMessage(tr("\"%1\" does not parse (%2): edit its text in the table.")
                                   .arg(line.line, line.problem));
            return;
        }
        initial = *line.action;
    } else {
        row = -1;
    }
    OrderForm form(c, m_kingdom, initial, std::min(next, maxActions), row, this);
    if (form.exec() != QDialog::Accepted)
        return;
    if (row < 0)
        addOrder(form.line());
    else if (formatAction(form.action(), c.world) != formatAction(initial, c.world))
        editOrder(row, form.line()); // OK on the order as it was changes nothing
}

} // namespace muster
