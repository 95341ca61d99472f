#include "models/configdiff/mechanicalkeys.h"

namespace lanebook {

namespace {

QString normalizedLeaf(const QString &keyPath)
{
    // "config.argv.--log-file" → "log_file"; a flag's own dots are rare enough to ignore.
    QString leaf = keyPath.section(u'.', -1).toLower();
    while (leaf.startsWith(u'-'))
        leaf.remove(0, 1);
    leaf.replace(u'-', u'_');
    return leaf;
}

bool isOneOf(const QString &leaf, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        if (leaf == QLatin1String(name))
            return true;
    }
    return false;
}

} // namespace

MechanicalKind mechanicalKindOf(const QString &keyPath)
{
    const QString leaf = normalizedLeaf(keyPath);
    // Where the server listens and writes its logs, and the name it answers to: a wave gives
    // each arm its own, and none changes a token of the work.
    if (isOneOf(leaf, {"port", "base_url", "health_url", "metrics_url", "server_url", "api_base",
                       "log_file", "log_path", "log_dir", "logfile", "log", "pid_file", "pidfile",
                       "served_model_name", "alias", "config_name"}))
        return MechanicalKind::Always;
    if (isOneOf(leaf, {"host", "hostname", "host_name", "ssh_host", "node", "machine",
                       "cuda_visible_devices"}))
        return MechanicalKind::OnSameGpuModel;
    return MechanicalKind::No;
}

} // namespace lanebook
