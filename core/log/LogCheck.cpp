#include "log/LogCheck.h"

#include "log/DiceRuns.h"
#include "log/IgnoreFields.h"
#include "log/LogText.h"
#include "model/Kingdom.h"
#include "model/World.h"

namespace muster {

namespace {
/// Visits an event's fields (log/Events.h) and keeps the first reference the campaign lacks:
/// those the JSON form writes as codes and ids. Other fields are taken as they are.
class ReferenceCheck : public log::IgnoreFields
{
public:
    ReferenceCheck(const TurnLog &log, const LogContext &c) : m_log(log), m_c(c) {}
    QString problem;

    void area(const char *, AreaRef &v) { checkArea(v.index); }
    void kingdom(const char *, KingdomRef &v) { checkKingdom(v.index); }
    void kingdoms(const char *, NumberList &v)
    {
        for (int k : m_log.numbers(v))
            checkKingdom(k);
    }
    void action(AreaAction &a)
    {
        for (int area : {a.source, a.via, a.target, a.location})
            checkArea(area);
    }
    void failure(Failure &f)
    {
        checkArea(f.area);
        checkArea(f.area2);
        checkKingdom(f.kingdom);
        checkKingdom(f.kingdom2);
    }

private:
    void checkArea(int area)
    {
        const int areas = m_c.world ? static_cast<int>(m_c.world->areas.size()) : 0;
        if (problem.isEmpty() && (area < -1 || area >= areas))
            problem = QStringLiteral("names area %1, which the map does not have").arg(area);
    }
    void checkKingdom(int kingdom)
    {
        const int kingdoms = m_c.kingdoms ? static_cast<int>(m_c.kingdoms->size()) : 0;
        if (problem.isEmpty() && (kingdom < -1 || kingdom >= kingdoms))
            problem =
                QStringLiteral("names kingdom %1, which the campaign does not have").arg(kingdom);
    }

    const TurnLog &m_log;
    const LogContext &m_c;
};
} // namespace

QString logReferenceProblem(const TurnLog &log, const LogContext &context)
{
    for (std::size_t i = 0; i < log.size(); ++i) {
        ReferenceCheck check(log, context);
        log.visit(i, [&check](const auto &event) {
            auto copy = event;
            copy.visit(check);
        });
        // Dice whose values do not fit them would be shown and counted as if rolled.
        if (const auto *dice = log.get<log::DiceRolled>(i); dice && check.problem.isEmpty())
            if (const QString problem = log::diceProblem(log, *dice); !problem.isEmpty())
                check.problem = QStringLiteral("holds %1").arg(problem);
        if (!check.problem.isEmpty())
            return QStringLiteral("event %1 (%2) %3")
                .arg(i)
                .arg(QLatin1String(log::eventTypeName(log.typeAt(i))), check.problem);
    }
    return {};
}

} // namespace muster
