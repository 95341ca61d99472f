#include "widgets/telemetry/gputelemetrystriplist.h"

#include "widgets/telemetry/gputelemetrystrip.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QBoxLayout>
#include <QLabel>

namespace lanebook {

GpuTelemetryStripList::GpuTelemetryStripList(const TelemetryHistory *history, QWidget *parent)
    : QWidget(parent)
    , m_history(history)
{
    setObjectName(QStringLiteral("gpuTelemetryStrips"));
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setEnabled(false);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(1);
    m_layout->addWidget(m_message);
    m_layout->addStretch(1);
    connect(m_history, &TelemetryHistory::gpusChanged, this, &GpuTelemetryStripList::rebuild);
    connect(m_history, &TelemetryHistory::sourceStatusChanged, this,
            &GpuTelemetryStripList::updateMessage);
    rebuild();
}

QString GpuTelemetryStripList::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void GpuTelemetryStripList::rebuild()
{
    for (GpuTelemetryStrip *strip : m_strips)
        delete strip;
    m_strips.clear();
    for (int g = 0; g < m_history->gpuCount(); ++g) {
        auto *strip = new GpuTelemetryStrip(m_history, g, this);
        m_layout->insertWidget(g + 1, strip);
        m_strips.push_back(strip);
    }
    updateMessage();
}

void GpuTelemetryStripList::updateMessage()
{
    m_message->setText(TelemetryFormat::noTelemetryText(m_history->problem()));
    m_message->setVisible(m_strips.empty());
}

} // namespace lanebook
