-- Lanebook notebook schema, version 9: where a finding's hypothesis came from. NULL: typed in
-- Lanebook, and its time stamp (hypothesis_at) tells whether it predates the results.
-- Otherwise the write-up it was reconstructed from after the results were known (the demo's
-- findings, a notebook back-filled from old write-ups), which the findings document names so
-- that the late stamp is not read as a hypothesis bent to fit the results.
ALTER TABLE findings ADD COLUMN hypothesis_source TEXT;
