#pragma once
// What the console shows of a rule system's kingdoms and orders, as data each system fills its
// own way (RuleSystem::kingdomTable, orderWords) and the console's widgets only show: no widget
// asks which system it is looking at to know its columns or its words.

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

/// Every kingdom at the start of a turn, as the kingdoms dock lists it: its name, the counts its
/// system keeps (area campaigns: BPs, army reserve, areas and armies; hex campaigns: armies,
/// units, BR and strongholds) and, last, the state of its orders.
struct KingdomTable
{
    /// Four counts between the name and the orders, as the dock's columns expect.
    static constexpr int kCounts = 4;

    struct Row
    {
        QStringList cells;    // the name, the counts, the orders ("missing", "3 actions")
        bool missing = false; // orders are still missing: the orders cell is marked
        QString ordersTip;    // the orders cell's tooltip ("" for none)
    };

    QStringList columns; // the titles of a row's cells
    std::vector<Row> rows;
};

/// The words the console names a system's orders by, in its orders dock and its results.
struct OrderWords
{
    QString order;      // the orders column's title: "Order", "March"
    QString amount;     // the column beside it: "BP left", "Days"
    QString amountTip;  // what that column says, with its rule
    QString entryHint;  // the entry line's placeholder, an example order
    QString resultsFor; // what a resolved turn's results list per kingdom: "Order", "Army"
};

} // namespace muster
