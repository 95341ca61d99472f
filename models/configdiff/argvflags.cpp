#include "models/configdiff/argvflags.h"

#include <string>
#include <vector>

namespace lanebook {

namespace {

bool looksLikeNumber(const std::string &text)
{
    if (text.size() < 2 || text[0] != '-')
        return false;
    const char next = text[1];
    return (next >= '0' && next <= '9') || next == '.';
}

bool isFlag(const std::string &text)
{
    return text.size() > 1 && text[0] == '-' && !looksLikeNumber(text);
}

void addValue(nlohmann::json &settings, const std::string &flag, nlohmann::json value)
{
    auto it = settings.find(flag);
    if (it == settings.end()) {
        settings[flag] = std::move(value);
        return;
    }
    if (!it->is_array())
        *it = nlohmann::json::array({*it});
    it->push_back(std::move(value));
}

} // namespace

bool isArgvFlagKey(const std::string &key)
{
    return isFlag(key);
}

nlohmann::json argvAsSettings(const nlohmann::json &argv)
{
    nlohmann::json settings = nlohmann::json::object();
    if (!argv.is_array())
        return settings;
    std::vector<std::string> args;
    for (const nlohmann::json &arg : argv)
        args.push_back(arg.is_string() ? arg.get<std::string>() : arg.dump());
    int positional = 0;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        if (arg == "--") { // everything after is positional
            for (++i; i < args.size(); ++i)
                settings["[" + std::to_string(positional++) + "]"] = args[i];
            break;
        }
        if (!isFlag(arg)) {
            settings["[" + std::to_string(positional++) + "]"] = arg;
            continue;
        }
        if (const size_t eq = arg.find('='); eq != std::string::npos && arg.rfind("--", 0) == 0) {
            addValue(settings, arg.substr(0, eq), arg.substr(eq + 1));
            continue;
        }
        if (i + 1 < args.size() && !isFlag(args[i + 1]) && args[i + 1] != "--") {
            addValue(settings, arg, args[i + 1]);
            ++i;
            continue;
        }
        addValue(settings, arg, true);
    }
    return settings;
}

} // namespace lanebook
