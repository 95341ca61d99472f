#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace lanebook {

// The revision an experiment ran from: the git repository that holds its working directory,
// asked through the `git` program. A directory outside any repository, or a machine without
// git, is recorded as such ("unknown" and why), never an error: the experiment still runs.
//
// As JSON (a run's config "git"): {"revision": "<40 hex>", "dirty": bool,
// "changed_files": N, "branch": "main", "toplevel": "/path"}; or {"revision": "unknown",
// "why": "..."}. Dirty counts tracked files with changes (staged or not); untracked files are
// not a change of the revision.
nlohmann::json gitStateOf(const QString &directory);

} // namespace lanebook
