#include "LimitsFixture.h"

#include "StoreTestFiles.h"
#include "TakeResult.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace muster::test {

namespace {

// "turns[0].state.areas.NRT.armies" -> ["turns", 0, "state", "areas", "NRT", "armies"].
QJsonValue setAt(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    bool isIndex = false;
    const int index = head.toInt(&isIndex);
    if (isIndex) {
        QJsonArray a = node.toArray();
        while (a.size() <= index)
            a.append(QJsonValue());
        a[index] = setAt(a.at(index), path, value);
        return a;
    }
    QJsonObject o = node.toObject();
    o[head] = setAt(o.value(head), path, value);
    return o;
}

QStringList pathParts(const QString &path)
{
    QString p = path;
    p.replace(QLatin1Char('['), QLatin1Char('.')).remove(QLatin1Char(']'));
    return p.split(QLatin1Char('.'));
}

} // namespace

QByteArray fixture(const QString &name)
{
    QFile f(sourcePath(QStringLiteral("tests/io/data/tiny-%1.json").arg(name)));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the %s fixture", qPrintable(name));
    return f.readAll();
}

QByteArray edited(const QString &name, const QString &paths, const QByteArray &value)
{
    QJsonValue root = QJsonDocument::fromJson(fixture(name)).object();
    const QJsonValue v = QJsonDocument::fromJson("[" + value + "]").array().at(0);
    for (const QString &p : paths.split(QLatin1Char('|')))
        root = setAt(root, pathParts(p), v);
    return QJsonDocument(root.toObject()).toJson();
}

QByteArray storeSql(const QString &paths, const QString &sql, const QByteArray &value)
{
    if (!sql.isEmpty())
        return sql.arg(QString::fromUtf8(value)).toUtf8();
    QStringList sets;
    for (const QString &p : paths.split(QLatin1Char('|')))
        sets << QStringLiteral("'$.%1', json('%2')").arg(p, QString::fromUtf8(value));
    return QStringLiteral("UPDATE campaign SET definition = json_set(definition, %1)")
        .arg(sets.join(QStringLiteral(", ")))
        .toUtf8();
}

void BothWays::check(const QString &name, const QByteArray &json, const QByteArray &sql,
                     const QString &refusal, const QByteArray &storeBase)
{
    Problems problems;
    const auto read = readCampaignJson(json, name, problems);
    if (refusal.isEmpty())
        QVERIFY2(read, qPrintable(problems.toString()));
    else
        QVERIFY2(!read && problems.toString().contains(refusal), qPrintable(problems.toString()));

    // The store gets the same value the way a hand edit would put it there: the file is written
    // from the fixture itself, then changed with SQL.
    const QString file = m_dir.filePath(QStringLiteral("f%1.muster").arg(++m_files));
    Problems none;
    const auto base = readCampaignJson(
        storeBase.isEmpty() ? fixture(name.section(QLatin1Char(' '), 0, 0)) : storeBase, name,
        none);
    QVERIFY(base);
    QString error;
    auto store = test::take(CampaignStore::create(file, *base), error);
    QVERIFY2(store && test::take(store->close(), error), qPrintable(error));
    store.reset();
    rawExec(file, sql.constData());
    const auto loaded = test::take(CampaignStore::load(file), error);
    if (refusal.isEmpty())
        QVERIFY2(loaded, qPrintable(error));
    else
        QVERIFY2(!loaded && error.contains(refusal) && error.contains(QLatin1String("damaged")),
                 qPrintable(error));
}

} // namespace muster::test
