#include "backends/importers/importfile.h"
#include "backends/importers/importerstr.h"
#include "models/run/jsonnesting.h"

#include "backends/importers/importerregistry.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStringDecoder>

#include <algorithm>

namespace lanebook {

namespace {

// Binary files (a model, a tarball) hold NUL bytes early; text formats never do.
bool looksBinary(const QByteArray &content)
{
    const qsizetype probe = std::min<qsizetype>(content.size(), 8192);
    for (qsizetype i = 0; i < probe; ++i) {
        if (content.at(i) == '\0')
            return true;
    }
    return false;
}

// PowerShell 5 (`tool > file`) and some Windows editors save text as UTF-16 with a byte-order
// mark. Every format here is text, so such a file is read as the same text in UTF-8.
QByteArray utf8FromUtf16(const QByteArray &content)
{
    const bool little = content.startsWith("\xFF\xFE");
    if (!little && !content.startsWith("\xFE\xFF"))
        return content;
    QStringDecoder decode(little ? QStringConverter::Utf16LE : QStringConverter::Utf16BE);
    const QString text = decode(QByteArrayView(content).sliced(2));
    return decode.hasError() ? content : text.toUtf8();
}

} // namespace

ParsedFile parseImportFile(const QString &path)
{
    ParsedFile result;
    result.path = path;
    const QFileInfo info(path);
    const QString name = QDir::toNativeSeparators(path);
    if (!info.exists()) {
        result.error = ImportersTr::tr("%1: no such file").arg(name);
        return result;
    }
    if (!info.isFile()) {
        result.error = ImportersTr::tr("%1: not a regular file").arg(name);
        return result;
    }
    result.sizeBytes = info.size();
    if (result.sizeBytes > kMaxImportFileBytes) {
        result.error =
            ImportersTr::tr("%1: the file is %2, larger than the %3 an import reads; "
                            "no benchmark result is this large, so check that this is the "
                            "right file")
                .arg(name, QLocale::c().formattedDataSize(result.sizeBytes),
                     QLocale::c().formattedDataSize(kMaxImportFileBytes));
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error =
            ImportersTr::tr("%1: cannot read the file: %2").arg(name, file.errorString());
        return result;
    }
    ImportInput input{path, file.readAll()};
    file.close();
    result.sha256 = QString::fromLatin1(
        QCryptographicHash::hash(input.content, QCryptographicHash::Sha256).toHex());
    input.content = utf8FromUtf16(input.content);

    if (input.content.trimmed().isEmpty()) {
        result.error = ImportersTr::tr("%1: the file is empty").arg(name);
        return result;
    }
    if (looksBinary(input.content)) {
        result.error =
            ImportersTr::tr("%1: this is a binary file, not a benchmark result").arg(name);
        return result;
    }
    // Before any importer builds a tree: nesting no tool writes is refused where it starts.
    if (const qsizetype at = jsonNestingTooDeepAt(
            std::string_view(input.content.constData(), size_t(input.content.size())));
        at >= 0) {
        result.error =
            ImportersTr::tr("%1: JSON nested deeper than %2 levels at byte %3; no benchmark tool "
                            "writes that, so the file was not read")
                .arg(name)
                .arg(kMaxJsonNesting)
                .arg(at);
        return result;
    }
    const Importer *importer = detectImporter(input);
    if (!importer) {
        result.unrecognized = true;
        result.error =
            ImportersTr::tr(
                "%1: not a format Lanebook knows (vLLM or SGLang bench results, llama-bench, "
                "AIPerf, genai-perf, GuideLLM, lm-eval, llama-perplexity)")
                .arg(name);
        // vLLM writes a PyTorch benchmark-DB copy of every result beside it.
        if (info.fileName().endsWith(QLatin1String(".pytorch.json")))
            result.error =
                ImportersTr::tr("%1: vLLM's PyTorch benchmark-database copy of a result; import "
                                "the result file beside it (the name without \".pytorch\")")
                    .arg(name);
        return result;
    }
    result.format = importer->format();
    try {
        result.runs = importer->parse(input);
    } catch (const ImportFailure &failure) {
        result.error = ImportersTr::tr("%1 (%2): %3")
                           .arg(name, runFormatId(importer->format()), failure.message());
        result.runs.clear();
        return result;
    } catch (const std::exception &e) {
        result.error = ImportersTr::tr("%1 (%2): %3")
                           .arg(name, runFormatId(importer->format()), QString::fromUtf8(e.what()));
        result.runs.clear();
        return result;
    }
    if (result.runs.empty()) {
        result.error = ImportersTr::tr("%1 (%2): the file holds no runs")
                           .arg(name, runFormatId(importer->format()));
        return result;
    }
    const QString absolute = info.absoluteFilePath();
    for (Run &run : result.runs) {
        run.format = importer->format();
        run.source.path = absolute;
        run.source.sha256 = result.sha256;
        run.source.sizeBytes = result.sizeBytes;
    }
    return result;
}

QStringList expandImportPaths(const QStringList &paths)
{
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            files << path;
            continue;
        }
        QStringList found;
        QDirIterator it(path, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            const QFileInfo fileInfo(file);
            if (fileInfo.fileName().startsWith(QLatin1Char('.')))
                continue;
            // vLLM writes a PyTorch benchmark-DB twin of every result; it is not a run.
            if (fileInfo.fileName().endsWith(QLatin1String(".pytorch.json")))
                continue;
            found << file;
        }
        std::sort(found.begin(), found.end());
        files << found;
    }
    return files;
}

} // namespace lanebook
