#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of models/findings/: findings, their verdicts and evidence, and the
// findings export.
struct FindingsTr
{
    Q_DECLARE_TR_FUNCTIONS(FindingsTr)
};

} // namespace lanebook
