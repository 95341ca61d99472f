-- Lanebook notebook schema, version 3: a gate's evidence (the numbers its verdict rests on)
-- and whether a not-applicable outcome means "missing evidence", stored as the gate's JSON
-- so a reloaded gate says as much as a freshly computed one.
ALTER TABLE gate_results ADD COLUMN detail_json TEXT;
