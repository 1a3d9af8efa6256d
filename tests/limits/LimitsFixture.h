#pragma once
// What the limit tests share: the tiny fixtures of tests/io/data edited at a JSON path, the same
// edit as SQL on a .muster file, and the check that both ways in read the value, or refuse it
// with the limit in the message.

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>

namespace muster::test {

/// tests/io/data/tiny-NAME.json ("area", "hex").
QByteArray fixture(const QString &name);
/// The fixture with every path of `paths` ("a|b", "turns[0].state.areas.NRT.armies") set to
/// `value` (JSON text).
QByteArray edited(const QString &name, const QString &paths, const QByteArray &value);
/// How the same value is written into a .muster file: the rows' SQL, or for the parts kept as JSON
/// (the definition, hex armies) json_set on the stored text.
QByteArray storeSql(const QString &paths, const QString &sql, const QByteArray &value);

/// Reads a campaign both ways in, each in a file of its own in a folder kept for the test.
class BothWays
{
public:
    /// Reads `json` through the JSON reader and, stored (from `storeBase`, or the fixture the
    /// first word of `name` names) and edited by `sql`, through the store: both read it when
    /// `refusal` is empty, else both refuse it with `refusal` in their message.
    void check(const QString &name, const QByteArray &json, const QByteArray &sql,
               const QString &refusal, const QByteArray &storeBase = {});

private:
    QTemporaryDir m_dir;
    int m_files = 0;
};

} // namespace muster::test
