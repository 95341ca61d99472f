#include "widgets/shell/importsummarydialog.h"

#include "widgets/common/charwidth.h"
#include "widgets/common/errortext.h"
#include "widgets/common/labelwrap.h"

#include <QApplication>
#include <QBoxLayout>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QTreeWidget>

#include <algorithm>

namespace lanebook {

namespace {

enum Column { FileColumn, FormatColumn, AddedColumn, PresentColumn, ResultColumn };
constexpr int kFailedRole = Qt::UserRole + 1;
constexpr int kDetailsRole = Qt::UserRole + 2; // what the line below the list says

// The folder all imported files share, so the list shows short relative paths.
QString commonDirectory(const QList<FileImportOutcome> &files)
{
    if (files.isEmpty())
        return {};
    QString common = QFileInfo(files.first().path).absolutePath();
    for (const FileImportOutcome &file : files) {
        const QString dir = QFileInfo(file.path).absolutePath();
        while (!common.isEmpty() && dir != common &&
               !dir.startsWith(common.endsWith(QLatin1Char('/')) ? common
                                                                 : common + QLatin1Char('/'))) {
            const QString parent = QFileInfo(common).path();
            common = parent == common ? QString() : parent;
        }
    }
    // Files from all over the disk are shown with their full paths.
    return QDir(common).isRoot() ? QString() : common;
}

// Errors name their file (and format) for the CLI; in this list the row already does.
QString withoutFileName(const QString &error, const QString &path)
{
    const QString names = QRegularExpression::escape(path) + QLatin1Char('|') +
                          QRegularExpression::escape(QFileInfo(path).fileName());
    const QRegularExpression prefix(QStringLiteral("^(?:") + names +
                                    QStringLiteral(")(?: \\([^)]*\\))?(?::\\s*|\\s+)"));
    QString text = error;
    text.remove(prefix);
    text.remove(prefix); // "file (format): file line 5: ..." names it twice
    return text.isEmpty() ? error : text;
}

} // namespace

ImportSummaryDialog::ImportSummaryDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("importSummaryDialog"));
    setWindowTitle(tr("Import Summary"));
    setModal(false);

    m_headline = new QLabel;
    m_headline->setObjectName(QStringLiteral("importHeadline"));
    LabelWrap::wrapAtAnyWidth(m_headline);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("importFilesTree"));
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setColumnCount(5);
    m_tree->setHeaderLabels({tr("File"), tr("Format"), tr("Added"), tr("Present"), tr("Result")});
    m_tree->headerItem()->setToolTip(AddedColumn, tr("Runs added to the notebook"));
    m_tree->headerItem()->setToolTip(PresentColumn,
                                     tr("Runs already in the notebook from an earlier import"));
    m_tree->setTextElideMode(Qt::ElideRight); // error messages read from their start
    m_tree->header()->setStretchLastSection(true);

    m_details = new QLabel;
    m_details->setObjectName(QStringLiteral("importDetails"));
    LabelWrap::wrapAtAnyWidth(m_details); // a path wraps at its slashes, a long name is cut
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setMinimumHeight(m_details->fontMetrics().lineSpacing() * 3);
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        m_details->setText(item ? item->data(0, kDetailsRole).toString() : QString());
    });

    m_failedOnly = new QCheckBox(tr("Show only files that failed"));
    connect(m_failedOnly, &QCheckBox::toggled, this, [this] { applyFailedOnly(); });

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_failedOnly, 1);
    bottom->addWidget(buttons);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_details);
    layout->addLayout(bottom);
    resize(1000, 520);
}

QString ImportSummaryDialog::headline() const
{
    return m_headline->text();
}

void ImportSummaryDialog::setSummary(const ImportSummary &summary)
{
    const int fileCount = static_cast<int>(summary.files.size());
    const int failed = summary.filesFailed();
    QStringList lines;
    lines << tr("%Ln file(s) read.", nullptr, fileCount) + QLatin1Char(' ') +
                 tr("%Ln run(s) added.", nullptr, summary.runsAdded());
    if (summary.runsAlreadyPresent() > 0)
        lines << tr("%Ln run(s) were already in the notebook.", nullptr,
                    summary.runsAlreadyPresent());
    if (failed > 0)
        lines << tr("%Ln file(s) could not be imported; nothing from them was added.", nullptr,
                    failed);
    if (summary.filesSkipped() > 0)
        lines << tr("%Ln file(s) in the folders were not benchmark results and were skipped.",
                    nullptr, summary.filesSkipped());
    if (summary.filesCovered() > 0)
        lines << tr("%Ln file(s) added nothing of their own: what they hold comes with another "
                    "file.",
                    nullptr, summary.filesCovered());
    if (summary.cancelled)
        lines << tr("The import was cancelled; the remaining files were not read.");
    const QString common = commonDirectory(summary.files);
    if (!common.isEmpty())
        lines << tr("Files in %1").arg(QDir::toNativeSeparators(common));
    m_headline->setText(lines.join(QLatin1Char('\n')));

    // Failures first: they are what the user has to act on; skipped files last.
    QList<FileImportOutcome> files = summary.files;
    const auto rank = [](const FileImportOutcome &file) {
        return file.ok() ? (file.skipped ? 2 : 1) : 0;
    };
    std::stable_sort(files.begin(), files.end(),
                     [&rank](const auto &a, const auto &b) { return rank(a) < rank(b); });
    const QIcon failedIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon emptyIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QColor failedColor = ErrorText::color(m_tree->palette(), QPalette::Base);
    m_tree->clear();
    const QDir base(common);
    for (const FileImportOutcome &file : files) {
        const QString shown = common.isEmpty() ? file.path : base.relativeFilePath(file.path);
        auto *item = new QTreeWidgetItem(m_tree);
        item->setText(FileColumn, QDir::toNativeSeparators(shown));
        item->setToolTip(FileColumn, QDir::toNativeSeparators(file.path));
        item->setText(FormatColumn, file.format ? runFormatId(*file.format) : QStringLiteral("—"));
        item->setData(0, kFailedRole, !file.ok());
        item->setData(0, kDetailsRole,
                      file.ok() ? QDir::toNativeSeparators(file.path) : file.error);
        if (!file.ok()) {
            item->setIcon(FileColumn, failedIcon);
            const QString error = withoutFileName(file.error, file.path);
            item->setText(ResultColumn, tr("Failed: %1").arg(error));
            item->setToolTip(ResultColumn, file.error);
            item->setForeground(ResultColumn, failedColor);
            continue;
        }
        if (file.skipped && !file.coveredBy.isEmpty()) {
            item->setText(ResultColumn,
                          tr("Skipped: comes with %1").arg(QFileInfo(file.coveredBy).fileName()));
            item->setToolTip(ResultColumn, QDir::toNativeSeparators(file.coveredBy));
            item->setForeground(ResultColumn, palette().color(QPalette::Disabled, QPalette::Text));
            continue;
        }
        if (file.skipped) {
            item->setText(ResultColumn, tr("Skipped: not a benchmark result"));
            item->setForeground(ResultColumn, palette().color(QPalette::Disabled, QPalette::Text));
            continue;
        }
        item->setText(AddedColumn, QString::number(file.runsAdded));
        item->setText(PresentColumn, QString::number(file.runsAlreadyPresent));
        item->setTextAlignment(AddedColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(PresentColumn, Qt::AlignRight | Qt::AlignVCenter);
        if (file.runsAdded > 0) {
            item->setText(ResultColumn, tr("Imported"));
        } else if (file.runsAlreadyPresent > 0) {
            item->setText(ResultColumn, tr("Already in the notebook"));
        } else {
            item->setIcon(FileColumn, emptyIcon);
            item->setText(ResultColumn, tr("No runs found in this file"));
        }
    }
    for (int column = FileColumn; column < ResultColumn; ++column)
        m_tree->resizeColumnToContents(column);
    const int maxFileWidth = charWidthPx(fontMetrics()) * 52;
    if (m_tree->columnWidth(FileColumn) > maxFileWidth)
        m_tree->setColumnWidth(FileColumn, maxFileWidth);
    m_failedOnly->setVisible(failed > 0 && failed < fileCount);
    m_failedOnly->setChecked(false);
    applyFailedOnly();
    m_tree->setCurrentItem(m_tree->topLevelItem(0)); // the first failure, if any, in full
}

void ImportSummaryDialog::applyFailedOnly()
{
    const bool failedOnly = m_failedOnly->isChecked();
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        item->setHidden(failedOnly && !item->data(0, kFailedRole).toBool());
    }
}

} // namespace lanebook
