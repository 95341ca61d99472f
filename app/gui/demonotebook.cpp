#include "app/gui/demonotebook.h"

#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/repositories/importjudging.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>

namespace lanebook::DemoNotebook {

Expected<QString> prepare()
{
    const QString base = QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
                             .filePath(QStringLiteral("lanebook/demo"));
    const QString samplesDir = QDir(base).filePath(QStringLiteral("samples"));
    if (!QDir().mkpath(samplesDir))
        return unexpected(
            QCoreApplication::translate("DemoNotebook", "cannot create %1").arg(samplesDir));
    QStringList files;
    QDirIterator it(QStringLiteral(":/lanebook/demo"), QDir::Files);
    while (it.hasNext()) {
        const QString resource = it.next();
        if (resource.endsWith(QLatin1String(".md")))
            continue;
        const QString target = QDir(samplesDir).filePath(QFileInfo(resource).fileName());
        if (!QFile::exists(target)) {
            QFile::copy(resource, target);
            QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup);
        }
        files << target;
    }
    files.sort();

    QString notebookPath = QDir(base).filePath(QStringLiteral("demo.lanebook"));
    NotebookStore store;
    if (!store.open(notebookPath))
        return unexpected(store.lastError());
    // Built once per notebook: the marker names the samples it was built from, so a Lanebook
    // that bundles more samples adds them.
    const QString builtFrom = QStringLiteral("%1 samples").arg(files.size());
    const QString marker = QStringLiteral("demo_story");
    if (store.info(marker) == builtFrom)
        return notebookPath;
    for (const QString &file : files) {
        ParsedFile parsed = parseImportFile(file);
        addLedgerFacts(parsed);
        const FileImportOutcome outcome = store.runs().storeParsedFile(parsed);
        if (outcome.runsAdded > 0)
            judgeImportedRuns(store, parsed);
        if (!outcome.ok())
            qWarning("demo notebook: %s", qPrintable(outcome.error));
    }
    recordStoryFindings(store);
    mergeTranslatedStory(store);
    if (!store.setInfo(marker, builtFrom))
        qWarning("demo notebook: %s", qPrintable(store.lastError()));
    return notebookPath;
}

} // namespace lanebook::DemoNotebook
