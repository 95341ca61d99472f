#pragma once

#include <QMutex>
#include <QSqlDriver>

#include <map>
#include <string>

#include <dlfcn.h>

namespace lanebook::driverplugin {

// The shared object that holds a Qt SQL driver's code (its vtable lies in the plugin), or ""
// when it cannot be told.
std::string fileOf(const QSqlDriver *driver);

// Entry points of the library behind a driver (SqliteApi, PgApi), resolved once per plugin
// file through dlsym on the plugin's own handle, so the symbols come from the plugin's link
// map and never from some other copy of the library that happens to be loaded. `resolve`
// fills an Api from a dlopen handle; nullptr when the plugin is unknown or the Api is
// incomplete (Qt built with the library inside and its symbols hidden).
template <typename Api> const Api *apiOf(const QSqlDriver *driver, Api (*resolve)(void *library))
{
    const std::string plugin = fileOf(driver);
    if (plugin.empty())
        return nullptr;
    static QMutex mutex;
    static std::map<std::string, Api> byPlugin;
    const QMutexLocker lock(&mutex);
    auto it = byPlugin.find(plugin);
    if (it == byPlugin.end()) {
        // RTLD_NOLOAD: the plugin is loaded already; the handle stays open with it. dlsym on
        // it searches the plugin and then its own dependencies, in load order.
        void *library = dlopen(plugin.c_str(), RTLD_LAZY | RTLD_NOLOAD);
        it = byPlugin.emplace(plugin, library ? resolve(library) : Api{}).first;
    }
    return it->second.isComplete() ? &it->second : nullptr;
}

} // namespace lanebook::driverplugin
