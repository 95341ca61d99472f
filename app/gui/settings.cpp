#include "app/gui/settings.h"

#include "backends/telemetry/telemetrysource.h"

#include "models/runtable/runtablemodel.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

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
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentNotebooks();
    list.removeAll(absolute);
    list.prepend(absolute);
    m_settings->setValue(kRecentNotebooksKey, list.mid(0, kMaxRecentNotebooks));
}

void Settings::removeRecentNotebook(const QString &path)
{
    QStringList list = recentNotebooks();
    list.removeAll(QFileInfo(path).absoluteFilePath());
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

void Settings::sync()
{
    m_settings->sync();
}

} // namespace lanebook
