#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace lanebook::ImportLabel {

// Labels of imported runs read like `qwen2-7B-Q4_K_M-llama-bench-pp512-20250424T115933Z`:
// short words joined by '-', so they can be typed in a filter box and used
// as file names in an export.

// The parts, each with spaces and path separators turned into '-', joined by '-'. Empty
// parts are left out.
QString join(const QStringList &parts);

// `20250424T115933Z`; empty for an invalid time.
QString timestamp(const QDateTime &time);

// A model name as it reads in a label: the tail of a path or Hugging Face id, and the
// llama.cpp quantization description shortened ("qwen2 7B Q4_K - Medium" -> "qwen2 7B
// Q4_K_M", "llama 7B mostly Q4_0" -> "llama 7B Q4_0").
QString modelWord(const QString &model);

} // namespace lanebook::ImportLabel
