#pragma once

#include "commandline.h"

#include <memory>

namespace gpa::db {
class Catalogue;
}

namespace gpa::cli {

// Every subcommand of gpu-advisor, in the order --help lists them.
QList<CommandSpec> allCommands();

// One command each (command_*.cpp).
CommandSpec listCommand();
CommandSpec rankCommand();
CommandSpec recommendCommand();
CommandSpec tcoCommand();
CommandSpec setPriceCommand();
CommandSpec upgradeCommand();
CommandSpec systemCommand();
CommandSpec hybridCommand();
CommandSpec importCommand();
CommandSpec exportCommand();
CommandSpec llmCommand();
CommandSpec teamCommand();
CommandSpec pushCommand();
CommandSpec pullCommand();

// A plain-text table: the first `textColumns` columns left-aligned, the
// others (numbers) right-aligned, two spaces between columns; a cell wider
// than 60 terminal columns is cut with an ellipsis.
QString formatTable(const QStringList &header, const QList<QStringList> &rows, int textColumns = 1);
// Terminal columns a text takes (Chinese characters count two).
qsizetype displayWidth(const QString &text);

// export-chart: the spec (command_exportchart_spec.cpp) everywhere; the run
// draws with Qt Charts, in the window module (command_exportchart.cpp). The
// executable's own runExportChart passes the whole command line on to the
// module (guimodule.cpp).
CommandSpec exportChartCommand();
int runExportChart(Invocation &invocation);
CommandSpec cloudCommand();
CommandSpec updateDataCommand();
CommandSpec compareCommand();


// Whether the subcommand named in `arguments` (the first argument that is
// neither an option nor --database's value) draws with widgets.
bool commandNeedsGui(const QStringList &arguments);

// Opens the catalogue named by --database, or the user's default one. Says on
// stderr what happened when it was not a plain open (created, migrated, set
// aside, read-only). On failure prints the reason and returns null.
std::unique_ptr<db::Catalogue> openCatalogue(const Invocation &invocation);

} // namespace gpa::cli
