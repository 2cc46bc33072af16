#pragma once

namespace gpa::app {

// The window and the commands that draw (export-chart) live in a module,
// gpu-advisor-gui.so, loaded only when needed: the headless commands start
// without Qt Widgets, Qt Charts or Qt GUI. The module is looked for beside
// the executable (the build tree), then in <prefix>/lib/gpu-advisor (an
// installation). Runs the module's entry point on the whole command line, or
// prints why the module cannot be loaded and returns 1.
int runGuiModule(int argc, char *argv[]);

// The command line main() received, for runExportChart to pass on.
void rememberCommandLine(int argc, char *argv[]);

// The entry point the module exports (extern "C", guimain.cpp).
using GuiMain = int (*)(int argc, char *argv[]);
inline constexpr const char *kGuiMainSymbol = "gpa_gui_main";

} // namespace gpa::app
