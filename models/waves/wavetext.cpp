#include "models/waves/wavetext.h"

#include "models/text/numbertext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace lanebook::WaveText {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(WaveText)
};

} // namespace

QString duration(double seconds)
{
    return NumberText::localized(NumberText::duration(seconds)); // "1,26 s" in German
}

QString gpus(const QList<int> &gpus)
{
    if (gpus.isEmpty())
        return Tr::tr("no GPU");
    return gpus.size() == 1 ? Tr::tr("GPU %1").arg(gpus.first())
                            : Tr::tr("GPUs %1").arg(NumberText::gpuList(gpus));
}

QString numberList(const QList<int> &numbers)
{
    QStringList texts;
    for (const int n : numbers)
        texts << QString::number(n);
    return texts.join(QStringLiteral(", "));
}

QString numberList(const std::vector<int> &numbers)
{
    return numberList(QList<int>(numbers.begin(), numbers.end()));
}

std::optional<QList<int>> parseNumberList(const QString &text)
{
    QList<int> numbers;
    const QStringList parts =
        text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        bool ok = false;
        const int n = part.toInt(&ok);
        if (!ok || n < 0)
            return std::nullopt;
        numbers << n;
    }
    return numbers;
}

QString roleTitle(ArmRole role)
{
    return role == ArmRole::Control ? Tr::tr("control") : Tr::tr("candidate");
}

QString outcomeTitle(WaveStepOutcome outcome)
{
    switch (outcome) {
    case WaveStepOutcome::Recorded:
        return Tr::tr("recorded");
    case WaveStepOutcome::Failed:
        return Tr::tr("failed");
    case WaveStepOutcome::Skipped:
        return Tr::tr("skipped");
    case WaveStepOutcome::NotRun:
        return Tr::tr("not run");
    }
    return {};
}

QString statusTitle(WaveStatus status)
{
    switch (status) {
    case WaveStatus::Planned:
        return Tr::tr("planned");
    case WaveStatus::Running:
        return Tr::tr("running");
    case WaveStatus::Finished:
        return Tr::tr("finished");
    case WaveStatus::Failed:
        return Tr::tr("failed");
    case WaveStatus::Aborted:
        return Tr::tr("aborted");
    case WaveStatus::Interrupted:
        return Tr::tr("interrupted");
    }
    return {};
}

} // namespace lanebook::WaveText
