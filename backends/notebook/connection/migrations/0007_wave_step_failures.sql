-- Lanebook notebook schema, version 7: a wave step whose arm could not run (its program is
-- not on the PATH, its server exited or never answered its health check) is kept on the wave,
-- with the reason and the server's log tail, rather than as a failed run in a lane: no
-- request was sent, so there is nothing measured to keep as a run.
CREATE TABLE wave_step_failures (
    id INTEGER PRIMARY KEY,
    wave_id INTEGER NOT NULL REFERENCES waves(id) ON DELETE CASCADE,
    step_index INTEGER NOT NULL,
    arm TEXT NOT NULL,
    config TEXT,
    role TEXT,                           -- control / candidate
    repeat_index INTEGER,
    slot INTEGER,
    gpu_ids TEXT,
    concurrency INTEGER,
    context_tokens INTEGER,
    reason TEXT NOT NULL,
    log_tail TEXT,
    created_at TEXT NOT NULL
);
;;
CREATE INDEX wave_step_failures_wave ON wave_step_failures(wave_id, step_index);
