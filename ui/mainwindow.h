#pragma once

#include <QMainWindow>

namespace gpa::ui {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace gpa::ui
