// A data race planted in a QtConcurrent lambda, for the TSan tree only (tests/CMakeLists.txt):
// the lambda and the main thread write one int with nothing ordering them. ThreadSanitizer must
// report it with the project's suppressions in force (tests/sanitizers/tsan.supp), which is
// what proves they name only Qt's own frames: a suppression matching QtConcurrent's template
// frames, which sit under every lambda handed to the pool, hid races like this one.
#include <QCoreApplication>
#include <QFuture>
#include <QtConcurrent>

namespace {

int planted = 0;

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QFuture<void> done = QtConcurrent::run([] { planted = 1; });
    planted = 2;
    done.waitForFinished();
    return planted > 0 ? 0 : 1;
}
