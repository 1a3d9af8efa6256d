// BackgroundJob (ui/console/jobs): the work runs on a thread of its own, its progress and its end
// arrive on the GUI thread, cancel() is seen by the work and still ends the run, stop() waits and
// lets nothing of the stopped run through, and one run at a time.
#include "console/jobs/BackgroundJob.h"
#include "console/jobs/JobProgress.h"

#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QWidget>
#include <QtTest>

#include <atomic>
#include <thread>

using namespace muster;

class TestBackgroundJob : public QObject
{
    Q_OBJECT

private slots:
    void runsOffTheGuiThreadAndEndsOnIt();
    void progressArrivesInOrderOnTheGuiThread();
    void cancelIsSeenByTheWorkAndStillEnds();
    void stopWaitsAndLetsNothingThrough();
    void oneRunAtATime();
    void cancelHookReachesWorkThatWaits();
    void progressDialogFollowsAndCancels();
};

void TestBackgroundJob::runsOffTheGuiThreadAndEndsOnIt()
{
    BackgroundJob job;
    QSignalSpy running(&job, &BackgroundJob::runningChanged);
    std::atomic<QThread *> workThread = nullptr;
    QThread *endThread = nullptr;
    bool endCancelled = true;
    QVERIFY(job.start([&](const JobControl &) { workThread = QThread::currentThread(); },
                      [&](bool cancelled) {
                          endThread = QThread::currentThread();
                          endCancelled = cancelled;
                      }));
    QVERIFY(job.isRunning());
    QTRY_VERIFY(!job.isRunning());
    QVERIFY(workThread.load() != nullptr);
    QVERIFY(workThread.load() != QThread::currentThread());
    QCOMPARE(endThread, QThread::currentThread());
    QVERIFY(!endCancelled);
    QCOMPARE(running.size(), 2);
    QCOMPARE(running.at(0).at(0).toBool(), true);
    QCOMPARE(running.at(1).at(0).toBool(), false);
}

void TestBackgroundJob::progressArrivesInOrderOnTheGuiThread()
{
    BackgroundJob job;
    QList<int> seen;
    QStringList texts;
    connect(&job, &BackgroundJob::progressChanged, this,
            [&](int done, int total, const QString &text) {
                QCOMPARE(QThread::currentThread(), qApp->thread());
                QCOMPARE(total, 5);
                seen << done;
                texts << text;
            });
    bool ended = false;
    job.start(
        [](const JobControl &control) {
            for (int i = 0; i <= 5; ++i)
                control.setProgress(i, 5, QStringLiteral("step %1").arg(i));
        },
        [&](bool) { ended = true; });
    QTRY_VERIFY(ended);
    QCOMPARE(seen, (QList<int>{0, 1, 2, 3, 4, 5}));
    QCOMPARE(texts.last(), QStringLiteral("step 5"));
}

void TestBackgroundJob::cancelIsSeenByTheWorkAndStillEnds()
{
    BackgroundJob job;
    std::atomic<bool> started = false;
    std::atomic<int> loops = 0;
    bool ended = false, endCancelled = false;
    job.start(
        [&](const JobControl &control) {
            started = true;
            while (!control.isCancelled() && loops < 100000000)
                ++loops;
        },
        [&](bool cancelled) {
            ended = true;
            endCancelled = cancelled;
        });
    QTRY_VERIFY(started.load());
    job.cancel();
    QTRY_VERIFY(ended);
    QVERIFY(endCancelled);
    QVERIFY(loops.load() < 100000000);
}

void TestBackgroundJob::stopWaitsAndLetsNothingThrough()
{
    BackgroundJob job;
    std::atomic<bool> started = false, returned = false;
    bool ended = false, posted = false;
    int progress = 0;
    connect(&job, &BackgroundJob::progressChanged, this, [&] { ++progress; });
    job.start(
        [&](const JobControl &control) {
            started = true;
            while (!control.isCancelled())
                std::this_thread::yield();
            control.setProgress(1, 1);
            control.post([&] { posted = true; });
            returned = true;
        },
        [&](bool) { ended = true; });
    QTRY_VERIFY(started.load());
    job.stop();
    QVERIFY(returned.load()); // stop() waited for the work
    QVERIFY(!job.isRunning());
    QTest::qWait(50); // what the stopped run queued is delivered now, if ever
    QVERIFY(!ended);
    QVERIFY(!posted);
    QCOMPARE(progress, 0);
    // The job takes a new run afterwards.
    bool second = false;
    QVERIFY(job.start([](const JobControl &) {}, [&](bool) { second = true; }));
    QTRY_VERIFY(second);
}

void TestBackgroundJob::oneRunAtATime()
{
    BackgroundJob job;
    std::atomic<bool> release = false;
    job.start([&](const JobControl &) {
        while (!release)
            std::this_thread::yield();
    });
    QVERIFY(!job.start([](const JobControl &) {}));
    release = true;
    QTRY_VERIFY(!job.isRunning());
}

void TestBackgroundJob::cancelHookReachesWorkThatWaits()
{
    // Work blocked on something the flag cannot reach (a question the GM is asked) is released by
    // the hook; destroying the job waits for it without calling its end.
    std::atomic<bool> released = false;
    bool ended = false;
    {
        BackgroundJob job;
        job.setCancelHook([&] { released = true; });
        job.start(
            [&](const JobControl &) {
                while (!released)
                    std::this_thread::yield();
            },
            [&](bool) { ended = true; });
    }
    QVERIFY(released.load());
    QTest::qWait(20);
    QVERIFY(!ended);
}

void TestBackgroundJob::progressDialogFollowsAndCancels()
{
    QWidget parent;
    parent.show();
    BackgroundJob job;
    JobProgress progress(job, &parent, QStringLiteral("testProgress"));
    std::atomic<bool> reported = false;
    bool ended = false, endCancelled = false;
    job.start(
        [&](const JobControl &control) {
            control.setProgress(3, 10, QStringLiteral("Third of ten"));
            reported = true;
            while (!control.isCancelled())
                std::this_thread::yield();
        },
        [&](bool cancelled) {
            ended = true;
            endCancelled = cancelled;
        });
    progress.begin(QStringLiteral("Working..."), 0);
    QPointer<QProgressDialog> dialog = progress.dialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->objectName(), QStringLiteral("testProgress"));
    QTRY_COMPARE(dialog->value(), 3);
    QCOMPARE(dialog->maximum(), 10);
    QCOMPARE(dialog->labelText(), QStringLiteral("Third of ten"));
    auto *cancel = dialog->findChild<QPushButton *>();
    QVERIFY(cancel);
    QTest::mouseClick(cancel, Qt::LeftButton); // the GM's Cancel
    QTRY_VERIFY(ended);
    QVERIFY(endCancelled);
    QTRY_VERIFY(!dialog); // gone with the run
    QVERIFY(!progress.dialog());
}

QTEST_MAIN(TestBackgroundJob)
#include "tst_background_job.moc"
