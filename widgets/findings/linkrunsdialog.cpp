#include "widgets/findings/linkrunsdialog.h"

#include "models/runtable/runfilterproxymodel.h"
#include "models/runtable/runtablemodel.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace lanebook {

LinkRunsDialog::LinkRunsDialog(RunTableModel *runs, const QString &findingTitle,
                               bool hypothesisOpen, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Link Runs to “%1”").arg(findingTitle));
    auto *intro = new QLabel(
        hypothesisOpen
            ? tr("Choose the runs this finding compares. Linking results locks the hypothesis "
                 "as it is written now.")
            : tr("Choose the runs this finding compares."));
    intro->setWordWrap(true);

    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("linkRunsFilter"));
    m_filter->setPlaceholderText(tr("Filter by label, model, lane or format"));
    m_filter->setClearButtonEnabled(true);
    createTable(runs);

    m_control = new QRadioButton(tr("as &control (A)"));
    m_control->setObjectName(QStringLiteral("linkAsControl"));
    m_candidate = new QRadioButton(tr("as c&andidate (B)"));
    m_candidate->setObjectName(QStringLiteral("linkAsCandidate"));
    m_candidate->setChecked(true);
    m_chosen = new QLabel;
    auto *roleRow = new QHBoxLayout;
    roleRow->addWidget(m_chosen, 1);
    roleRow->addWidget(m_control);
    roleRow->addWidget(m_candidate);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_link = buttons->addButton(tr("&Link"), QDialogButtonBox::AcceptRole);
    m_link->setObjectName(QStringLiteral("linkRunsButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    layout->addLayout(roleRow);
    layout->addWidget(buttons);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &RunFilterProxyModel::setFilterText);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LinkRunsDialog::updateState);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &LinkRunsDialog::updateState);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &LinkRunsDialog::updateState);
    updateState();
    resize(760, 520);
}

// The run columns only: a run is recognised by its label, model, lane and start, and a
// metric column would only make the rows wider.
void LinkRunsDialog::createTable(RunTableModel *runs)
{
    m_proxy = new RunFilterProxyModel(this);
    m_proxy->setRunTableModel(runs);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("linkRunsTable"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->verticalHeader()->hide();
    // Sorting here would sort the Runs tab's model too: the rows keep that tab's order.
    m_table->setSortingEnabled(false);
    const auto hideMetrics = [this] {
        for (int column = 0; column < m_proxy->columnCount(); ++column)
            m_table->setColumnHidden(column, column >= RunTableModel::FirstMetricColumn ||
                                                 column == RunTableModel::FormatColumn);
    };
    hideMetrics();
    connect(m_proxy, &QAbstractItemModel::modelReset, this, hideMetrics);
    connect(m_proxy, &QAbstractItemModel::columnsInserted, this, hideMetrics);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(RunTableModel::LabelColumn,
                                                      QHeaderView::Stretch);
}

QList<qint64> LinkRunsDialog::chosenRunIds() const
{
    QList<qint64> ids;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    ids.reserve(rows.size());
    for (const QModelIndex &row : rows) {
        if (const qint64 id = m_proxy->runIdAt(row.row()); id != 0)
            ids << id;
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

bool LinkRunsDialog::asControl() const
{
    return m_control->isChecked();
}

void LinkRunsDialog::updateState()
{
    const qsizetype chosen = m_table->selectionModel()->selectedRows().size();
    m_chosen->setText(chosen == 0 ? tr("No run chosen.")
                                  : tr("%n run(s) chosen", nullptr, static_cast<int>(chosen)));
    m_link->setEnabled(chosen > 0);
}

} // namespace lanebook
