#include "models/configdiff/argvflags.h"

#include "models/configdiff/booleanflags.h"

#include <cctype>
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

// Old vLLM wrote `--enable-chunked-prefill False`: a switch may still be given its value.
bool isBooleanWord(std::string text)
{
    for (char &c : text)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return text == "true" || text == "false";
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
    const ServerEngine engine = serverEngineOf(args);
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
        // A switch never takes the next argument, unless that is true or false: `--flag
        // positional` is a switch and a positional argument.
        const bool takesNext = i + 1 < args.size() && !isFlag(args[i + 1]) && args[i + 1] != "--" &&
                               (!isSwitchFlag(engine, arg) || isBooleanWord(args[i + 1]));
        if (takesNext) {
            addValue(settings, arg, args[i + 1]);
            ++i;
            continue;
        }
        addValue(settings, arg, true);
    }
    return settings;
}

} // namespace lanebook
