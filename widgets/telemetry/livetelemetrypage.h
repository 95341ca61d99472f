#pragma once

#include "models/telemetry/telemetryhistory.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QScrollArea;
class QSplitter;
class QStackedWidget;

namespace lanebook {

class GpuCard;
class RedrawClock;
class TelemetryChart;

// The Live tab: a card per GPU and a combined chart of one series for all GPUs,
// over the last minutes; or, with no telemetry, "No GPU telemetry: <why>" and what to do.
// The cards are a grid whose columns follow the width; when the full cards do not all fit
// above the chart, they take their compact form (as nvtop's rows), so that eight GPUs show
// without scrolling in a 1280x800 window, and the chart gets what the cards leave.
// GUI thread. It reads the history the composition root feeds and never asks a backend for
// anything but a source change (sourceRequested). Each batch only marks the page dirty; a
// RedrawClock repaints at most 12.5 times a second, and not at all while the tab is hidden.
class LiveTelemetryPage : public QWidget
{
    Q_OBJECT
public:
    explicit LiveTelemetryPage(TelemetryHistory *history, QWidget *parent = nullptr);

    // The sources the chooser offers, as `lanebook-cli telemetry --source` takes them.
    void setSourceChoices(const QStringList &sourceSpecs, const QString &current);
    void setWindowNs(std::int64_t windowNs);
    std::int64_t windowNs() const { return m_windowNs; }
    void setChartSeries(TelemetrySeries series);

    const std::vector<GpuCard *> &cards() const { return m_cards; }
    // The grid as laid out: its columns, and whether the cards are in their compact form.
    int cardColumns() const { return m_cardColumns; }
    bool cardsAreCompact() const;
    // The scroll area's viewport the cards are in.
    QWidget *cardViewport() const;
    TelemetryChart *chart() const { return m_chart; }
    RedrawClock *redrawClock() const { return m_clock; }
    QString statusText() const;
    // Whether the page shows the "No GPU telemetry" message instead of cards.
    bool showsNoTelemetry() const;

Q_SIGNALS:
    // The user chose another source ("auto", "nvidia-smi", "fake", ...).
    void sourceRequested(const QString &sourceSpec);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuildCards();
    enum class Relayout { IfChanged, Always };
    void layOutCards(Relayout relayout = Relayout::IfChanged);
    // How tall the cards may be together: the splitter less the chart's least height.
    int cardHeightBudgetPx() const;
    void redraw();
    void updateStatus();

    TelemetryHistory *m_history;
    RedrawClock *m_clock = nullptr;
    std::int64_t m_windowNs;
    QLabel *m_status = nullptr;
    QComboBox *m_source = nullptr;
    QComboBox *m_window = nullptr;
    QComboBox *m_series = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_message = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_cardArea = nullptr;
    QGridLayout *m_cardGrid = nullptr;
    QSplitter *m_splitter = nullptr;
    QWidget *m_chartPanel = nullptr;
    std::vector<GpuCard *> m_cards;
    int m_cardColumns = 0;
    bool m_cardsCompact = false;
    int m_cardWidthPx = 0;
    bool m_userSizedSplitter = false; // once the user drags it, the split is theirs
    TelemetryChart *m_chart = nullptr;
};

} // namespace lanebook
