#include "widgets/comparison/configdiffview.h"

#include "models/secrets/secretkeys.h"
#include "widgets/comparison/comparisontext.h"

#include <QBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

#include <algorithm>

namespace lanebook {

namespace {

enum Column { KeyColumn, ControlColumn, CandidateColumn, NoteColumn, ColumnCount };

// Long values (a whole argv) stay readable in a cell; the tooltip has all of it.
constexpr qsizetype kMaxCellChars = 72;

QString leafOf(const QString &keyPath)
{
    return keyPath.section(u'.', -1);
}

QString cellText(const QString &text)
{
    return text.size() > kMaxCellChars ? text.left(kMaxCellChars - 1) + QStringLiteral("…") : text;
}

// Held-fixed changes first, then other settings, then one-sided keys, mechanical ones last.
int rankOf(const ConfigDifference &d)
{
    if (d.mechanical)
        return 3;
    if (d.isHeldFixed() && !d.isOneSided())
        return 0;
    return d.isOneSided() ? 2 : 1;
}

} // namespace

ConfigDiffView::ConfigDiffView(QWidget *parent)
    : QWidget(parent)
{
    m_caption = new QLabel;
    m_caption->setObjectName(QStringLiteral("configDiffCaption"));
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::RichText);
    m_table = new QTableWidget(0, ColumnCount);
    m_table->setObjectName(QStringLiteral("configDiffTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Variable"), tr("Control (A)"), tr("Candidate (B)"), tr("Note")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    // The page scrolls, not the table: it is as tall as its rows and as wide as the page,
    // values elided in the middle (the tooltip has them whole).
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setTextElideMode(Qt::ElideMiddle);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(KeyColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ControlColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(CandidateColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(NoteColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_table);
    clear();
}

QString ConfigDiffView::caption() const
{
    return m_caption->text();
}

void ConfigDiffView::clear()
{
    m_table->setRowCount(0);
    m_table->hide();
    m_caption->clear();
}

void ConfigDiffView::setDiff(const ConfigDiff &diff)
{
    clear();
    if (diff.isEmpty()) {
        m_caption->setText(tr("No difference: both arms run the same recipe (an A/A comparison)."));
        return;
    }
    const std::vector<HeldFixedVariable> changed = diff.changedHeldFixed();
    const QColor red = ComparisonText::verdictColor(stats::Verdict::Slower, palette());
    const QColor amber = ComparisonText::verdictColor(stats::Verdict::NotEnoughData, palette());
    QStringList names;
    for (HeldFixedVariable variable : changed)
        names << heldFixedVariableTitle(variable);
    if (changed.size() > 1)
        m_caption->setText(
            tr("<span style=\"color:%1\"><b>%2 held-fixed variables changed together (%3)</b>: "
               "the difference is attributable to no single one of them.</span>")
                .arg(red.name())
                .arg(changed.size())
                .arg(names.join(QStringLiteral(", ")).toHtmlEscaped()));
    else if (const std::vector<ConfigDifference> counted = diff.counted(); counted.size() > 1) {
        QStringList keys;
        for (const ConfigDifference &d : counted)
            keys << d.keyPath;
        m_caption->setText(
            tr("<span style=\"color:%1\"><b>%2 settings changed together (%3)</b>: the "
               "difference is attributable to no single one of them, unless they are declared "
               "as one variable.</span>")
                .arg(red.name())
                .arg(counted.size())
                .arg(keys.join(QStringLiteral(", ")).toHtmlEscaped()));
    } else if (changed.size() == 1)
        m_caption->setText(tr("The variable under test: <b>%1</b>. Only what differs is listed, "
                              "control → candidate.")
                               .arg(names.front().toHtmlEscaped()));
    else
        m_caption->setText(tr("No held-fixed variable changed. Only what differs is listed, "
                              "control → candidate."));
    const QColor highlight =
        ComparisonText::tint(changed.size() > 1 ? red : amber, palette(), 0.22);

    std::vector<ConfigDifference> rows = diff.differences;
    std::stable_sort(rows.begin(), rows.end(),
                     [](const auto &a, const auto &b) { return rankOf(a) < rankOf(b); });
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < static_cast<int>(rows.size()); ++row) {
        const ConfigDifference &d = rows[static_cast<size_t>(row)];
        const QString leaf = leafOf(d.keyPath);
        const QString a = isSecretValue(leaf, d.a) ? redactedValue() : configValueText(d.a);
        const QString b = isSecretValue(leaf, d.b) ? redactedValue() : configValueText(d.b);
        QString note;
        if (d.mechanical)
            note = tr("mechanical, not counted");
        else if (d.isOneSided())
            note = d.heldFixed ? tr("recorded on one side only (%1): held fixed cannot be told")
                                     .arg(heldFixedVariableTitle(*d.heldFixed))
                               : tr("recorded on one side only");
        else if (d.heldFixed)
            note = tr("held fixed: %1").arg(heldFixedVariableTitle(*d.heldFixed));
        const QStringList texts{d.keyPath, a, b, note};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cellText(texts.at(column)));
            item->setToolTip(texts.at(column));
            if (rankOf(d) == 0) {
                item->setBackground(highlight);
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            } else if (d.isOneSided() || d.mechanical) {
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            }
            m_table->setItem(row, column, item);
        }
    }
    m_table->show();
    fitHeight();
}

void ConfigDiffView::fitHeight()
{
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int row = 0; row < m_table->rowCount(); ++row)
        height += m_table->rowHeight(row);
    m_table->setFixedHeight(height);
}

} // namespace lanebook
