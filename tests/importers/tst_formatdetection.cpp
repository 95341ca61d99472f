// Format detection across every sample we hold: each file is claimed by exactly its own
// importer, with a clear winner, whatever its name.
#include "backends/importers/importerregistry.h"
#include "testutils.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace lanebook;

namespace {

// Folder under tests/data (or tests/data/synthetic) → the format its files are in.
std::optional<RunFormat> expectedFormat(const QString &relativePath)
{
    const QString folder = relativePath.startsWith(QLatin1String("synthetic/"))
                               ? relativePath.section(QLatin1Char('/'), 1, 1)
                               : relativePath.section(QLatin1Char('/'), 0, 0);
    static const QHash<QString, RunFormat> formats = {
        {QStringLiteral("vllm-bench"), RunFormat::VllmBench},
        {QStringLiteral("sglang"), RunFormat::SglangBench},
        {QStringLiteral("llama-bench"), RunFormat::LlamaBench},
        {QStringLiteral("aiperf"), RunFormat::AiPerf},
        {QStringLiteral("genai-perf"), RunFormat::GenaiPerf},
        {QStringLiteral("guidellm"), RunFormat::GuideLlm},
        {QStringLiteral("lm-eval"), RunFormat::LmEval},
        {QStringLiteral("llama-perplexity"), RunFormat::LlamaPerplexity},
        {QStringLiteral("llmperf"), RunFormat::LlmPerf},
        {QStringLiteral("inference-perf"), RunFormat::InferencePerf},
        {QStringLiteral("genai-bench"), RunFormat::GenaiBench},
        {QStringLiteral("trtllm-bench"), RunFormat::TrtllmBench},
        {QStringLiteral("llm-d"), RunFormat::LlmdReport},
    };
    if (auto it = formats.constFind(folder); it != formats.constEnd())
        return *it;
    return std::nullopt;
}

} // namespace

class TestFormatDetection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySampleIsClaimedByItsOwnImporter_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format");
        const QDir root(test::dataPath(QString()));
        QDirIterator it(root.path(), QDir::Files, QDirIterator::Subdirectories);
        int count = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = root.relativeFilePath(path);
            if (relative.endsWith(QLatin1String(".md")))
                continue;
            // Files named bad-* are deliberately broken inputs for the importers' own tests.
            if (QFileInfo(path).fileName().startsWith(QLatin1String("bad")))
                continue;
            const auto format = expectedFormat(relative);
            if (!format)
                continue;
            QTest::newRow(qPrintable(relative)) << path << int(*format);
            ++count;
        }
        QVERIFY(count >= 10);
    }

    void everySampleIsClaimedByItsOwnImporter()
    {
        QFETCH(QString, path);
        QFETCH(int, format);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ImportInput input{path, file.readAll()};
        int bestScore = 0;
        int runnerUp = 0;
        const Importer *best = nullptr;
        for (const auto &importer : allImporters()) {
            const int score = importer->detect(input);
            if (score > bestScore) {
                runnerUp = bestScore;
                bestScore = score;
                best = importer.get();
            } else if (score > runnerUp) {
                runnerUp = score;
            }
        }
        QVERIFY2(best, "no importer claims the file");
        QCOMPARE(runFormatId(best->format()), runFormatId(RunFormat(format)));
        QVERIFY2(bestScore > runnerUp, "two importers claim the file equally");
    }
};

QTEST_GUILESS_MAIN(TestFormatDetection)
#include "tst_formatdetection.moc"
