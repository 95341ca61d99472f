#include "widgets/runs/runspage.h"

#include "models/runtable/runfilterproxymodel.h"
#include "widgets/common/charwidth.h"
#include "widgets/runs/runtabledelegate.h"

#include <QAction>
#include <QBoxLayout>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>

#include <algorithm>

namespace lanebook {

namespace {

enum Page { TablePage, EmptyPage, LoadingPage };

// Keeps a combo's choice (by item data) across a refill, or falls back to "all".
void refill(QComboBox *combo, const QString &allText, const QList<QPair<QString, QVariant>> &items)
{
    const QVariant current = combo->currentData();
    const QSignalBlocker blocker(combo);
    combo->clear();
    combo->addItem(allText);
    for (const auto &[text, data] : items)
        combo->addItem(text, data);
    const int index = current.isValid() ? combo->findData(current) : 0;
    combo->setCurrentIndex(index < 0 ? 0 : index);
}

} // namespace

RunsPage::RunsPage(QWidget *parent)
    : QWidget(parent)
    , m_model(new RunTableModel(this))
    , m_proxy(new RunFilterProxyModel(this))
{
    m_proxy->setRunTableModel(m_model);

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("runTable"));
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new RunTableDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several runs make an arm of a comparison; they drag out as run ids (RunIdsMime).
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setDragEnabled(true);
    m_table->setDragDropMode(QAbstractItemView::DragOnly);
    m_table->setDefaultDropAction(Qt::CopyAction);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, &RunsPage::showContextMenu);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle); // labels differ at both ends
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    // Columns are fitted to the rows in view and a sample around them. Qt's default sample
    // of 1,000 rows a column cost 140 ms on the GUI thread when a million runs' metrics
    // arrived; the rows in view are what the user reads.
    m_table->horizontalHeader()->setResizeContentsPrecision(kFitSampleRows);
    m_table->setSortingEnabled(true);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrentRowChanged(current); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { updateCompareActions(); });
    createCompareActions();
    createAnnotateAction();

    m_loadingLabel = new QLabel(tr("Loading runs…"));
    m_loadingLabel->setAlignment(Qt::AlignCenter);

    m_stack = new QStackedWidget;
    m_stack->insertWidget(TablePage, m_table);
    m_stack->insertWidget(EmptyPage, createEmptyState());
    m_stack->insertWidget(LoadingPage, m_loadingLabel);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createFilterBar());
    layout->addWidget(m_stack, 1);
    updateCountLabel();
}

QWidget *RunsPage::createFilterBar()
{
    m_filterEdit = new QLineEdit;
    m_filterEdit->setObjectName(QStringLiteral("runFilterEdit"));
    m_filterEdit->setPlaceholderText(tr("Filter runs"));
    m_filterEdit->setToolTip(tr("Shows runs whose label, model, lane or format contain every "
                                "word typed here"));
    m_filterEdit->setClearButtonEnabled(true);
    // Room for a few words; more would push the notebook tree and the inspector off a
    // 1280-pixel screen, since the docks get what the central page leaves.
    m_filterEdit->setMinimumWidth(charWidthPx(m_filterEdit->fontMetrics()) * 12);
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterText(text);
        afterFilterChange();
    });

    auto makeCombo = [this](const char *objectName, const QString &toolTip) {
        auto *combo = new QComboBox;
        combo->setObjectName(QString::fromLatin1(objectName));
        combo->setToolTip(toolTip);
        // Lane names can be long; the filter text field keeps most of the bar.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(6); // the popup shows whole names
        connect(combo, &QComboBox::currentIndexChanged, this, [this] { applyComboFilters(); });
        return combo;
    };
    m_formatCombo = makeCombo("formatFilterCombo", tr("Show runs imported from one tool"));
    m_modelCombo = makeCombo("modelFilterCombo", tr("Show runs of one model"));
    m_laneCombo = makeCombo("laneFilterCombo", tr("Show runs of one lane"));
    refillCombos();

    m_countLabel = new QLabel;
    m_countLabel->setObjectName(QStringLiteral("runCountLabel"));
    auto *columns = new QPushButton(tr("Columns…"));
    columns->setObjectName(QStringLiteral("chooseColumnsButton"));
    columns->setToolTip(tr("Choose which metrics the table shows"));
    connect(columns, &QPushButton::clicked, this, &RunsPage::chooseColumnsRequested);

    auto *bar = new QWidget;
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_filterEdit, 2);
    layout->addWidget(m_formatCombo);
    layout->addWidget(m_modelCombo);
    layout->addWidget(m_laneCombo);
    layout->addWidget(m_countLabel);
    layout->addWidget(columns);
    return bar;
}

QWidget *RunsPage::createEmptyState()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("runsEmptyState"));
    auto *title = new QLabel(tr("Drop benchmark result files here to import them"));
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    title->setFont(font);
    title->setAlignment(Qt::AlignCenter);
    auto *hint = new QLabel(tr("vLLM and SGLang bench results, llama-bench JSON/CSV, "
                               "AIPerf/genai-perf exports, GuideLLM benchmarks, lm-eval results "
                               "and llama-perplexity logs. Folders are searched for them."));
    hint->setWordWrap(true);
    hint->setAlignment(Qt::AlignCenter);
    // Fixed, not maximum: a wrapped label needs a known width to know its height.
    hint->setFixedWidth(charWidthPx(hint->fontMetrics()) * 60);
    auto *files = new QPushButton(tr("Import Files…"));
    auto *folder = new QPushButton(tr("Import Folder…"));
    connect(files, &QPushButton::clicked, this, &RunsPage::importFilesRequested);
    connect(folder, &QPushButton::clicked, this, &RunsPage::importFolderRequested);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(files);
    buttons->addWidget(folder);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(page);
    layout->addStretch();
    layout->addWidget(title);
    auto *hintRow = new QHBoxLayout; // stretches, not an alignment flag: see hint's width
    hintRow->addStretch();
    hintRow->addWidget(hint);
    hintRow->addStretch();
    layout->addLayout(hintRow);
    layout->addSpacing(12);
    layout->addLayout(buttons);
    layout->addStretch();
    return page;
}

void RunsPage::setSnapshot(const RunTableSnapshotPtr &snapshot)
{
    // A reset forgets column widths and order; with the same columns, the user's layout
    // is put back, otherwise the columns are fitted and arranged afresh.
    QHeaderView *header = m_table->horizontalHeader();
    // Metric columns fitted while their values were still being read are fitted again.
    const bool relayout = !snapshot || snapshot->metricColumns != m_sizedColumns ||
                          (!m_sizedWithRows && !snapshot->rows.empty()) ||
                          (!m_sizedWithMetrics && !snapshot->metricsPending);
    const QByteArray headerState = header->saveState();
    // The combos are refilled one by one: only the filters they end with may hide a run.
    m_refreshing = true;
    m_model->setSnapshot(snapshot);
    refillCombos();
    applyComboFilters(); // a combo may have fallen back to "all"
    m_refreshing = false;
    {
        const QSignalBlocker headerBlocker(header); // no re-sort from restoring the header
        if (relayout) {
            arrangeColumns();
            m_sizedColumns = m_model->snapshot()->metricColumns;
            m_sizedWithRows = !m_model->snapshot()->rows.empty();
            m_sizedWithMetrics = !m_model->metricsPending();
        } else {
            header->restoreState(headerState);
        }
        // The model re-applied its sort (by metric name); show where it landed.
        header->setSortIndicator(m_model->sortColumn(), m_model->sortOrder());
    }
    m_stack->setCurrentIndex(m_model->snapshot()->rows.empty() ? EmptyPage : TablePage);
    selectRun(m_currentRunId);
    updateCountLabel();
    updateCurrentRunHidden();
}

void RunsPage::showLoading()
{
    m_stack->setCurrentIndex(LoadingPage);
}

void RunsPage::arrangeColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    // Metrics right after the label and format, where they are seen without scrolling;
    // model and lane (also in the tree) and the rest after them.
    for (int logical = 0; logical < header->count(); ++logical)
        header->moveSection(header->visualIndex(logical), logical);
    for (int column : {RunTableModel::ModelColumn, RunTableModel::LaneColumn,
                       RunTableModel::StatusColumn, RunTableModel::StartedColumn})
        header->moveSection(header->visualIndex(column), header->count() - 1);

    // Fitted to the rows in view and a sample (kFitSampleRows), never to all of them.
    m_table->resizeColumnsToContents();
    const int charWidth = charWidthPx(m_table->fontMetrics());
    for (int column = 0; column < m_proxy->columnCount(); ++column) {
        const int maxChars =
            column == RunTableModel::LabelColumn                                          ? 44
            : column == RunTableModel::ModelColumn || column == RunTableModel::LaneColumn ? 30
                                                                                          : 24;
        // A long value is cut to the cap; the column's own name never is ("Request
        // throughput (req/s)" is 26 characters, more in German, with the sort arrow after it).
        const int capPx = std::max(maxChars * charWidth, header->sectionSizeHint(column));
        if (m_table->columnWidth(column) > capPx)
            m_table->setColumnWidth(column, capPx);
    }
}

void RunsPage::refillCombos()
{
    QList<QPair<QString, QVariant>> formats;
    for (RunFormat format : m_model->formats())
        formats.append({runFormatId(format), static_cast<int>(format)});
    refill(m_formatCombo, tr("All formats"), formats);
    QList<QPair<QString, QVariant>> models;
    for (const QString &model : m_model->models())
        models.append({model, model});
    refill(m_modelCombo, tr("All models"), models);
    QList<QPair<QString, QVariant>> lanes;
    for (const QString &lane : m_model->lanes())
        lanes.append({lane, lane});
    refill(m_laneCombo, tr("All lanes"), lanes);
}

void RunsPage::applyComboFilters()
{
    const QVariant format = m_formatCombo->currentData();
    m_proxy->setFormatFilter(format.isValid()
                                 ? std::optional<RunFormat>(static_cast<RunFormat>(format.toInt()))
                                 : std::nullopt);
    m_proxy->setModelFilter(m_modelCombo->currentData().toString());
    m_proxy->setLaneFilter(m_laneCombo->currentData().toString());
    afterFilterChange();
}

void RunsPage::afterFilterChange()
{
    updateCountLabel();
    // The chosen run comes back into view (and selection) when a filter shows it again.
    if (m_currentRunId != 0 && !m_table->selectionModel()->hasSelection())
        selectRun(m_currentRunId);
    if (!m_refreshing)
        updateCurrentRunHidden();
}

void RunsPage::updateCurrentRunHidden()
{
    // The inspector must not keep showing a run the table no longer shows.
    const bool hidden = m_currentRunId != 0 && m_proxy->rowOfRun(m_currentRunId) < 0;
    const bool wasHidden = m_currentRunId != 0 && m_hiddenRunId == m_currentRunId;
    if (hidden != wasHidden) {
        m_hiddenRunId = hidden ? m_currentRunId : 0;
        Q_EMIT currentRunHiddenChanged(m_currentRunId, hidden);
    }
}

void RunsPage::clearFilters()
{
    m_filterEdit->clear();
    for (QComboBox *combo : {m_formatCombo, m_modelCombo, m_laneCombo})
        combo->setCurrentIndex(0);
}

void RunsPage::updateCountLabel()
{
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    const QString count =
        shown == total ? tr("%Ln run(s)", nullptr, total)
                       : tr("%1 of %Ln run(s)", nullptr, total).arg(QLocale().toString(shown));
    m_countLabel->setText(count);
}

void RunsPage::selectRun(qint64 runId)
{
    m_currentRunId = runId;
    m_selecting = true;
    const int row = runId != 0 ? m_proxy->rowOfRun(runId) : -1;
    if (row >= 0) {
        const QModelIndex index = m_proxy->index(row, 0);
        m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                              QItemSelectionModel::Rows);
        m_table->scrollTo(index);
    } else {
        m_table->selectionModel()->clear();
    }
    m_selecting = false;
}

void RunsPage::onCurrentRowChanged(const QModelIndex &current)
{
    if (m_selecting || !current.isValid())
        return;
    const qint64 runId = m_proxy->runIdAt(current.row());
    if (runId == 0 || runId == m_currentRunId)
        return;
    m_currentRunId = runId;
    Q_EMIT currentRunChanged(runId);
}

void RunsPage::createCompareActions()
{
    auto make = [this](const QString &text, const QKeySequence &shortcut, auto handler) {
        auto *action = new QAction(text, this);
        action->setShortcut(shortcut);
        // Only while the table has focus: the shortcuts act on its selection.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, handler);
        m_table->addAction(action);
        return action;
    };
    auto edit = [this](ComparisonArm arm, ArmEdit how) {
        return [this, arm, how] {
            if (const QList<qint64> ids = selectedRunIds(); !ids.isEmpty())
                Q_EMIT compareArmEdited(arm, how, ids);
        };
    };
    m_setControlAction =
        make(tr("Set as &Control (A)"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
             edit(ComparisonArm::Control, ArmEdit::Replace));
    m_addControlAction =
        make(tr("Add to Control (A)"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_A),
             edit(ComparisonArm::Control, ArmEdit::Add));
    m_setCandidateAction =
        make(tr("Set as Ca&ndidate (B)"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
             edit(ComparisonArm::Candidate, ArmEdit::Replace));
    m_addCandidateAction =
        make(tr("Add to Candidate (B)"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_B),
             edit(ComparisonArm::Candidate, ArmEdit::Add));
    m_compareTwoAction =
        make(tr("Compare &These Two"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), [this] {
            QList<qint64> ids = selectedRunIds();
            if (ids.size() != 2)
                return;
            std::sort(ids.begin(), ids.end());
            Q_EMIT compareTwoRequested(ids.at(0), ids.at(1));
        });
    m_compareTwoAction->setToolTip(tr("Compare the two selected runs: the older is the control"));
    updateCompareActions();
}

QList<QAction *> RunsPage::compareActions() const
{
    return {m_setControlAction, m_addControlAction, m_setCandidateAction, m_addCandidateAction,
            m_compareTwoAction};
}

QList<qint64> RunsPage::selectedRunIds() const
{
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<qint64> ids;
    ids.reserve(rows.size());
    for (const QModelIndex &index : std::as_const(rows)) {
        if (const qint64 id = m_proxy->runIdAt(index.row()); id != 0)
            ids << id;
    }
    return ids;
}

void RunsPage::updateCompareActions()
{
    // Summing the ranges is cheap on a select-all of 100k rows; ranges may overlap after
    // Ctrl+clicks, so the exact count is taken only where it decides (two runs).
    qsizetype selected = 0;
    for (const QItemSelectionRange &range : m_table->selectionModel()->selection())
        selected += range.height();
    if (selected <= 4)
        selected = m_table->selectionModel()->selectedRows().size();
    for (QAction *action :
         {m_setControlAction, m_addControlAction, m_setCandidateAction, m_addCandidateAction})
        action->setEnabled(selected > 0);
    m_compareTwoAction->setEnabled(selected == 2);
}

void RunsPage::showContextMenu(const QPoint &position)
{
    if (m_table->selectionModel()->selectedRows().isEmpty())
        return;
    QMenu menu(this);
    QMenu *compare = menu.addMenu(tr("Co&mpare"));
    compare->addAction(m_setControlAction);
    compare->addAction(m_addControlAction);
    compare->addSeparator();
    compare->addAction(m_setCandidateAction);
    compare->addAction(m_addCandidateAction);
    menu.addAction(m_compareTwoAction);
    menu.addSeparator();
    menu.addAction(m_annotateAction);
    menu.exec(m_table->viewport()->mapToGlobal(position));
}

} // namespace lanebook
