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
    QString where;   // JSON path ("areas[3].hinterland"), order number, ...
    QString message; // a sentence fragment: what is wrong

    /// "maps/x.json:41: areas[3].adjacent: unknown area "NRT"", leaving out the parts that are
    /// unknown.
    QString toString() const;
};

class Problems
{
public:
    void add(Problem p) { m_items.push_back(std::move(p)); }
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
