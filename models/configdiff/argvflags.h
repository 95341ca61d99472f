#pragma once

#include <nlohmann/json.hpp>

namespace lanebook {

// A server's argv as settings, so that a config diff can name the one flag that changed
// (`-t 1` → `-t 2`) instead of showing two whole command lines.
//
// The result is an object: positional arguments under "[0]", "[1]", ... (the program, the
// subcommand, the model path), each flag under its own spelling ("--port", "-t") with its
// value as text, `true` for a flag without a value, and an array when a flag is repeated.
// `--flag=value` splits at the first '='. A flag takes the next argument as its value unless
// that argument is itself a flag (a negative number such as `-1` is a value) or the flag is a
// known switch of the engine the argv starts (isSwitchFlag: `--enforce-eager MODEL` is a
// switch and a positional); a switch still takes a following `true` or `false`. An unknown
// switch written just before a positional argument is read as taking it.
nlohmann::json argvAsSettings(const nlohmann::json &argv);

// Whether a diff key is an argv flag ("--port", "-t") rather than a positional ("[2]").
bool isArgvFlagKey(const std::string &key);

} // namespace lanebook
