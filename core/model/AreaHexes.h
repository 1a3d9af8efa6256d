#pragma once
// An area's hexes, as World::rebuild derives them from the area map: kept as the runs of an
// area's neighbouring hexes along each row, in row-major order, and given one hex at a time when
// walked. The largest map (4096 x 4096) has 16.7 million hexes in some hundred thousand runs: a
// list of single hexes was 134 MB, first written while the file was read, for a few megabytes of
// runs; a map whose every hex differs from the one before still takes no more than the list did.

#include "hex/Hex.h"

#include <cstddef>
#include <iterator>
#include <vector>

namespace muster {

class AreaHexes
{
public:
    /// The hexes of one row with row-major indexes first to first + count - 1.
    struct Run
    {
        int first = 0;
        int count = 0;
        constexpr bool operator==(const Run &) const = default;
    };

    /// Walks the hexes, row-major: along a run the axial q grows by one a hex.
    class Iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Hex;
        using difference_type = std::ptrdiff_t;
        using pointer = const Hex *;
        using reference = Hex;

        Iterator() = default;
        Iterator(const Run *run, const Run *end, int columns);
        Hex operator*() const { return {m_start.q + m_offset, m_start.r}; }
        Iterator &operator++();
        Iterator operator++(int)
        {
            Iterator before = *this;
            ++*this;
            return before;
        }
        bool operator==(const Iterator &o) const
        {
            return m_run == o.m_run && m_offset == o.m_offset;
        }

    private:
        const Run *m_run = nullptr;
        const Run *m_end = nullptr;
        int m_columns = 0;
        int m_offset = 0;
        Hex m_start;
    };

    AreaHexes() = default;
    /// No hexes yet, on a grid of `columns` columns.
    explicit AreaHexes(int columns) : m_columns(columns) {}

    /// Appends `count` hexes from row-major index `first` on, all on one row, after every hex
    /// already in (row-major order is kept by whoever appends).
    void append(int first, int count);

    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    /// The first hex, row-major; the list may not be empty.
    Hex front() const;
    Iterator begin() const;
    Iterator end() const;

    /// The runs, in row-major order, and the row and columns of one: an area's shape seen a
    /// row's stretch at a time (its pieces are joined from these).
    const std::vector<Run> &runs() const { return m_runs; }
    int rowOf(const Run &run) const { return run.first / m_columns; }
    int columnOf(const Run &run) const { return run.first % m_columns; }
    Hex hexOf(const Run &run) const;

    bool operator==(const AreaHexes &) const = default;

private:
    std::vector<Run> m_runs;
    size_t m_size = 0;
    int m_columns = 0;
};

} // namespace muster
