#pragma once

#include "models/gates/runjudgement.h"

#include <QWidget>

class QGridLayout;
class QLabel;

namespace lanebook {

// A comparison's validity gates as a list a tired engineer reads at 2 am: a coloured
// marker and outcome (red fail, amber warn, green pass, grey not applicable), the gate's
// title, and its one-sentence reason, worst first; above them the status the gates suggest.
// Lives in the GUI thread; shows the Judgement it is given.
class GateListView : public QWidget
{
    Q_OBJECT
public:
    explicit GateListView(QWidget *parent = nullptr);

    void setJudgement(const Judgement &judgement);
    void clear();
    int gateCount() const { return m_gateCount; }

private:
    QLabel *m_status = nullptr;
    QWidget *m_rows = nullptr;
    QGridLayout *m_grid = nullptr;
    int m_gateCount = 0;
};

} // namespace lanebook
