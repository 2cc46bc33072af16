#pragma once

namespace gpa::ui {
class MainWindow;
}

namespace gpa::app {

// Connects the benchmark probe (benchprobe.h) to the window when the
// environment variable GPA_BENCH asks for it; otherwise does nothing.
void attachBenchProbe(ui::MainWindow &window);

} // namespace gpa::app
