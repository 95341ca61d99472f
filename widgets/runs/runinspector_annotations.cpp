#include "widgets/runs/runinspector.h"

#include "widgets/common/elidedlabel.h"
#include "widgets/common/labelwrap.h"
#include "widgets/common/metricformat.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QTreeWidgetItem>
#include <QVBoxLayout>

namespace lanebook {

QWidget *RunInspector::createTitleRow()
{
    m_annotateButton = new QToolButton;
    m_annotateButton->setObjectName(QStringLiteral("inspectorAnnotateButton"));
    m_annotateButton->setText(tr("Annotate…"));
    m_annotateButton->setToolTip(tr("Add a note or a tag to this run, or override its status "
                                    "with a reason"));
    connect(m_annotateButton, &QToolButton::clicked, this, [this] {
        if (m_runId != 0)
            Q_EMIT annotateRequested(m_runId);
    });
    m_annotations = new QLabel;
    m_annotations->setObjectName(QStringLiteral("inspectorAnnotations"));
    LabelWrap::wrapAtAnyWidth(m_annotations); // a tag or a note can be one long word
    m_annotations->setTextFormat(Qt::RichText);
    m_annotations->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_annotations->hide();

    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_title, 1);
    row->addWidget(m_annotateButton, 0, Qt::AlignTop);
    auto *box = new QWidget;
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(row);
    column->addWidget(m_message);
    column->addWidget(m_annotations);
    return box;
}

void RunInspector::setAnnotationsShown(bool shown)
{
    m_annotateButton->setVisible(shown);
    if (!shown) {
        m_annotations->clear();
        m_annotations->hide();
    }
}

void RunInspector::showAnnotations(qint64 runId, const std::vector<RunAnnotation> &annotations)
{
    if (runId == 0)
        return;
    if (runId != m_runId) {
        // Read before the run itself (a smaller read): kept for showRun, as the trace is.
        keepForRun(runId);
        m_pendingAnnotations = annotations;
        return;
    }
    QStringList tags;
    QStringList lines;
    for (const RunAnnotation &a : annotations) {
        if (a.kind == QLatin1String("tag")) {
            tags << QStringLiteral(
                        "<span style='background:palette(midlight)'>&nbsp;%1&nbsp;</span>")
                        .arg(a.text.toHtmlEscaped());
        } else if (a.kind == QLatin1String("status")) {
            const auto status = runStatusFromId(a.text);
            lines << tr("<b>Status set to %1</b> — %2")
                         .arg(status ? MetricFormat::statusTitle(*status).toHtmlEscaped()
                                     : a.text.toHtmlEscaped(),
                              a.reason.toHtmlEscaped());
        } else {
            lines << tr("Note: %1")
                         .arg(a.text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
        }
    }
    if (!tags.isEmpty())
        lines.prepend(tags.join(u' '));
    m_annotations->setText(lines.join(QStringLiteral("<br>")));
    m_annotations->setVisible(!lines.isEmpty());
    fillNotes(annotations);
    measureColumns();
}

void RunInspector::fillNotes(const std::vector<RunAnnotation> &annotations)
{
    if (!m_notesSection)
        return;
    qDeleteAll(m_notesSection->takeChildren());
    const auto addNote = [this](const QString &name, const QString &value,
                                const QDateTime &createdAt) {
        auto *item = new QTreeWidgetItem(m_notesSection, {name, value});
        // The value's first line fits the row; the whole text, and when, is in the tooltip.
        const QString when = createdAt.isValid() ? MetricFormat::dateTime(createdAt) : QString();
        item->setToolTip(1, when.isEmpty() ? value : QStringLiteral("%1\n\n%2").arg(value, when));
        item->setText(1, value.section(u'\n', 0, 0));
    };
    QStringList tags;
    for (const RunAnnotation &a : annotations) {
        if (a.kind == QLatin1String("tag")) {
            tags << a.text;
        } else if (a.kind == QLatin1String("status")) {
            const auto status = runStatusFromId(a.text);
            addNote(
                tr("Status set"),
                tr("%1: %2").arg(status ? MetricFormat::statusTitle(*status) : a.text, a.reason),
                a.createdAt);
        } else {
            addNote(tr("Note"), a.text, a.createdAt);
        }
    }
    if (!tags.isEmpty())
        addNote(tr("Tags"), tags.join(QStringLiteral(", ")), {});
    if (m_notesSection->childCount() == 0) {
        auto *none = new QTreeWidgetItem(
            m_notesSection,
            {tr("None"), tr("Annotate… adds a note, a tag, or a status with its reason")});
        none->setToolTip(1, none->text(1));
    }
    m_notesSection->setExpanded(true);
}

} // namespace lanebook
