// The export dialogs, offscreen: OK in Export Map Image without a file, or with a file of no image
// format, says so in the dialog and keeps it open; OK in Export PDF Pages without a file likewise;
// each dialog opens on the file accepted the time before (kept in the settings, as the window
// keeps its layout).
#include "GuiSampleCampaigns.h"
#include "console/dialogs/ExportImageDialog.h"
#include "console/print/PageSetupDialog.h"
#include "render/map/MapRenderer.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
QLineEdit *fileOf(QDialog &dialog)
{
    return dialog.findChild<QLineEdit *>(QStringLiteral("exportPath"));
}
QLabel *problemOf(QDialog &dialog)
{
    return dialog.findChild<QLabel *>(QStringLiteral("exportProblem"));
}
/// Clicks the dialog's OK, as the GM does.
void clickOk(QDialog &dialog)
{
    dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
}
} // namespace

class TestExportDialogs : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    Campaign m_campaign = test::makeAreaCampaign();
    std::unique_ptr<MapRenderer> m_renderer;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test place
        QSettings().remove(QStringLiteral("export"));
        QVERIFY(m_dir.isValid());
        m_renderer = std::make_unique<MapRenderer>(m_campaign);
    }

    void mapImageNeedsAFileOfAnImageFormat()
    {
        ExportImageDialog dialog(*m_renderer, QRectF());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(fileOf(dialog) && problemOf(dialog));
        fileOf(dialog)->clear();
        clickOk(dialog);
        QVERIFY2(dialog.isVisible(), "OK without a file keeps the dialog open");
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(problemOf(dialog)->isVisible());
        QVERIFY2(problemOf(dialog)->text().contains(QStringLiteral("Name the file")),
                 qPrintable(problemOf(dialog)->text()));
        // Typing a name takes the complaint away; a name of no image format brings another.
        fileOf(dialog)->setText(m_dir.filePath(QStringLiteral("map.txt")));
        QVERIFY(!problemOf(dialog)->isVisible());
        clickOk(dialog);
        QVERIFY(dialog.isVisible());
        QVERIFY2(problemOf(dialog)->text().contains(QStringLiteral("unknown image format")),
                 qPrintable(problemOf(dialog)->text()));
        const QString png = m_dir.filePath(QStringLiteral("map.png"));
        fileOf(dialog)->setText(png);
        clickOk(dialog);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.path(), png);
    }

    void pdfPagesNeedAFile()
    {
        PageSetupDialog dialog(*m_renderer, MapOptions(), true);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(fileOf(dialog) && problemOf(dialog));
        fileOf(dialog)->setText(QStringLiteral("  "));
        clickOk(dialog);
        QVERIFY2(dialog.isVisible(), "OK without a file keeps the dialog open");
        QVERIFY(problemOf(dialog)->isVisible());
        fileOf(dialog)->setText(m_dir.filePath(QStringLiteral("pages.pdf")));
        clickOk(dialog);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        // Print and Print Preview ask for no file: their OK needs none.
        PageSetupDialog print(*m_renderer, MapOptions(), false);
        print.show();
        clickOk(print);
        QCOMPARE(print.result(), int(QDialog::Accepted));
    }

    void eachDialogOpensOnTheFileUsedLast()
    {
        const QString png = m_dir.filePath(QStringLiteral("last.png"));
        const QString pdf = m_dir.filePath(QStringLiteral("last.pdf"));
        {
            ExportImageDialog image(*m_renderer, QRectF());
            fileOf(image)->setText(png);
            image.show();
            clickOk(image);
            QCOMPARE(image.result(), int(QDialog::Accepted));
            PageSetupDialog pages(*m_renderer, MapOptions(), true);
            fileOf(pages)->setText(pdf);
            pages.show();
            clickOk(pages);
            QCOMPARE(pages.result(), int(QDialog::Accepted));
        }
        // Cancelled, a dialog keeps nothing.
        {
            ExportImageDialog image(*m_renderer, QRectF());
            fileOf(image)->setText(m_dir.filePath(QStringLiteral("cancelled.png")));
            image.reject();
        }
        ExportImageDialog image(*m_renderer, QRectF());
        QCOMPARE(QDir::cleanPath(image.path()), QDir::cleanPath(png));
        PageSetupDialog pages(*m_renderer, MapOptions(), true);
        QCOMPARE(QDir::cleanPath(pages.path()), QDir::cleanPath(pdf));
    }
};

QTEST_MAIN(TestExportDialogs)
#include "tst_export_dialogs.moc"
