#include "models/run/runrecordjson.h"
#include "models/run/runjson.h"

#include <cmath>
#include <limits>

namespace lanebook {

namespace {

std::string text(const QString &value)
{
    return value.toStdString();
}

// Reads what runRecordToJson wrote; a missing key is the type's empty value, a key of the
// wrong type is an error naming it.
class Reader
{
public:
    explicit Reader(const nlohmann::json &json, QString prefix = {})
        : m_json(json)
        , m_prefix(std::move(prefix))
    {}

    QString string(const char *key)
    {
        const auto it = m_json.find(key);
        if (it == m_json.end() || it->is_null())
            return {};
        if (!it->is_string())
            return wrong(key, "a string"), QString();
        return QString::fromStdString(it->get<std::string>());
    }
    nlohmann::json object(const char *key)
    {
        const auto it = m_json.find(key);
        if (it == m_json.end() || it->is_null())
            return nlohmann::json::object();
        if (!it->is_object())
            return wrong(key, "an object"), nlohmann::json::object();
        return *it;
    }
    const nlohmann::json *array(const char *key)
    {
        const auto it = m_json.find(key);
        if (it == m_json.end() || it->is_null())
            return nullptr;
        if (!it->is_array())
            return wrong(key, "an array"), nullptr;
        return &*it;
    }
    qint64 integer(const char *key)
    {
        const auto it = m_json.find(key);
        if (it == m_json.end() || it->is_null())
            return 0;
        if (!it->is_number_integer())
            return wrong(key, "an integer"), 0;
        return it->get<qint64>();
    }
    template <typename T> std::optional<T> optionalNumber(const char *key)
    {
        const auto it = m_json.find(key);
        if (it == m_json.end() || it->is_null())
            return std::nullopt;
        if (!it->is_number())
            return wrong(key, "a number"), std::nullopt;
        return it->get<T>();
    }
    void wrong(const char *key, const char *what)
    {
        if (m_error.isEmpty())
            m_error = QStringLiteral("%1%2: not %3")
                          .arg(m_prefix, QString::fromLatin1(key), QString::fromLatin1(what));
    }
    QString error() const { return m_error; }

private:
    const nlohmann::json &m_json;
    QString m_prefix;
    QString m_error;
};

double metricValueFromJson(const nlohmann::json &value, bool *ok)
{
    *ok = true;
    if (value.is_number())
        return value.get<double>();
    if (value == "inf")
        return std::numeric_limits<double>::infinity();
    if (value == "-inf")
        return -std::numeric_limits<double>::infinity();
    *ok = false;
    return 0;
}

nlohmann::json sampleToJson(const RequestSample &s)
{
    nlohmann::json j = {{"index", s.index}};
    const auto put = [&j](const char *key, const auto &value) {
        if (value)
            j[key] = *value;
    };
    put("send_time_s", s.sendTimeS);
    put("ttft_ms", s.ttftMs);
    put("e2el_ms", s.e2elMs);
    put("input_tokens", s.inputTokens);
    put("output_tokens", s.outputTokens);
    put("cached_tokens", s.cachedTokens);
    if (!s.itlMs.empty())
        j["itl_ms"] = s.itlMs;
    if (!s.finishReason.isEmpty())
        j["finish_reason"] = text(s.finishReason);
    if (!s.error.isEmpty())
        j["error"] = text(s.error);
    return j;
}

Expected<RequestSample> sampleFromJson(const nlohmann::json &j, int position)
{
    if (!j.is_object()) {
        return unexpected(QStringLiteral("samples[%1]: not an object").arg(position));
    }
    Reader r(j, QStringLiteral("samples[%1].").arg(position));
    RequestSample s;
    s.index = int(r.integer("index"));
    s.sendTimeS = r.optionalNumber<double>("send_time_s");
    s.ttftMs = r.optionalNumber<double>("ttft_ms");
    s.e2elMs = r.optionalNumber<double>("e2el_ms");
    s.inputTokens = r.optionalNumber<int>("input_tokens");
    s.outputTokens = r.optionalNumber<int>("output_tokens");
    s.cachedTokens = r.optionalNumber<int>("cached_tokens");
    if (const nlohmann::json *itl = r.array("itl_ms")) {
        s.itlMs.reserve(itl->size());
        for (const nlohmann::json &gap : *itl) {
            if (!gap.is_number()) {
                r.wrong("itl_ms", "an array of numbers");
                break;
            }
            s.itlMs.push_back(gap.get<float>());
        }
    }
    s.finishReason = r.string("finish_reason");
    s.error = r.string("error");
    if (!r.error().isEmpty()) {
        return unexpected(r.error());
    }
    return s;
}

} // namespace

nlohmann::json runRecordToJson(const Run &run)
{
    nlohmann::json metrics = nlohmann::json::array();
    for (const MetricValue &m : run.metrics)
        metrics.push_back({{"name", text(m.name)},
                           {"value", metricValueToJson(m.value)},
                           {"original_key", text(m.originalKey)}});
    nlohmann::json samples = nlohmann::json::array();
    for (const RequestSample &s : run.samples)
        samples.push_back(sampleToJson(s));
    return {
        {"uuid", text(run.uuid)},
        {"host", text(run.host)},
        {"label", text(run.label)},
        {"format", text(runFormatId(run.format))},
        {"model", text(run.model)},
        {"lane", text(run.lane)},
        {"status", text(runStatusId(run.status))},
        {"status_reason", text(run.statusReason)},
        {"started_at", run.startedAt.isValid()
                           ? nlohmann::json(text(run.startedAt.toUTC().toString(Qt::ISODateWithMs)))
                           : nlohmann::json()},
        {"config", run.config},
        {"workload", run.workload},
        {"metrics", metrics},
        {"source",
         {{"path", text(run.source.path)},
          {"sha256", text(run.source.sha256)},
          {"locator", text(run.source.locator)},
          {"size_bytes", run.source.sizeBytes}}},
        {"extra", run.extra},
        {"samples", samples},
    };
}

Expected<Run> runRecordFromJson(const nlohmann::json &json)
{
    if (!json.is_object()) {
        return unexpected(QStringLiteral("a run record is a JSON object"));
    }
    Reader r(json);
    Run run;
    // Entries journaled before runs had an identity lack uuid and host: they get new ones.
    run.uuid = r.string("uuid");
    run.host = r.string("host");
    run.label = r.string("label");
    const QString format = r.string("format");
    const QString status = r.string("status");
    run.model = r.string("model");
    run.lane = r.string("lane");
    run.statusReason = r.string("status_reason");
    const QString startedAt = r.string("started_at");
    run.config = r.object("config");
    run.workload = r.object("workload");
    run.extra = r.object("extra");
    const nlohmann::json source = r.object("source");
    const nlohmann::json *metrics = r.array("metrics");
    const nlohmann::json *samples = r.array("samples");
    if (!r.error().isEmpty()) {
        return unexpected(r.error());
    }
    if (const auto f = runFormatFromId(format))
        run.format = *f;
    else {
        return unexpected(QStringLiteral("format: unknown format \"%1\"").arg(format));
    }
    if (const auto s = runStatusFromId(status))
        run.status = *s;
    else {
        return unexpected(QStringLiteral("status: unknown status \"%1\"").arg(status));
    }
    if (!startedAt.isEmpty()) {
        run.startedAt = QDateTime::fromString(startedAt, Qt::ISODateWithMs);
        run.startedAt.setTimeSpec(Qt::UTC);
    }
    Reader s(source, QStringLiteral("source."));
    run.source.path = s.string("path");
    run.source.sha256 = s.string("sha256");
    run.source.locator = s.string("locator");
    run.source.sizeBytes = s.integer("size_bytes");
    if (!s.error().isEmpty()) {
        return unexpected(s.error());
    }
    for (size_t i = 0; metrics && i < metrics->size(); ++i) {
        const nlohmann::json &m = (*metrics)[i];
        bool ok = m.is_object() && m.contains("value");
        const double value = ok ? metricValueFromJson(m["value"], &ok) : 0;
        QString name;
        QString originalKey;
        if (ok) {
            Reader mr(m, QStringLiteral("metrics[%1].").arg(i));
            name = mr.string("name");
            originalKey = mr.string("original_key");
            ok = mr.error().isEmpty();
        }
        if (!ok || name.isEmpty()) {
            return unexpected(
                QStringLiteral("metrics[%1]: not a metric (name, value, original_key)").arg(i));
        }
        run.metrics.push_back(MetricValue{name, value, originalKey});
    }
    for (size_t i = 0; samples && i < samples->size(); ++i) {
        Expected<RequestSample> sample = sampleFromJson((*samples)[i], int(i));
        if (!sample)
            return unexpected(sample.error());
        run.samples.push_back(std::move(*sample));
    }
    return run;
}

} // namespace lanebook
