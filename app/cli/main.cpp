#include "app/cli/commandline.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("lanebook-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LANEBOOK_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    const int code = lanebook::cli::runCommandLine(arguments, out, err);
    out.flush();
    err.flush();
    return code;
}
