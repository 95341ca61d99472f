// The comparison client of tests/bench/tst_loadgenbench.cpp: the official `openai` SDK
// streaming /v1/completions from an OpenAI-compatible server, closed loop at a fixed
// concurrency, the same request shape as Lanebook's load generator (stream_options
// include_usage, ignore_eos, min_tokens). Prints one JSON line with what it saw.
//
//   node driver.mjs --url http://127.0.0.1:PORT --model NAME --concurrency N --requests N
//                   --input-tokens N --output-tokens N
import OpenAI from 'openai';

function options(argv) {
  const o = {};
  for (let i = 2; i < argv.length; i += 2) o[argv[i].replace(/^--/, '')] = argv[i + 1];
  for (const key of ['url', 'model', 'concurrency', 'requests', 'input-tokens', 'output-tokens']) {
    if (o[key] === undefined) {
      console.error(`driver.mjs: --${key} is required`);
      process.exit(2);
    }
  }
  return o;
}

const WORDS = ['the', 'of', 'and', 'to', 'in', 'is', 'was', 'for', 'on', 'are', 'with', 'as',
               'at', 'be', 'this', 'from'];

function prompt(words, index) {
  const parts = [`n${index}`];
  for (let i = 1; i < words; ++i) parts.push(WORDS[(index * 31 + i * 7) % WORDS.length]);
  return parts.join(' ');
}

const o = options(process.argv);
const concurrency = Number(o.concurrency);
const requests = Number(o.requests);
const inputTokens = Number(o['input-tokens']);
const outputTokens = Number(o['output-tokens']);
const client = new OpenAI({
  baseURL: o.url.replace(/\/$/, '') + '/v1',
  apiKey: process.env.OPENAI_API_KEY || 'not-needed',
  maxRetries: 0,
  timeout: 600 * 1000,
});

let next = 0;
const result = { requests, completed: 0, failed: 0, completion_tokens: 0, chunks: 0, errors: {} };

async function worker() {
  while (next < requests) {
    const index = next++;
    try {
      const stream = await client.completions.create({
        model: o.model,
        prompt: prompt(inputTokens, index),
        max_tokens: outputTokens,
        temperature: 0,
        stream: true,
        stream_options: { include_usage: true },
        ignore_eos: true,
        min_tokens: outputTokens,
      });
      let tokens = 0;
      for await (const chunk of stream) {
        if (chunk.choices && chunk.choices.length > 0) result.chunks += 1;
        if (chunk.usage && chunk.usage.completion_tokens !== undefined) tokens = chunk.usage.completion_tokens;
      }
      result.completion_tokens += tokens;
      result.completed += 1;
    } catch (error) {
      result.failed += 1;
      const key = String(error && error.message ? error.message : error).slice(0, 80);
      result.errors[key] = (result.errors[key] || 0) + 1;
    }
  }
}

const started = process.hrtime.bigint();
await Promise.all(Array.from({ length: concurrency }, worker));
result.duration_s = Number(process.hrtime.bigint() - started) / 1e9;
console.log(JSON.stringify(result));
