#include "widgets/mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    lanebook::MainWindow window;
    window.show();
    return app.exec();
}
