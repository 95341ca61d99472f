#pragma once

// Helpers the importer tests share: reading the samples under tests/data, writing JSON
// inline, reading a run's metrics and an importer's failure message.

#include "backends/importers/importer.h"
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "testutils.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QString>
#include <QStringList>

#include <limits>

namespace lanebook::test {

// A file under tests/data as an importer input (path, bytes); aborts when it cannot be read.
inline ImportInput load(const QString &relative)
{
    QFile file(dataPath(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(relative));
    return ImportInput{file.fileName(), file.readAll()};
}

// The bytes of the file at path, or an empty array when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// A file under tests/data read through parseImportFile() (detect, parse, hash).
inline ParsedFile parsed(const QString &relative)
{
    return parseImportFile(dataPath(relative));
}

// JSON written with single quotes, to read without escapes (moc cannot parse raw strings).
inline QByteArray q(const char *singleQuoted)
{
    QByteArray json(singleQuoted);
    json.replace('\'', '"');
    return json;
}

// The run's value of the named metric, or NaN when the run does not have it.
inline double metric(const Run &run, const char *name)
{
    return run.metricValue(QString::fromUtf8(name))
        .value_or(std::numeric_limits<double>::quiet_NaN());
}

// The message of the ImportFailure parse() throws, or an empty string when it does not throw.
inline QString failureOf(const Importer &importer, const ImportInput &input)
{
    try {
        importer.parse(input);
    } catch (const ImportFailure &failure) {
        return failure.message();
    }
    return {};
}

// failureOf() for bare bytes, passed to parse() under the name "input".
inline QString failureOf(const Importer &importer, const QByteArray &content)
{
    return failureOf(importer, ImportInput{QStringLiteral("input"), content});
}

// The registry's importer of a format; aborts when there is none.
inline const Importer &importerFor(RunFormat format)
{
    for (const auto &candidate : allImporters()) {
        if (candidate->format() == format)
            return *candidate;
    }
    qFatal("no importer of format %s", qPrintable(runFormatId(format)));
}

// Writes bytes into folder under name; returns the path. Aborts when it cannot.
inline QString writeFileIn(const QString &folder, const QString &name, const QByteArray &bytes)
{
    const QString path = QDir(folder).filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// What importing paths into a notebook did, file by file as `lanebook-cli import` does it:
// runs added, runs already there, files passed over as covered by another, errors.
struct ImportCounts
{
    int added = 0;
    int present = 0;
    int covered = 0;
    QStringList errors{};
};

inline ImportCounts importInto(NotebookStore &store, const QStringList &paths)
{
    ImportCounts counts;
    for (const QString &path : expandImportPaths(paths)) {
        const ParsedFile file = parseImportFile(path);
        if (!file.coveredBy.isEmpty()) {
            ++counts.covered;
            continue;
        }
        const FileImportOutcome outcome = store.runs().storeParsedFile(file);
        if (!outcome.ok())
            counts.errors << outcome.error;
        counts.added += outcome.runsAdded;
        counts.present += outcome.runsAlreadyPresent;
    }
    return counts;
}

// Every data file under tests/data outside ownFolder and synthetic/ownFolder, .md notes left out.
inline QStringList otherFormatsFiles(const QString &ownFolder)
{
    QStringList files;
    const QDir root(dataPath(QString()));
    QDirIterator it(root.path(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = root.relativeFilePath(it.next());
        if (path.endsWith(QLatin1String(".md")) || path.startsWith(ownFolder + QLatin1Char('/')) ||
            path.startsWith(QStringLiteral("synthetic/") + ownFolder + QLatin1Char('/')))
            continue;
        files << path;
    }
    return files;
}

} // namespace lanebook::test
