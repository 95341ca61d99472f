#include "backends/importers/inferenceperfrequests.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/lenientjson.h"

#include <algorithm>
#include <cmath>

namespace lanebook::InferencePerfRequests {

namespace {

constexpr std::size_t kSniffBytes = 64 * 1024;
constexpr qsizetype kErrorChars = 300;

const nlohmann::json &firstObject(const nlohmann::json &object,
                                  std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        const nlohmann::json &value = LenientJson::member(object, key);
        if (value.is_object())
            return value;
    }
    return LenientJson::member(object, "");
}

std::optional<int> count(const nlohmann::json &object, const char *key, const QString &where)
{
    const auto value = LenientJson::numberAt(object, key, where);
    if (!value || !std::isfinite(*value) || *value < 0 || *value > 1e9)
        return std::nullopt;
    return int(std::lround(*value));
}

// A list of perf_counter seconds; throws naming the key for anything else.
std::vector<double> times(const nlohmann::json &object, const char *key, const QString &where)
{
    const nlohmann::json &list = LenientJson::member(object, key);
    std::vector<double> seconds;
    if (list.is_null())
        return seconds;
    if (!list.is_array())
        throw ImportFailure(ImportersTr::tr("%1: key \"%2\" should be a list of times")
                                .arg(where, QString::fromLatin1(key)));
    seconds.reserve(list.size());
    for (const nlohmann::json &time : list) {
        const auto value = LenientJson::number(time);
        if (!value || !std::isfinite(*value))
            throw ImportFailure(ImportersTr::tr("%1: key \"%2\" holds a non-number")
                                    .arg(where, QString::fromLatin1(key)));
        seconds.push_back(*value);
    }
    return seconds;
}

struct Timed
{
    double startS = 0.0;
    RequestSample sample;
};

Timed record(const JsonObjectScan::Value &element)
{
    const QString where =
        ImportersTr::tr("request %1 (line %2)").arg(element.index + 1).arg(element.line);
    if (!element.isObject)
        throw ImportFailure(ImportersTr::tr("%1 should be an object").arg(where));
    // The prompt and the reply text are not read (and not kept: they can hold the user's data).
    const nlohmann::json object = JsonObjectScan::parseMembers(element, {"request", "response"});
    const auto start = LenientJson::numberAt(object, "start_time", where);
    const auto end = LenientJson::numberAt(object, "end_time", where);
    if (!start || !end || !std::isfinite(*start) || !std::isfinite(*end))
        throw ImportFailure(
            ImportersTr::tr("%1: keys \"start_time\" and \"end_time\" should be times in seconds")
                .arg(where));
    const nlohmann::json &info = LenientJson::member(object, "info");
    if (!info.is_object())
        throw ImportFailure(ImportersTr::tr("%1: key \"info\" should be an object").arg(where));
    Timed timed;
    timed.startS = *start;
    RequestSample &sample = timed.sample;
    sample.e2elMs = (*end - *start) * 1000.0;
    const nlohmann::json &text =
        LenientJson::member(LenientJson::member(info, "request_metrics"), "text");
    sample.inputTokens =
        text.is_object() ? count(text, "input_tokens", where) : count(info, "input_tokens", where);
    // v0.6+: response_metrics (null for a failed request); v0.5: response_info; before: info.
    const nlohmann::json &response = firstObject(info, {"response_metrics", "response_info"});
    const nlohmann::json &metrics = response.is_object() ? response : info;
    const nlohmann::json &usage = LenientJson::member(metrics, "server_usage");
    sample.outputTokens = usage.is_object() && usage.contains("completion_tokens")
                              ? count(usage, "completion_tokens", where)
                              : count(metrics, "output_tokens", where);
    const std::vector<double> tokenTimes = times(metrics, "output_token_times", where);
    std::vector<double> chunkTimes = times(metrics, "chunk_times", where);
    if (chunkTimes.empty())
        chunkTimes = tokenTimes;
    if (tokenTimes.size() > 1)
        sample.ttftMs = (tokenTimes.front() - *start) * 1000.0;
    for (std::size_t i = 1; i < chunkTimes.size() && tokenTimes.size() > 1; ++i)
        sample.itlMs.push_back(float((chunkTimes[i] - chunkTimes[i - 1]) * 1000.0));
    const nlohmann::json &error = LenientJson::member(object, "error");
    if (!error.is_null()) {
        const QString type = LenientJson::toQString(LenientJson::member(error, "error_type"));
        const QString message = LenientJson::toQString(LenientJson::member(error, "error_msg"));
        sample.error = (type.isEmpty() ? QStringLiteral("error") : type) +
                       (message.isEmpty() ? QString() : QStringLiteral(": ") + message);
        sample.error = sample.error.left(kErrorChars);
        sample.ttftMs.reset();
        sample.itlMs.clear();
    }
    return timed;
}

} // namespace

bool looksLikeRequests(std::string_view text)
{
    const std::string_view first = JsonObjectScan::firstArrayElement(text);
    if (first.empty())
        return false;
    const auto members = JsonObjectScan::sniffFirstObject(first, kSniffBytes);
    using JsonObjectScan::hasKey;
    return hasKey(members, "start_time") && hasKey(members, "end_time") &&
           hasKey(members, "request") && hasKey(members, "response") && hasKey(members, "info") &&
           hasKey(members, "error");
}

Requests parse(std::string_view text)
{
    const std::vector<JsonObjectScan::Value> elements = JsonObjectScan::scanArrayElements(text);
    if (elements.empty())
        throw ImportFailure(ImportersTr::tr("the list of requests is empty"));
    std::vector<Timed> records;
    records.reserve(elements.size());
    for (const JsonObjectScan::Value &element : elements)
        records.push_back(record(element));
    // The file lists requests as they were collected (about when each ended): by start here.
    std::stable_sort(records.begin(), records.end(),
                     [](const Timed &a, const Timed &b) { return a.startS < b.startS; });
    Requests requests;
    requests.samples.reserve(records.size());
    const double first = records.front().startS;
    for (Timed &timed : records) {
        timed.sample.index = int(requests.samples.size());
        timed.sample.sendTimeS = timed.startS - first;
        requests.failed += timed.sample.error.isEmpty() ? 0 : 1;
        requests.samples.push_back(std::move(timed.sample));
    }
    return requests;
}

} // namespace lanebook::InferencePerfRequests
