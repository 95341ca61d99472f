#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

namespace lanebook {

// The YAML that Python's yaml.dump writes of plain data (the llm-d Benchmark Report, an
// inference-perf config.yaml), read into JSON. Block style only, as yaml.dump writes it:
// mappings ("key: value", "key:" with the value indented below or a list at the same indent),
// lists ("- item", "- key: value" starting a mapping), scalars plain, 'single' or "double"
// quoted (folded over several lines when long), literal (|) and folded (>) blocks, and the empty
// flow collections {} and []. Plain scalars are typed as YAML 1.1 does: null and ~, true/false,
// integers, floats with .inf and .nan; anything else is text. Anchors, aliases, tags, other flow
// collections and several documents are refused: yaml.dump of plain data writes none of them.
// Throws ImportFailure naming the line.
namespace BlockYaml {

nlohmann::json parse(std::string_view text);

} // namespace BlockYaml

} // namespace lanebook
