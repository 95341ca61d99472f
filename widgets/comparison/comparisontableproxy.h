#pragma once

#include <QIdentityProxyModel>

namespace lanebook {

// Formats the ComparisonPointsModel for the Compare tab's table (STYLE 9: the model stays
// raw): medians in the metric's number style with the unit in the header, signed percent
// deltas, the interval, p, the verdict coloured (green faster, red slower, grey within
// noise, amber not enough data), the overall row bold, and a tooltip per row that says how
// the numbers were computed and why one is missing. Lives in the GUI thread.
class ComparisonTableProxy : public QIdentityProxyModel
{
    Q_OBJECT
public:
    explicit ComparisonTableProxy(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString displayText(const QModelIndex &index) const;
    QString toolTip(const QModelIndex &index) const;
};

} // namespace lanebook
