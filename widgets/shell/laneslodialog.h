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
    // A bound as shown (rounded to the box's decimals) and as it was: a bound the user did not
    // change is returned exactly as it was, so 12.25 ms is not saved back as 12.3.
    struct Shown
    {
        double shown = 0.0;
        std::optional<double> exact;
    };
    std::optional<double> boundOf(const QDoubleSpinBox *box, const Shown &shown) const;
    void showBound(QDoubleSpinBox *box, Shown &shown, std::optional<double> bound);

    Shown m_shownTtft, m_shownTpot, m_shownItl, m_shownE2e;
    QDoubleSpinBox *m_ttft = nullptr;
    QDoubleSpinBox *m_tpot = nullptr;
    QDoubleSpinBox *m_itl = nullptr;
    QDoubleSpinBox *m_e2e = nullptr;
    QPushButton *m_clear = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace lanebook
