#include "process.h"

#include <QDir>
#include <QFile>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace gpa::bench {

qint64 monotonicNanoseconds()
{
    timespec now {};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return static_cast<qint64>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

namespace {

// SIGALRM only interrupts wait4() so that a hung child can be killed.
void interruptWait(int) { }

std::vector<std::string> environmentWith(const QMap<QString, QString> &changes)
{
    std::vector<std::string> result;
    for (char **entry = environ; *entry; ++entry) {
        const std::string text(*entry);
        const QString name = QString::fromLocal8Bit(text.substr(0, text.find('=')));
        if (!changes.contains(name))
            result.push_back(text);
    }
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        if (!it.value().isEmpty())
            result.push_back((it.key() + QLatin1Char('=') + it.value()).toStdString());
    }
    return result;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

ProcessRun runProcess(const QStringList &argv, const QMap<QString, QString> &environment,
                      const QString &folder, int timeoutSeconds)
{
    ProcessRun run;
    const std::string outPath = QDir(folder).filePath(QStringLiteral("stdout")).toStdString();
    const std::string errPath = QDir(folder).filePath(QStringLiteral("stderr")).toStdString();

    std::vector<std::string> args;
    for (const QString &arg : argv)
        args.push_back(arg.toStdString());
    std::vector<char *> argp;
    for (std::string &arg : args)
        argp.push_back(arg.data());
    argp.push_back(nullptr);
    std::vector<std::string> env = environmentWith(environment);
    std::vector<char *> envp;
    for (std::string &entry : env)
        envp.push_back(entry.data());
    envp.push_back(nullptr);

    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&files, 1, outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    posix_spawn_file_actions_addopen(&files, 2, errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);

    struct sigaction alarmAction
    {
    };
    alarmAction.sa_handler = interruptWait; // no SA_RESTART: wait4() returns EINTR
    struct sigaction previous
    {
    };
    sigaction(SIGALRM, &alarmAction, &previous);

    pid_t pid = 0;
    run.startNs = monotonicNanoseconds();
    const int spawned = posix_spawn(&pid, argp[0], &files, nullptr, argp.data(), envp.data());
    posix_spawn_file_actions_destroy(&files);
    if (spawned != 0) {
        sigaction(SIGALRM, &previous, nullptr);
        run.failure = QStringLiteral("cannot start %1: %2")
                          .arg(argv.value(0), QString::fromLocal8Bit(std::strerror(spawned)));
        return run;
    }
    alarm(static_cast<unsigned>(timeoutSeconds));
    int status = 0;
    rusage usage {};
    bool timedOut = false;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR)
            break;
        timedOut = true;
        kill(pid, SIGKILL);
    }
    const qint64 endNs = monotonicNanoseconds();
    alarm(0);
    sigaction(SIGALRM, &previous, nullptr);

    run.wallMs = static_cast<double>(endNs - run.startNs) / 1e6;
    run.maxRssMiB = static_cast<double>(usage.ru_maxrss) / 1024.0; // Linux reports KiB
    run.out = readFile(QString::fromStdString(outPath));
    run.err = readFile(QString::fromStdString(errPath));
    if (timedOut)
        run.failure = QStringLiteral("killed after %1 s").arg(timeoutSeconds);
    else if (WIFSIGNALED(status))
        run.failure = QStringLiteral("killed by signal %1").arg(WTERMSIG(status));
    else if (WEXITSTATUS(status) != 0)
        run.failure = QStringLiteral("exit status %1").arg(WEXITSTATUS(status));
    return run;
}

} // namespace gpa::bench
