#pragma once

#include <QString>

namespace lanebook {

// Settings that differ between two arms without changing what is measured: the
// config diff lists them as mechanical and the one_variable gate does not count them.
enum class MechanicalKind {
    No,
    Always,         // ports, server URLs, log and PID paths, served-model aliases, config name
    OnSameGpuModel, // host names and GPU indices: mechanical unless the GPU model changed too
};

// By the key path's leaf, argv flags included ("config.argv.--port", "config.env.
// CUDA_VISIBLE_DEVICES"): lower case, leading dashes dropped, '-' read as '_'.
MechanicalKind mechanicalKindOf(const QString &keyPath);

} // namespace lanebook
