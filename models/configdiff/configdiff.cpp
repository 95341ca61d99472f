#include "models/configdiff/configdiff.h"

#include "models/configdiff/argvflags.h"
#include "models/configdiff/configkeys.h"
#include "models/configdiff/mechanicalkeys.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <set>

namespace lanebook {

namespace {

QString leafOf(const QString &path)
{
    const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
    return ConfigKeys::normalizedKey(path.mid(dot + 1).toStdString());
}

bool sameValue(const QString &path, const nlohmann::json &a, const nlohmann::json &b)
{
    if (a == b)
        return true;
    const auto x = ConfigKeys::toNumber(a);
    const auto y = ConfigKeys::toNumber(b);
    if (!x || !y)
        return false;
    // "4096" written by --metadata and 4096 written by a tool are the same setting.
    if (*x == *y)
        return true;
    if (isMeasuredMeanKey(leafOf(path)) && std::isfinite(*x) && std::isfinite(*y)) {
        const double scale = std::max(std::fabs(*x), std::fabs(*y));
        return scale == 0.0 || std::fabs(*x - *y) / scale <= kMeasuredMeanTolerance;
    }
    return false;
}

void walk(const QString &prefix, const nlohmann::json &a, const nlohmann::json &b,
          std::vector<ConfigDifference> &out)
{
    if (a.is_object() && b.is_object()) {
        std::set<std::string> keys;
        for (auto it = a.begin(); it != a.end(); ++it)
            keys.insert(it.key());
        for (auto it = b.begin(); it != b.end(); ++it)
            keys.insert(it.key());
        static const nlohmann::json null;
        for (const std::string &key : keys) {
            const QString name = QString::fromStdString(key);
            if (isBookkeepingKey(ConfigKeys::normalizedKey(key)))
                continue;
            const QString path = prefix.isEmpty() ? name : prefix + u'.' + name;
            const auto ia = a.find(key);
            const auto ib = b.find(key);
            const nlohmann::json &va = ia == a.end() ? null : *ia;
            const nlohmann::json &vb = ib == b.end() ? null : *ib;
            if (key == "argv" && (va.is_array() || vb.is_array()))
                walk(path, argvAsSettings(va), argvAsSettings(vb), out);
            else
                walk(path, va, vb, out);
        }
        return;
    }
    // One side an object, the other missing: report each leaf of the object, so that a
    // drafter block present on one side only names its keys.
    if (a.is_object() && b.is_null()) {
        walk(prefix, a, nlohmann::json::object(), out);
        return;
    }
    if (b.is_object() && a.is_null()) {
        walk(prefix, nlohmann::json::object(), b, out);
        return;
    }
    if (sameValue(prefix, a, b))
        return;
    out.push_back(ConfigDifference{prefix, a, b, heldFixedVariableOf(prefix),
                                   mechanicalKindOf(prefix) == MechanicalKind::Always});
}

bool isArgvFlagPath(const QString &keyPath)
{
    return keyPath.contains(QLatin1String("argv.")) &&
           isArgvFlagKey(keyPath.section(QLatin1String("argv."), -1).toStdString());
}

} // namespace

std::vector<HeldFixedVariable> ConfigDiff::changedHeldFixed() const
{
    std::set<HeldFixedVariable> changed;
    for (const ConfigDifference &d : differences) {
        if (d.heldFixed && !d.isOneSided())
            changed.insert(*d.heldFixed);
    }
    return {changed.begin(), changed.end()};
}

std::vector<HeldFixedVariable> ConfigDiff::unverifiedHeldFixed() const
{
    const std::vector<HeldFixedVariable> changed = changedHeldFixed();
    std::set<HeldFixedVariable> unverified;
    for (const ConfigDifference &d : differences) {
        // An argv flag added or removed is a change (counted), not a missing record.
        if (d.heldFixed && d.isOneSided() && !isArgvFlagPath(d.keyPath) &&
            std::find(changed.begin(), changed.end(), *d.heldFixed) == changed.end())
            unverified.insert(*d.heldFixed);
    }
    return {unverified.begin(), unverified.end()};
}

std::vector<ConfigDifference> ConfigDiff::differencesOf(HeldFixedVariable variable) const
{
    std::vector<ConfigDifference> out;
    for (const ConfigDifference &d : differences) {
        if (d.heldFixed == variable)
            out.push_back(d);
    }
    return out;
}

std::vector<ConfigDifference> ConfigDiff::counted() const
{
    std::set<HeldFixedVariable> settingChanged;
    for (const ConfigDifference &d : differences) {
        if (!d.mechanical && d.heldFixed && !d.isOneSided() &&
            !isMeasuredMeanKey(leafOf(d.keyPath)))
            settingChanged.insert(*d.heldFixed);
    }
    std::vector<ConfigDifference> out;
    for (const ConfigDifference &d : differences) {
        if (d.mechanical)
            continue;
        if (d.heldFixed && d.isOneSided() && !isArgvFlagPath(d.keyPath))
            continue;
        if (d.heldFixed && isMeasuredMeanKey(leafOf(d.keyPath)) &&
            settingChanged.count(*d.heldFixed))
            continue;
        out.push_back(d);
    }
    return out;
}

std::vector<ConfigDifference> ConfigDiff::mechanicalDifferences() const
{
    std::vector<ConfigDifference> out;
    for (const ConfigDifference &d : differences) {
        if (d.mechanical)
            out.push_back(d);
    }
    return out;
}

ConfigDiff diffJson(const nlohmann::json &a, const nlohmann::json &b)
{
    ConfigDiff diff;
    const nlohmann::json left = a.is_object() ? a : nlohmann::json::object();
    const nlohmann::json right = b.is_object() ? b : nlohmann::json::object();
    walk(QString(), left, right, diff.differences);
    // A host name or a GPU index is mechanical only between machines of one GPU model: with
    // the GPU model changed too, the hosts are part of that change and count.
    const bool hardwareChanged =
        std::any_of(diff.differences.begin(), diff.differences.end(),
                    [](const auto &d) { return d.heldFixed == HeldFixedVariable::Hardware; });
    for (ConfigDifference &d : diff.differences) {
        if (mechanicalKindOf(d.keyPath) == MechanicalKind::OnSameGpuModel)
            d.mechanical = !hardwareChanged;
    }
    return diff;
}

ConfigDiff diffRuns(const Run &a, const Run &b)
{
    const auto recipe = [](const Run &run) {
        nlohmann::json json = nlohmann::json::object();
        if (!run.model.isEmpty())
            json["model"] = run.model.toStdString();
        json["config"] = run.config.is_object() ? run.config : nlohmann::json::object();
        json["workload"] = run.workload.is_object() ? run.workload : nlohmann::json::object();
        return json;
    };
    return diffJson(recipe(a), recipe(b));
}

QString configValueText(const nlohmann::json &value)
{
    if (value.is_null())
        return QStringLiteral("—");
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    return QString::fromStdString(value.dump());
}

} // namespace lanebook
