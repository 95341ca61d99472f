#include "models/configdiff/configdiff.h"

#include "models/configdiff/configkeys.h"

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
            walk(path, ia == a.end() ? null : *ia, ib == b.end() ? null : *ib, out);
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
    out.push_back(ConfigDifference{prefix, a, b, heldFixedVariableOf(prefix)});
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
        if (d.heldFixed && d.isOneSided() &&
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

ConfigDiff diffJson(const nlohmann::json &a, const nlohmann::json &b)
{
    ConfigDiff diff;
    const nlohmann::json left = a.is_object() ? a : nlohmann::json::object();
    const nlohmann::json right = b.is_object() ? b : nlohmann::json::object();
    walk(QString(), left, right, diff.differences);
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
