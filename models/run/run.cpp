#include "models/run/run.h"

#include <cmath>

namespace lanebook {

const MetricValue *Run::metric(const QString &name) const
{
    for (const MetricValue &m : metrics) {
        if (m.name == name)
            return &m;
    }
    return nullptr;
}

std::optional<double> Run::metricValue(const QString &name) const
{
    if (const MetricValue *m = metric(name))
        return m->value;
    return std::nullopt;
}

void Run::setMetric(const QString &name, double value, const QString &originalKey)
{
    if (std::isnan(value))
        return;
    for (MetricValue &m : metrics) {
        if (m.name == name) {
            m.value = value;
            m.originalKey = originalKey;
            return;
        }
    }
    metrics.push_back(MetricValue{name, value, originalKey});
}

QString defaultLaneName(const Run &run)
{
    if (!run.lane.isEmpty())
        return run.lane;
    QString model = run.model.isEmpty() ? QStringLiteral("unknown model") : run.model;
    // Hugging Face ids repeat the organisation in every lane name; the tail is the model.
    const qsizetype slash = model.lastIndexOf(QLatin1Char('/'));
    if (slash >= 0 && slash + 1 < model.size())
        model = model.mid(slash + 1);
    const auto gpu = run.config.find("gpu");
    if (gpu != run.config.end() && gpu->is_string() && !gpu->get<std::string>().empty())
        return model + QStringLiteral(" · ") + QString::fromStdString(gpu->get<std::string>());
    return model;
}

} // namespace lanebook
