#pragma once
// The one log of a turn's resolution. The battle viewer, reports, tests and the CLI all read it.
//
// Events are created by typed factory functions in each engine (core/rules/*/...Events.h), which
// fix the type name, the rule ids and the fields; here they are kept in one uniform shape so that
// the store, the JSON form and the viewers need no knowledge of every event type.

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace muster {

struct LogEvent
{
    QString type; // "DieRolled", "ActionFailed", "BattleStarted", "PhaseResolved", ...
    QString rule; // the RULES.md ids applied, comma separated ("A4.8, A4.4")
    QJsonObject
        data;     // the event's typed fields (kingdom, area, strengths, losses, battle, phase...)
    QString text; // the readable sentence for the GM

    bool operator==(const LogEvent &) const = default;

    /// {"type": ..., "rule": ..., "text": ..., <data fields>}: data keys must not be those three.
    QJsonObject toJson() const;
    static std::optional<LogEvent> fromJson(const QJsonObject &json);
};

class TurnLog
{
public:
    void add(LogEvent event) { m_events.push_back(std::move(event)); }
    const std::vector<LogEvent> &events() const { return m_events; }
    bool isEmpty() const { return m_events.empty(); }
    size_t size() const { return m_events.size(); }

    QJsonArray toJson() const;
    /// Nullopt when an entry is not an event object (type and text are required).
    static std::optional<TurnLog> fromJson(const QJsonArray &json);
    /// The sentences, one per line.
    QString toText() const;

    bool operator==(const TurnLog &) const = default;

private:
    std::vector<LogEvent> m_events;
};

} // namespace muster
