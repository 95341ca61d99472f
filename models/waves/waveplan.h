#pragma once

#include "models/gates/rungatecontext.h"
#include "models/loadgen/loadspec.h"
#include "models/waves/wavequalitystep.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace lanebook {

// A wave plan: arms placed on GPUs, workload
// points, repeats and the order they run in. The CLI reads it from a JSON file; the GUI's
// planner writes the same JSON (waveplanjson.h). Every key but configs, arms and workload
// has a default:
//
// {
//   "name": "oea-vs-baseline",                 // default: the file name
//   "lane": "glm5-nvfp4-rtx6000",              // optional; recorded on the wave and its runs
//   "gpus": [0, 1],                            // the GPUs this wave may use; default: those the
//                                              // arms name. An arm on another GPU is refused.
//   "configs": [{
//       "name": "baseline",
//       "argv": ["vllm", "serve", "glm5", "--port", "8000"],   // never a shell string
//       "env": {"VLLM_USE_V1": "1",            // or a secret's name, looked up at launch:
//               "HF_TOKEN": {"secret": "hf"}},
//       "base_url": "http://127.0.0.1:8000",   // OpenAI-compatible root, no /v1; port 0
//                                              // (with "--port", "0"): the server picks
//                                              // one and says which in its log (serverport.h)
//       "health_url": "http://127.0.0.1:8000/health",           // default: base_url + /health
//       "model": "glm5",                       // the served model name requests ask for
//       "ssh_host": "",                        // empty: this machine
//       "working_directory": "",
//       "ready_timeout_s": 600,
//       "expected_startup_s": 60,              // for the schedule's time estimate only
//       "expected_tok_per_s_per_stream": 30,   // likewise
//       "recipe": {"runtime": "vllm", "runtime_version": "0.11.0", "quantization": "nvfp4"}
//   }],                                        // recipe: copied into every run's config
//   "arms": [{"name": "A", "config": "baseline", "role": "control", "gpus": [0]},
//            {"name": "B", "config": "oea", "role": "candidate", "gpus": [1]}],
//   "workload": {
//       "endpoint": "completions",             // or "chat"
//       "concurrency": [10, 64, 256, 1024],
//       "context_tokens": [1024],              // prompt length of each request
//       "output_tokens": 256,
//       "requests": 200,                       // or one count per concurrency value
//       "warmup_requests": 10,
//       "prompt_file": "", "seed": 0, "ignore_eos": true
//   },
//   "repeats": 6,                              // default: defaultWaveRepeats()
//   "order": "interleaved",                    // A,B,A,B in every slot | "abba": B,A on odd
//   repeats "swap_gpus": false,                        // arms trade GPUs on odd repeats
//   "execution": "alternate",                  // | "side_by_side" (see WaveExecutionMode)
//   "canaries": [{"name": "json", "kind": "json", "prompt": "...", "expected": "",
//                 "max_tokens": 64}],          // kind: json | tool_call | text |
//                                              // exact_answer | same_as_control; tool_call
//                                              // adds "tools", "required_keys";
//                                              // exact_answer and same_as_control "probes",
//                                              // same_as_control "min_agreement" (WaveCanary)
//   "quality": [{"name": "kld", "kind": "perplexity", "argv": [...],
//                "timeout_s": 3600, "when": "per_server_start"}],
//                                              // kind: perplexity | lm_eval | command;
//                                              // when: | "per_arm" (WaveQualityStep)
//   "restart": "per_repeat",                   // | "per_run" | "once"
//   "on_arm_failure": "continue",              // | "stop"
//   "prefix_cache_reset": "if_supported",      // | "required" | "never"
//   "variable": "max_num_seqs",                // the variable under test (WaveVariable): a
//                                              // setting, a held-fixed group ("quantization"),
//                                              // a list of keys that make one change, or
//                                              // {"name": "speculation", "keys": [...]}
//   "slo": {"ttft_ms": 200, "tpot_ms": 50},    // optional (Slo): attainment and goodput of
//                                              // every run; default: the lane's SLO
//   "search": {"target_attainment_pct": 99,    // optional (WaveLoadSearch): each arm searches
//              "resolution_pct": 5,            // for its highest concurrency under the SLO,
//              "max_probes": 8}                // from the workload's one concurrency
// }

enum class ArmRole { Control, Candidate };

// Which arm goes first in each slot.
enum class ArmOrderPolicy {
    Interleaved,     // plan order in every slot: A,B | A,B | A,B
    Counterbalanced, // reversed on odd repeats: A,B | B,A | A,B (ABBA)
};

// Whether the arms of one slot take turns or run at the same time, each on its own GPUs.
// Alternate is the default: side-by-side screens reject bad ideas but
// promotion needs "a clean solo run or a balanced same-window A/B", interleaved
// A,B,A,B. Alternating keeps every measured load alone on the host (CPU, PCIe, power and
// the load generator itself are not shared) while interleaving turns drift into noise. The
// servers of arms on disjoint GPUs stay up side by side between their turns.
enum class WaveExecutionMode { Alternate, SideBySide };

// When an arm's server is started afresh. Repeats are separate processes.
enum class ServerRestartPolicy {
    PerRepeat, // one server process per arm per repeat (the default)
    PerRun,    // a fresh process for every run
    Once,      // one process for the whole wave (restarted only when it dies or moves GPUs)
};

enum class ArmFailurePolicy {
    Continue, // record the failure, skip that arm's step, go on with the wave
    Stop,     // record the failure, stop the wave (status "failed")
};

// Prefix-cache hits inflate tok/s: the cache is reset before every run.
enum class PrefixCacheResetPolicy {
    IfSupported, // POST /reset_prefix_cache; a server without the endpoint is noted, not failed
    Required,    // a server that cannot reset fails the step
    Never,
};

// How to start one inference server and where it answers.
struct ServerConfig
{
    QString name;
    QStringList argv;
    QMap<QString, QString> environment;
    // Variables whose value is a secret named in the plan ({"secret": "hf"}): key -> secret
    // name. The value is looked up at launch (backends/secrets) and never held here.
    QMap<QString, QString> secretEnvironment;
    QString baseUrl;
    QString healthUrl;
    QString model;
    QString sshHost;
    QString workingDirectory;
    double readyTimeoutS = 600.0;
    double expectedStartupS = 60.0;
    double expectedTokPerSPerStream = 30.0;
    nlohmann::json recipe = nlohmann::json::object();

    QString effectiveHealthUrl() const;
    // base_url (or health_url) names port 0: the server picks its port, and every URL of the
    // config gets the one its log reports (ServerPort) once it listens.
    bool serverPicksPort() const;
};

// One arm: a config in a role on its GPUs.
struct WaveArm
{
    QString name;
    QString config;
    ArmRole role = ArmRole::Candidate;
    QList<int> gpus;
};

// One point of the workload grid, as run.
struct WavePoint
{
    int concurrency = 1;
    int contextTokens = 128;
    int outputTokens = 128;
    int requests = 100;

    friend bool operator==(const WavePoint &, const WavePoint &) = default;
};

// The workload grid: every concurrency at every context length.
struct WaveWorkload
{
    LoadEndpoint endpoint = LoadEndpoint::Completions;
    std::vector<int> concurrency{1};
    std::vector<int> contextTokens{128};
    int outputTokens = 128;
    std::vector<int> requests{100}; // one count for all, or one per concurrency value
    int warmupRequests = 0;
    QString promptFile;
    quint64 seed = 0;
    bool ignoreEos = true;
    // Traffic that reuses context on purpose (LoadSpec): multi-turn conversations (turns > 0:
    // `conversations` of them at every point, the concurrency counting conversations), a
    // replayed trace (its own arrivals and lengths; the grid's concurrency caps the streams),
    // or a shared system prompt of the context's first tokens. At most one of them.
    int turns = 0;
    int turnInputTokens = 64;
    double thinkTimeMs = 0.0;
    int conversations = 16;
    QString traceFile;
    double traceSpeedup = 1.0;
    int traceBlockTokens = 512;
    int sharedSystemPromptTokens = 0;

    // Context length outer, concurrency inner: a sweep of concurrency per context.
    std::vector<WavePoint> points() const;
};

// One prompt of a canary that asks several, with its known answer (exact answer only).
struct WaveCanaryProbe
{
    QString prompt;
    QString expected;

    friend bool operator==(const WaveCanaryProbe &, const WaveCanaryProbe &) = default;
};

// A fixed prompt (or a few) sent to every freshly started server before its measured runs;
// the output is kept with the runs (extra["canaries"]) for the quality_canary gate.
//   json, text: `prompt` (text: the output must contain `expected`).
//   tool_call: `prompt`; with `tools` (OpenAI chat-completions tool definitions) the request
//     goes to /v1/chat/completions with them, and the call's arguments must parse as a JSON
//     object holding `required_keys` (default: the first tool's parameters.required).
//   exact_answer: `probes` [{prompt, expected}], or `prompt` and `expected`, or neither for
//     the built-in arithmetic and recall probes (builtinExactAnswerProbes).
//   same_as_control: `probes` [{prompt}], or `prompt`, or neither for the built-in prompts
//     (builtinAgreementProbes); the candidate's outputs must agree with the control's on at
//     least `min_agreement` of words.
// Canaries are sent at temperature 0 and without streaming.
struct WaveCanary
{
    QString name;
    CanaryKind kind = CanaryKind::Json;
    QString prompt;
    QString expected; // kind text: the output must contain it
    int maxTokens = 64;
    nlohmann::json tools = nlohmann::json::array(); // tool_call: definitions sent with it
    QStringList requiredKeys = {};                  // tool_call: keys the arguments must hold
    std::vector<WaveCanaryProbe> probes = {};       // exact_answer, same_as_control, as written
    double minAgreement = 0.9;                      // same_as_control

    // The probes sent: the written ones, the prompt as one, or the built-in set.
    std::vector<WaveCanaryProbe> effectiveProbes() const;
    // tool_call: the written required keys, else the first tool's parameters.required.
    QStringList effectiveRequiredKeys() const;
    // tool_call: the first tool's function name; empty without tools.
    QString toolName() const;
};

// Arithmetic and recall prompts with known answers any instruction-tuned model gets right.
std::vector<WaveCanaryProbe> builtinExactAnswerProbes();
// Open prompts whose greedy answers a faithful candidate repeats word for word.
std::vector<WaveCanaryProbe> builtinAgreementProbes();

// Repeats a new plan gets (a plan file without "repeats", the planner): what the planner's
// sample-size estimate asks for a 5 % effect at the default 2 % run-to-run noise, never below
// the exact 95 % interval's minimum. Fewer pairs end "not enough data" whatever the arms do
// (a 3-vs-3 wave at +23 % gives p = 0.25).
int defaultWaveRepeats();
// The fewest pairs with which a control and a candidate can reach a verdict (the exact 95 %
// interval's minimum, 6).
int minimumPairsForVerdict();

// The variable under test as the plan names it: the setting the arms are meant to differ in,
// or the settings that make one change (`--speculative-model X --num-speculative-tokens 5`).
// A key is a config key or argv flag ("max_num_seqs", "--kv-cache-dtype",
// "config.recipe.quantization") or a held-fixed group's id ("quantization", "draft_depth").
// Every run of the wave carries it (extra["variable_under_test"] = {"name", "keys"}), where the
// one_variable gate reads it: arms that differ in anything else, or not in it, fail the gate.
struct WaveVariable
{
    QString name; // as written; the keys joined when the plan gives none
    QStringList keys;

    bool isEmpty() const { return keys.isEmpty(); }
    friend bool operator==(const WaveVariable &, const WaveVariable &) = default;
};

// A wave that searches, per arm, for the highest concurrency at which the SLO's attainment
// stays at or above a target (MaxLoadSearch): every repeat and workload point is one search
// per arm, their probes interleaved A,B,A,B like any wave, each probe a real run. The
// workload's single concurrency is where each search starts. The arms' maxima are compared
// paired by repeat (wavesearch.h).
struct WaveLoadSearch
{
    double targetAttainmentPct = 99.0;
    double resolutionPct = 5.0; // the bracket's (missed - met) / missed at the end, in percent
    int maxProbes = 8;          // per arm and search

    friend bool operator==(const WaveLoadSearch &, const WaveLoadSearch &) = default;
};

struct WavePlan
{
    QString name;
    QString lane;
    QList<int> gpus;
    std::vector<ServerConfig> configs;
    std::vector<WaveArm> arms;
    WaveWorkload workload;
    int repeats = defaultWaveRepeats();
    ArmOrderPolicy order = ArmOrderPolicy::Interleaved;
    bool swapGpus = false;
    WaveExecutionMode execution = WaveExecutionMode::Alternate;
    std::vector<WaveCanary> canaries;
    std::vector<WaveQualityStep> quality; // run against each arm's server (wavequalitystep.h)
    ServerRestartPolicy restart = ServerRestartPolicy::PerRepeat;
    ArmFailurePolicy onArmFailure = ArmFailurePolicy::Continue;
    PrefixCacheResetPolicy prefixCacheReset = PrefixCacheResetPolicy::IfSupported;
    WaveVariable variable; // empty: not declared (the gate counts every difference)
    // "slo": {"ttft_ms": 200, "tpot_ms": 50}: every measured run is judged against it
    // (slo_attainment_pct, goodput_req_per_s, goodput_tok_per_s).
    std::optional<Slo> slo;
    // The plan named no "slo" and took its lane's (parseWavePlan's laneSlo); the plan as
    // recorded then holds that SLO as its own.
    bool sloFromLane = false;
    std::optional<WaveLoadSearch> search; // needs the SLO

    const ServerConfig *config(const QString &configName) const;
    const ServerConfig *configOfArm(const WaveArm &arm) const;
    // The GPUs the plan may use: "gpus", else the union of the arms' GPUs, ascending.
    QList<int> availableGpus() const;
};

// The ids used in the JSON (and the CLI's output).
QString armRoleId(ArmRole role); // "control", "candidate"
std::optional<ArmRole> armRoleFromId(const QString &id);
QString armOrderPolicyId(ArmOrderPolicy order); // "interleaved", "abba"
std::optional<ArmOrderPolicy> armOrderPolicyFromId(const QString &id);
QString waveExecutionModeId(WaveExecutionMode mode); // "alternate", "side_by_side"
std::optional<WaveExecutionMode> waveExecutionModeFromId(const QString &id);
QString serverRestartPolicyId(ServerRestartPolicy policy); // "per_repeat", "per_run", "once"
std::optional<ServerRestartPolicy> serverRestartPolicyFromId(const QString &id);
QString armFailurePolicyId(ArmFailurePolicy policy); // "continue", "stop"
std::optional<ArmFailurePolicy> armFailurePolicyFromId(const QString &id);
QString prefixCacheResetPolicyId(PrefixCacheResetPolicy policy); // "if_supported", ...
std::optional<PrefixCacheResetPolicy> prefixCacheResetPolicyFromId(const QString &id);
QString canaryKindId(CanaryKind kind); // "json", "tool_call", "text", "exact_answer", ...
std::optional<CanaryKind> canaryKindFromId(const QString &id);
QString loadEndpointId(LoadEndpoint endpoint); // "completions", "chat"
std::optional<LoadEndpoint> loadEndpointFromId(const QString &id);

} // namespace lanebook
