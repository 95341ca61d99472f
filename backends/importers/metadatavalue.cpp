#include "backends/importers/metadatavalue.h"

#include <QString>

#include <cmath>

namespace lanebook::MetadataValue {

nlohmann::json typed(const nlohmann::json &value)
{
    if (!value.is_string())
        return value;
    const QString text = QString::fromStdString(value.get<std::string>()).trimmed();
    if (text.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0)
        return true;
    if (text.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0)
        return false;
    bool isInteger = false;
    const qlonglong integer = text.toLongLong(&isInteger);
    if (isInteger)
        return integer;
    bool isNumber = false;
    const double number = text.toDouble(&isNumber);
    // "inf" and "nan" stay text: JSON has no number for them.
    if (isNumber && std::isfinite(number))
        return number;
    return value;
}

bool isWorkloadSetting(const std::string &key)
{
    for (const char *name : {"output_len",
                             "output_tokens",
                             "output_length",
                             "max_tokens",
                             "max_output_tokens",
                             "max_new_tokens",
                             "osl",
                             "ignore_eos",
                             "input_len",
                             "input_tokens",
                             "input_length",
                             "isl",
                             "random_input_len",
                             "random_output_len",
                             "random_range_ratio",
                             "dataset",
                             "dataset_name",
                             "dataset_path",
                             "request_rate",
                             "concurrency",
                             "num_prompts",
                             "prefix_len",
                             "random_prefix_len",
                             "sharegpt_output_len",
                             "temperature",
                             "top_p",
                             "top_k",
                             "seed"}) {
        if (key == name)
            return true;
    }
    return false;
}

} // namespace lanebook::MetadataValue
