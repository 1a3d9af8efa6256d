#include "model/TurnHistory.h"

#include "log/HexEvents.h"

#include <algorithm>

namespace muster {

namespace {
int lastDayOf(const TurnLog &log)
{
    for (std::size_t e = log.size(); e-- > 0;)
        if (const auto *day = log.get<log::DayStarted>(e))
            return day->day;
    return 0;
}
} // namespace

TurnHistory::TurnHistory(std::initializer_list<TurnRecord> turns)
{
    for (const TurnRecord &t : turns)
        push_back(t);
}

TurnHistory::TurnHistory(const TurnHistory &other)
{
    copyFrom(other);
}

TurnHistory &TurnHistory::operator=(const TurnHistory &other)
{
    if (this != &other)
        copyFrom(other);
    return *this;
}

TurnHistory::TurnHistory(TurnHistory &&other) noexcept
{
    const std::lock_guard lock(other.m_mutex);
    m_entries = std::move(other.m_entries);
    m_source = std::move(other.m_source);
    m_cache = std::move(other.m_cache);
    m_error = std::move(other.m_error);
    other.m_entries.clear();
}

TurnHistory &TurnHistory::operator=(TurnHistory &&other) noexcept
{
    if (this == &other)
        return *this;
    const std::scoped_lock lock(m_mutex, other.m_mutex);
    m_entries = std::move(other.m_entries);
    m_source = std::move(other.m_source);
    m_cache = std::move(other.m_cache);
    m_error = std::move(other.m_error);
    other.m_entries.clear();
    return *this;
}

TurnHistory::~TurnHistory() = default;

void TurnHistory::copyFrom(const TurnHistory &other)
{
    std::vector<Entry> entries;
    std::deque<Cached> cache;
    std::shared_ptr<TurnSource> source;
    QString error;
    {
        const std::lock_guard lock(other.m_mutex);
        entries = other.m_entries;
        cache = other.m_cache;
        source = other.m_source;
        error = other.m_error;
    }
    // A held turn may be changed through either copy: each gets its own.
    for (Entry &e : entries)
        if (e.record) {
            e.record = std::make_shared<TurnRecord>(*e.record);
            e.borrowed = false;
        }
    const std::lock_guard lock(m_mutex);
    m_entries = std::move(entries);
    m_cache = std::move(cache); // read-only records, shared safely
    m_source = std::move(source);
    m_error = std::move(error);
}

void TurnHistory::setStored(std::vector<TurnSummary> index, TurnRecord current,
                            std::shared_ptr<TurnSource> source)
{
    const std::lock_guard lock(m_mutex);
    m_entries.clear();
    m_entries.reserve(index.size());
    for (const TurnSummary &s : index)
        m_entries.push_back({s, nullptr, false, std::nullopt, std::nullopt, std::nullopt});
    if (!m_entries.empty())
        m_entries.back().record = std::make_shared<TurnRecord>(std::move(current));
    m_source = std::move(source);
    m_cache.clear();
    m_error.clear();
}

void TurnHistory::setSource(std::shared_ptr<TurnSource> source)
{
    const std::lock_guard lock(m_mutex);
    m_source = std::move(source);
    m_cache.clear();
    m_error.clear();
}

Result<void> TurnHistory::holdAll()
{
    const std::lock_guard lock(m_mutex);
    // The turns not held are read from the source, not the cache, a run of them at a time (the
    // turns between two held ones, all of a history opened from a file but its current turn),
    // and held as they are read rather than copied: each holds a whole state and log.
    std::vector<std::shared_ptr<TurnRecord>> read(m_entries.size());
    for (std::size_t i = 0; i < m_entries.size();) {
        if (m_entries[i].record) {
            ++i;
            continue;
        }
        const int first = m_entries[i].summary.number;
        std::size_t end = i + 1;
        while (end < m_entries.size() && !m_entries[end].record &&
               m_entries[end].summary.number == first + static_cast<int>(end - i))
            ++end;
        if (!m_source)
            return failed(readFromSource(i).problems()); // says why
        const int last = m_entries[end - 1].summary.number;
        TurnReadFailure failure;
        std::vector<TurnRecord> turns = m_source->readTurns(first, last, &failure);
        QString why = failure.message;
        if (turns.size() != end - i || !why.isEmpty()) {
            if (why.isEmpty())
                why = QStringLiteral("turns %1 to %2 could not be read").arg(first).arg(last);
            noteFailure(why);
            return failed(why);
        }
        for (std::size_t k = i; k < end; ++k)
            read[k] = std::make_shared<TurnRecord>(std::move(turns[k - i]));
        i = end;
    }
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (read[i]) {
            m_entries[i].logSize = read[i]->log.size();
            m_entries[i].lastDay = lastDayOf(read[i]->log);
            m_entries[i].record = std::move(read[i]);
        }
    m_cache.clear();
    return {};
}

Result<std::shared_ptr<const TurnRecord>> TurnHistory::fetch(std::size_t i) const
{
    const Entry &entry = m_entries[i];
    if (entry.record)
        return entry.record;
    if (entry.damage) { // read once and found damaged: it would be again
        noteFailure(entry.damage->message);
        return failed(entry.damage->message);
    }
    const int number = entry.summary.number;
    const auto found = std::find_if(m_cache.begin(), m_cache.end(),
                                    [&](const Cached &c) { return c.number == number; });
    if (found != m_cache.end()) {
        Cached hit = *found; // the most recently used goes to the front
        m_cache.erase(found);
        m_cache.push_front(hit);
        return hit.record;
    }
    Result<std::shared_ptr<TurnRecord>> read = readFromSource(i);
    if (!read)
        return failed(read.problems());
    std::shared_ptr<const TurnRecord> record = std::move(read).value();
    m_cache.push_front({number, record});
    if (m_cache.size() > kCacheSize)
        m_cache.pop_back();
    return record;
}

Result<std::shared_ptr<TurnRecord>> TurnHistory::readFromSource(std::size_t i) const
{
    const Entry &entry = m_entries[i];
    const int number = entry.summary.number;
    TurnReadFailure failure;
    std::shared_ptr<TurnRecord> record = m_source ? m_source->readTurn(number, &failure) : nullptr;
    if (!record) {
        if (failure.message.isEmpty())
            failure.message = QStringLiteral("turn %1 is not in memory and the campaign has no "
                                             "file to read it from")
                                  .arg(number);
        return failed(readFailed(i, failure));
    }
    entry.logSize = record->log.size();
    entry.lastDay = lastDayOf(record->log);
    return record;
}

std::shared_ptr<const TurnRecord> TurnHistory::standIn(std::size_t i) const
{
    auto out = std::make_shared<TurnRecord>();
    const TurnSummary &s = m_entries[i].summary;
    out->number = s.number;
    out->seed = s.seed;
    out->resolved = s.resolved;
    // The current turn is held, so its state has the shape every reader expects; nothing of it
    // is taken, so no view shows the current turn's owners, armies or BP as this turn's.
    if (const auto &current = m_entries.back().record) {
        out->state.areas.resize(current->state.areas.size());
        out->state.kingdoms.resize(current->state.kingdoms.size());
        out->orders.resize(current->orders.size());
    }
    out->state.turn = s.stateTurn;
    // Kept until the next stand-in is needed, so the reference handed out stays valid.
    m_cache.push_front({-1, out});
    if (m_cache.size() > kCacheSize)
        m_cache.pop_back();
    return out;
}

const TurnRecord &TurnHistory::get(std::size_t i) const
{
    const std::lock_guard lock(m_mutex);
    if (const auto record = fetch(i))
        return **record; // kept alive by the entry or the cache
    return *standIn(i);
}

Result<std::shared_ptr<const TurnRecord>> TurnHistory::read(std::size_t i) const
{
    const std::lock_guard lock(m_mutex);
    return fetch(i);
}

TurnRecord &TurnHistory::hold(std::size_t i)
{
    const std::lock_guard lock(m_mutex);
    Entry &entry = m_entries[i];
    if (entry.borrowed) {
        entry.record = std::make_shared<TurnRecord>(*entry.record);
        entry.borrowed = false;
    }
    if (!entry.record) {
        Result<std::shared_ptr<const TurnRecord>> fetched = fetch(i);
        const std::shared_ptr<const TurnRecord> read = fetched ? *fetched : standIn(i);
        entry.record = std::make_shared<TurnRecord>(*read);
        const int number = entry.summary.number;
        std::erase_if(m_cache, [&](const Cached &c) { return c.number == number; });
    }
    return *entry.record;
}

std::shared_ptr<const TurnLog> TurnHistory::logOf(std::size_t i) const
{
    const std::lock_guard lock(m_mutex);
    const Entry &entry = m_entries[i];
    if (entry.record)
        return {entry.record, &entry.record->log};
    const auto found = std::find_if(m_cache.begin(), m_cache.end(), [&](const Cached &c) {
        return c.number == entry.summary.number;
    });
    if (found != m_cache.end())
        return {found->record, &found->record->log};
    if (entry.damage) {
        noteFailure(entry.damage->message);
        return std::make_shared<const TurnLog>();
    }
    TurnReadFailure failure;
    std::optional<TurnLog> log =
        m_source ? m_source->readLog(entry.summary.number, &failure) : std::nullopt;
    if (!log) {
        readFailed(i, failure);
        return std::make_shared<const TurnLog>();
    }
    entry.logSize = log->size();
    entry.lastDay = lastDayOf(*log);
    return std::make_shared<const TurnLog>(std::move(*log));
}

TurnHistory TurnHistory::first(std::size_t n) const
{
    TurnHistory out;
    const std::lock_guard lock(m_mutex);
    out.m_entries.assign(m_entries.begin(),
                         m_entries.begin() + static_cast<std::ptrdiff_t>(std::min(n, size())));
    for (Entry &e : out.m_entries)
        e.borrowed = e.record != nullptr;
    out.m_source = m_source;
    out.m_cache = m_cache;
    return out;
}

TurnSummary TurnHistory::summary(std::size_t i) const
{
    const std::lock_guard lock(m_mutex);
    const Entry &entry = m_entries[i];
    return entry.record ? TurnSummary::of(*entry.record) : entry.summary;
}

void TurnHistory::learnLog(std::size_t i) const
{
    const Entry &entry = m_entries[i];
    if (entry.record || entry.logSize)
        return;
    if (entry.damage) {
        noteFailure(entry.damage->message);
        return;
    }
    TurnReadFailure failure;
    std::optional<TurnLog> log =
        m_source ? m_source->readLog(entry.summary.number, &failure) : std::nullopt;
    if (!log) {
        readFailed(i, failure);
        return;
    }
    entry.logSize = log->size();
    entry.lastDay = lastDayOf(*log);
}

std::size_t TurnHistory::logSize(std::size_t i) const
{
    const std::lock_guard lock(m_mutex);
    const Entry &entry = m_entries[i];
    if (entry.record)
        return entry.record->log.size();
    learnLog(i);
    return entry.logSize.value_or(0);
}

int TurnHistory::lastDay(std::size_t i) const
{
    const std::lock_guard lock(m_mutex);
    const Entry &entry = m_entries[i];
    if (entry.record)
        return lastDayOf(entry.record->log);
    learnLog(i);
    return entry.lastDay.value_or(0);
}

void TurnHistory::noteFailure(const QString &why) const
{
    m_error = why;
    ++m_failedReads;
}

QString TurnHistory::readFailed(std::size_t i, const TurnReadFailure &failure) const
{
    noteFailure(failure.message);
    if (failure.damage)
        m_entries[i].damage =
            TurnDamage{m_entries[i].summary.number, *failure.damage, failure.message};
    return failure.message;
}

std::optional<TurnDamage> TurnHistory::damage(std::size_t i) const
{
    const std::lock_guard lock(m_mutex);
    return m_entries[i].record ? std::nullopt : m_entries[i].damage;
}

std::vector<TurnDamage> TurnHistory::damaged() const
{
    const std::lock_guard lock(m_mutex);
    std::vector<TurnDamage> out;
    for (const Entry &e : m_entries)
        if (e.damage && !e.record)
            out.push_back(*e.damage);
    return out;
}

bool TurnHistory::markDamaged(const TurnDamage &damage)
{
    const std::lock_guard lock(m_mutex);
    const auto entry = std::find_if(m_entries.begin(), m_entries.end(), [&](const Entry &e) {
        return e.summary.number == damage.turn;
    });
    if (entry == m_entries.end() || entry->record)
        return false;
    entry->damage = damage;
    std::erase_if(m_cache, [&](const Cached &c) { return c.number == damage.turn; });
    return true;
}

std::vector<TurnDamage> TurnHistory::findDamage(const std::function<bool()> &stop) const
{
    std::vector<std::pair<std::size_t, int>> toRead; // index, number
    std::shared_ptr<TurnSource> source;
    {
        const std::lock_guard lock(m_mutex);
        for (std::size_t i = 0; i < m_entries.size(); ++i)
            if (!m_entries[i].record && !m_entries[i].damage)
                toRead.emplace_back(i, m_entries[i].summary.number);
        source = m_source;
    }
    // Read without the history's lock (the source takes its own, one turn at a time), so the
    // history stays usable meanwhile; what is read is dropped at once, each turn holding a whole
    // state and log.
    for (const auto &[i, number] : toRead) {
        if (!source || (stop && stop()))
            break;
        TurnReadFailure failure;
        if (source->readTurn(number, &failure))
            continue;
        const std::lock_guard lock(m_mutex);
        if (i < m_entries.size() && m_entries[i].summary.number == number)
            readFailed(i, failure);
        if (!failure.damage)
            break;
    }
    return damaged();
}

std::uint64_t TurnHistory::failedReads() const
{
    const std::lock_guard lock(m_mutex);
    return m_failedReads;
}

QString TurnHistory::lastError() const
{
    const std::lock_guard lock(m_mutex);
    return m_error;
}

void TurnHistory::push_back(TurnRecord turn)
{
    const std::lock_guard lock(m_mutex);
    const TurnSummary summary = TurnSummary::of(turn);
    m_entries.push_back({summary, std::make_shared<TurnRecord>(std::move(turn)), false,
                         std::nullopt, std::nullopt, std::nullopt});
}

void TurnHistory::pop_back()
{
    {
        const std::lock_guard lock(m_mutex);
        m_entries.pop_back();
    }
    // The turn that is current again is the one edited next: held, as the current turn is.
    if (!m_entries.empty())
        hold(m_entries.size() - 1);
}

void TurnHistory::clear()
{
    const std::lock_guard lock(m_mutex);
    m_entries.clear();
    m_cache.clear();
    m_source.reset();
    m_error.clear();
}

void TurnHistory::resize(std::size_t n)
{
    const std::lock_guard lock(m_mutex);
    if (n < m_entries.size()) {
        m_entries.resize(n);
        return;
    }
    while (m_entries.size() < n) {
        TurnRecord turn;
        m_entries.push_back({TurnSummary::of(turn), std::make_shared<TurnRecord>(std::move(turn)),
                             false, std::nullopt, std::nullopt, std::nullopt});
    }
}

bool TurnHistory::operator==(const TurnHistory &other) const
{
    if (size() != other.size())
        return false;
    for (std::size_t i = 0; i < size(); ++i) {
        if (summary(i) != other.summary(i))
            return false;
        const auto a = read(i);
        const auto b = other.read(i);
        if (!a || !b || !(**a == **b))
            return false;
    }
    return true;
}

} // namespace muster
