#pragma once
// A list of problems found in user input, each saying what was wrong and exactly where, so a GM can
// fix a whole file in one pass instead of one error at a time.

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

struct Problem
{
    QString file;    // as the user named it; empty when the input has no file
    int line = 0;    // 1-based; 0 when unknown
    QString where;   // the field: JSON path ("areas[3].hinterland"), order number, ...
    QString message; // a sentence fragment: what is wrong
    // The parts below come after the message, each with an initializer, so that the positional
    // {file, line, where, message} every reader of input writes stays valid and leaves them empty.
    int column = 0;    // 1-based, within `line`; 0 when unknown or the whole line
    QString kingdom{}; // the kingdom whose input it is (its code or id); empty when none
    QString rule{};    // the paragraph of RULES.md the input breaks ("A5.7"); empty when none

    /// A problem that is its message alone: a sentence that already names the file (the store's).
    static Problem of(const QString &message) { return {{}, 0, {}, message}; }
    /// A problem of a text without a file name (an order sheet, a kingdom's order lines), at
    /// `line` and `column` (0: the text as a whole, or the whole line).
    static Problem atLine(int line, int column, const QString &message)
    {
        return {{}, line, {}, message, column};
    }

    /// "maps/x.json:41:7: kingdom NRT: areas[3].adjacent: unknown area "NRT" (RULES A3.3)",
    /// leaving out the parts that are unknown (without column, kingdom and rule, exactly the text
    /// the readers of input have always printed). Without a file the line is told in words and
    /// the column left to the views that point at it: "line 3: unknown area ...", as order
    /// sheets and their receipts have always told a player.
    QString toString() const;
    bool operator==(const Problem &) const = default;
};

/// Each problem as text (Problem::toString), in order.
QStringList problemTexts(const std::vector<Problem> &problems);

class Problems
{
public:
    void add(Problem p) { m_items.push_back(std::move(p)); }
    /// Adds every problem of `other`, in its order.
    void append(const Problems &other);
    bool isEmpty() const { return m_items.empty(); }
    size_t size() const { return m_items.size(); }
    const std::vector<Problem> &items() const { return m_items; }
    const Problem &operator[](size_t i) const { return m_items[i]; }
    QStringList toStringList() const;
    /// All problems, one per line.
    QString toString() const { return toStringList().join(QLatin1Char('\n')); }

private:
    std::vector<Problem> m_items;
};

} // namespace muster
