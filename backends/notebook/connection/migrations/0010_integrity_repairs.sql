-- Lanebook notebook schema, version 10: what an older Lanebook damaged, marked and repaired.
-- Before it, secret redaction masked any value whose key held a word like "token" (the
-- server's TTFT histograms, a first-token timeout) at store time, and source locators were
-- stored translated, so importing a file again under another language added its runs again.
-- The program's part of this migration (notebookrepairs.cpp) normalises the locators, merges
-- the duplicated runs into the oldest, and lists the masked values here.
CREATE TABLE run_data_losses (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    key_path TEXT NOT NULL,              -- "workload.timeouts_s.first_token"
    PRIMARY KEY (run_id, key_path)
);
;;
-- One row per repair, said once to the user at the next open (reported_at set then).
CREATE TABLE notebook_repairs (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,                  -- merged_runs / masked_data / merged_findings
    run_id INTEGER,                      -- the run kept, or the run whose data was lost
    detail_json TEXT NOT NULL,
    repaired_at TEXT NOT NULL,
    reported_at TEXT
);
