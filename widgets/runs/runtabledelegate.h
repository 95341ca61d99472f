#pragma once

#include <QHash>
#include <QStyledItemDelegate>

namespace lanebook {

// Shows the Runs table's raw values: metrics with their unit, right-aligned; statuses by
// their translated title; times in local time. Lives in the GUI thread.
class RunTableDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit RunTableDelegate(QObject *parent = nullptr);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    mutable QHash<QString, QString> m_unitCache; // metric name -> unit; few distinct names
};

} // namespace lanebook
