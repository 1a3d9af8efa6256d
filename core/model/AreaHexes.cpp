#include "model/AreaHexes.h"

namespace muster {

AreaHexes::Iterator::Iterator(const Run *run, const Run *end, int columns)
    : m_run(run), m_end(end), m_columns(columns)
{
    if (m_run != m_end)
        m_start = hexFromOffset({m_run->first % m_columns, m_run->first / m_columns});
}

AreaHexes::Iterator &AreaHexes::Iterator::operator++()
{
    if (++m_offset < m_run->count)
        return *this;
    m_offset = 0;
    if (++m_run != m_end)
        m_start = hexFromOffset({m_run->first % m_columns, m_run->first / m_columns});
    return *this;
}

void AreaHexes::append(int first, int count)
{
    if (count <= 0)
        return;
    // A run that carries on the last one (the same row, the next column) extends it, so a list
    // built a hex at a time is the same as one built a run at a time.
    if (!m_runs.empty() && m_runs.back().first + m_runs.back().count == first &&
        first % m_columns != 0)
        m_runs.back().count += count;
    else
        m_runs.push_back({first, count});
    m_size += static_cast<size_t>(count);
}

Hex AreaHexes::front() const
{
    return hexOf(m_runs.front());
}

Hex AreaHexes::hexOf(const Run &run) const
{
    return hexFromOffset({columnOf(run), rowOf(run)});
}

AreaHexes::Iterator AreaHexes::begin() const
{
    return {m_runs.data(), m_runs.data() + m_runs.size(), m_columns};
}

AreaHexes::Iterator AreaHexes::end() const
{
    const Run *last = m_runs.data() + m_runs.size();
    return {last, last, m_columns};
}

} // namespace muster
