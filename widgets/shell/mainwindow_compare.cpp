// MainWindow: the Compare tab's wiring. The Runs table sends runs to the arms; the page's
// requests leave through the window's signals; results come back through the slots here.
#include "widgets/shell/mainwindow.h"

#include "widgets/comparison/comparepage.h"
#include "widgets/runs/runspage.h"

#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

namespace lanebook {

void MainWindow::connectComparePage()
{
    connect(m_comparePage, &ComparePage::compareRequested, this, &MainWindow::compareRequested);
    connect(m_comparePage, &ComparePage::recordVerdictRequested, this,
            &MainWindow::recordVerdictRequested);
    connect(m_comparePage, &ComparePage::armsChanged, this, [this](int control, int candidate) {
        const int tab = m_tabs->indexOf(m_comparePage);
        m_tabs->setTabText(tab, control + candidate == 0
                                    ? tr("Compare")
                                    : tr("Compare (%1 vs %2)").arg(control).arg(candidate));
    });
    connect(m_runsPage, &RunsPage::compareArmEdited, this,
            [this](ComparisonArm arm, ArmEdit edit, const QList<qint64> &runIds) {
                m_comparePage->editArm(arm, edit, runIds);
                const int control = static_cast<int>(m_comparePage->controlRunIds().size());
                const int candidate = static_cast<int>(m_comparePage->candidateRunIds().size());
                // The user is still picking runs here: say where they went, stay on the table.
                const QString arms = tr("Control (A): %1, candidate (B): %2.")
                                         .arg(tr("%n run(s)", nullptr, control),
                                              tr("%n run(s)", nullptr, candidate));
                showStatusMessage(arms + QLatin1Char(' ') +
                                  (control > 0 && candidate > 0
                                       ? tr("The Compare tab shows the comparison.")
                                       : tr("Now choose the other arm.")));
            });
    connect(m_runsPage, &RunsPage::compareTwoRequested, this,
            [this](qint64 control, qint64 candidate) { compareRuns({control}, {candidate}); });
}

void MainWindow::compareRuns(const QList<qint64> &controlRunIds,
                             const QList<qint64> &candidateRunIds)
{
    m_comparePage->setArms(controlRunIds, candidateRunIds);
    m_tabs->setCurrentWidget(m_comparePage);
}

void MainWindow::showComparison(const ComparisonSnapshot &snapshot)
{
    m_comparePage->showComparison(snapshot);
}

void MainWindow::setFindings(const std::vector<FindingRef> &findings)
{
    m_comparePage->setFindings(findings);
}

void MainWindow::showVerdictRecorded(qint64 findingId, const VerdictRecord &record)
{
    m_comparePage->showVerdictRecorded(findingId, record);
    showStatusMessage(tr("Verdict recorded: %1 on finding #%2.")
                          .arg(findingVerdictTitle(record.verdict))
                          .arg(findingId));
}

void MainWindow::showVerdictFailed(const VerdictRecord &, const QString &error)
{
    m_comparePage->showVerdictFailed(error);
    showError(tr("The verdict was not recorded: %1").arg(error));
}

void MainWindow::showStatusMessage(const QString &message)
{
    statusBar()->showMessage(message, 8000);
}

void MainWindow::showNotebookRepairs(const QStringList &repairs)
{
    if (repairs.isEmpty())
        return;
    // Not in the status bar: a merge or a lost value is said once, and must not scroll away.
    auto *box = new QMessageBox(
        QMessageBox::Information, tr("Notebook repaired"),
        tr("Opening this notebook repaired what an older Lanebook did to it: %n repair(s).",
           nullptr, int(repairs.size())),
        QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("notebookRepairs"));
    box->setInformativeText(
        tr("Runs that importing a file under another language had stored again are merged into "
           "the first, with their notes, tags and finding links. Values it masked as secrets "
           "although they were none are named with their runs; importing a run's file again "
           "restores them. The details list each repair; they are not shown again."));
    box->setDetailedText(repairs.join(QStringLiteral("\n\n")));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace lanebook
