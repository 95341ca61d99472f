#pragma once

#include <QDialog>
#include <QSet>
#include <QStringList>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace lanebook {

// Chooses the Runs table's metric columns from the metric vocabulary, grouped as the
// vocabulary groups them. Metrics no run in the notebook has are listed greyed (and hidden
// by default) so that a column can be prepared before its first import. GUI thread.
class ColumnChooserDialog : public QDialog
{
    Q_OBJECT
public:
    ColumnChooserDialog(const QStringList &availableMetrics, const QStringList &chosen,
                        const QStringList &defaults, QWidget *parent = nullptr);

    // Previously chosen columns keep their order; newly checked ones follow in list order.
    QStringList chosenColumns() const;
    QTreeWidget *tree() const { return m_tree; }

private:
    void populate(const QStringList &available, const QStringList &chosen);
    void setChecked(const QStringList &names);
    void applyFilter();
    void updateSummary();
    QList<QTreeWidgetItem *> metricItems() const;

    QLineEdit *m_search = nullptr;
    QCheckBox *m_onlyPresent = nullptr;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_summary = nullptr;
    QStringList m_initialOrder;
    QStringList m_defaults;
    QSet<QString> m_present;
};

} // namespace lanebook
