#include "widgets/telemetry/livetelemetrypage.h"

#include "widgets/common/labelwrap.h"
#include "widgets/telemetry/gpucard.h"
#include "widgets/telemetry/gpucardlayout.h"
#include "widgets/telemetry/redrawclock.h"
#include "widgets/telemetry/telemetrychart.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>

#include <algorithm>
#include <limits>

namespace lanebook {

namespace {

constexpr std::int64_t kMinuteNs = 60LL * 1'000'000'000;
constexpr int kCardSpacing = 8;

} // namespace

LiveTelemetryPage::LiveTelemetryPage(TelemetryHistory *history, QWidget *parent)
    : QWidget(parent)
    , m_history(history)
    , m_windowNs(5 * kMinuteNs)
{
    setObjectName(QStringLiteral("livePage"));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("liveStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A source's reason for being unavailable can be a long line; it wraps instead of
    // widening the main window (the full text is also the tooltip).
    m_status->setWordWrap(true);
    m_status->setMinimumWidth(1);
    m_source = new QComboBox;
    m_source->setObjectName(QStringLiteral("liveSource"));
    // A source can be a long Prometheus URL: the box elides it rather than widen the window (a
    // combo's minimum width is its longest entry unless this is set).
    m_source->setMinimumContentsLength(12);
    m_source->setToolTip(tr("Where the readings come from. \"auto\" tries NVML, nvidia-smi, "
                            "xpu-smi, amd-smi and sysfs in turn."));
    m_window = new QComboBox;
    m_window->setObjectName(QStringLiteral("liveWindow"));
    for (int minutes : {1, 5, 10, 20})
        m_window->addItem(tr("last %n minute(s)", nullptr, minutes), minutes);
    m_window->setCurrentIndex(1);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(new QLabel(tr("Source:")));
    bar->addWidget(m_source);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Show:")));
    bar->addWidget(m_window);

    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("liveMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    LabelWrap::wrapAtAnyWidth(m_message); // a source's error can name a path
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_cardArea = new QWidget;
    m_cardGrid = new QGridLayout(m_cardArea);
    m_cardGrid->setContentsMargins(0, 0, 0, 0);
    m_cardGrid->setSpacing(kCardSpacing);
    m_scroll = new QScrollArea;
    m_scroll->setWidget(m_cardArea);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->viewport()->installEventFilter(this);

    m_series = new QComboBox;
    m_series->setObjectName(QStringLiteral("liveChartSeries"));
    for (int s = 0; s < kTelemetrySeriesCount; ++s) {
        const auto series = static_cast<TelemetrySeries>(s);
        m_series->addItem(TelemetryFormat::title(series), telemetrySeriesId(series));
    }
    m_chart = new TelemetryChart(m_history);
    m_chart->followNewest(m_windowNs);
    m_chartPanel = new QWidget;
    auto *chartPanel = m_chartPanel;
    auto *chartBar = new QHBoxLayout;
    chartBar->addWidget(new QLabel(tr("All GPUs:")));
    chartBar->addWidget(m_series);
    chartBar->addStretch(1);
    auto *chartLayout = new QVBoxLayout(chartPanel);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addLayout(chartBar);
    chartLayout->addWidget(m_chart, 1);

    m_splitter = new QSplitter(Qt::Vertical);
    auto *splitter = m_splitter;
    splitter->addWidget(m_scroll);
    splitter->addWidget(chartPanel);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    // Its height decides whether the full cards fit above the chart.
    splitter->installEventFilter(this);
    connect(splitter, &QSplitter::splitterMoved, this, [this] { m_userSizedSplitter = true; });

    m_stack = new QStackedWidget;
    m_stack->addWidget(m_message);
    m_stack->addWidget(splitter);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);

    m_clock = new RedrawClock(this, [this] { redraw(); });
    connect(m_history, &TelemetryHistory::appended, m_clock, &RedrawClock::markDirty);
    connect(m_history, &TelemetryHistory::gpusChanged, this, &LiveTelemetryPage::rebuildCards);
    connect(m_history, &TelemetryHistory::sourceStatusChanged, this,
            &LiveTelemetryPage::updateStatus);
    connect(m_window, &QComboBox::currentIndexChanged, this,
            [this] { setWindowNs(m_window->currentData().toInt() * kMinuteNs); });
    connect(m_series, &QComboBox::currentIndexChanged, this, [this] {
        if (const auto series = telemetrySeriesFromId(m_series->currentData().toString()))
            m_chart->setSeries(*series);
    });
    connect(m_source, &QComboBox::activated, this,
            [this] { Q_EMIT sourceRequested(m_source->currentData().toString()); });
    setChartSeries(TelemetrySeries::PowerW);
    rebuildCards();
}

void LiveTelemetryPage::setSourceChoices(const QStringList &sourceSpecs, const QString &current)
{
    const QSignalBlocker blocker(m_source);
    m_source->clear();
    for (const QString &spec : sourceSpecs)
        m_source->addItem(spec, spec);
    if (m_source->findData(current) < 0)
        m_source->addItem(current, current);
    m_source->setCurrentIndex(m_source->findData(current));
}

void LiveTelemetryPage::setWindowNs(std::int64_t windowNs)
{
    m_windowNs = windowNs;
    const int index = m_window->findData(int(windowNs / kMinuteNs));
    if (index >= 0 && index != m_window->currentIndex()) {
        const QSignalBlocker blocker(m_window);
        m_window->setCurrentIndex(index);
    }
    for (GpuCard *card : m_cards)
        card->setWindowNs(windowNs);
    m_chart->followNewest(windowNs);
}

void LiveTelemetryPage::setChartSeries(TelemetrySeries series)
{
    m_series->setCurrentIndex(m_series->findData(telemetrySeriesId(series)));
    m_chart->setSeries(series);
}

void LiveTelemetryPage::rebuildCards()
{
    for (GpuCard *card : m_cards)
        delete card;
    m_cards.clear();
    for (int g = 0; g < m_history->gpuCount(); ++g) {
        auto *card = new GpuCard(m_history, g, m_cardArea);
        card->setWindowNs(m_windowNs);
        m_cards.push_back(card);
    }
    layOutCards(Relayout::Always);
    updateStatus();
    m_chart->update();
}

int LiveTelemetryPage::cardHeightBudgetPx() const
{
    if (m_splitter->height() <= 0)
        return std::numeric_limits<int>::max() / 2; // not laid out yet: decided again on show
    return m_splitter->height() - m_splitter->handleWidth() -
           m_chartPanel->minimumSizeHint().height();
}

bool LiveTelemetryPage::cardsAreCompact() const
{
    return m_cardsCompact;
}

QWidget *LiveTelemetryPage::cardViewport() const
{
    return m_scroll->viewport();
}

void LiveTelemetryPage::layOutCards(Relayout relayout)
{
    if (m_cards.empty())
        return;
    const int count = static_cast<int>(m_cards.size());
    const int available =
        m_scroll->viewport()->width() > 50 ? m_scroll->viewport()->width() : width();
    const int budget = cardHeightBudgetPx();
    struct Grid
    {
        GpuCard::Form form;
        int columns;
        int widthPx;
        int cardHeightPx;
        int heightPx; // all rows
    };
    // As few rows as the form's narrowest card allows, in as few columns as give those rows
    // (eight cards in 4 + 4 rather than 5 + 3); the height that takes.
    const auto gridFor = [&](GpuCard::Form form) {
        const int minimum = GpuCardLayout::minimumWidthPx(form, m_cards.front()->font());
        const int most =
            std::clamp((available + kCardSpacing) / (minimum + kCardSpacing), 1, count);
        const int rows = (count + most - 1) / most;
        Grid grid{form, (count + rows - 1) / rows, available, 0, 0};
        grid.widthPx = (available - kCardSpacing * (grid.columns - 1)) / grid.columns;
        for (const GpuCard *card : m_cards)
            grid.cardHeightPx = std::max(grid.cardHeightPx, card->heightFor(form, grid.widthPx));
        grid.heightPx = rows * grid.cardHeightPx + (rows - 1) * kCardSpacing;
        return grid;
    };
    Grid grid = gridFor(GpuCard::Form::Full);
    if (grid.heightPx > budget)
        grid = gridFor(GpuCard::Form::Compact); // scrolls only if even these do not fit
    const bool compact = grid.form == GpuCard::Form::Compact;
    if (relayout == Relayout::Always || grid.columns != m_cardColumns ||
        compact != m_cardsCompact || grid.widthPx != m_cardWidthPx) {
        for (GpuCard *card : m_cards)
            card->setForm(grid.form, grid.widthPx);
        m_cardWidthPx = grid.widthPx;
        m_cardsCompact = compact;
    }
    if (relayout == Relayout::Always || grid.columns != m_cardColumns) {
        m_cardColumns = grid.columns;
        for (GpuCard *card : m_cards)
            m_cardGrid->removeWidget(card);
        for (int c = 0; c < m_cardGrid->columnCount(); ++c)
            m_cardGrid->setColumnStretch(c, 0);
        for (int r = 0; r < m_cardGrid->rowCount(); ++r)
            m_cardGrid->setRowStretch(r, 0);
        for (std::size_t i = 0; i < m_cards.size(); ++i)
            m_cardGrid->addWidget(m_cards[i], int(i) / grid.columns, int(i) % grid.columns);
        for (int c = 0; c < grid.columns; ++c)
            m_cardGrid->setColumnStretch(c, 1);
        m_cardGrid->setRowStretch((count + grid.columns - 1) / grid.columns, 1);
    }
    // One row of cards at least; never all of them, which would raise the window's minimum
    // height with the GPU count.
    m_scroll->setMinimumHeight(std::min(grid.heightPx, grid.cardHeightPx));
    // The cards get the height they need (all of them, when they fit), the chart the rest.
    if (!m_userSizedSplitter && m_splitter->height() > 0) {
        const int total = m_splitter->height() - m_splitter->handleWidth();
        const int cardsPx = std::min(grid.heightPx, budget);
        const QList<int> sizes{cardsPx, total - cardsPx};
        if (m_splitter->sizes() != sizes)
            m_splitter->setSizes(sizes);
    }
}

bool LiveTelemetryPage::eventFilter(QObject *watched, QEvent *event)
{
    // The viewport's width decides how many cards fit in a row, the splitter's height whether
    // they fit in their full form.
    if ((watched == m_scroll->viewport() || watched == m_splitter) &&
        event->type() == QEvent::Resize)
        layOutCards();
    return QWidget::eventFilter(watched, event);
}

void LiveTelemetryPage::redraw()
{
    bool reshaped = false;
    for (GpuCard *card : m_cards)
        reshaped = card->refresh() || reshaped;
    if (reshaped) // a PCIe or processes line came or went: the cards' height changed
        layOutCards(Relayout::Always);
    m_chart->refresh();
    updateStatus();
}

QString LiveTelemetryPage::statusText() const
{
    return m_status->text();
}

bool LiveTelemetryPage::showsNoTelemetry() const
{
    return m_stack->currentWidget() == m_message;
}

void LiveTelemetryPage::updateStatus()
{
    const int gpus = m_history->gpuCount();
    const QString problem = m_history->problem();
    QString text;
    if (gpus == 0) {
        text = TelemetryFormat::noTelemetryText(problem);
        m_message->setText(
            problem.isEmpty()
                ? text
                : tr("%1\n\nChoose another source above, or run `lanebook-cli telemetry "
                     "--source auto --once` to see what each source says.")
                      .arg(text));
    } else {
        const std::int64_t interval = m_history->tickIntervalNs();
        const QString rate =
            interval > 0 ? tr("%1 Hz").arg(QLocale().toString(1e9 / double(interval), 'f', 1))
                         : tr("first sample");
        text = tr("%1 · %n GPU(s) · %2", nullptr, gpus).arg(m_history->sourceId(), rate);
        if (!problem.isEmpty())
            text = tr("%1 — %2 (showing the last readings)")
                       .arg(text, TelemetryFormat::noTelemetryText(problem));
    }
    if (m_status->text() != text) {
        m_status->setText(text);
        m_status->setToolTip(text);
    }
    QWidget *current = gpus == 0 ? static_cast<QWidget *>(m_message) : m_stack->widget(1);
    if (m_stack->currentWidget() != current)
        m_stack->setCurrentWidget(current);
}

} // namespace lanebook
