#pragma once

#include "models/frontier/slo.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QDoubleSpinBox;
class QPushButton;

namespace lanebook {

// "Lane SLO…" from the notebook tree's lane menu: the lane's per-request bounds (TTFT, TPOT,
// p99 ITL, end-to-end), each optional: 0 shows as "none". All none clears the lane's SLO.
// The bounds are the same as `lanebook-cli lane slo` takes (models/frontier/slo.h).
class LaneSloDialog : public QDialog
{
    Q_OBJECT
public:
    LaneSloDialog(const QString &lane, const std::optional<Slo> &current,
                  QWidget *parent = nullptr);

    // nullopt: no bound set (the lane's SLO is cleared).
    std::optional<Slo> slo() const;
    void setSlo(const std::optional<Slo> &slo);

    QDoubleSpinBox *ttftBox() const { return m_ttft; }
    QDoubleSpinBox *tpotBox() const { return m_tpot; }
    QDoubleSpinBox *itlBox() const { return m_itl; }
    QDoubleSpinBox *e2eBox() const { return m_e2e; }
    QPushButton *clearButton() const { return m_clear; }
    QDialogButtonBox *buttons() const { return m_buttons; }

private:
    QDoubleSpinBox *m_ttft = nullptr;
    QDoubleSpinBox *m_tpot = nullptr;
    QDoubleSpinBox *m_itl = nullptr;
    QDoubleSpinBox *m_e2e = nullptr;
    QPushButton *m_clear = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace lanebook
