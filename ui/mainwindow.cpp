#include "mainwindow.h"

namespace gpa::ui {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("GPU Advisor"));
}

} // namespace gpa::ui
