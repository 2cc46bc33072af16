#include "ui/mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    gpa::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
