#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace lanebook {

// The few settings an inference-perf run's config.yaml gives its runs. The tool writes the
// whole resolved config beside its reports (Config.model_dump, yaml.dump with sort_keys=False:
// block style, two-space indent), or as one line of JSON when it uploads to GCS or S3. It is read
// with BlockYaml (or as JSON) and only the named keys are taken: the file also holds
// server.api_key, tokenizer.token and api.headers, which are never taken, so never stored.
namespace InferencePerfConfig {

struct Settings
{
    QString serverType;            // server.type: vllm, sglang, tgi, ...
    QString modelName;             // server.model_name
    QString loadType;              // load.type: constant, poisson, concurrent, trace_replay, ...
    QString apiType;               // api.type: completion, chat
    std::optional<bool> streaming; // api.streaming
};

// Never throws: what cannot be read is left empty.
Settings read(const QByteArray &content);

} // namespace InferencePerfConfig

} // namespace lanebook
