#include "app/cli/commandspec.h"

#include "app/cli/clitr.h"

#include "models/run/runformat.h"

namespace lanebook::cli {

namespace {

OptionSpec value(const char *name, const char *valueName, const QString &description)
{
    return {QString::fromLatin1(name), QString::fromLatin1(valueName), OptionKind::Value,
            description};
}

OptionSpec flag(const char *name, const QString &description)
{
    return {QString::fromLatin1(name), QString(), OptionKind::Flag, description};
}

OptionSpec list(const char *name, const char *valueName, const QString &description)
{
    return {QString::fromLatin1(name), QString::fromLatin1(valueName), OptionKind::List,
            description};
}

OptionSpec repeat(const char *name, const char *valueName, const QString &description)
{
    return {QString::fromLatin1(name), QString::fromLatin1(valueName), OptionKind::Repeat,
            description};
}

QList<OptionSpec> compareOptions()
{
    return {
        list("control", "RUN...", CliTr::tr("the control arm's runs (id or label)")),
        list("candidate", "RUN...", CliTr::tr("the candidate arm's runs")),
        value("metric", "NAME", CliTr::tr("the metric to compare; default: chosen from the runs")),
        value("slo", "ttft_ms=200,tpot_ms=50",
              CliTr::tr("judge every run's requests against these bounds first (ttft_ms, "
                        "tpot_ms, itl_ms, e2e_ms): slo_attainment_pct, goodput_req_per_s and "
                        "goodput_tok_per_s compare like any metric (default metric: "
                        "goodput_tok_per_s)")),
        value("noise-floor", "PCT", CliTr::tr("changes smaller than this are noise")),
        value("confidence", "LEVEL", CliTr::tr("the interval's confidence, e.g. 0.95")),
        value("variable", "NAME=KEY,KEY...",
              CliTr::tr("the change under test and the keys it takes (e.g. "
                        "speculation=--speculative-model,--num-speculative-tokens): "
                        "one_variable counts them as one"))};
}

QList<OptionSpec> regressionCheckOptions()
{
    return {
        list("baseline", "RUN|PATTERN|FILE...",
             CliTr::tr("the baseline: run ids or labels, label patterns (main-*), or result "
                       "files and folders to import")),
        list("candidate", "RUN|FILE...",
             CliTr::tr("the candidate: run ids or labels, or result files and folders to "
                       "import")),
        repeat("metric", "NAME[:higher|lower]",
               CliTr::tr("a metric to check; the direction defaults from the metric's name; "
                         "default: the runs' throughput")),
        value("slo", "ttft_ms=200,tpot_ms=50",
              CliTr::tr("judge every run's requests against these bounds first (ttft_ms, "
                        "tpot_ms, itl_ms, e2e_ms): slo_attainment_pct, goodput_req_per_s and "
                        "goodput_tok_per_s compare like any metric (default metric: "
                        "goodput_tok_per_s)")),
        value("max-regression", "PCT",
              CliTr::tr("the loss allowed beyond the noise, e.g. 2%; default 0")),
        repeat("blocking-gate", "GATE",
               CliTr::tr("a gate whose failure fails the check (a gate id, or all); other "
                         "gates are reported only")),
        value("noise-floor", "PCT",
              CliTr::tr("changes smaller than this are noise; default: from the baseline's "
                        "repeats")),
        value("confidence", "LEVEL", CliTr::tr("the interval's confidence, e.g. 0.95")),
        value("junit", "OUT.xml", CliTr::tr("write a JUnit XML: a testcase per metric and gate")),
        value("markdown", "OUT.md", CliTr::tr("write a markdown summary table"))};
}

QList<OptionSpec> benchOptions()
{
    return {
        value("url", "URL", CliTr::tr("the server, http:// or https://")),
        value("model", "NAME", CliTr::tr("the model name the server serves")),
        value("endpoint", "completions|chat",
              CliTr::tr("the OpenAI endpoint (default completions)")),
        value("concurrency", "N", CliTr::tr("requests in flight at once")),
        value("requests", "N", CliTr::tr("requests measured")),
        value("input-tokens", "N", CliTr::tr("prompt length in tokens")),
        value("output-tokens", "N", CliTr::tr("tokens generated per request")),
        value("label", "L", CliTr::tr("the run's label")),
        value("lane", "LANE",
              CliTr::tr("the run's lane (default: the model's); its SLO judges the run when "
                        "--slo is not given")),
        value("request-rate", "R", CliTr::tr("open loop: requests per second")),
        value("burstiness", "B", CliTr::tr("gamma arrivals of this shape (needs --request-rate)")),
        value("warmup", "N", CliTr::tr("requests sent first and not measured")),
        value("seed", "N", CliTr::tr("the seed of prompts and arrivals")),
        value("prompt-file", "F.jsonl", CliTr::tr("prompts from a file instead of synthetic ones")),
        value("shared-system-prompt", "N",
              CliTr::tr("every prompt opens with the same N tokens (of --input-tokens), the rest "
                        "fresh: a cache state the cache gate checks")),
        value("turns", "N",
              CliTr::tr("multi-turn: synthetic conversations of N turns, each turn sent after "
                        "the reply and the think time; --concurrency counts conversations")),
        value("turn-input-tokens", "N",
              CliTr::tr("tokens of each turn after the first (default 64)")),
        value("think-time-ms", "T", CliTr::tr("wait between a reply and the next turn")),
        value("conversations", "N", CliTr::tr("conversations sent (default 16)")),
        flag("multi-turn", CliTr::tr("send every turn of --prompt-file's conversations")),
        value("replies", "server|file",
              CliTr::tr("the replies carried into a conversation's history: the server's "
                        "(default) or the file's")),
        value("trace", "F.jsonl",
              CliTr::tr("replay a Mooncake request trace: its arrival times, lengths and shared "
                        "prompt blocks")),
        value("trace-block-tokens", "N",
              CliTr::tr("tokens per block id of the trace (default 512, Mooncake's)")),
        value("trace-speedup", "X", CliTr::tr("replay the trace X times faster (default 1)")),
        value("api-key", "K", CliTr::tr("the bearer token")),
        value("timeout", "S", CliTr::tr("a request's whole time limit, seconds")),
        value("connect-timeout", "S", CliTr::tr("the connection's time limit, seconds")),
        value("first-token-timeout", "S", CliTr::tr("the time limit to the first token, seconds")),
        value("http-client", "auto|curl", CliTr::tr("the HTTP client")),
        value("slo", "ttft_ms=200,tpot_ms=50",
              CliTr::tr("judge each request against these bounds (ttft_ms, tpot_ms, itl_ms, "
                        "e2e_ms): SLO attainment and goodput; default: the lane's SLO")),
        flag("find-max-concurrency",
             CliTr::tr("search for the highest concurrency that keeps --slo (one stored run per "
                       "probe, starting at --concurrency)")),
        value("target-attainment", "PCT",
              CliTr::tr("the share of requests that must meet the SLO (default 99)")),
        value("resolution", "PCT", CliTr::tr("the search's resolution (default 5)")),
        value("max-probes", "N", CliTr::tr("the most probes the search makes (default 8)")),
        value("telemetry", "SOURCE", CliTr::tr("GPU telemetry during the run (see telemetry)")),
        value("telemetry-every", "N", CliTr::tr("keep every Nth telemetry tick")),
        value("gpus", "0,1", CliTr::tr("the GPUs whose telemetry is recorded (needs --telemetry)")),
        flag("no-ignore-eos", CliTr::tr("let the server stop at end of sequence")),
        flag("reuse-prompts", CliTr::tr("send the same prompts again (prefix caching on)")),
        flag("no-server-metrics", CliTr::tr("do not scrape the server's /metrics"))};
}

QList<OptionSpec> experimentOptions()
{
    return {
        value("label", "L", CliTr::tr("the run's label (default: the script's name)")),
        value("lane", "LANE", CliTr::tr("the lane of the run and of its results")),
        repeat("metric", "NAME=COLUMN",
               CliTr::tr("a CSV / JSON Lines column that holds a vocabulary metric; each row "
                         "becomes a run, the other columns its config")),
        value("out-dir", "DIR",
              CliTr::tr("where the command writes its results (default: the working directory)")),
        value("telemetry", "SOURCE", CliTr::tr("GPU telemetry while it runs (see telemetry)")),
        value("gpus", "0,1",
              CliTr::tr("the GPUs whose telemetry is recorded (needs --telemetry)"))};
}

QList<OptionSpec> waveOptions()
{
    return {value("telemetry", "SOURCE", CliTr::tr("GPU telemetry during the runs, or none")),
            value("telemetry-every", "N", CliTr::tr("keep every Nth telemetry tick")),
            value("pid-dir", "DIR", CliTr::tr("write the servers' process ids here")),
            value("quality-dir", "DIR",
                  CliTr::tr("where quality steps write their files (default: beside the "
                            "notebook, NAME-quality)"))};
}

QList<OptionSpec> findingEditOptions()
{
    return {value("title", "T", CliTr::tr("the finding's title")),
            value("hypothesis", "H", CliTr::tr("what is expected, and why")),
            value("prediction", "P", CliTr::tr("the number the hypothesis predicts")),
            value("analysis", "MARKDOWN", CliTr::tr("the analysis text")),
            value("analysis-file", "FILE.md", CliTr::tr("the analysis, read from a file")),
            value("rules-out", "T", CliTr::tr("what the result rules out")),
            value("next", "T", CliTr::tr("what to try next"))};
}

QString benchNotes()
{
    return CliTr::tr("--api-key defaults to $OPENAI_API_KEY; the key is sent, never stored.\n\n"
                     "Every prompt opens with a nonce of its own, so no request finds another's "
                     "prompt in the server's prefix cache; --reuse-prompts sends a prompt file's "
                     "entries as they are, repeats included (a prefix-cache experiment, so "
                     "labelled in the run).\n\n"
                     "--trace replays a Mooncake trace (JSON Lines of timestamp in ms, "
                     "input_length, output_length, hash_ids): each request at its time (divided "
                     "by --trace-speedup), requests naming the same block id share that block's "
                     "text, so the server's prefix cache sees the trace's reuse; --requests N "
                     "replays the first N. The run records the reuse the trace implies, the "
                     "cache hit rate the server reported and how late requests were sent.\n\n"
                     "--http-client auto (default) streams plain http:// with Lanebook's own "
                     "HTTP/1.1 client, the cheapest per token, and uses libcurl for https:// and "
                     "proxies; curl uses libcurl for everything. The run records which one in "
                     "extra.http_client.\n\n"
                     "--telemetry records the GPUs' telemetry with the run (auto, nvml, "
                     "nvidia-smi, fake, ...; default none); --gpus 0,1 keeps only those GPUs "
                     "(default: all); --telemetry-every N keeps one 10 Hz tick in N.");
}

QString annotateNotes()
{
    return CliTr::tr("STATUS: %1").arg(allRunStatusIds().join(QStringLiteral(", ")));
}

QList<CommandSpec> buildSpecs()
{
    const QString lane = CliTr::tr("the lane");
    return {
        {QStringLiteral("import"),
         QStringLiteral("FILE|FOLDER..."),
         CliTr::tr("detect each file's format and add its runs (one line per file)"),
         {},
         QStringLiteral("lanebook-cli import results/vllm-bench-*.json")},
        {QStringLiteral("runs"),
         QStringLiteral("[--filter TEXT]"),
         CliTr::tr("list runs"),
         {value("filter", "TEXT", CliTr::tr("only runs whose label, model or tags contain TEXT"))},
         QStringLiteral("lanebook-cli runs --filter nvfp4")},
        {QStringLiteral("show"),
         QStringLiteral("RUN"),
         CliTr::tr("one run in full (RUN = id or label)"),
         {},
         QStringLiteral("lanebook-cli show 12")},
        {QStringLiteral("gates"),
         QStringLiteral("RUN"),
         CliTr::tr("the run's validity gates; stores them and the status they suggest"),
         {},
         QStringLiteral("lanebook-cli gates 12")},
        {QStringLiteral("compare"),
         QStringLiteral("--control RUN... --candidate RUN... [OPTIONS]   (or: compare A B)"),
         CliTr::tr("paired comparison per workload point: delta, CI, p, verdict, gates, config "
                   "diff"),
         compareOptions(),
         QStringLiteral("lanebook-cli compare --control 1 3 --candidate 2 4 --metric "
                        "output_tok_per_s")},
        {QStringLiteral("pareto"),
         QStringLiteral("[--x METRIC] [--y METRIC] [--by lane|arm|model|label] [--filter TEXT]"),
         CliTr::tr("the throughput frontier per group: the runs no other run of the group beats "
                   "on both axes, and the dominated ones"),
         {value("x", "METRIC",
                CliTr::tr("the first axis (default output_tok_per_s_per_gpu), higher is better")),
          value("y", "METRIC",
                CliTr::tr("the second axis (default output_tok_per_s_per_user), higher is "
                          "better")),
          value("by", "lane|arm|model|label",
                CliTr::tr("one frontier per lane (default), wave "
                          "arm, model or label")),
          value("filter", "TEXT", CliTr::tr("only runs whose label, model or tags contain TEXT"))},
         QStringLiteral("lanebook-cli pareto --by arm")},
        {QStringLiteral("check"),
         QStringLiteral("--baseline RUN|PATTERN|FILE... --candidate RUN|FILE... [OPTIONS]"),
         CliTr::tr("CI regression gate: exit 0 no regression beyond the noise and the allowance, "
                   "1 a regression or a blocking gate failed, 2 not comparable"),
         regressionCheckOptions(),
         QStringLiteral("lanebook-cli --notebook :memory: check --baseline main/*.json "
                        "--candidate out/*.json --metric output_tok_per_s --metric "
                        "ttft_p99_ms:lower --max-regression 2% --junit check.xml --markdown "
                        "check.md")},
        {QStringLiteral("bench"), QStringLiteral("--url URL --model NAME [OPTIONS]"),
         CliTr::tr("one load-generator run against a live server, recorded"), benchOptions(),
         QStringLiteral("lanebook-cli bench --url http://localhost:8000 --model m "
                        "--concurrency 8 --requests 200 --input-tokens 1024 "
                        "--output-tokens 128")},
        {QStringLiteral("run"), QStringLiteral("[OPTIONS] -- COMMAND ARGS..."),
         CliTr::tr("any experiment: run a script, record it, and import the results it wrote"),
         experimentOptions(),
         QStringLiteral("lanebook-cli run --label bitforge --metric perplexity=ppl --metric "
                        "gen_tok_per_s=tok_s -- python3 sweep.py --bits 2,3,4")},
        {QStringLiteral("wave run"), QStringLiteral("PLAN.json [OPTIONS]"),
         CliTr::tr("a whole A/B wave: launch arms, canaries, interleaved runs"), waveOptions(),
         QStringLiteral("lanebook-cli wave run plans/fp8-vs-nvfp4.json")},
        {QStringLiteral("wave plan"), QStringLiteral("PLAN.json"),
         CliTr::tr("the wave's schedule and estimated duration; runs nothing"), waveOptions(),
         QStringLiteral("lanebook-cli wave plan plans/fp8-vs-nvfp4.json")},
        {QStringLiteral("telemetry"),
         QStringLiteral("[OPTIONS]"),
         CliTr::tr("per-GPU telemetry: one snapshot, or a stream until interrupted"),
         {value("source", "SOURCE",
                CliTr::tr("where the figures come from: auto, nvml, nvidia-smi, xpu-smi, "
                          "amd-smi, sysfs, prometheus=URL or fake")),
          flag("once", CliTr::tr("one snapshot, then exit")),
          value("hz", "N", CliTr::tr("samples per second, 0.01 to 50")),
          value("count", "N", CliTr::tr("stop after N ticks")),
          value("timeout-ms", "MS", CliTr::tr("how long to wait for the tool, at least 10"))},
         QStringLiteral("lanebook-cli telemetry --source nvidia-smi --once")},
        {QStringLiteral("finding new"),
         QStringLiteral("--title T --hypothesis H [OPTIONS]"),
         CliTr::tr("open a finding: a question and the hypothesis to test"),
         {value("title", "T", CliTr::tr("the finding's title")),
          value("hypothesis", "H", CliTr::tr("what is expected, and why")),
          value("hypothesis-source", "TEXT",
                CliTr::tr("the write-up the hypothesis is reconstructed from, when it is entered "
                          "after the results (a notebook back-filled from old write-ups)")),
          value("prediction", "P", CliTr::tr("the number the hypothesis predicts")),
          value("lane", "LANE", lane)},
         QStringLiteral("lanebook-cli finding new --title \"NVFP4 KV cache\" --hypothesis "
                        "\"+8% output tok/s at c=64\"")},
        {QStringLiteral("finding link"),
         QStringLiteral("FINDING --control RUN... --candidate RUN..."),
         CliTr::tr("link the runs that test a finding"),
         {list("control", "RUN...", CliTr::tr("the control arm's runs")),
          list("candidate", "RUN...", CliTr::tr("the candidate arm's runs"))},
         QStringLiteral("lanebook-cli finding link 1 --control 1 3 --candidate 2 4")},
        {QStringLiteral("finding unlink"),
         QStringLiteral("FINDING RUN..."),
         CliTr::tr("remove runs from a finding"),
         {},
         QStringLiteral("lanebook-cli finding unlink 1 3")},
        {QStringLiteral("finding verdict"),
         QStringLiteral("FINDING adopted|negative|inconclusive|invalid --reason TEXT "
                        "[--metric NAME]"),
         CliTr::tr("record the verdict and why"),
         {value("reason", "TEXT", CliTr::tr("why: the evidence in a sentence")),
          value("metric", "NAME",
                CliTr::tr("the metric the verdict rests on (as compare's --metric); the findings "
                          "export compares and charts it; default: the one named before"))},
         QStringLiteral("lanebook-cli finding verdict 1 adopted --reason \"+7.9% [6.1, 9.6]\"")},
        {QStringLiteral("finding edit"), QStringLiteral("FINDING [OPTIONS]"),
         CliTr::tr("change a finding's text"), findingEditOptions(),
         QStringLiteral("lanebook-cli finding edit 1 --next \"try c=128\"")},
        {QStringLiteral("finding list"),
         QStringLiteral("[--lane LANE]"),
         CliTr::tr("list findings"),
         {value("lane", "LANE", lane)},
         QStringLiteral("lanebook-cli finding list")},
        {QStringLiteral("finding show"),
         QStringLiteral("FINDING"),
         CliTr::tr("one finding in full"),
         {},
         QStringLiteral("lanebook-cli finding show 1")},
        {QStringLiteral("lane list"),
         QString(),
         CliTr::tr("the notebook's lanes, with their runs and SLOs"),
         {},
         QStringLiteral("lanebook-cli lane list")},
        {QStringLiteral("lane slo"),
         QStringLiteral("LANE [ttft_ms=200,tpot_ms=50 | --clear]"),
         CliTr::tr("the lane's SLO: shown, set or cleared; bench, wave, compare and check judge "
                   "the lane's runs against it when given no SLO of their own"),
         {flag("clear", CliTr::tr("remove the lane's SLO")),
          flag("create", CliTr::tr("make the lane when the notebook has none of that name"))},
         QStringLiteral("lanebook-cli lane slo \"Llama-3.1-8B-Instruct\" ttft_ms=200,tpot_ms=50")},
        {QStringLiteral("annotate"),
         QStringLiteral("RUN [OPTIONS]"),
         CliTr::tr("notes, tags and a status override on a run"),
         {repeat("note", "TEXT", CliTr::tr("add a note")),
          repeat("tag", "TAG", CliTr::tr("add a tag")),
          repeat("untag", "TAG", CliTr::tr("remove a tag")),
          value("status", "STATUS", CliTr::tr("override the suggested status (needs --reason)")),
          value("reason", "TEXT", CliTr::tr("why the status was overridden"))},
         QStringLiteral("lanebook-cli annotate 12 --tag baseline --note \"driver 550\"")},
        {QStringLiteral("export findings"),
         QStringLiteral("--out FILE.md [--lane LANE]"),
         CliTr::tr("the findings document, with its charts"),
         {value("out", "FILE.md", CliTr::tr("where to write")), value("lane", "LANE", lane)},
         QStringLiteral("lanebook-cli export findings --out doc/findings.md")},
        {QStringLiteral("export packet"),
         QStringLiteral("--lane LANE --out DIR"),
         CliTr::tr("a lane's evidence packet: runs, comparisons, findings"),
         {value("lane", "LANE", lane), value("out", "DIR", CliTr::tr("where to write"))},
         QStringLiteral("lanebook-cli export packet --lane kv-cache --out packet/")},
        {QStringLiteral("export runs"),
         QStringLiteral("--out FILE.csv|FILE.json [--filter TEXT]"),
         CliTr::tr("the runs table as CSV or JSON"),
         {value("out", "FILE", CliTr::tr("where to write; the extension picks the format")),
          value("filter", "TEXT", CliTr::tr("only runs whose label, model or tags contain TEXT"))},
         QStringLiteral("lanebook-cli export runs --out runs.csv")},
        {QStringLiteral("push"),
         QStringLiteral("--to NOTEBOOK [--batch-size N]"),
         CliTr::tr("copy runs, waves and findings into another notebook; only what it lacks"),
         {value("to", "NOTEBOOK",
                CliTr::tr("where to copy: postgresql://user@host:port/db or a file")),
          value("batch-size", "N", CliTr::tr("runs per transaction (default 500)"))},
         QStringLiteral("lanebook-cli push --to postgresql://me@db.lab:5432/team")},
        {QStringLiteral("pull"),
         QStringLiteral("--from NOTEBOOK [--batch-size N]"),
         CliTr::tr("copy runs, waves and findings from another notebook; only what this one "
                   "lacks"),
         {value("from", "NOTEBOOK",
                CliTr::tr("what to copy: postgresql://user@host:port/db or a file")),
          value("batch-size", "N", CliTr::tr("runs per transaction (default 500)"))},
         QStringLiteral("lanebook-cli pull --from postgresql://me@db.lab:5432/team")},
        {QStringLiteral("secret set"),
         QStringLiteral("NAME"),
         CliTr::tr("store a secret in the keychain (value read from standard input)"),
         {},
         QStringLiteral("lanebook-cli secret set hf")},
        {QStringLiteral("secret delete"),
         QStringLiteral("NAME"),
         CliTr::tr("remove a secret from the keychain"),
         {},
         QStringLiteral("lanebook-cli secret delete hf")},
        {QStringLiteral("secret check"),
         QStringLiteral("NAME"),
         CliTr::tr("where NAME resolves from (LANEBOOK_SECRET_NAME, then the keychain)"),
         {},
         QStringLiteral("lanebook-cli secret check hf")},
    };
}

} // namespace

const QList<CommandSpec> &commandSpecs()
{
    static const QList<CommandSpec> specs = buildSpecs();
    return specs;
}

const CommandSpec *findCommandSpec(const QString &name)
{
    for (const CommandSpec &spec : commandSpecs()) {
        if (spec.name == name)
            return &spec;
    }
    return nullptr;
}

QString commandNotes(const QString &name)
{
    if (name == QLatin1String("bench"))
        return benchNotes();
    if (name == QLatin1String("annotate"))
        return annotateNotes();
    return {};
}

QStringList commandActions(const QString &command)
{
    QStringList actions;
    const QString prefix = command + u' ';
    for (const CommandSpec &spec : commandSpecs()) {
        if (spec.name.startsWith(prefix))
            actions << spec.name.mid(prefix.size());
    }
    return actions;
}

QStringList topLevelCommands()
{
    QStringList names;
    for (const CommandSpec &spec : commandSpecs()) {
        const QString first = spec.name.section(u' ', 0, 0);
        if (!names.contains(first))
            names << first;
    }
    return names;
}

} // namespace lanebook::cli
