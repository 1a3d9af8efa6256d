// muster-cli render: the same renderer as the GUI, headless.
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

class TestRenderCommand : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    static int run(const QStringList &arguments, QString *stderrText = nullptr)
    {
        QProcess p;
        p.start(QStringLiteral(MUSTER_CLI), arguments);
        if (!p.waitForFinished(120000))
            return -1;
        if (stderrText)
            *stderrText = QString::fromLocal8Bit(p.readAllStandardError());
        return p.exitCode();
    }
    static QString sample(const char *name)
    {
        return QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + QLatin1String(name);
    }

private slots:
    void rendersEachFormat()
    {
        const QString png = m_dir.filePath(QStringLiteral("area.png"));
        QCOMPARE(run({QStringLiteral("render"), sample("sample-area.json"), png,
                      QStringLiteral("--scale"), QStringLiteral("0.5")}),
                 0);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 300);
        const QString svg = m_dir.filePath(QStringLiteral("hex.svg"));
        QCOMPARE(run({QStringLiteral("render"), sample("sample-hex.json"), svg,
                      QStringLiteral("--hexes")}),
                 0);
        QVERIFY(QSvgRenderer(svg).isValid());
        const QString pdf = m_dir.filePath(QStringLiteral("hex.pdf"));
        QCOMPARE(run({QStringLiteral("render"), sample("sample-hex.json"), pdf,
                      QStringLiteral("--terrain")}),
                 0);
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().startsWith("%PDF-"));
    }

    void scaleDoublesThePngSize()
    {
        const QString a = m_dir.filePath(QStringLiteral("s1.png")),
                      b = m_dir.filePath(QStringLiteral("s2.png"));
        QCOMPARE(run({QStringLiteral("render"), sample("sample-area.json"), a,
                      QStringLiteral("--bare"), QStringLiteral("--scale"), QStringLiteral("0.4")}),
                 0);
        QCOMPARE(run({QStringLiteral("render"), sample("sample-area.json"), b,
                      QStringLiteral("--bare"), QStringLiteral("--scale"), QStringLiteral("0.8")}),
                 0);
        QVERIFY(qAbs(QImage(b).width() - 2 * QImage(a).width()) <= 2);
    }

    void pdfPagesOnPaper()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("pages.pdf"));
        QCOMPARE(run({QStringLiteral("render"), sample("sample-hex.json"), pdf,
                      QStringLiteral("--paper"), QStringLiteral("A3"), QStringLiteral("--portrait"),
                      QStringLiteral("--tiled"), QStringLiteral("20")}),
                 0);
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.count("/MediaBox") > 1); // tiled: several pages
        QString err;
        QCOMPARE(run({QStringLiteral("render"), sample("sample-hex.json"),
                      m_dir.filePath(QStringLiteral("pages.png")), QStringLiteral("--paper"),
                      QStringLiteral("A4")},
                     &err),
                 2);
        QVERIFY(err.contains(QStringLiteral("--paper")));
    }

    void badInputIsRefused()
    {
        QString err;
        QCOMPARE(run({QStringLiteral("render"), sample("sample-area.json"),
                      m_dir.filePath(QStringLiteral("x.bmp"))},
                     &err),
                 2);
        QVERIFY(err.contains(QStringLiteral("x.bmp")));
        QCOMPARE(run({QStringLiteral("render"), sample("sample-area.json"),
                      m_dir.filePath(QStringLiteral("x.png")), QStringLiteral("--scale"),
                      QStringLiteral("-1")}),
                 2);
        const QString corrupt = m_dir.filePath(QStringLiteral("corrupt.json"));
        QFile f(corrupt);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ nope");
        f.close();
        QCOMPARE(
            run({QStringLiteral("render"), corrupt, m_dir.filePath(QStringLiteral("y.png"))}, &err),
            1);
        QVERIFY(err.contains(QStringLiteral("corrupt.json")));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("y.png"))));
    }
};

QTEST_MAIN(TestRenderCommand)
#include "tst_render_command.moc"
