#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of widgets/charts/: the Charts tab's hovers and file export, outside
// QObjects.
struct ChartViewTr
{
    Q_DECLARE_TR_FUNCTIONS(ChartViewTr)
};

} // namespace lanebook
