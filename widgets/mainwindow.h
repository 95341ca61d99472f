#pragma once

#include <QMainWindow>

namespace lanebook {

// PLACEHOLDER until the run browser lands.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace lanebook
