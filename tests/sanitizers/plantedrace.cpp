// A data race planted in a lambda run on the thread pool, for the TSan tree only
// (tests/CMakeLists.txt): the lambda and the main thread write one int with nothing ordering
// them. ThreadSanitizer must report it with the project's suppressions in force
// (tests/sanitizers/tsan.supp), which is what proves they name only Qt's own frames: a
// suppression matching QtConcurrent's template frames, which sit under every lambda handed to
// the pool, hid races like this one. With the argument "handed-off" the lambda goes through
// ThreadHandoff::runOnPool, as Lanebook's own pool work does: its release/acquire pair orders
// what the main thread wrote before handing the lambda over, and nothing written after.
#include "backends/threads/threadhandoff.h"

#include <QCoreApplication>
#include <QFuture>
#include <QtConcurrent>

#include <cstring>

namespace {

int planted = 0;

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool handedOff = argc > 1 && std::strcmp(argv[1], "handed-off") == 0;
    QFuture<void> done = handedOff ? lanebook::ThreadHandoff::runOnPool([] { planted = 1; })
                                   : QtConcurrent::run([] { planted = 1; });
    planted = 2;
    done.waitForFinished();
    return planted > 0 ? 0 : 1;
}
