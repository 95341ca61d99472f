#include "widgets/mainwindow.h"

namespace lanebook {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Lanebook"));
}

} // namespace lanebook
