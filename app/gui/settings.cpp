#include "app/gui/settings.h"

#include "backends/notebook/connection/serveraddress.h"
#include "backends/telemetry/telemetrysource.h"

#include "models/runtable/runtablemodel.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QUrl>

namespace lanebook {

namespace {

// Bump with a step in migrate() whenever a key changes meaning or name.
constexpr int kSettingsVersion = 1;

const QString kVersionKey = QStringLiteral("settingsVersion");
const QString kRecentNotebooksKey = QStringLiteral("notebooks/recent");
const QString kMetricColumnsKey = QStringLiteral("runsTable/metricColumns");
const QString kWindowGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kWindowStateKey = QStringLiteral("mainWindow/state");
const QString kLastImportDirectoryKey = QStringLiteral("import/lastDirectory");
const QString kTelemetrySourceKey = QStringLiteral("telemetry/source");
const QString kLanguageKey = QStringLiteral("ui/language");
const QString kColorSchemeKey = QStringLiteral("ui/colorScheme");
const QString kCompareMetricKey = QStringLiteral("compare/metric");
// The Charts tab's choices: a group, present once the user chose anything there.
const QString kChartsGroup = QStringLiteral("charts");
const QString kChartKindKey = QStringLiteral("kind");
const QString kChartYMetricKey = QStringLiteral("yMetric");
const QString kChartQualityMetricKey = QStringLiteral("qualityMetric");
const QString kChartModelKey = QStringLiteral("modelFamily");
const QString kChartGroupingKey = QStringLiteral("seriesPer");
const QString kChartErrorBarsKey = QStringLiteral("repeats");
const QString kChartLatencyKey = QStringLiteral("latency");
const QString kChartYScaleKey = QStringLiteral("yScale");
// Before the y axis could be Automatic: true asked for a log axis, false is now Automatic.
const QString kChartLogYKey = QStringLiteral("logY");
const QString kChartInvalidKey = QStringLiteral("includeInvalid");

// Enums are stored by name, so that reordering them never changes what a file means.
template <typename Enum> QString enumName(Enum value, const QList<QPair<Enum, QString>> &names)
{
    for (const auto &[known, name] : names) {
        if (known == value)
            return name;
    }
    return names.constFirst().second;
}

template <typename Enum>
Enum enumFromName(const QString &name, const QList<QPair<Enum, QString>> &names, Enum fallback)
{
    for (const auto &[known, knownName] : names) {
        if (knownName == name)
            return known;
    }
    return fallback;
}

const QList<QPair<SeriesGrouping, QString>> &groupingNames()
{
    static const QList<QPair<SeriesGrouping, QString>> names{
        {SeriesGrouping::Quantization, QStringLiteral("quantization")},
        {SeriesGrouping::Config, QStringLiteral("config")},
        {SeriesGrouping::Model, QStringLiteral("model")},
        {SeriesGrouping::Lane, QStringLiteral("lane")}};
    return names;
}

const QList<QPair<ErrorBars, QString>> &errorBarsNames()
{
    static const QList<QPair<ErrorBars, QString>> names{{ErrorBars::Iqr, QStringLiteral("iqr")},
                                                        {ErrorBars::Ci95, QStringLiteral("ci95")},
                                                        {ErrorBars::None, QStringLiteral("none")}};
    return names;
}

const QList<QPair<YScale, QString>> &yScaleNames()
{
    static const QList<QPair<YScale, QString>> names{{YScale::Automatic, QStringLiteral("auto")},
                                                     {YScale::Linear, QStringLiteral("linear")},
                                                     {YScale::Log, QStringLiteral("log")}};
    return names;
}

const QList<QPair<LatencyMeasure, QString>> &latencyNames()
{
    static const QList<QPair<LatencyMeasure, QString>> names{
        {LatencyMeasure::Ttft, QStringLiteral("ttft")},
        {LatencyMeasure::E2el, QStringLiteral("e2el")},
        {LatencyMeasure::Itl, QStringLiteral("itl")}};
    return names;
}

// A file by its absolute path; a team notebook by its address, as given.
QString recentForm(const QString &path)
{
    return isServerNotebook(path) ? path : QFileInfo(path).absoluteFilePath();
}

} // namespace

Settings::Settings()
    : m_settings(
          std::make_unique<QSettings>(QStringLiteral("Lanebook"), QStringLiteral("Lanebook")))
{
    migrate();
}

Settings::Settings(const QString &iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{
    migrate();
}

Settings::~Settings() = default;

void Settings::migrate()
{
    const int version = m_settings->value(kVersionKey, 0).toInt();
    if (version >= kSettingsVersion)
        return;
    // Version 0 is a fresh installation: nothing to carry over yet.
    m_settings->setValue(kVersionKey, kSettingsVersion);
}

QStringList Settings::recentNotebooks() const
{
    return m_settings->value(kRecentNotebooksKey).toStringList();
}

void Settings::addRecentNotebook(const QString &path)
{
    const QString absolute = recentForm(path);
    // A password never reaches the settings (team notebook addresses hold none anyway).
    if (isServerNotebook(path) && !QUrl(path).password().isEmpty())
        return;
    QStringList list = recentNotebooks();
    list.removeAll(absolute);
    list.prepend(absolute);
    m_settings->setValue(kRecentNotebooksKey, list.mid(0, kMaxRecentNotebooks));
}

void Settings::removeRecentNotebook(const QString &path)
{
    QStringList list = recentNotebooks();
    list.removeAll(recentForm(path));
    m_settings->setValue(kRecentNotebooksKey, list);
}

void Settings::clearRecentNotebooks()
{
    m_settings->remove(kRecentNotebooksKey);
}

QStringList Settings::metricColumns() const
{
    if (!m_settings->contains(kMetricColumnsKey))
        return RunTableModel::defaultMetricColumns();
    return m_settings->value(kMetricColumnsKey).toStringList();
}

void Settings::setMetricColumns(const QStringList &columns)
{
    m_settings->setValue(kMetricColumnsKey, columns);
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(kWindowGeometryKey).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(kWindowGeometryKey, geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings->value(kWindowStateKey).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(kWindowStateKey, state);
}

QString Settings::lastImportDirectory() const
{
    return m_settings->value(kLastImportDirectoryKey, QDir::homePath()).toString();
}

void Settings::setLastImportDirectory(const QString &directory)
{
    m_settings->setValue(kLastImportDirectoryKey, directory);
}

QString Settings::telemetrySource() const
{
    const QString source = m_settings->value(kTelemetrySourceKey).toString().trimmed();
    return source.isEmpty() ? TelemetrySourceOptions::defaultSourceSpec() : source;
}

void Settings::setTelemetrySource(const QString &sourceSpec)
{
    m_settings->setValue(kTelemetrySourceKey, sourceSpec);
}

QString Settings::language() const
{
    return m_settings->value(kLanguageKey).toString().trimmed();
}

void Settings::setLanguage(const QString &localeName)
{
    if (localeName.trimmed().isEmpty())
        m_settings->remove(kLanguageKey);
    else
        m_settings->setValue(kLanguageKey, localeName.trimmed());
}

ColorSchemeChoice Settings::colorScheme() const
{
    // A value this version does not know (written by a newer one, or by hand) is System.
    return colorSchemeChoiceFromId(m_settings->value(kColorSchemeKey).toString())
        .value_or(ColorSchemeChoice::System);
}

void Settings::setColorScheme(ColorSchemeChoice choice)
{
    if (choice == ColorSchemeChoice::System)
        m_settings->remove(kColorSchemeKey);
    else
        m_settings->setValue(kColorSchemeKey, colorSchemeChoiceId(choice));
}

std::optional<ChartOptions> Settings::chartChoices() const
{
    m_settings->beginGroup(kChartsGroup);
    std::optional<ChartOptions> choices;
    if (const auto kind = chartKindFromId(m_settings->value(kChartKindKey).toString())) {
        const ChartOptions defaults;
        choices = defaults;
        choices->kind = *kind;
        choices->yMetric = m_settings->value(kChartYMetricKey).toString();
        choices->qualityMetric = m_settings->value(kChartQualityMetricKey).toString();
        choices->modelFamily = m_settings->value(kChartModelKey).toString();
        choices->grouping = enumFromName(m_settings->value(kChartGroupingKey).toString(),
                                         groupingNames(), defaults.grouping);
        choices->errorBars = enumFromName(m_settings->value(kChartErrorBarsKey).toString(),
                                          errorBarsNames(), defaults.errorBars);
        choices->latency = enumFromName(m_settings->value(kChartLatencyKey).toString(),
                                        latencyNames(), defaults.latency);
        const YScale legacy =
            m_settings->value(kChartLogYKey).toBool() ? YScale::Log : defaults.yScale;
        choices->yScale =
            enumFromName(m_settings->value(kChartYScaleKey).toString(), yScaleNames(), legacy);
        choices->includeInvalid =
            m_settings->value(kChartInvalidKey, defaults.includeInvalid).toBool();
    }
    m_settings->endGroup();
    return choices;
}

void Settings::setChartChoices(const ChartOptions &choices)
{
    m_settings->beginGroup(kChartsGroup);
    m_settings->setValue(kChartKindKey, chartKindId(choices.kind));
    m_settings->setValue(kChartYMetricKey, choices.yMetric);
    m_settings->setValue(kChartQualityMetricKey, choices.qualityMetric);
    m_settings->setValue(kChartModelKey, choices.modelFamily);
    m_settings->setValue(kChartGroupingKey, enumName(choices.grouping, groupingNames()));
    m_settings->setValue(kChartErrorBarsKey, enumName(choices.errorBars, errorBarsNames()));
    m_settings->setValue(kChartLatencyKey, enumName(choices.latency, latencyNames()));
    m_settings->setValue(kChartYScaleKey, enumName(choices.yScale, yScaleNames()));
    m_settings->remove(kChartLogYKey);
    m_settings->setValue(kChartInvalidKey, choices.includeInvalid);
    m_settings->endGroup();
}

QString Settings::compareMetric() const
{
    return m_settings->value(kCompareMetricKey).toString().trimmed();
}

void Settings::setCompareMetric(const QString &metricName)
{
    m_settings->setValue(kCompareMetricKey, metricName.trimmed());
}

void Settings::sync()
{
    m_settings->sync();
}

} // namespace lanebook
