#pragma once

#include "workspace.h"

#include "core/result.h"
#include "database/catalogue.h"

#include <QString>

#include <future>
#include <thread>

class QThread;

namespace gpa::ui {

// Opens a catalogue file and prepares what its workspace starts from
// (Workspace::prepare()) on a thread of its own, while the window builds its
// widgets; the catalogue is then handed to the thread that made the loader.
// For a file only: a team catalogue's password and server stay with the
// thread that asks for them.
class WorkspaceLoader
{
public:
    explicit WorkspaceLoader(QString path, db::OpenOptions options = {});
    // Waits for the thread.
    ~WorkspaceLoader();
    WorkspaceLoader(const WorkspaceLoader &) = delete;
    WorkspaceLoader &operator=(const WorkspaceLoader &) = delete;

    // Waits until the file is open: why it could not be opened, else what
    // opening it did (created, migrated, read-only…). Called once.
    Result<db::OpenReport> opened();
    // Once opened() succeeded: waits until the thread has read what the
    // workspace starts from. Called once.
    WorkspaceStart start();

private:
    void run(const QString &path, const db::OpenOptions &options, QThread *owner);

    std::promise<Result<db::OpenReport>> m_openedPromise;
    std::future<Result<db::OpenReport>> m_opened;
    std::promise<WorkspaceStart> m_startPromise;
    std::future<WorkspaceStart> m_start;
    std::thread m_thread;
};

} // namespace gpa::ui
