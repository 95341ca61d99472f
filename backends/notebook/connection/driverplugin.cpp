#include "backends/notebook/connection/driverplugin.h"

namespace lanebook::driverplugin {

std::string fileOf(const QSqlDriver *driver)
{
    if (!driver)
        return {};
    const void *vtable = *reinterpret_cast<const void *const *>(driver);
    Dl_info info{};
    if (dladdr(vtable, &info) == 0 || !info.dli_fname)
        return {};
    return info.dli_fname;
}

} // namespace lanebook::driverplugin
