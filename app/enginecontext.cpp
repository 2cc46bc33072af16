#include "enginecontext.h"

#include "commands.h"

namespace gpa::cli {

std::optional<EngineContext> EngineContext::open(const Invocation &invocation)
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
    context.data = std::move(data).value();
    return context;
}

} // namespace gpa::cli
