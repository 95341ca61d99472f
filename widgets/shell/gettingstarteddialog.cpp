#include "widgets/shell/gettingstarteddialog.h"

#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QTextBrowser>

namespace lanebook {

namespace {

QString section(const QString &title, const QString &body)
{
    return QStringLiteral("<h3>") + title + QStringLiteral("</h3><p>") + body +
           QStringLiteral("</p>");
}

// One paragraph per step, each its own message, so a translator sees one idea at a time.
// The menu, tab and button names are the window's own: keep them in step when those change.
QString guideHtml()
{
    return QStringLiteral("<h2>") + GettingStartedDialog::tr("Getting started with Lanebook") +
           QStringLiteral("</h2><p>") +
           GettingStartedDialog::tr(
               "Lanebook keeps every benchmark run in one notebook, with where it came "
               "from, so that “FP8 is 12% faster” can always be checked against its runs.") +
           QStringLiteral("</p>") +
           section(GettingStartedDialog::tr("1. Open or create a notebook"),
                   GettingStartedDialog::tr(
                       "<b>File › New Notebook…</b> creates one (a single file), <b>File › "
                       "Open Notebook…</b> opens one and <b>File › Open Team Notebook…</b> "
                       "opens one the team shares on PostgreSQL. Without a notebook, the "
                       "start page may also offer <b>Open Demo Notebook</b>.")) +
           section(GettingStartedDialog::tr("2. Import result files"),
                   GettingStartedDialog::tr(
                       "Drop result files or folders on the window, or use <b>File › Import "
                       "Files…</b> and <b>File › Import Folder…</b>. Each file's format is "
                       "detected by its content, never its name: vLLM bench, SGLang "
                       "bench_serving, llama-bench, GuideLLM, AIPerf, genai-perf, lm-eval, "
                       "llama-perplexity. Importing a file again adds nothing.")) +
           section(GettingStartedDialog::tr("3. Runs"),
                   GettingStartedDialog::tr(
                       "The <b>Runs</b> tab lists every run. Type in <b>Filter runs</b> or "
                       "pick a tool, model or lane to narrow it; <b>View › Choose "
                       "Columns…</b> picks the metrics shown. The <b>Inspector</b> shows the "
                       "selected run's metrics, config, gates and notes.")) +
           section(GettingStartedDialog::tr("4. Compare"),
                   GettingStartedDialog::tr(
                       "Drag runs onto <b>Control (A)</b> and <b>Candidate (B)</b> in the "
                       "<b>Compare</b> tab, or use the Runs table's context menu. Runs are "
                       "paired by workload point and repeat; each point gets the delta with "
                       "its 95% confidence interval, a verdict that says faster or slower "
                       "only when the whole interval lies outside the noise floor, and the "
                       "validity gates (clocks, interleaving, sample size…) with reasons.")) +
           section(GettingStartedDialog::tr("5. Charts"),
                   GettingStartedDialog::tr(
                       "<b>Charts</b> plots throughput against context length and "
                       "concurrency, speed and quality against bits, latency distributions "
                       "and telemetry beside load, and exports them as PNG or SVG.")) +
           section(GettingStartedDialog::tr("6. Findings"),
                   GettingStartedDialog::tr(
                       "In <b>Findings</b>, <b>New Finding…</b> asks for the hypothesis "
                       "first: it is stamped before any result is linked. Link the runs, "
                       "write the analysis and record a verdict: adopted, negative, "
                       "inconclusive or invalid. Negative results are kept: they say what "
                       "not to try again.")) +
           section(GettingStartedDialog::tr("7. Waves"),
                   GettingStartedDialog::tr(
                       "A wave is an A/B experiment Lanebook runs itself. In <b>Waves</b>, "
                       "plan the arms (one per GPU), the workload and the repeats; the "
                       "arms run interleaved, A,B,A,B, so drift hits both alike. <b>Start "
                       "Wave</b>, watch each arm, then <b>Compare the Arms</b>.")) +
           section(GettingStartedDialog::tr("8. Live telemetry"),
                   GettingStartedDialog::tr(
                       "<b>Live</b> shows a card per GPU (power, clocks, temperature, "
                       "memory, throttle reasons in words) and the status bar keeps small "
                       "meters; each run records the telemetry of its GPUs.")) +
           section(GettingStartedDialog::tr("9. The command line"),
                   GettingStartedDialog::tr(
                       "Everything works from scripts too: <code>lanebook-cli help</code> "
                       "lists the commands (import, runs, compare, check for CI, run, "
                       "wave, finding…), on the same notebook."));
}

} // namespace

GettingStartedDialog::GettingStartedDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("gettingStartedDialog"));
    setWindowTitle(tr("Getting Started"));
    setModal(false);

    m_browser = new QTextBrowser;
    m_browser->setObjectName(QStringLiteral("gettingStartedBrowser"));
    m_browser->setOpenLinks(false); // the guide has no links; nothing may navigate it away
    m_browser->setHtml(guideHtml());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(720, 640);
}

} // namespace lanebook
