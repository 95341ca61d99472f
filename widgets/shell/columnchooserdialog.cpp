#include "widgets/shell/columnchooserdialog.h"

#include "models/run/metricvocabulary.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>

#include <map>

namespace lanebook {

namespace {

constexpr int kNameRole = Qt::UserRole + 1;

} // namespace

ColumnChooserDialog::ColumnChooserDialog(const QStringList &availableMetrics,
                                         const QStringList &chosen, const QStringList &defaults,
                                         QWidget *parent)
    : QDialog(parent)
    , m_initialOrder(chosen)
    , m_defaults(defaults)
    , m_present(availableMetrics.cbegin(), availableMetrics.cend())
{
    setWindowTitle(tr("Choose Columns"));
    setObjectName(QStringLiteral("columnChooserDialog"));

    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("columnSearchEdit"));
    m_search->setPlaceholderText(tr("Find a metric"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, this, [this] { applyFilter(); });
    m_onlyPresent = new QCheckBox(tr("Only metrics this notebook has"));
    m_onlyPresent->setChecked(true);
    connect(m_onlyPresent, &QCheckBox::toggled, this, [this] { applyFilter(); });

    m_tree = new QTreeWidget;
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Metric"), tr("Unit")});
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    populate(availableMetrics, chosen);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this] { updateSummary(); });

    m_summary = new QLabel;
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                         QDialogButtonBox::RestoreDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { setChecked(m_defaults); });

    auto *top = new QHBoxLayout;
    top->addWidget(m_search, 1);
    top->addWidget(m_onlyPresent);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_summary, 1);
    bottom->addWidget(buttons);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tree, 1);
    layout->addLayout(bottom);
    resize(520, 600);
    applyFilter();
    updateSummary();
}

void ColumnChooserDialog::populate(const QStringList &available, const QStringList &chosen)
{
    // The fixed vocabulary, names only this notebook has (pNN latencies, lm-eval tasks) and
    // chosen names no longer present, ordered by meaning: p1, p10, p25 ... p99, p99.9.
    QStringList names;
    QSet<QString> listed;
    for (const MetricVocabulary::Entry &entry : MetricVocabulary::entries()) {
        names << entry.name;
        listed.insert(entry.name);
    }
    for (const QString &name : available + chosen) {
        if (!listed.contains(name)) {
            names << name;
            listed.insert(name);
        }
    }
    MetricVocabulary::sortByMeaning(names);

    std::map<MetricVocabulary::Group, QTreeWidgetItem *> groups;
    const QSet<QString> checked(chosen.cbegin(), chosen.cend());
    const QColor absent = palette().color(QPalette::Disabled, QPalette::Text);
    for (const QString &name : names) {
        const auto entry = MetricVocabulary::describe(name);
        const auto group = entry ? entry->group : MetricVocabulary::Group::Other;
        QTreeWidgetItem *&groupItem = groups[group];
        if (!groupItem) {
            groupItem = new QTreeWidgetItem({MetricVocabulary::groupTitle(group)});
            // A header only: checking a whole group would also add its hidden metrics.
            groupItem->setFlags(Qt::ItemIsEnabled);
            QFont font = groupItem->font(0);
            font.setBold(true);
            groupItem->setFont(0, font);
        }
        auto *item = new QTreeWidgetItem(
            groupItem, {MetricVocabulary::displayName(name), entry ? entry->unit : QString()});
        item->setData(0, kNameRole, name);
        item->setToolTip(0, name);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(0, checked.contains(name) ? Qt::Checked : Qt::Unchecked);
        if (!m_present.contains(name)) {
            item->setForeground(0, absent);
            item->setForeground(1, absent);
            item->setToolTip(0, tr("%1 — no run in this notebook has it yet").arg(name));
        }
    }
    for (auto &[group, item] : groups)
        m_tree->addTopLevelItem(item);
    m_tree->expandAll();
}

QList<QTreeWidgetItem *> ColumnChooserDialog::metricItems() const
{
    QList<QTreeWidgetItem *> items;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            items << group->child(i);
    }
    return items;
}

void ColumnChooserDialog::setChecked(const QStringList &names)
{
    for (QTreeWidgetItem *item : metricItems()) {
        item->setCheckState(0, names.contains(item->data(0, kNameRole).toString()) ? Qt::Checked
                                                                                   : Qt::Unchecked);
    }
}

void ColumnChooserDialog::applyFilter()
{
    const QString needle = m_search->text().trimmed();
    const bool onlyPresent = m_onlyPresent->isChecked();
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        int shown = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const QString name = item->data(0, kNameRole).toString();
            // A checked column is always listed, so it can be unchecked. The search matches
            // the name shown or the vocabulary id.
            const bool visible =
                (!onlyPresent || m_present.contains(name) || item->checkState(0) == Qt::Checked) &&
                (needle.isEmpty() || name.contains(needle, Qt::CaseInsensitive) ||
                 item->text(0).contains(needle, Qt::CaseInsensitive));
            item->setHidden(!visible);
            shown += visible ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

void ColumnChooserDialog::updateSummary()
{
    if (m_summary)
        m_summary->setText(
            tr("%n column(s) chosen", nullptr, static_cast<int>(chosenColumns().size())));
}

QStringList ColumnChooserDialog::chosenColumns() const
{
    QStringList checked;
    for (QTreeWidgetItem *item : metricItems()) {
        if (item->checkState(0) == Qt::Checked)
            checked << item->data(0, kNameRole).toString();
    }
    QStringList ordered;
    for (const QString &name : m_initialOrder) {
        if (checked.contains(name))
            ordered << name;
    }
    for (const QString &name : checked) {
        if (!ordered.contains(name))
            ordered << name;
    }
    return ordered;
}

} // namespace lanebook
