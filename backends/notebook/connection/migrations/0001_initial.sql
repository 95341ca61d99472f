-- Lanebook notebook schema, version 1.
-- The domain's entities (lanes, configs, workloads, runs, waves, findings, gates). Designed for
-- 100,000 runs and tens of millions of samples: samples live in WITHOUT ROWID tables keyed by (run,
-- position), metric names are interned, and every list the GUI shows has an index that serves it.
-- Statements are separated by lines holding only ";;" (the migration runner splits there).

CREATE TABLE lanes (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    model TEXT,
    quantization TEXT,
    hardware TEXT,
    quality_promise TEXT,
    baseline_run_id INTEGER,
    notes TEXT,
    created_at TEXT NOT NULL
);
;;
CREATE TABLE configs (
    id INTEGER PRIMARY KEY,
    content_hash TEXT NOT NULL UNIQUE,   -- sha256 of the canonical JSON: a config is immutable
    runtime TEXT,
    runtime_version TEXT,
    json TEXT NOT NULL
);
;;
CREATE TABLE workloads (
    id INTEGER PRIMARY KEY,
    content_hash TEXT NOT NULL UNIQUE,
    json TEXT NOT NULL
);
;;
CREATE TABLE sources (
    id INTEGER PRIMARY KEY,
    sha256 TEXT NOT NULL UNIQUE,         -- same content at another path is the same source
    path TEXT NOT NULL,
    size_bytes INTEGER NOT NULL,
    format TEXT,
    imported_at TEXT NOT NULL
);
;;
CREATE TABLE waves (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    lane_id INTEGER REFERENCES lanes(id),
    plan_json TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'planned',
    created_at TEXT NOT NULL,
    finished_at TEXT
);
;;
CREATE TABLE runs (
    id INTEGER PRIMARY KEY,
    label TEXT NOT NULL,
    format TEXT NOT NULL,
    model TEXT,
    lane_id INTEGER REFERENCES lanes(id),
    config_id INTEGER REFERENCES configs(id),
    workload_id INTEGER REFERENCES workloads(id),
    status TEXT NOT NULL DEFAULT 'unjudged',
    status_reason TEXT,
    started_at TEXT,                     -- ISO 8601 UTC, NULL when the tool did not say
    source_id INTEGER REFERENCES sources(id),
    source_locator TEXT NOT NULL DEFAULT '',
    wave_id INTEGER REFERENCES waves(id),
    arm TEXT,
    role TEXT,                           -- control / candidate
    repeat_index INTEGER,
    slot INTEGER,
    gpu_ids TEXT,
    extra_json TEXT,                     -- tool keys outside the vocabulary
    log_tail TEXT,
    created_at TEXT NOT NULL
);
;;
CREATE UNIQUE INDEX runs_source ON runs(source_id, source_locator) WHERE source_id IS NOT NULL;
;;
CREATE INDEX runs_label ON runs(label);
;;
CREATE INDEX runs_lane ON runs(lane_id);
;;
CREATE INDEX runs_wave ON runs(wave_id, repeat_index, slot);
;;
CREATE TABLE metric_names (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
;;
CREATE TABLE run_metrics (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    metric_id INTEGER NOT NULL REFERENCES metric_names(id),
    value REAL NOT NULL,                 -- +inf allowed (an infinite request rate)
    original_key TEXT,
    PRIMARY KEY (run_id, metric_id)
) WITHOUT ROWID;
;;
CREATE INDEX run_metrics_by_metric ON run_metrics(metric_id, run_id, value);
;;
CREATE TABLE request_samples (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    send_time_s REAL,
    ttft_ms REAL,
    e2el_ms REAL,
    input_tokens INTEGER,
    output_tokens INTEGER,
    cached_tokens INTEGER,
    finish_reason TEXT,
    error TEXT,
    itl_ms BLOB,                         -- little-endian float32 array, one per chunk gap
    PRIMARY KEY (run_id, idx)
) WITHOUT ROWID;
;;
CREATE TABLE gpus (
    id INTEGER PRIMARY KEY,
    host TEXT NOT NULL DEFAULT '',
    uuid TEXT NOT NULL,
    gpu_index INTEGER,
    name TEXT,
    driver TEXT,
    bus_id TEXT,
    UNIQUE (host, uuid)
);
;;
CREATE TABLE telemetry_samples (
    run_id INTEGER REFERENCES runs(id) ON DELETE CASCADE,
    gpu_id INTEGER NOT NULL REFERENCES gpus(id),
    t_ns INTEGER NOT NULL,               -- wall clock, ns since the epoch
    util_pct REAL,
    mem_used_bytes INTEGER,
    mem_total_bytes INTEGER,
    temperature_c REAL,
    mem_temperature_c REAL,
    power_w REAL,
    power_limit_w REAL,
    sm_clock_mhz REAL,
    mem_clock_mhz REAL,
    throttle_reasons INTEGER,            -- bit mask, NVML clock-event reason bits
    fan_pct REAL,
    energy_mj REAL
);
;;
CREATE INDEX telemetry_by_run ON telemetry_samples(run_id, gpu_id, t_ns);
;;
CREATE TABLE findings (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    lane_id INTEGER REFERENCES lanes(id),
    hypothesis TEXT,
    hypothesis_at TEXT,
    prediction TEXT,
    verdict TEXT,                        -- adopted / negative / inconclusive / invalid
    verdict_reason TEXT,
    analysis_md TEXT,
    rules_out TEXT,
    next_steps TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
;;
CREATE TABLE finding_runs (
    finding_id INTEGER NOT NULL REFERENCES findings(id) ON DELETE CASCADE,
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    role TEXT NOT NULL,                  -- control / candidate
    PRIMARY KEY (finding_id, run_id)
) WITHOUT ROWID;
;;
CREATE TABLE finding_waves (
    finding_id INTEGER NOT NULL REFERENCES findings(id) ON DELETE CASCADE,
    wave_id INTEGER NOT NULL REFERENCES waves(id) ON DELETE CASCADE,
    PRIMARY KEY (finding_id, wave_id)
) WITHOUT ROWID;
;;
CREATE TABLE finding_edits (
    id INTEGER PRIMARY KEY,
    finding_id INTEGER NOT NULL REFERENCES findings(id) ON DELETE CASCADE,
    field TEXT NOT NULL,
    old_text TEXT,
    new_text TEXT,
    edited_at TEXT NOT NULL
);
;;
CREATE TABLE annotations (
    id INTEGER PRIMARY KEY,
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,                  -- note / tag / status
    text TEXT NOT NULL,
    reason TEXT,
    created_at TEXT NOT NULL
);
;;
CREATE INDEX annotations_by_run ON annotations(run_id);
;;
CREATE TABLE gate_results (
    id INTEGER PRIMARY KEY,
    run_id INTEGER REFERENCES runs(id) ON DELETE CASCADE,
    comparison_key TEXT,                 -- set for a comparison's gates instead of run_id
    gate TEXT NOT NULL,
    outcome TEXT NOT NULL,               -- pass / warn / fail / not-applicable
    reason TEXT NOT NULL,
    computed_at TEXT NOT NULL
);
;;
CREATE INDEX gate_results_by_run ON gate_results(run_id);
;;
CREATE INDEX gate_results_by_comparison ON gate_results(comparison_key);
