#include "console/orders/KingdomsDock.h"

#include "console/commands/ChangeKingdomPlayer.h"
#include "console/commands/ChangeKingdoms.h"
#include "console/commands/ChangePlayerCode.h"
#include "console/document/CampaignDocument.h"
#include "mail/MailAddress.h"
#include "model/CampaignCodes.h"
#include "operations/EditKingdoms.h"
#include "render/map/MapPalette.h"
#include "rules/KingdomTable.h"
#include "rules/RuleSystem.h"

#include <QAction>
#include <QActionGroup>
#include <QHeaderView>
#include <QMenu>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

KingdomsDock::KingdomsDock(CampaignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_table(new QTableWidget(0, kCodeColumn + 1, this))
{
    setObjectName(QStringLiteral("kingdomsDock"));
    m_table->setObjectName(QStringLiteral("kingdomsTable"));
    // Every column as wide as what it says, the orders in full (a hex kingdom's missing armies can
    // be many); the player's address takes the room left.
    for (int column = 0; column < kPlayerColumn; ++column)
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(kPlayerColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(kCodeColumn, QHeaderView::ResizeToContents);
    // The orders' state is shown beside the kingdom's name, where a dock as narrow as a laptop
    // leaves it (the counts follow, scrolled to if need be); a move of the view alone, so the
    // columns keep their numbers.
    m_table->horizontalHeader()->moveSection(kOrdersColumn, 1);
    // A new player code for the kingdom of the row, from the row's menu.
    auto *newCode = new QAction(tr("New Player Code"), m_table);
    newCode->setObjectName(QStringLiteral("newPlayerCodeAction"));
    newCode->setToolTip(tr("Give the selected kingdom a new player code: mailed sheets with its "
                           "old code are refused from then on, so send the player the new "
                           "turnsheet"));
    connect(newCode, &QAction::triggered, this, [this] { newPlayerCode(m_table->currentRow()); });
    m_table->addAction(newCode);
    addPlayMenus();
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8); // compact rows
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Only the player's address is edited here (double-click or F2); the rest is the turn's.
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling || item->column() != kPlayerColumn)
            return;
        // Later, not inside the table's own signal: storing the address refreshes the table,
        // which replaces the item being edited.
        const int row = item->row();
        const QString text = item->text().trimmed();
        QMetaObject::invokeMethod(
            this, [this, row, text] { setPlayerAddress(row, text); }, Qt::QueuedConnection);
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);

    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (!m_filling)
            emit kingdomSelected(row);
    });
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::stateChanged,
                        &CampaignDocument::turnsChanged})
        connect(&m_document, signal, this, &KingdomsDock::refresh);
    connect(&m_document, &CampaignDocument::ordersChanged, this, &KingdomsDock::refresh);
    connect(&m_document, &CampaignDocument::kingdomsChanged, this, &KingdomsDock::refresh);
    refresh();
}

bool KingdomsDock::setPlayerAddress(int kingdom, const QString &address)
{
    const Campaign &c = m_document.campaign();
    if (kingdom < 0 || kingdom >= static_cast<int>(c.kingdoms.size()))
        return false;
    const Kingdom &k = c.kingdoms[static_cast<size_t>(kingdom)];
    if (address == k.email)
        return true;
    if (!address.isEmpty() && !isPlainAddress(address)) {
        m_problem = tr("\"%1\" is not an e-mail address (name@host): the player of %2 is still "
                       "%3")
                        .arg(address, k.name, k.email.isEmpty() ? tr("unset") : k.email);
        emit problem(m_problem);
        refresh(); // back to the address kept
        return false;
    }
    m_problem.clear();
    m_document.undoStack()->push(new ChangeKingdomPlayer(m_document, kingdom, address, k.contact));
    return true;
}

void KingdomsDock::addPlayMenus()
{
    // Who plays the selected kingdom and what stands in for a sheet its player does not send
    // (model/KingdomPlay.h), as Edit Kingdoms sets them: each choice one undo step.
    auto *missed = new QMenu(tr("When Orders Are &Missed"), this);
    auto *doctrines = new QMenu(tr("Auto&pilot Doctrine"), this);
    auto *noPlayer = new QAction(tr("&No Player (Autopilot Every Turn)"), this);
    noPlayer->setObjectName(QStringLiteral("noPlayerAction"));
    noPlayer->setCheckable(true);
    const auto choose = [this](QMenu *menu, const QStringList &names, auto field, auto valueOf) {
        auto *group = new QActionGroup(menu);
        for (int i = 0; i < names.size(); ++i) {
            QAction *a = menu->addAction(names[i]);
            a->setCheckable(true);
            a->setActionGroup(group);
            connect(a, &QAction::triggered, this, [this, i, field, names] {
                KingdomFields fields;
                fields.*field = static_cast<std::remove_reference_t<decltype(*(fields.*field))>>(i);
                setKingdomPlay(m_table->currentRow(), fields, names[i]);
            });
        }
        connect(menu, &QMenu::aboutToShow, this, [this, menu, valueOf] {
            const int k = m_table->currentRow();
            if (!m_document.hasCampaign() || k < 0 ||
                k >= static_cast<int>(m_document.campaign().kingdoms.size()))
                return;
            const int chosen = valueOf(m_document.campaign().kingdoms[static_cast<size_t>(k)]);
            for (int i = 0; i < menu->actions().size(); ++i)
                menu->actions()[i]->setChecked(i == chosen);
        });
    };
    choose(missed, {tr("Hold"), tr("Standing Orders"), tr("Autopilot")},
           &KingdomFields::missedOrders, [](const Kingdom &k) { return int(k.missedOrders); });
    choose(doctrines, {tr("Defend"), tr("Consolidate"), tr("Expand"), tr("Raid")},
           &KingdomFields::doctrine, [](const Kingdom &k) { return int(k.doctrine); });
    connect(noPlayer, &QAction::triggered, this, [this](bool none) {
        KingdomFields fields;
        fields.player = !none;
        setKingdomPlay(m_table->currentRow(), fields, none ? tr("No Player") : tr("A Player"));
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, [this, noPlayer](int row) {
        const bool has = m_document.hasCampaign() && row >= 0 &&
                         row < static_cast<int>(m_document.campaign().kingdoms.size());
        noPlayer->setChecked(has &&
                             !m_document.campaign().kingdoms[static_cast<size_t>(row)].hasPlayer);
    });
    m_table->addAction(missed->menuAction());
    m_table->addAction(doctrines->menuAction());
    m_table->addAction(noPlayer);
}

bool KingdomsDock::setKingdomPlay(int kingdom, const KingdomFields &fields, const QString &choice)
{
    if (!m_document.hasCampaign() || kingdom < 0 ||
        kingdom >= static_cast<int>(m_document.campaign().kingdoms.size()))
        return false;
    const QString name = m_document.campaign().kingdoms[static_cast<size_t>(kingdom)].name;
    m_document.undoStack()->push(new ChangeKingdoms(
        m_document, [kingdom, fields](Campaign &c) { return editKingdom(c, kingdom, fields); },
        tr("%1: %2").arg(name, QString(choice).remove(QLatin1Char('&')))));
    return true;
}

bool KingdomsDock::newPlayerCode(int kingdom)
{
    if (!m_document.hasCampaign() || kingdom < 0 ||
        kingdom >= static_cast<int>(m_document.campaign().kingdoms.size()))
        return false;
    m_document.undoStack()->push(
        new ChangePlayerCode(m_document, kingdom, muster::newPlayerCode(m_document.campaign())));
    return true;
}

void KingdomsDock::selectKingdom(int kingdom)
{
    if (kingdom != m_table->currentRow())
        m_table->setCurrentCell(kingdom, 0);
}

void KingdomsDock::setShownTurn(int index)
{
    if (index == m_turn)
        return;
    m_turn = index;
    refresh();
}

void KingdomsDock::refresh()
{
    m_filling = true;
    const int current = m_table->currentRow();
    m_table->setRowCount(0);
    // The columns and rows of the campaign's system; with none open, a new campaign's columns.
    const bool has = m_document.hasCampaign();
    const Campaign none;
    const TurnRecord noTurn;
    const Campaign &c = has ? m_document.campaign() : none;
    const TurnRecord &turn = !has ? noTurn
                             : m_turn >= 0 && m_turn + 1 < static_cast<int>(c.turns.size())
                                 ? c.turns[static_cast<size_t>(m_turn)]
                                 : c.current();
    const KingdomTable table = ruleSystem(c).kingdomTable(c, turn);
    m_table->setHorizontalHeaderLabels(table.columns +
                                       QStringList{tr("Player"), tr("Player code")});
    if (!has) {
        m_filling = false;
        return;
    }
    const std::vector<KingdomTable::Row> &rows = table.rows;
    const int count = static_cast<int>(rows.size());
    m_table->setRowCount(count);
    for (int k = 0; k < count; ++k) {
        const KingdomTable::Row &row = rows[static_cast<size_t>(k)];
        for (int col = 0; col < row.cells.size(); ++col) {
            auto *item = new QTableWidgetItem(row.cells[col]);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            if (col == row.cells.size() - 1) {
                if (row.missing)
                    item->setForeground(QColor(170, 20, 20));
                item->setToolTip(row.ordersTip);
            }
            m_table->setItem(k, col, item);
        }
        const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(k)];
        auto *player = new QTableWidgetItem(kingdom.email);
        player->setToolTip(tr("The player's e-mail address: where the pack goes, and how a mailed "
                              "sheet is known as the player's when it does not say (double-click "
                              "to edit)"));
        m_table->setItem(k, kPlayerColumn, player);
        auto *code = new QTableWidgetItem(
            kingdom.playerCode.isEmpty() ? tr("none") : shownPlayerCode(kingdom.playerCode));
        code->setFlags(code->flags() & ~Qt::ItemIsEditable);
        code->setToolTip(tr("The kingdom's player code, printed on its turnsheet and nowhere else "
                            "a player sees: a mailed sheet must carry it and the game code %1. "
                            "Right-click for a new one.")
                             .arg(c.gameCode.isEmpty() ? tr("(none yet)") : c.gameCode));
        m_table->setItem(k, kCodeColumn, code);
        // The kingdom's hue, made dark enough to read on the table (WCAG AA): a yellow kingdom
        // is ochre here.
        m_table->item(k, 0)->setForeground(MapPalette::kingdomText(
            MapPalette::kingdom(c, k), m_table->palette().color(QPalette::Base)));
    }
    // Every kingdom of a usual campaign in view without scrolling.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              std::min(count, 7) * m_table->verticalHeader()->defaultSectionSize() +
                              2 * m_table->frameWidth() + 2);
    if (current >= 0 && current < count)
        m_table->setCurrentCell(current, 0);
    m_filling = false;
}

} // namespace muster
