#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

namespace gpa::bench {

// CLOCK_MONOTONIC in nanoseconds, the clock the probe prints (benchprobe.h).
qint64 monotonicNanoseconds();

// One finished child process, timed as a whole.
struct ProcessRun
{
    QString failure; // empty when it started and exited with status 0
    qint64 startNs = 0; // CLOCK_MONOTONIC just before it was started
    double wallMs = 0.0; // from start until it was reaped
    double maxRssMiB = 0.0; // its peak resident memory (getrusage of the child)
    QByteArray out; // what it printed on stdout
    QByteArray err; // and on stderr

    [[nodiscard]] bool ok() const { return failure.isEmpty(); }
};

// Runs `argv` (argv[0] a path) with the current environment changed by
// `environment` (an empty value removes the variable), stdin from /dev/null,
// stdout and stderr into files in `folder` (read back into the result), and
// waits at most `timeoutSeconds` before killing it. No shell, no QProcess:
// nothing but fork-and-exec stands between the timer and the child.
ProcessRun runProcess(const QStringList &argv, const QMap<QString, QString> &environment,
                      const QString &folder, int timeoutSeconds);

} // namespace gpa::bench
