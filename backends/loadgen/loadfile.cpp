#include "backends/loadgen/loadfile.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <numeric>
#include <random>

namespace lanebook {

Expected<QByteArray> readLoadFile(const QString &path, const QString &cannotRead)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return unexpected(cannotRead.arg(QDir::toNativeSeparators(path), in.errorString()));
    return in.readAll();
}

std::vector<std::size_t> seededOrder(std::size_t count, std::uint64_t seed)
{
    std::vector<std::size_t> order(count);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::shuffle(order.begin(), order.end(), std::mt19937_64(seed));
    return order;
}

} // namespace lanebook
