#include "widgets/runs/runinspector.h"

#include "models/run/metricvocabulary.h"
#include "models/run/requestsamplesummary.h"
#include "models/run/runextrakeys.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"
#include "models/secrets/maskeddata.h"
#include "models/secrets/secretkeys.h"
#include "widgets/common/charwidth.h"
#include "widgets/common/elidedlabel.h"
#include "widgets/common/labelwrap.h"
#include "widgets/common/metricformat.h"
#include "widgets/common/runlabelstyle.h"
#include "widgets/telemetry/runtelemetrytraceview.h"

#include <QBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>

#include <algorithm>
#include <map>

namespace lanebook {

namespace {

QTreeWidgetItem *addRow(QTreeWidgetItem *parent, const QString &name, const QString &value,
                        const QString &toolTip = {})
{
    auto *item = new QTreeWidgetItem(parent, {name, value});
    item->setToolTip(0, name); // a long config key is elided when the values need the room
    item->setToolTip(1, toolTip.isEmpty() ? value : toolTip);
    return item;
}

QString jsonScalar(const nlohmann::json &value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_null())
        return QStringLiteral("—");
    if (value.is_number_float())
        return QString::number(value.get<double>(), 'g', 8);
    return QString::fromStdString(value.dump());
}

bool isScalarArray(const nlohmann::json &value)
{
    return value.is_array() &&
           std::all_of(value.begin(), value.end(), [](const auto &v) { return v.is_primitive(); });
}

// Objects become branches; arrays of plain values one comma-separated line; secrets are
// never shown.
void addJson(QTreeWidgetItem *parent, const nlohmann::json &object)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = QString::fromStdString(it.key());
        const nlohmann::json &value = it.value();
        if (isSecretValue(key, value)) {
            addRow(parent, key, redactedValue(), RunInspector::tr("Redacted: looks like a secret"));
        } else if (value.is_string() && value.get<std::string>() == redactedValue().toStdString()) {
            // Not a secret, yet masked: an older Lanebook destroyed it (maskeddata.h).
            addRow(parent, key, RunInspector::tr("lost"),
                   RunInspector::tr("An older Lanebook masked this value as if it were a secret "
                                    "and did not keep it. Import the run's source file again to "
                                    "restore it."));
        } else if (value.is_object()) {
            auto *branch = addRow(parent, key, {});
            addJson(branch, value);
        } else if (isScalarArray(value)) {
            QStringList parts;
            for (const auto &element : value)
                parts << jsonScalar(element);
            // A command line reads (and copies) best as one; other lists as lists.
            const bool commandLine = key == QLatin1String("argv") || key == QLatin1String("args");
            addRow(parent, key,
                   parts.join(commandLine ? QStringLiteral(" ") : QStringLiteral(", ")));
        } else if (value.is_array()) {
            auto *branch = addRow(parent, key, {});
            nlohmann::json indexed = nlohmann::json::object();
            for (size_t i = 0; i < value.size(); ++i)
                indexed[std::to_string(i)] = value[i];
            addJson(branch, indexed);
        } else {
            addRow(parent, key, jsonScalar(value));
        }
    }
}

} // namespace

RunInspector::RunInspector(QWidget *parent)
    : QWidget(parent)
{
    // A run label is often one long word (underscores, no spaces): wrapped, it made the dock
    // and the window as wide as the label. It elides keeping what tells runs apart, and is
    // whole in the tooltip and in the Label row below.
    m_title = new ElidedLabel(ElidedLabel::Elision::RunLabel);
    m_title->setObjectName(QStringLiteral("inspectorTitle"));
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = m_title->font();
    font.setBold(true);
    m_title->setFont(font);
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("inspectorMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    LabelWrap::wrapAtAnyWidth(m_message); // an error can name a path

    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("inspectorTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Property"), tr("Value")});
    m_tree->setUniformRowHeights(true);
    m_tree->setTextElideMode(Qt::ElideRight);
    m_tree->setIndentation(charWidthPx(m_tree->fontMetrics()) * 2); // metrics nest 3 deep
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_tree->header()->setStretchLastSection(true);
    // Neither column is ever a sliver: a dock narrower than both minimums scrolls instead.
    m_tree->header()->setMinimumSectionSize(minimumValueWidthPx());
    m_tree->header()->setResizeContentsPrecision(-1); // every row, not those in view: a few hundred
    // The columns are fitted again whenever the dock (and so the tree) changes width.
    m_tree->viewport()->installEventFilter(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(createTitleRow());
    layout->addWidget(m_tree, 1);
    m_trace = new RunTelemetryTraceView;
    m_trace->hide();
    layout->addWidget(m_trace);
    showMessage(tr("Select a run to see what it was."));
}

QSize RunInspector::sizeHint() const
{
    // Wide enough for "p99_ttft_ms  41.2 ms" without crowding the Runs table.
    return {charWidthPx(fontMetrics()) * 56, 480};
}

void RunInspector::showMessage(const QString &message)
{
    m_runId = 0;
    m_trace->clear();
    m_trace->hide();
    clearTree();
    m_tree->hide();
    m_title->clear();
    m_title->hide();
    m_message->setText(message);
    m_message->show();
    setAnnotationsShown(false);
}

QTreeWidgetItem *RunInspector::addSection(const QString &title)
{
    auto *section = new QTreeWidgetItem(m_tree, {title});
    QFont font = section->font(0);
    font.setBold(true);
    section->setFont(0, font);
    section->setFirstColumnSpanned(true);
    section->setExpanded(true);
    return section;
}

void RunInspector::showRun(const Run &run)
{
    m_runId = run.id;
    m_trace->clear();
    m_trace->hide();
    setAnnotationsShown(false); // the previous run's notes go with it
    setAnnotationsShown(true);
    m_message->hide();
    m_title->setText(run.label);
    m_title->show();
    m_tree->setUpdatesEnabled(false);
    clearTree();
    addIdentity(run);
    // Under the identity, where showGates() puts the gates above it: what people wrote about
    // the run comes before its numbers.
    m_notesSection = addSection(tr("Notes"));
    fillNotes({});
    if (const auto estimated = run.extra.find(kTokenCountsEstimatedKey);
        estimated != run.extra.end() && estimated->is_object()) {
        // Said near the top: every token rate of this run rests on the estimate.
        auto *item = new QTreeWidgetItem(
            m_tree, {tr("Token counts"),
                     tr("estimated from stream chunks for %n request(s): the server sent no usage",
                        nullptr, estimated->value("requests", 0))});
        item->setToolTip(1, item->text(1));
    }
    addMetrics(run);
    addCanaries(run); // near the top: a broken model is the first thing to know
    addSamples(run);
    if (!run.workload.empty())
        addJson(addSection(tr("Workload")), run.workload);
    if (!run.config.empty())
        addJson(addSection(tr("Config")), run.config);
    addSource(run);
    QTreeWidgetItem *extra = nullptr;
    if (!run.extra.empty()) {
        extra = addSection(tr("Other fields from the file"));
        addJson(extra, run.extra);
    }
    m_tree->expandAll();
    if (extra)
        extra->setExpanded(false); // the tool's own keys: there when needed, not in the way
    // What was read for this run before the run itself (after the tree it goes into).
    if (m_pendingRunId == run.id) {
        if (m_pendingTrace)
            showTelemetry(run.id, *m_pendingTrace);
        if (m_pendingAnnotations)
            showAnnotations(run.id, *m_pendingAnnotations);
    }
    keepForRun(0);
    m_tree->setUpdatesEnabled(true);
    m_tree->show();
    measureColumns(); // shown: a hidden tree measures only some of its rows
}

void RunInspector::clearTree()
{
    m_notesSection = nullptr;
    m_tree->clear();
}

void RunInspector::addIdentity(const Run &run)
{
    QTreeWidgetItem *section = addSection(tr("Run"));
    addRow(section, tr("Label"), run.label);
    addRow(section, tr("Id"), QString::number(run.id));
    addRow(section, tr("Format"), runFormatId(run.format));
    addRow(section, tr("Model"), run.model);
    addRow(section, tr("Lane"), run.lane);
    QString status = MetricFormat::statusTitle(run.status);
    if (!run.statusReason.isEmpty())
        status = tr("%1: %2").arg(status, statusReasonText(run.statusReason));
    // The same mark as in the Runs table, and what the status means (for inconclusive, that
    // nothing was recorded to judge by, and what to record).
    QTreeWidgetItem *statusRow = addRow(section, tr("Status"), status,
                                        RunLabelStyle::statusToolTip(run.status, run.statusReason));
    statusRow->setIcon(1, RunLabelStyle::statusMark(run.status));
    QStringList lost = maskedDataPaths(run.config, QStringLiteral("config"));
    lost << maskedDataPaths(run.workload, QStringLiteral("workload"))
         << maskedDataPaths(run.extra, QStringLiteral("extra"));
    if (!lost.isEmpty()) {
        const QString what = run.source.path.isEmpty()
                                 ? tr("A measured run has no source file to restore them from.")
                                 : tr("Import the run's source file again to restore them.");
        addRow(section, tr("Data lost"),
               tr("%n value(s) masked by an older Lanebook", nullptr, int(lost.size())),
               tr("An older Lanebook masked these values as if they were secrets and did not "
                  "keep them: %1. %2")
                   .arg(lost.join(QStringLiteral(", ")), what));
    }
    addRow(section, tr("Started"),
           run.startedAt.isValid() ? MetricFormat::dateTime(run.startedAt) : tr("not recorded"),
           run.startedAt.toUTC().toString(Qt::ISODate));
}

void RunInspector::addMetrics(const Run &run)
{
    if (run.metrics.empty())
        return;
    QTreeWidgetItem *section = addSection(tr("Metrics"));
    // Ordered by meaning within each group (the column chooser's order), named for people;
    // the vocabulary id goes in the tooltip.
    std::map<MetricVocabulary::Group, std::vector<const MetricValue *>> groups;
    for (const MetricValue &metric : run.metrics) {
        const auto entry = MetricVocabulary::describe(metric.name);
        groups[entry ? entry->group : MetricVocabulary::Group::Other].push_back(&metric);
    }
    for (auto &[group, metrics] : groups) {
        std::stable_sort(metrics.begin(), metrics.end(), [](const auto *a, const auto *b) {
            return MetricVocabulary::sortKey(a->name) < MetricVocabulary::sortKey(b->name);
        });
        auto *groupItem = addRow(section, MetricVocabulary::groupTitle(group), {});
        for (const MetricValue *metric : metrics) {
            const QString toolTip =
                metric->originalKey.isEmpty() || metric->originalKey == metric->name
                    ? metric->name
                    : tr("%1 (the file calls it \"%2\")").arg(metric->name, metric->originalKey);
            QTreeWidgetItem *item =
                addRow(groupItem, MetricVocabulary::displayName(metric->name),
                       MetricFormat::value(metric->value, metric->name), toolTip);
            item->setToolTip(0, toolTip);
        }
    }
}

void RunInspector::addSamples(const Run &run)
{
    if (run.samples.empty())
        return;
    const RequestSampleSummary summary = RequestSampleSummary::of(run.samples);
    QTreeWidgetItem *section = addSection(tr("Requests"));
    addRow(section, tr("Samples"), QString::number(summary.requests));
    addRow(section, tr("Failed"), QString::number(summary.failed));
    auto addLatency = [&](const QString &name, const RequestSampleSummary::Latency &latency) {
        if (latency.count == 0)
            return;
        const QString ms = QStringLiteral("ms");
        addRow(section, name,
               tr("median %1 · p90 %2 · p99 %3")
                   .arg(MetricFormat::withUnit(latency.medianMs, ms),
                        MetricFormat::withUnit(latency.p90Ms, ms),
                        MetricFormat::withUnit(latency.p99Ms, ms)),
               tr("over %n request(s) that recorded it", nullptr, latency.count));
    };
    addLatency(tr("TTFT"), summary.ttft);
    addLatency(tr("End-to-end"), summary.e2el);
    addRequestOutliers(section, run);
}

void RunInspector::addSource(const Run &run)
{
    if (run.source.path.isEmpty() && run.source.sha256.isEmpty())
        return;
    QTreeWidgetItem *section = addSection(tr("Source"));
    addRow(section, tr("File"), run.source.path);
    addRow(section, tr("SHA-256"), run.source.sha256);
    addRow(section, tr("Where in the file"), sourceLocatorText(run.source.locator));
    addRow(section, tr("Size"), MetricFormat::byteSize(run.source.sizeBytes));
}

void RunInspector::keepForRun(qint64 runId)
{
    if (runId == m_pendingRunId)
        return;
    m_pendingRunId = runId;
    m_pendingTrace.reset();
    m_pendingAnnotations.reset();
}

void RunInspector::showTelemetry(qint64 runId, const RunTelemetry &trace)
{
    if (runId == 0)
        return;
    if (runId != m_runId) {
        // The trace may be read before the run itself: keep it for showRun.
        keepForRun(runId);
        m_pendingTrace = trace;
        return;
    }
    m_trace->showTrace(trace);
    m_trace->setVisible(m_trace->hasTrace());
}

} // namespace lanebook
