#include "enginecontext.h"

#include "commands.h"

namespace gpa::cli {

std::optional<EngineContext> EngineContext::open(const Invocation &invocation)
{
    EngineContext context;
    context.catalogue = openCatalogue(invocation);
    if (!context.catalogue)
        return std::nullopt;
    context.data = context.catalogue->load();
    return context;
}

} // namespace gpa::cli
