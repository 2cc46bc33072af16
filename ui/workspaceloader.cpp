#include "workspaceloader.h"

#include <QThread>

#include <chrono>
#include <exception>
#include <utility>

namespace gpa::ui {

WorkspaceLoader::WorkspaceLoader(QString path, db::OpenOptions options)
    : m_opened(m_openedPromise.get_future())
    , m_start(m_startPromise.get_future())
{
    m_thread = std::thread([this, path = std::move(path), options, owner = QThread::currentThread()] {
        run(path, options, owner);
    });
}

WorkspaceLoader::~WorkspaceLoader()
{
    if (m_thread.joinable())
        m_thread.join();
}

void WorkspaceLoader::run(const QString &path, const db::OpenOptions &options, QThread *owner)
{
    // A new thread starts on the CPU of the thread that made it, and there
    // the two took turns with the other CPU idle until the kernel moved one
    // of them: the window's thread waited 2.9 ms (median of 30 starts) while
    // it made its first widgets, this one 2.5 ms. A thread that wakes from a
    // sleep is placed on an idle CPU: after this one the window's thread
    // waited 0.04 ms, and its first frame came 1.7 ms sooner (median of 60
    // paired starts; docs/performance.md).
    std::this_thread::sleep_for(std::chrono::microseconds(50));
    std::unique_ptr<db::Catalogue> catalogue;
    try {
        db::OpenReport report;
        auto opened = db::Catalogue::open(path, &report, options);
        if (!opened) {
            m_openedPromise.set_value(opened.error());
            return;
        }
        catalogue = std::move(opened).value();
        m_openedPromise.set_value(report);
    } catch (...) {
        m_openedPromise.set_exception(std::current_exception());
        return;
    }
    try {
        WorkspaceStart start = Workspace::prepare(std::move(catalogue));
        start.catalogue->moveToThread(owner);
        m_startPromise.set_value(std::move(start));
    } catch (...) {
        m_startPromise.set_exception(std::current_exception());
    }
}

Result<db::OpenReport> WorkspaceLoader::opened()
{
    return m_opened.get();
}

WorkspaceStart WorkspaceLoader::start()
{
    return m_start.get();
}

} // namespace gpa::ui
