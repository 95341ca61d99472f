#include "widgets/findings/findingeditor.h"

#include "widgets/common/errortext.h"
#include "widgets/findings/findingstyle.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedLayout>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lanebook {

namespace {

// Long enough to gather a burst of typing into one edit in the history, short enough that
// closing the window right after typing loses nothing (flush() runs on close too).
constexpr int kAutosaveDelayMs = 700;

constexpr int kRunIdRole = Qt::UserRole + 1;

// A text box sized for about `lines` lines: short fields stay short instead of sharing out
// the page's height; the analysis gets room.
QPlainTextEdit *textBox(const QString &objectName, const QString &placeholder, int lines)
{
    auto *edit = new QPlainTextEdit;
    edit->setObjectName(objectName);
    edit->setPlaceholderText(placeholder);
    edit->setTabChangesFocus(true);
    const int lineHeight = edit->fontMetrics().lineSpacing();
    edit->setMinimumHeight(lineHeight * lines + 12);
    edit->setMaximumHeight(lineHeight * (lines < 6 ? lines + 2 : 40) + 12);
    edit->setSizePolicy(QSizePolicy::Expanding,
                        lines < 6 ? QSizePolicy::Fixed : QSizePolicy::Expanding);
    return edit;
}

QString utcText(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))
                          : QString();
}

} // namespace

FindingEditor::FindingEditor(QWidget *parent)
    : QWidget(parent)
{
    m_saveTimer = new QTimer(this);
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(kAutosaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &FindingEditor::flush);

    m_placeholder = new QLabel(tr("Choose a finding on the left, or start one with New Finding. "
                                  "Write the hypothesis first: it is stamped with the time, so "
                                  "the write-up shows it came before the results."));
    m_placeholder->setObjectName(QStringLiteral("findingPlaceholder"));
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setMargin(40);
    m_form = createForm();
    auto *stack = new QStackedLayout(this);
    stack->addWidget(m_placeholder);
    stack->addWidget(m_form);
    clear();
}

FindingEditor::~FindingEditor() = default;

QWidget *FindingEditor::createForm()
{
    createTextFields();
    QLayout *verdictRow = createVerdictRow();
    QWidget *links = createLinkList();
    QWidget *analysis = createAnalysis();
    createFollowUpFields();
    createHistory();
    QWidget *form = layOutForm(verdictRow, links, analysis);
    connectEdits();
    connectLinkList();
    return form;
}

// The verdict banner, the title, the hypothesis with its stamp, the prediction.
void FindingEditor::createTextFields()
{
    m_banner = new QLabel;
    m_banner->setObjectName(QStringLiteral("findingVerdictBanner"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(8);
    m_banner->setAutoFillBackground(true);

    m_title = new QLineEdit;
    m_title->setObjectName(QStringLiteral("findingTitleEdit"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);

    m_hypothesis = textBox(QStringLiteral("findingHypothesisEdit"),
                           tr("What you expect and why, written before any result."), 3);
    m_hypothesisStamp = new QLabel;
    m_hypothesisStamp->setObjectName(QStringLiteral("findingHypothesisStamp"));
    m_hypothesisStamp->setWordWrap(true);
    m_prediction = textBox(QStringLiteral("findingPredictionEdit"),
                           tr("The number you predict, e.g. +5% output tok/s at concurrency 256 "
                              "(the byte ledger's bound when there is one)."),
                           2);
}

// The verdict and its reason, side by side.
QLayout *FindingEditor::createVerdictRow()
{
    m_verdict = new QComboBox;
    m_verdict->setObjectName(QStringLiteral("findingVerdictCombo"));
    m_verdict->addItem(FindingStyle::verdictBadge(std::nullopt), QString());
    for (FindingVerdict v : {FindingVerdict::Adopted, FindingVerdict::Negative,
                             FindingVerdict::Inconclusive, FindingVerdict::Invalid})
        m_verdict->addItem(FindingStyle::verdictBadge(v), findingVerdictId(v));
    m_reason = new QLineEdit;
    m_reason->setObjectName(QStringLiteral("findingReasonEdit"));
    m_reason->setPlaceholderText(tr("Why: a verdict nobody can explain is not one."));
    auto *verdictRow = new QHBoxLayout;
    verdictRow->addWidget(m_verdict);
    verdictRow->addWidget(m_reason, 1);
    return verdictRow;
}

// The linked runs and waves, with the button that links more.
QWidget *FindingEditor::createLinkList()
{
    m_links = new QListWidget;
    m_links->setObjectName(QStringLiteral("findingLinksList"));
    m_links->setToolTip(tr("Runs and waves this finding rests on. Double-click a run to open it "
                           "in the Runs tab."));
    m_links->setMaximumHeight(m_links->fontMetrics().lineSpacing() * 7);
    m_linkRuns = new QPushButton(tr("&Link Runs…"));
    m_linkRuns->setObjectName(QStringLiteral("findingLinkRunsButton"));
    m_linkRuns->setToolTip(tr("Choose runs of the notebook as this finding's control (A) or "
                              "candidate (B)."));
    auto *box = new QWidget;
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_links);
    column->addWidget(m_linkRuns, 0, Qt::AlignLeft);
    return box;
}

// The markdown analysis beside its live preview.
QWidget *FindingEditor::createAnalysis()
{
    m_analysis = textBox(QStringLiteral("findingAnalysisEdit"),
                         tr("Markdown: why the result came out this way, under which conditions "
                            "it might not."),
                         12);
    m_preview = new QTextBrowser;
    m_preview->setObjectName(QStringLiteral("findingAnalysisPreview"));
    m_preview->setOpenExternalLinks(true);
    m_preview->setMinimumHeight(m_analysis->minimumHeight());
    auto *analysisSplit = new QSplitter(Qt::Horizontal);
    analysisSplit->addWidget(m_analysis);
    analysisSplit->addWidget(m_preview);
    analysisSplit->setChildrenCollapsible(false);
    return analysisSplit;
}

// What the result rules out and what to try next.
void FindingEditor::createFollowUpFields()
{
    m_rulesOut = textBox(QStringLiteral("findingRulesOutEdit"),
                         tr("The class of ideas this result rules out."), 2);
    m_nextSteps = textBox(QStringLiteral("findingNextStepsEdit"), tr("What to try next."), 2);
}

// The edits so far, and the line that says whether the last one was saved.
void FindingEditor::createHistory()
{
    m_history = new QTreeWidget;
    m_history->setObjectName(QStringLiteral("findingHistoryTree"));
    m_history->setHeaderLabels({tr("When (UTC)"), tr("Field"), tr("Now reads")});
    m_history->setRootIsDecorated(false);
    m_history->header()->setStretchLastSection(true);
    m_history->setMinimumHeight(m_history->fontMetrics().lineSpacing() * 6);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("findingSaveStatus"));
    m_status->setForegroundRole(QPalette::PlaceholderText);
}

// The banner over the form, in a scroll area, with the save status under it.
QWidget *FindingEditor::layOutForm(QLayout *verdictRow, QWidget *links, QWidget *analysis)
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Hypothesis:"), m_hypothesis);
    form->addRow(QString(), m_hypothesisStamp);
    form->addRow(tr("&Prediction:"), m_prediction);
    auto *verdictLabel = new QLabel(tr("&Verdict:"));
    verdictLabel->setBuddy(m_verdict);
    form->addRow(verdictLabel, verdictRow);
    form->addRow(tr("Linked:"), links);
    form->addRow(tr("&Analysis:"), analysis);
    form->addRow(tr("&Rules out:"), m_rulesOut);
    form->addRow(tr("&Next:"), m_nextSteps);
    form->addRow(tr("History:"), m_history);

    auto *content = new QWidget;
    auto *column = new QVBoxLayout(content);
    column->addWidget(m_banner);
    column->addLayout(form);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto *outer = new QWidget;
    auto *outerLayout = new QVBoxLayout(outer);
    outerLayout->setContentsMargins(0, 0, 0, 0);
    outerLayout->addWidget(scroll, 1);
    outerLayout->addWidget(m_status);
    return outer;
}

// Edits mark their field dirty for the autosave; the analysis feeds its preview.
void FindingEditor::connectEdits()
{
    connect(m_title, &QLineEdit::textEdited, this, [this] { markDirty(FindingField::Title); });
    const std::pair<QPlainTextEdit *, FindingField> texts[] = {
        {m_hypothesis, FindingField::Hypothesis},
        {m_prediction, FindingField::Prediction},
        {m_analysis, FindingField::Analysis},
        {m_rulesOut, FindingField::RulesOut},
        {m_nextSteps, FindingField::NextSteps}};
    for (const auto &[edit, field] : texts) {
        connect(edit, &QPlainTextEdit::textChanged, this, [this, field = field] {
            if (!m_filling)
                markDirty(field);
        });
    }
    connect(m_analysis, &QPlainTextEdit::textChanged, this,
            [this] { m_preview->setMarkdown(m_analysis->toPlainText()); });
    connect(m_reason, &QLineEdit::textEdited, this,
            [this] { markDirty(FindingField::VerdictReason); });
    connect(m_verdict, &QComboBox::activated, this, &FindingEditor::onVerdictChosen);
}

// Unlink from the context menu; a double-click opens the run.
void FindingEditor::connectLinkList()
{
    m_links->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *unlink = new QAction(tr("Unlink This Run"), m_links);
    unlink->setObjectName(QStringLiteral("unlinkRunAction"));
    m_links->addAction(unlink);
    connect(unlink, &QAction::triggered, this, [this] {
        const QListWidgetItem *item = m_links->currentItem();
        const qint64 runId = item ? item->data(kRunIdRole).toLongLong() : 0;
        if (runId != 0 && m_details.finding.id != 0)
            Q_EMIT unlinkRunRequested(m_details.finding.id, runId);
    });
    connect(m_linkRuns, &QPushButton::clicked, this, [this] {
        if (m_details.finding.id != 0)
            Q_EMIT linkRunsWanted(m_details.finding.id);
    });
    connect(m_links, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const qint64 runId = item->data(kRunIdRole).toLongLong();
        if (runId != 0)
            Q_EMIT openRunRequested(runId);
    });
}

QPlainTextEdit *FindingEditor::editFor(FindingField field) const
{
    switch (field) {
    case FindingField::Hypothesis:
        return m_hypothesis;
    case FindingField::Prediction:
        return m_prediction;
    case FindingField::Analysis:
        return m_analysis;
    case FindingField::RulesOut:
        return m_rulesOut;
    case FindingField::NextSteps:
        return m_nextSteps;
    case FindingField::Title:
    case FindingField::VerdictReason:
        break;
    }
    return nullptr;
}

QString FindingEditor::fieldText(FindingField field) const
{
    if (field == FindingField::Title)
        return m_title->text();
    if (field == FindingField::VerdictReason)
        return m_reason->text();
    return editFor(field)->toPlainText();
}

void FindingEditor::setFieldText(FindingField field, const QString &text)
{
    if (fieldText(field) == text)
        return; // keeps the cursor where the user left it
    if (field == FindingField::Title)
        m_title->setText(text);
    else if (field == FindingField::VerdictReason)
        m_reason->setText(text);
    else
        editFor(field)->setPlainText(text);
}

void FindingEditor::clear()
{
    m_saveTimer->stop();
    m_dirty.clear();
    m_verdictPending = false;
    m_details = FindingDetails{};
    static_cast<QStackedLayout *>(layout())->setCurrentWidget(m_placeholder);
}

void FindingEditor::showDetails(const FindingDetails &details)
{
    const bool same = details.finding.id == m_details.finding.id;
    if (!same)
        flush();
    m_details = details;
    if (!same) {
        m_dirty.clear();
        m_verdictPending = false;
        setStatus({});
    }
    m_filling = true;
    for (FindingField field : allFindingFields()) {
        if (!m_dirty.contains(field))
            setFieldText(field, details.finding.text(field));
    }
    if (!m_verdictPending) {
        const QString id =
            details.finding.verdict ? findingVerdictId(*details.finding.verdict) : QString();
        m_verdict->setCurrentIndex(std::max(0, m_verdict->findData(id)));
    }
    m_filling = false;
    if (!m_reason->hasFocus())
        m_reason->setCursorPosition(0); // a long reason reads from its start
    if (!m_title->hasFocus())
        m_title->setCursorPosition(0);
    m_preview->setMarkdown(m_analysis->toPlainText());
    updateBanner();
    updateHypothesisLock();
    fillLinks();
    fillHistory();
    static_cast<QStackedLayout *>(layout())->setCurrentWidget(m_form);
}

void FindingEditor::markDirty(FindingField field)
{
    if (m_details.finding.id == 0)
        return;
    m_dirty.insert(field);
    setStatus(tr("Editing…"));
    m_saveTimer->start();
}

bool FindingEditor::hasUnsavedEdits() const
{
    return !m_dirty.isEmpty() || m_verdictPending;
}

void FindingEditor::onVerdictChosen()
{
    if (m_details.finding.id == 0)
        return;
    const QString id = m_verdict->currentData().toString();
    if (id.isEmpty()) {
        // A recorded verdict is changed, never withdrawn: the history must show what was said.
        if (m_details.finding.verdict) {
            m_verdict->setCurrentIndex(
                m_verdict->findData(findingVerdictId(*m_details.finding.verdict)));
            setStatus(tr("A recorded verdict can be changed, not withdrawn."));
        }
        m_verdictPending = false;
        return;
    }
    m_verdictPending = true;
    updateBanner();
    // Said at once, in red: a verdict without its reason is not saved, and must not look saved.
    if (m_reason->text().trimmed().isEmpty())
        setStatus(tr("Not saved: a verdict is saved with its reason. Write why."), true);
    m_saveTimer->start();
}

void FindingEditor::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    // The error red is set on WindowText; ordinary notes are drawn in the placeholder grey.
    m_status->setForegroundRole(error ? QPalette::WindowText : QPalette::PlaceholderText);
    ErrorText::setError(m_status, error);
}

void FindingEditor::flush()
{
    m_saveTimer->stop();
    const qint64 id = m_details.finding.id;
    if (id == 0)
        return;
    if (m_verdictPending) {
        const QString reason = m_reason->text().trimmed();
        if (reason.isEmpty()) {
            setStatus(tr("Not saved: a verdict is saved with its reason. Write why."), true);
            m_reason->setFocus();
        } else if (const auto verdict = findingVerdictFromId(m_verdict->currentData().toString())) {
            m_verdictPending = false;
            updateBanner();
            m_dirty.remove(FindingField::VerdictReason); // saved with the verdict
            setStatus(tr("Saving…"));
            Q_EMIT verdictChosen(id, *verdict, reason);
        }
    }
    const QSet<FindingField> dirty = m_dirty;
    m_dirty.clear();
    for (FindingField field : allFindingFields()) {
        if (!dirty.contains(field))
            continue;
        if (field == FindingField::Title && m_title->text().trimmed().isEmpty()) {
            setStatus(tr("A finding needs a title; the old one is kept."));
            continue;
        }
        setStatus(tr("Saving…"));
        Q_EMIT fieldEdited(id, field, fieldText(field));
    }
}

void FindingEditor::showSaved()
{
    if (!hasUnsavedEdits())
        setStatus(tr("All changes saved %1.")
                      .arg(QLocale().toString(QTime::currentTime(), QLocale::ShortFormat)));
}

void FindingEditor::showSaveFailed(const QString &message)
{
    setStatus(tr("Not saved: %1").arg(message));
}

void FindingEditor::updateBanner()
{
    const auto verdict = findingVerdictFromId(m_verdict->currentData().toString());
    const QString reason = m_details.finding.verdictReason;
    QString text;
    if (!verdict) {
        text = tr("<b>Under test.</b> Link the runs it rests on (Compare › Record Verdict, or "
                  "<tt>lanebook-cli finding link</tt>), then record the verdict.");
    } else if (*verdict == FindingVerdict::Negative) {
        text = tr("<b>%1 result</b> — kept, with why, so nobody tries it blind again.%2")
                   .arg(FindingStyle::verdictBadge(verdict).toHtmlEscaped(),
                        reason.isEmpty() ? QString()
                                         : QStringLiteral("<br>") + reason.toHtmlEscaped());
    } else {
        text =
            QStringLiteral("<b>%1</b>%2")
                .arg(FindingStyle::verdictBadge(verdict).toHtmlEscaped(),
                     reason.isEmpty() ? QString() : QStringLiteral(" — ") + reason.toHtmlEscaped());
    }
    if (m_verdictPending && verdict)
        text += QStringLiteral("<br><i>") +
                tr("Not saved yet: the verdict is saved with its reason.").toHtmlEscaped() +
                QStringLiteral("</i>");
    m_banner->setText(text);
    QPalette palette = this->palette();
    const QColor accent = FindingStyle::verdictColor(verdict, palette);
    QColor background = palette.color(QPalette::Window);
    if (verdict) {
        // Blend by hand: a label paints its background opaque.
        const QColor window = palette.color(QPalette::Window);
        background = QColor::fromRgbF(window.redF() * 0.84f + accent.redF() * 0.16f,
                                      window.greenF() * 0.84f + accent.greenF() * 0.16f,
                                      window.blueF() * 0.84f + accent.blueF() * 0.16f);
    }
    palette.setColor(QPalette::Window, background);
    palette.setColor(QPalette::WindowText, verdict ? accent : palette.color(QPalette::WindowText));
    m_banner->setPalette(palette);
    m_banner->setProperty("verdict", verdict ? findingVerdictId(*verdict) : QString());
}

void FindingEditor::updateHypothesisLock()
{
    const Finding &f = m_details.finding;
    const bool locked = f.hasLinkedRuns() || f.verdict.has_value();
    m_hypothesis->setReadOnly(locked);
    const QString written = utcText(f.hypothesisAt);
    QString stamp;
    const QDateTime firstResult = m_details.firstResultAt;
    if (!f.hypothesisSource.isEmpty()) {
        // Recorded after the fact (a published write-up, an old notebook): neither "before"
        // nor "the results were known" describes it, so it says where it came from.
        stamp = tr("Reconstructed after the results, from %1; recorded %2.")
                    .arg(f.hypothesisSource, written);
        if (locked)
            stamp += QLatin1Char(' ') + tr("Locked now that results are linked.");
    } else if (locked && written.isEmpty())
        stamp = tr("Locked: results are linked, so the hypothesis can no longer change.");
    else if (locked && firstResult.isValid() && f.hypothesisAt > firstResult)
        stamp = tr("Written %1, AFTER the first linked run started (%2): the results were "
                   "known. Locked now that results are linked.")
                    .arg(written, utcText(firstResult));
    else if (locked && firstResult.isValid())
        stamp = tr("Written %1, before the first linked run started (%2); locked now that "
                   "results are linked.")
                    .arg(written, utcText(firstResult));
    else if (locked)
        stamp = tr("Written %1; locked now that results are linked.").arg(written);
    else
        stamp = written.isEmpty()
                    ? tr("Not written yet. It is stamped with the time when saved.")
                    : tr("Written %1. It locks once results are linked.").arg(written);
    m_hypothesisStamp->setText(stamp);
    QFont stampFont = m_hypothesisStamp->font();
    stampFont.setBold(locked); // locked is the state to notice; the stamp alone is a footnote
    stampFont.setItalic(!locked);
    m_hypothesisStamp->setFont(stampFont);
    m_hypothesisStamp->setProperty("locked", locked);
    QPalette palette = m_hypothesis->palette();
    palette.setColor(QPalette::Base, locked ? this->palette().color(QPalette::Window)
                                            : this->palette().color(QPalette::Base));
    m_hypothesis->setPalette(palette);
}

void FindingEditor::fillLinks()
{
    m_links->clear();
    const Finding &f = m_details.finding;
    auto addRun = [this](qint64 runId, const QString &role) {
        const QString label = m_details.runLabels.value(runId, tr("run %1").arg(runId));
        auto *item =
            new QListWidgetItem(QStringLiteral("%1 · %2 (#%3)").arg(role, label).arg(runId));
        item->setData(kRunIdRole, runId);
        item->setToolTip(tr("Double-click to open the run."));
        m_links->addItem(item);
    };
    for (qint64 id : f.controlRunIds)
        addRun(id, tr("control"));
    for (qint64 id : f.candidateRunIds)
        addRun(id, tr("candidate"));
    for (qint64 id : f.waveIds) {
        m_links->addItem(tr("wave · %1 (#%2)")
                             .arg(m_details.waveNames.value(id, tr("wave %1").arg(id)))
                             .arg(id));
    }
    for (const FindingRunLink &gone : f.deletedRuns) {
        auto *item = new QListWidgetItem(
            tr("%1 · %2 — deleted from the notebook").arg(gone.role, gone.label));
        item->setForeground(palette().color(QPalette::PlaceholderText));
        m_links->addItem(item);
    }
    if (m_links->count() == 0)
        m_links->addItem(tr("Nothing linked yet."));
}

void FindingEditor::fillHistory()
{
    m_history->clear();
    // Newest first: the question is usually "what did I just change".
    for (auto it = m_details.edits.rbegin(); it != m_details.edits.rend(); ++it) {
        const auto field = findingFieldFromId(it->field);
        QString now = it->newText;
        now.replace(u'\n', u' ');
        auto *item = new QTreeWidgetItem({utcText(it->editedAt),
                                          field ? findingFieldTitle(*field) : it->field,
                                          now.size() > 120 ? now.left(119) + u'…' : now});
        item->setToolTip(2, tr("Was: %1\nNow: %2").arg(it->oldText, it->newText));
        m_history->addTopLevelItem(item);
    }
    m_history->resizeColumnToContents(0);
    m_history->resizeColumnToContents(1);
}

} // namespace lanebook
