-- wrk script for tst_mockserverbench: POSTs the JSON body in $LANEBOOK_WRK_BODY to the URL's
-- path (a completion request for lanebook-mock-server). Counting tokens happens server-side
-- (vllm:generation_tokens_total), so no response() hook slows wrk down.
wrk.method = "POST"
wrk.body = os.getenv("LANEBOOK_WRK_BODY") or '{"prompt":"hello","max_tokens":16}'
wrk.headers["Content-Type"] = "application/json"
