#include "widgets/shell/laneslodialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace lanebook {

namespace {

// A bound in milliseconds; 0 is "none" (an SLO's bounds are positive).
QDoubleSpinBox *boundBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0.0, 3600.0 * 1000.0);
    box->setDecimals(1);
    box->setSingleStep(10.0);
    box->setSuffix(LaneSloDialog::tr(" ms"));
    box->setSpecialValueText(LaneSloDialog::tr("none"));
    box->setAccelerated(true);
    return box;
}

} // namespace

LaneSloDialog::LaneSloDialog(const QString &lane, const std::optional<Slo> &current,
                             QWidget *parent)
    : QDialog(parent)
    , m_ttft(boundBox(this))
    , m_tpot(boundBox(this))
    , m_itl(boundBox(this))
    , m_e2e(boundBox(this))
{
    setWindowTitle(tr("SLO of lane %1").arg(lane));
    auto *intro = new QLabel(
        tr("A request meets the SLO when it keeps every bound set here. Bench runs, waves, "
           "Compare and the CLI's check judge this lane's runs against it when they are given "
           "no SLO of their own: SLO attainment, goodput in requests and tokens per second."),
        this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("Time to first token (TTFT):"), m_ttft);
    form->addRow(tr("Time per output token (TPOT):"), m_tpot);
    form->addRow(tr("Inter-token latency, p99 within the request:"), m_itl);
    form->addRow(tr("End-to-end latency:"), m_e2e);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_clear = m_buttons->addButton(tr("No SLO"), QDialogButtonBox::ResetRole);
    m_clear->setToolTip(tr("Set every bound to none: the lane then sets no SLO"));
    connect(m_clear, &QPushButton::clicked, this, [this] { setSlo(std::nullopt); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    setSlo(current);
    resize(sizeHint().expandedTo(QSize(440, 0)));
}

std::optional<double> LaneSloDialog::boundOf(const QDoubleSpinBox *box, const Shown &shown) const
{
    if (box->value() <= 0.0)
        return std::nullopt;
    if (shown.exact && box->value() == shown.shown)
        return shown.exact;
    return box->value();
}

void LaneSloDialog::showBound(QDoubleSpinBox *box, Shown &shown, std::optional<double> bound)
{
    box->setValue(bound.value_or(0.0));
    shown = {box->value(), bound};
}

std::optional<Slo> LaneSloDialog::slo() const
{
    Slo slo;
    slo.ttftMs = boundOf(m_ttft, m_shownTtft);
    slo.tpotMs = boundOf(m_tpot, m_shownTpot);
    slo.itlMs = boundOf(m_itl, m_shownItl);
    slo.e2eMs = boundOf(m_e2e, m_shownE2e);
    return slo.isEmpty() ? std::nullopt : std::optional<Slo>(slo);
}

void LaneSloDialog::setSlo(const std::optional<Slo> &slo)
{
    showBound(m_ttft, m_shownTtft, slo ? slo->ttftMs : std::nullopt);
    showBound(m_tpot, m_shownTpot, slo ? slo->tpotMs : std::nullopt);
    showBound(m_itl, m_shownItl, slo ? slo->itlMs : std::nullopt);
    showBound(m_e2e, m_shownE2e, slo ? slo->e2eMs : std::nullopt);
}

} // namespace lanebook
