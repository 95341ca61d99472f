// libFuzzer target: what the vendor tools print (nvidia-smi CSV, xpu-smi dump, amd-smi and
// rocm-smi JSON). The first byte picks the parser, so one corpus feeds all four; nvidia-smi's
// text goes to both of its parsers (--query-gpu captures and --query-compute-apps rows).
#include "models/tooloutput/amdsmijson.h"
#include "models/tooloutput/nvidiasmicomputeapps.h"
#include "models/tooloutput/nvidiasmiquery.h"
#include "models/tooloutput/xpusmidump.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));
    switch (data[0] % 4) {
    case 0: {
        const QString text = QString::fromUtf8(bytes);
        (void)lanebook::parseNvidiaSmiCapture(text);
        (void)lanebook::NvidiaSmiComputeApps().parse(text.split(u'\n'));
        break;
    }
    case 1: {
        lanebook::XpuSmiDump dump;
        const QStringList lines = QString::fromUtf8(bytes).split(u'\n');
        for (const QString &line : lines) {
            if (!dump.hasHeader())
                (void)dump.parseHeader(line);
            else
                (void)dump.parseRow(line);
        }
        break;
    }
    case 2:
        (void)lanebook::parseAmdSmiMetricJson(bytes);
        break;
    default:
        (void)lanebook::parseRocmSmiJson(bytes);
        break;
    }
    return 0;
}
