#pragma once

#include <string>
#include <vector>

namespace lanebook {

// Which inference server an argv starts, as far as its flags' meaning goes.
enum class ServerEngine { Unknown, Vllm, Sglang, LlamaServer, TrtllmServe };

// From the program and module names at the head of an argv: `vllm serve`, `python3 -m
// vllm.entrypoints.openai.api_server`, `python3 -m sglang.launch_server`, `llama-server`,
// `trtllm-serve` (a path before the name is fine).
ServerEngine serverEngineOf(const std::vector<std::string> &argv);

// Whether `flag` takes no value on that engine's command line (a switch such as
// `--enforce-eager`, `--disable-radix-cache`, `--metrics`), so that the argument after it is
// a positional one and not its value. Known switches of each engine, and every `--no-...`
// (vLLM's negated booleans, llama-server's `--no-mmap`); vLLM's and SGLang's `--enable-...` and
// `--disable-...` are switches too. An unknown engine gets every engine's list. A flag that
// takes a value on some versions (llama-server's `--flash-attn`) is not a switch here.
bool isSwitchFlag(ServerEngine engine, const std::string &flag);

} // namespace lanebook
