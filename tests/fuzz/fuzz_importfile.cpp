// libFuzzer target: the whole import path on one file's bytes (size and binary checks,
// nesting guard, detection by content, every importer's parse). It must answer with runs or
// one message, never crash.
#include "backends/importers/importfile.h"

#include <QDir>
#include <QFile>

#include <cstddef>
#include <cstdint>

#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString path =
        QDir::temp().filePath(QStringLiteral("lanebook-fuzz-%1.input").arg(::getpid()));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return 0;
    file.write(reinterpret_cast<const char *>(data), qint64(size));
    file.close();
    const lanebook::ParsedFile parsed = lanebook::parseImportFile(path);
    if (!parsed.ok() && parsed.error.isEmpty())
        __builtin_trap(); // a refusal must say why
    return 0;
}
