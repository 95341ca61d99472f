// ComparePage: the comparison on screen (banner, table, statistics, quality beside speed,
// gates, config diff, notes) and the states around it (no arms, waiting, failed).
#include "widgets/comparison/comparepage.h"

#include "models/comparison/comparisonpointsmodel.h"
#include "models/run/metricvocabulary.h"
#include "models/text/numbertext.h"
#include "widgets/common/metricformat.h"
#include "widgets/comparison/comparisontableproxy.h"
#include "widgets/comparison/comparisontext.h"
#include "widgets/comparison/configdiffview.h"
#include "widgets/comparison/gatelistview.h"

#include <QComboBox>
#include <QFrame>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>

namespace lanebook {

namespace {

std::vector<qint64> toVector(const QList<qint64> &ids)
{
    return {ids.begin(), ids.end()};
}

// "Perplexity: control 6.11 (median of 2) · candidate 7.45 · +22%": the name people read.
QString qualityLine(const QualityRow &row)
{
    const auto side = [](const std::optional<double> &median, int runs) {
        const QString value = median ? MetricFormat::number(*median) : NumberText::missing();
        return runs > 1 ? ComparePage::tr("%1 (median of %2)").arg(value).arg(runs) : value;
    };
    QString line = ComparePage::tr("%1: control %2 · candidate %3")
                       .arg(MetricVocabulary::displayName(row.metricName),
                            side(row.controlMedian, row.controlRuns),
                            side(row.candidateMedian, row.candidateRuns));
    if (const auto change = row.changePercent())
        line += QStringLiteral(" · ") + MetricFormat::localized(NumberText::signedPercent(change));
    return line;
}

} // namespace

const ComparisonReport *ComparePage::shownReport() const
{
    return m_shown && m_shown->error.isEmpty() && !isWaiting() ? &m_shown->report : nullptr;
}

void ComparePage::showComparison(const ComparisonSnapshot &snapshot)
{
    // Only the answer to the request in flight: the user may have changed the arms since.
    if (!m_waiting || snapshot.controlRunIds != toVector(m_requestedControl) ||
        snapshot.candidateRunIds != toVector(m_requestedCandidate) ||
        snapshot.requestedMetric != m_requestedMetric)
        return;
    m_waiting = false;
    if (m_requestPending)
        return; // another request follows at once
    if (snapshot.error.isEmpty() && switchToSharedMetric(snapshot))
        return;
    // The builder chose; the metric remembered from an earlier session wins where both arms
    // record it (only then: an arm without it would make the comparison fail).
    if (m_metric.isEmpty() && !m_preferredMetric.isEmpty() && snapshot.error.isEmpty() &&
        snapshot.report.metricName != m_preferredMetric &&
        snapshot.metricsOnBothArms.contains(m_preferredMetric)) {
        m_metric = m_preferredMetric;
        m_requestPending = true;
        m_requestTimer->start();
        return;
    }
    m_shown = snapshot;
    if (!snapshot.error.isEmpty()) {
        setState(State::Failed, snapshot.error);
        return;
    }
    setState(State::Shown);
}

void ComparePage::setState(State state, const QString &error)
{
    const bool shown = state == State::Shown && m_shown;
    m_scroll->widget()->setEnabled(state != State::Waiting);
    m_recordButton->setEnabled(shown && shownReport() != nullptr);
    m_metricCombo->setEnabled(state != State::NoArms && m_metricCombo->count() > 0);
    if (state == State::Waiting) {
        // The last comparison stays, greyed, until the next arrives; the first says it is on
        // its way (reading the runs and resampling can take a moment on long arms).
        if (!m_shown) {
            m_headline->setText(tr("Comparing…"));
            m_detail->setText(tr("Reading %Ln control run(s) and the candidate runs, then "
                                 "computing the paired statistics.",
                                 nullptr, static_cast<int>(m_control.size())));
            m_message->hide();
        }
        return;
    }
    if (shown) {
        showReport(*m_shown);
        return;
    }
    m_shown.reset();
    m_metricNote->hide();
    m_pointsModel->clear();
    m_metricCombo->clear();
    m_metricCombo->setEnabled(false);
    for (QWidget *widget : std::initializer_list<QWidget *>{
             m_heldLabel, m_table, m_statistics, m_qualityTitle, m_quality, m_speculativeTitle,
             m_speculative, m_cacheTitle, m_cache, m_gatesTitle, m_gates, m_diffTitle, m_diff,
             m_notesTitle, m_notes})
        widget->hide();
    QPalette banner = palette();
    if (state == State::Failed) {
        m_headline->setText(tr("The runs could not be read"));
        m_detail->setText(error);
        m_message->hide();
        banner.setColor(
            QPalette::Window,
            ComparisonText::tint(ComparisonText::verdictColor(stats::Verdict::Slower, palette()),
                                 palette(), 0.18));
    } else {
        m_headline->setText(tr("Choose what to compare"));
        m_detail->setText(tr("Drag runs from the Runs table onto Control (A) and Candidate (B), "
                             "or select them there and use Compare in the context menu: two "
                             "runs, two sets of runs, or the two arms of a wave."));
        m_message->hide();
        banner.setColor(QPalette::Window, palette().color(QPalette::AlternateBase));
    }
    m_banner->setPalette(banner);
}

void ComparePage::showReport(const ComparisonSnapshot &snapshot)
{
    const ComparisonReport &report = snapshot.report;
    fillMetricCombo(snapshot);
    showMetricNote(report);
    showBanner(report, windowMessage(snapshot));

    m_pointsModel->setReport(report);
    const bool hasPoints = !report.points.empty();
    // Never an empty table: without a shared point the banner's message says why instead.
    m_table->setVisible(hasPoints);
    fitTable();
    const QString held = m_pointsModel->heldPointLabel();
    // A point's label is numbers and words only ("rate 2.5"): safe to give the locale's mark.
    m_heldLabel->setText(
        tr("Every row at %1; medians of %2.")
            .arg(held.isEmpty() ? tr("the workload shown") : MetricFormat::localized(held),
                 MetricVocabulary::displayName(report.metricName)));
    m_heldLabel->setToolTip(report.metricName);
    m_heldLabel->setVisible(hasPoints);
    m_statistics->setText(ComparisonText::statistics(report));
    m_statistics->setVisible(hasPoints);
    showQuality(report);

    const bool hasGates = !report.judgement.gates.empty();
    m_gates->setJudgement(report.judgement);
    m_gatesTitle->setVisible(hasGates);
    m_gates->setVisible(hasGates);

    // A config diff is only meaningful between runs at a shared point.
    m_diff->setDiff(report.configDiff);
    m_diffTitle->setText(tr("Config diff (control → candidate)"));
    m_diffTitle->setVisible(hasPoints);
    m_diff->setVisible(hasPoints);
    showNotes(report);
}

void ComparePage::fitTable()
{
    // As tall as its rows, and room under them for the sideways scroll bar the table shows when
    // its columns are wider than the page: no row is ever hidden behind it.
    QHeaderView *header = m_table->horizontalHeader();
    int height = header->sizeHint().height() + 2 * m_table->frameWidth() +
                 m_table->horizontalScrollBar()->sizeHint().height();
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        height += m_table->rowHeight(row);
    m_table->setFixedHeight(height);
}

bool ComparePage::switchToSharedMetric(const ComparisonSnapshot &snapshot)
{
    const QString &metric = snapshot.report.metricName;
    const QStringList &shared = snapshot.metricsOnBothArms;
    if (shared.isEmpty() || shared.contains(metric))
        return false;
    if (m_replacedMetric.isEmpty())
        m_replacedMetric = metric; // empty when the runs record no throughput at all
    // A choice made for other arms gives way to the builder's, as for any new arms; when that
    // is not shared either (or there is none), the remembered choice if both record it, else
    // the first both record (throughput first).
    if (!m_metric.isEmpty())
        m_metric.clear();
    else
        m_metric = shared.contains(m_preferredMetric) ? m_preferredMetric : shared.first();
    m_requestPending = true;
    m_requestTimer->start();
    return true;
}

QString ComparePage::windowMessage(const ComparisonSnapshot &snapshot)
{
    const ComparisonReport &report = snapshot.report;
    // The builder's words for a metric an arm lacks are for the command line (`--metric`).
    // Here the page has already moved to a shared metric where there is one.
    if (!report.comparable && !snapshot.metricsOnBothArms.contains(report.metricName))
        return tr("No metric is recorded by runs of both arms, so there is nothing to compare. "
                  "Put runs that measured the same thing (a throughput, a latency) in both "
                  "arms.");
    return report.message;
}

void ComparePage::showMetricNote(const ComparisonReport &report)
{
    const bool replaced = !m_replacedMetric.isEmpty() && report.metricName != m_replacedMetric &&
                          !report.metricName.isEmpty();
    if (replaced) {
        m_metricNote->setText(tr("%1 is not recorded by both arms, so this compares %2 instead.")
                                  .arg(MetricVocabulary::displayName(m_replacedMetric),
                                       MetricVocabulary::displayName(report.metricName)));
        m_metricNote->setToolTip(m_replacedMetric + QStringLiteral(" → ") + report.metricName);
    }
    m_metricNote->setVisible(replaced);
}

void ComparePage::showBanner(const ComparisonReport &report, const QString &message)
{
    m_headline->setText(ComparisonText::headline(report));
    m_detail->setText(ComparisonText::detail(report));
    m_detail->setVisible(!m_detail->text().isEmpty());
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    // The gates and the headline never disagree: a verdict they withhold is amber, its
    // headline in the plain text colour (ComparisonText::headline says why it does not count).
    const QColor color = ComparisonText::bannerColor(report, palette());
    QPalette banner = palette();
    banner.setColor(QPalette::Window, ComparisonText::tint(color, palette(), 0.18));
    m_banner->setPalette(banner);
    QPalette headline = m_headline->palette();
    headline.setColor(QPalette::WindowText, ComparisonText::headlineIsColoured(report)
                                                ? color.darker(115)
                                                : palette().color(QPalette::WindowText));
    m_headline->setPalette(headline);
}

void ComparePage::fillMetricCombo(const ComparisonSnapshot &snapshot)
{
    const QSignalBlocker blocker(m_metricCombo);
    m_metricCombo->clear();
    QStringList metrics = snapshot.metricsOnBothArms;
    const QString current = snapshot.report.metricName;
    // The metric asked for stays visible even when an arm lacks it: the message says so.
    if (!current.isEmpty() && !metrics.contains(current))
        metrics.prepend(current);
    // The name people read, the vocabulary id in the tooltip (and as the item's data).
    for (const QString &metric : std::as_const(metrics)) {
        m_metricCombo->addItem(MetricVocabulary::displayName(metric), metric);
        m_metricCombo->setItemData(m_metricCombo->count() - 1, metric, Qt::ToolTipRole);
    }
    m_metricCombo->setCurrentIndex(std::max(0, static_cast<int>(metrics.indexOf(current))));
    m_metricCombo->setEnabled(!metrics.isEmpty());
}

// Each quality metric with both arms' medians: speed is never shown alone. Acceptance rate
// and length say how well a draft model guesses, not how good the output is: their own section;
// so does the prefix cache (its hit rate, a conversation's TTFT by turn).
void ComparePage::showQuality(const ComparisonReport &report)
{
    const auto fill = [&report](QualityRowKind kind, QLabel *title, QLabel *label) {
        QStringList lines;
        QStringList ids;
        for (const QualityRow &row : report.quality) {
            if (row.kind != kind)
                continue;
            lines << qualityLine(row);
            ids << MetricVocabulary::displayName(row.metricName) + QStringLiteral(": ") +
                       row.metricName;
        }
        label->setText(lines.join(u'\n'));
        label->setToolTip(ids.join(u'\n')); // the vocabulary ids, for `--metric` and scripts
        title->setVisible(!lines.isEmpty());
        label->setVisible(!lines.isEmpty());
    };
    fill(QualityRowKind::Quality, m_qualityTitle, m_quality);
    fill(QualityRowKind::SpeculativeDecoding, m_speculativeTitle, m_speculative);
    fill(QualityRowKind::PrefixCache, m_cacheTitle, m_cache);
}

void ComparePage::showNotes(const ComparisonReport &report)
{
    QStringList lines;
    // Point messages appear here when several points share the table; with one point the
    // banner already carries its message.
    for (const PointComparison &point : report.points) {
        if (!point.message.isEmpty() && point.message != report.message)
            lines << QStringLiteral("• ") + point.point.label() + QStringLiteral(": ") +
                         point.message;
    }
    for (const WorkloadPoint &point : report.controlOnlyPoints)
        lines << QStringLiteral("• ") + tr("Only the control measured %1.").arg(point.label());
    for (const WorkloadPoint &point : report.candidateOnlyPoints)
        lines << QStringLiteral("• ") + tr("Only the candidate measured %1.").arg(point.label());
    for (const QString &note : report.notes)
        lines << QStringLiteral("• ") + note;
    m_notes->setText(lines.join(u'\n'));
    // The slow requests behind the one-line summaries, on demand; a tooltip stays on screen.
    constexpr qsizetype kDetailsShown = 40;
    QStringList details = report.requestOutlierDetails.mid(0, kDetailsShown);
    if (report.requestOutlierDetails.size() > kDetailsShown)
        details << tr("… and %n more", nullptr,
                      static_cast<int>(report.requestOutlierDetails.size() - kDetailsShown));
    m_notes->setToolTip(details.join(u'\n'));
    m_notesTitle->setVisible(!lines.isEmpty());
    m_notes->setVisible(!lines.isEmpty());
}

QString ComparePage::summaryLine() const
{
    if (!m_shown)
        return {};
    const ComparisonReport &report = m_shown->report;
    const QString detail = ComparisonText::detail(report);
    QString line = ComparisonText::headline(report);
    if (line.endsWith(u'.')) // a withheld verdict's sentence: the summary ends it once
        line.chop(1);
    if (!detail.isEmpty())
        line += QStringLiteral(" (") + detail + u')';
    if (!report.comparable)
        line += QStringLiteral(": ") + windowMessage(*m_shown);
    return line + u'.';
}

} // namespace lanebook
