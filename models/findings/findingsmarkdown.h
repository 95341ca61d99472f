#pragma once

#include "models/findings/findingevidence.h"

#include <QString>

namespace lanebook {

// The findings document (GitHub-flavoured markdown): a summary
// table of every finding and its verdict first (negative results included), then one
// section per finding: verdict, hypothesis (with when it was written), prediction (and the
// byte ledger's), setup (only what differs between arms), the comparison table per
// workload point (control, candidate, delta, CI, p, verdict), quality beside speed, canaries,
// gates,
// analysis, conclusion, rules out, next, reproduce, the reporting-standard block per
// arm, and charts. String in, string out: no I/O. Every piece of user or tool
// text is escaped (MarkdownText) and redacted (redactSecretsInText). An empty document says
// so rather than rendering an empty table.
QString renderFindingsMarkdown(const FindingsDocument &document);

// One finding's section (heading level 2), as the Findings tab previews it. `number` is its
// position in the document (1-based).
QString renderFindingSection(const FindingEvidence &evidence, int number);
// "### Canaries": each canary's verdict on both arms' runs and what the model said where one
// failed (findingcanaries.cpp); empty when no run recorded canaries.
QString renderFindingCanaries(const std::vector<Run> &controlRuns,
                              const std::vector<Run> &candidateRuns);

// "1. OEA: ..." — the heading text of a finding's section (plain, unescaped), whose GitHub
// anchor the summary table links to.
QString findingHeadingText(const Finding &finding, int number);

} // namespace lanebook
