#include "enginecontext.h"

#include "commands.h"
#include "viewoptions.h"

#include "database/modelcache.h"
#include "database/qtconvert.h"

#include <QDate>

namespace gpa::cli {

std::optional<EngineContext> EngineContext::open(const Invocation &invocation,
                                                 PerformanceModel::Options modelOptions)
{
    EngineContext context;
    context.catalogue = openCatalogue(invocation);
    if (!context.catalogue)
        return std::nullopt;
    auto data = context.catalogue->load();
    if (!data) {
        printError(QString::fromStdString(data.message()));
        return std::nullopt;
    }
    const EngineSettingsRead settings = context.catalogue->engineSettings();
    for (const Message &problem : settings.problems)
        printError(translated(problem));
    // A calibration of this very data from an earlier run, when there is one.
    std::optional<PerformanceModel> cached = db::ModelCache().load(*data, modelOptions);
    context.modelFromCache = cached.has_value();
    context.session = std::make_unique<Session>(std::move(data).value(), settings.settings, std::move(cached),
                                                modelOptions);
    const QDate today = QDate::currentDate();
    context.session->setToday(dayNumber(today.year(), today.month(), today.day()));
    return context;
}

EngineContext::~EngineContext()
{
    if (session && session->hasModel() && !modelFromCache && !session->modelIsStale())
        db::ModelCache().store(session->data(), session->model());
}

bool EngineContext::readView(Invocation &invocation, const std::function<void(ViewOptions &)> &adjust)
{
    ViewOptions defaults = session->view();
    if (adjust)
        adjust(defaults);
    const auto view = readViewOptions(invocation, session->data(), defaults);
    if (!view)
        return false;
    session->setView(*view);
    return true;
}

} // namespace gpa::cli
