#pragma once

#include "models/run/run.h"

#include <QByteArray>
#include <QString>

#include <QStringList>

#include <stdexcept>
#include <utility>
#include <vector>

namespace lanebook {

// A file's bytes as an importer sees them. Importers never open files themselves: the
// caller reads, hashes and size-checks once, so every importer gets the same guarantees.
struct ImportInput
{
    QString path;
    QByteArray content;
    // The files of the same benchmark that the importer named (Importer::companionPaths) and
    // the caller found and read beside this one, under the same checks: path and bytes.
    std::vector<std::pair<QString, QByteArray>> companions{};
};

// Thrown by an importer when the file is of its format but cannot be read. The message
// says what is wrong and where (line, key, row) in words a user can act on; the caller
// prefixes the file name.
class ImportFailure : public std::runtime_error
{
public:
    explicit ImportFailure(const QString &message)
        : std::runtime_error(message.toStdString())
        , m_message(message)
    {}
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

// One benchmark format. Stateless and thread-safe: the registry keeps one of each and the
// import job calls them from pool threads.
// Thrown by parse() when everything the file holds comes with another file or folder beside it
// (LLMPerf's per-request file beside its summary, a vLLM sweep's summary.json beside its
// run=<n>.json files): importing it adds nothing, and an import passes it over naming that.
class ImportCovered : public ImportFailure
{
public:
    explicit ImportCovered(const QString &coveringPath)
        : ImportFailure(coveringPath)
        , m_coveringPath(coveringPath)
    {}
    const QString &coveringPath() const { return m_coveringPath; }

private:
    QString m_coveringPath;
};

class Importer
{
public:
    virtual ~Importer() = default;

    virtual RunFormat format() const = 0;

    // How sure this importer is that the bytes are its format, by content only (never the
    // file name): 0 = not mine, 100 = certain. The highest score wins.
    virtual int detect(const ImportInput &input) const = 0;

    // Files beside this one that hold more of the same benchmark, for the caller to read and
    // hand to parse() in input.companions (those that exist). Told from the file's content
    // (a name it records), never required: parse() works without them.
    virtual QStringList companionPaths(const ImportInput &input) const
    {
        Q_UNUSED(input);
        return {};
    }

    // The runs in the file. Each run's source.locator names its object, line or row;
    // path, sha256 and size are filled by the caller. Throws ImportFailure.
    virtual std::vector<Run> parse(const ImportInput &input) const = 0;
};

} // namespace lanebook
