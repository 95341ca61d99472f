#pragma once

#include <QHash>
#include <QStyledItemDelegate>

namespace lanebook {

// Shows the Runs table's raw values: metrics with their unit, right-aligned; statuses by
// their mark (RunLabelStyle: a shape and a colour), translated title and what they mean in a
// tooltip; times in local time. Lives in the GUI thread.
class RunTableDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit RunTableDelegate(QObject *parent = nullptr);

    // What a cell's tooltip says beyond the model's: on the Status column, what the status
    // means (no evidence recorded, or a gate found a problem). Empty elsewhere.
    QString toolTip(const QModelIndex &index) const;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

private:
    mutable QHash<QString, QString> m_unitCache; // metric name -> unit; few distinct names
};

} // namespace lanebook
