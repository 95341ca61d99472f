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
#include <array>
#include <string_view>

namespace lanebook {

namespace {

using namespace std::string_view_literals;

// First bytes of what sits beside results in a folder and is plainly not one: images,
// documents, archives, executables, SQLite databases (a notebook), model weights. Compressed
// single files (gzip, xz, zstd) are not here: one may hold a result, and an import that
// skipped it would not say so.
struct Magic
{
    size_t offset;
    std::string_view bytes;
};
constexpr std::array kNotAResultMagic{
    Magic{0, "\x89PNG\r\n\x1a\n"sv},  // PNG
    Magic{0, "\xFF\xD8\xFF"sv},       // JPEG
    Magic{0, "GIF87a"sv},             // GIF
    Magic{0, "GIF89a"sv},             // GIF
    Magic{8, "WEBPVP8"sv},            // WebP (after "RIFF" and a size)
    Magic{0, "II*\0"sv},              // TIFF, little-endian
    Magic{0, "MM\0*"sv},              // TIFF, big-endian
    Magic{0, "%PDF-"sv},              // PDF
    Magic{0, "PK\x03\x04"sv},         // zip (also .docx, .xlsx, PyTorch .pt)
    Magic{0, "PK\x05\x06"sv},         // an empty zip
    Magic{0, "7z\xBC\xAF\x27\x1C"sv}, // 7-Zip
    Magic{257, "ustar"sv},            // tar
    Magic{0, "\177ELF"sv},            // an executable
    Magic{0, "SQLite format 3\0"sv},  // SQLite, a Lanebook notebook among them
    Magic{0, "GGUF"sv},               // llama.cpp model weights
    Magic{0, "\x93NUMPY"sv},          // NumPy array
};

bool hasNotAResultMagic(const QByteArray &content)
{
    const std::string_view bytes(content.constData(), size_t(content.size()));
    return std::any_of(kNotAResultMagic.begin(), kNotAResultMagic.end(), [&](const Magic &magic) {
        return bytes.substr(std::min(magic.offset, bytes.size())).starts_with(magic.bytes);
    });
}

// A markdown document (a README, notes), by its name and its first line, a heading
// ("# Results"), which no benchmark tool writes first. Neither alone is enough: llama-bench
// writes results as markdown tables (.md), and Prometheus text starts with "# HELP".
bool isMarkdownDocument(const QFileInfo &info, const QByteArray &content)
{
    const QString suffix = info.suffix().toLower();
    if (suffix != QLatin1String("md") && suffix != QLatin1String("markdown"))
        return false;
    QByteArrayView text = QByteArrayView(content).trimmed();
    if (text.startsWith("\xEF\xBB\xBF")) // a UTF-8 byte-order mark
        text = text.sliced(3);
    qsizetype level = 0;
    while (level < text.size() && text.at(level) == '#')
        ++level;
    return level >= 1 && level <= 6 && level < text.size() &&
           (text.at(level) == ' ' || text.at(level) == '\t');
}

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

QString binaryFileError(const QString &name)
{
    return ImportersTr::tr("%1: this is a binary file, not a benchmark result").arg(name);
}

// A file read for an import, and what the checks before any importer found: its size, that it
// is text (not an image, an archive or zeros), UTF-8 (UTF-16 converted), and JSON nesting no
// tool writes. The file itself and each companion beside it pass the same checks.
struct ReadFile
{
    QByteArray raw;  // the bytes as they are on disk (read: hashed)
    QByteArray text; // as UTF-8
    qint64 sizeBytes = 0;
    bool read = false;         // raw holds the file
    bool unrecognized = false; // plainly not a result (magic bytes of an image or archive)
    QString error;             // empty when the file passed every check
};

ReadFile readForImport(const QString &path, const QString &name)
{
    ReadFile result;
    const QFileInfo info(path);
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
    result.raw = file.readAll();
    result.read = true;
    if (hasNotAResultMagic(result.raw)) {
        result.unrecognized = true; // an image or an archive: a folder import passes it over
        result.error = binaryFileError(name);
        return result;
    }
    result.text = utf8FromUtf16(result.raw);
    if (result.text.trimmed().isEmpty()) {
        result.error = ImportersTr::tr("%1: the file is empty").arg(name);
        return result;
    }
    // Of no kind known above: it may be a result gone bad (a crash leaves zeros), so it fails.
    if (looksBinary(result.text)) {
        result.error = binaryFileError(name);
        return result;
    }
    // Before any importer builds a tree: nesting no tool writes is refused where it starts.
    if (const qsizetype at = jsonNestingTooDeepAt(
            std::string_view(result.text.constData(), size_t(result.text.size())));
        at >= 0) {
        result.error =
            ImportersTr::tr("%1: JSON nested deeper than %2 levels at byte %3; no benchmark tool "
                            "writes that, so the file was not read")
                .arg(name)
                .arg(kMaxJsonNesting)
                .arg(at);
    }
    return result;
}

// The most companions one file may ask for (a sweep's summary names its runs; a hostile one
// could name the same run a million times).
constexpr qsizetype kMaxCompanions = 256;

// Detects the format and parses the runs into result; on failure, result.error says why.
void parseKnownFormat(const ImportInput &input, const QFileInfo &info, ParsedFile &result)
{
    const QString name = QDir::toNativeSeparators(input.path);
    const Importer *importer = detectImporter(input);
    if (!importer) {
        result.unrecognized = true;
        result.error =
            ImportersTr::tr(
                "%1: not a format Lanebook knows (vLLM or SGLang bench results, llama-bench, "
                "AIPerf, genai-perf, GuideLLM, LLMPerf, inference-perf, genai-bench, trtllm-bench, "
                "llm-d reports, lm-eval, llama-perplexity)")
                .arg(name);
        // vLLM writes a PyTorch benchmark-DB copy of every result beside it.
        if (info.fileName().endsWith(QLatin1String(".pytorch.json")))
            result.error =
                ImportersTr::tr("%1: vLLM's PyTorch benchmark-database copy of a result; import "
                                "the result file beside it (the name without \".pytorch\")")
                    .arg(name);
        return;
    }
    result.format = importer->format();
    ImportInput withCompanions = input;
    QStringList companions = importer->companionPaths(input);
    companions.removeDuplicates();
    for (const QString &companion : companions.mid(0, kMaxCompanions)) {
        // A companion only adds to the file's runs: one that fails a check is left out.
        ReadFile read = readForImport(companion, companion);
        if (read.error.isEmpty())
            withCompanions.companions.emplace_back(companion, std::move(read.text));
    }
    try {
        result.runs = importer->parse(withCompanions);
    } catch (const ImportCovered &covered) {
        result.coveredBy = covered.coveringPath();
        result.error = ImportersTr::tr("%1 (%2): adds nothing of its own: everything in it "
                                       "comes with %3; import that")
                           .arg(name, runFormatId(importer->format()),
                                QDir::toNativeSeparators(covered.coveringPath()));
        return;
    } catch (const ImportFailure &failure) {
        result.error = ImportersTr::tr("%1 (%2): %3")
                           .arg(name, runFormatId(importer->format()), failure.message());
        result.runs.clear();
        return;
    } catch (const std::exception &e) {
        result.error = ImportersTr::tr("%1 (%2): %3")
                           .arg(name, runFormatId(importer->format()), QString::fromUtf8(e.what()));
        result.runs.clear();
        return;
    }
    if (result.runs.empty()) {
        result.error = ImportersTr::tr("%1 (%2): the file holds no runs")
                           .arg(name, runFormatId(importer->format()));
        return;
    }
    const QString absolute = info.absoluteFilePath();
    for (Run &run : result.runs) {
        run.format = importer->format();
        run.source.path = absolute;
        run.source.sha256 = result.sha256;
        run.source.sizeBytes = result.sizeBytes;
    }
}

} // namespace

ParsedFile parseImportFile(const QString &path)
{
    ParsedFile result;
    result.path = path;
    const QFileInfo info(path);
    ReadFile read = readForImport(path, QDir::toNativeSeparators(path));
    result.sizeBytes = read.sizeBytes;
    if (read.read)
        result.sha256 = QString::fromLatin1(
            QCryptographicHash::hash(read.raw, QCryptographicHash::Sha256).toHex());
    result.unrecognized = read.unrecognized;
    result.error = read.error;
    if (!result.error.isEmpty())
        return result;
    read.raw.clear(); // hashed; the importers read the UTF-8 text
    const ImportInput input{path, std::move(read.text)};
    parseKnownFormat(input, info, result);
    // A README or notes beside the results may quote a tool's output or paste its table, and
    // so be claimed by its importer, and fail or even parse: a folder import passes it over.
    // Named on its own, it is read as before.
    if (isMarkdownDocument(info, input.content))
        result.unrecognized = true;
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
