#include "widgets/findings/findingspage.h"

#include "models/runtable/runtablemodel.h"
#include "widgets/findings/findingeditor.h"
#include "widgets/findings/findingsexportpreview.h"
#include "widgets/findings/findingstyle.h"
#include "widgets/findings/linkrunsdialog.h"
#include "widgets/findings/newfindingdialog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace lanebook {

namespace {

constexpr int kFindingIdRole = Qt::UserRole + 1;
constexpr int kVerdictRole = Qt::UserRole + 2;

} // namespace

FindingsPage::FindingsPage(QWidget *parent)
    : QWidget(parent)
{
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("findingsList"));
    m_list->setWordWrap(true);
    m_list->setSpacing(2);
    m_newButton = new QPushButton(tr("&New Finding…"));
    m_newButton->setObjectName(QStringLiteral("newFindingButton"));
    m_exportButton = new QPushButton(tr("&Export…"));
    m_exportButton->setObjectName(QStringLiteral("exportFindingsButton"));
    m_exportButton->setToolTip(
        tr("Write every finding as a markdown document, with its charts beside it"));
    m_countLabel = new QLabel;
    m_countLabel->setForegroundRole(QPalette::PlaceholderText);
    m_editor = new FindingEditor;

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_newButton, 1);
    buttons->addWidget(m_exportButton);
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_list, 1);
    leftLayout->addWidget(m_countLabel);
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(m_editor);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    split->setSizes({320, 1000});
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(split);

    connect(m_newButton, &QPushButton::clicked, this, &FindingsPage::chooseNewFinding);
    connect(m_exportButton, &QPushButton::clicked, this, &FindingsPage::chooseExportFile);
    connect(m_list, &QListWidget::currentItemChanged, this, &FindingsPage::onCurrentChanged);
    connect(m_editor, &FindingEditor::fieldEdited, this, &FindingsPage::fieldEdited);
    connect(m_editor, &FindingEditor::verdictChosen, this, &FindingsPage::verdictChosen);
    connect(m_editor, &FindingEditor::openRunRequested, this, &FindingsPage::openRunRequested);
    connect(m_editor, &FindingEditor::unlinkRunRequested, this, &FindingsPage::unlinkRunRequested);
    connect(m_editor, &FindingEditor::linkRunsWanted, this, &FindingsPage::chooseRunsToLink);
    setFindings({});
}

void FindingsPage::setFindings(const std::vector<FindingSummary> &findings)
{
    const qint64 current = m_pendingSelection != 0 ? m_pendingSelection : currentFindingId();
    m_filling = true;
    m_list->clear();
    // Newest first: the finding being worked on is at the top.
    for (auto it = findings.rbegin(); it != findings.rend(); ++it) {
        const FindingSummary &f = *it;
        const QString runs = tr("%n run(s)", nullptr, f.linkedRuns);
        auto *item =
            new QListWidgetItem(QStringLiteral("%1\n%2 · %3")
                                    .arg(f.title, FindingStyle::verdictBadge(f.verdict), runs));
        item->setData(kFindingIdRole, f.id);
        item->setData(kVerdictRole, f.verdict ? findingVerdictId(*f.verdict) : QString());
        item->setToolTip(f.verdictReason.isEmpty() ? f.title : f.title + u'\n' + f.verdictReason);
        if (f.verdict) {
            item->setForeground(FindingStyle::verdictColor(f.verdict, palette()));
            if (*f.verdict == FindingVerdict::Negative) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
        }
        m_list->addItem(item);
    }
    m_filling = false;
    const int negatives = static_cast<int>(
        std::count_if(findings.begin(), findings.end(), [](const FindingSummary &f) {
            return f.verdict == FindingVerdict::Negative;
        }));
    m_countLabel->setText(tr("%n finding(s)", nullptr, static_cast<int>(findings.size())) +
                          (negatives > 0 ? tr(", %n negative", nullptr, negatives) : QString()));
    if (current != 0)
        selectFinding(current);
    if (currentFindingId() == 0 && m_list->count() > 0 && m_pendingSelection == 0)
        m_list->setCurrentRow(0);
    if (m_list->count() == 0)
        m_editor->clear();
}

void FindingsPage::selectFinding(qint64 findingId)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(kFindingIdRole).toLongLong() == findingId) {
            m_pendingSelection = 0;
            m_list->setCurrentRow(row);
            return;
        }
    }
}

qint64 FindingsPage::currentFindingId() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(kFindingIdRole).toLongLong() : 0;
}

void FindingsPage::onCurrentChanged()
{
    if (m_filling)
        return;
    const qint64 id = currentFindingId();
    if (id != 0 && id != m_editor->findingId()) {
        m_editor->flush();
        Q_EMIT findingWanted(id);
    }
}

void FindingsPage::showDetails(const FindingDetails &details)
{
    if (details.finding.id != currentFindingId())
        return; // the user has moved on
    m_editor->showDetails(details);
}

void FindingsPage::showFindingCreated(qint64 findingId)
{
    // The list is refreshed after the write; choose the new one when it arrives.
    m_pendingSelection = findingId;
    selectFinding(findingId);
}

void FindingsPage::showSaved()
{
    m_editor->showSaved();
}

void FindingsPage::showSaveFailed(const QString &message)
{
    m_editor->showSaveFailed(message);
}

void FindingsPage::clear()
{
    m_editor->clear();
    m_pendingSelection = 0;
    setFindings({});
}

void FindingsPage::chooseNewFinding()
{
    NewFindingDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        Q_EMIT newFindingRequested(dialog.finding());
}

void FindingsPage::setRunTableModel(RunTableModel *runs)
{
    m_runs = runs;
}

void FindingsPage::chooseRunsToLink()
{
    const qint64 findingId = m_editor->findingId();
    if (findingId == 0 || !m_runs)
        return;
    // Text typed into the hypothesis is saved first: linking locks it as it stands.
    m_editor->flush();
    const bool hypothesisOpen = !m_editor->hypothesisEdit()->isReadOnly();
    LinkRunsDialog dialog(m_runs, m_editor->titleEdit()->text(), hypothesisOpen, this);
    if (dialog.exec() != QDialog::Accepted || m_editor->findingId() != findingId)
        return;
    const QList<qint64> runs = dialog.chosenRunIds();
    if (runs.isEmpty())
        return;
    if (dialog.asControl())
        Q_EMIT linkRunsRequested(findingId, runs, {});
    else
        Q_EMIT linkRunsRequested(findingId, {}, runs);
}

void FindingsPage::setExportFolder(const QString &folder)
{
    m_exportFolder = folder;
}

void FindingsPage::chooseExportFile()
{
    const QString path = chooseFindingsExportPath(this, m_exportFolder);
    if (!path.isEmpty())
        exportTo(path);
}

void FindingsPage::exportTo(const QString &markdownPath)
{
    Q_EMIT exportRequested(markdownPath);
}

void FindingsPage::hideEvent(QHideEvent *event)
{
    // Leaving the tab saves what was typed, without waiting for the timer.
    m_editor->flush();
    QWidget::hideEvent(event);
}

} // namespace lanebook
