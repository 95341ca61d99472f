#pragma once

#include "app/gui/colorscheme.h"
#include "models/charts/chartoptions.h"

#include <QByteArray>
#include <QStringList>

#include <memory>
#include <optional>

class QSettings;

namespace lanebook {

// The GUI's settings, typed: the only place that knows QSettings keys.
// Versioned: migrate() upgrades what an older Lanebook wrote. GUI thread.
class Settings
{
public:
    // The user's settings (organization "Lanebook", application "Lanebook").
    Settings();
    // Settings in one INI file, for tests.
    explicit Settings(const QString &iniPath);
    ~Settings();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    static constexpr int kMaxRecentNotebooks = 10;

    QStringList recentNotebooks() const;
    void addRecentNotebook(const QString &path); // moves it to the front
    void removeRecentNotebook(const QString &path);
    void clearRecentNotebooks();

    // The Runs table's metric columns; RunTableModel::defaultMetricColumns() until chosen.
    QStringList metricColumns() const;
    void setMetricColumns(const QStringList &columns);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    QString lastImportDirectory() const;
    void setLastImportDirectory(const QString &directory);

    // The Live tab's telemetry source as the user last chose it (until then
    // TelemetrySourceOptions::defaultSourceSpec(), normally "auto"): a box
    // where only nvidia-smi works, or a Prometheus URL for a remote host, is chosen once.
    QString telemetrySource() const;
    void setTelemetrySource(const QString &sourceSpec);

    // The language of the window as chosen in Settings > Language: a locale name such as
    // "de" or "zh_CN", or empty for the system's (the default). Applied at the next start.
    QString language() const;
    void setLanguage(const QString &localeName);

    // Settings > Colour Scheme: System (the default) follows the desktop; Light and Dark
    // are applied at once and at every start.
    ColorSchemeChoice colorScheme() const;
    void setColorScheme(ColorSchemeChoice choice);

    // The Charts tab's choices as the user last made them; none until the first.
    std::optional<ChartOptions> chartChoices() const;
    void setChartChoices(const ChartOptions &choices);

    // The metric last chosen in the Compare tab; empty until chosen.
    QString compareMetric() const;
    void setCompareMetric(const QString &metricName);

    void sync();

private:
    void migrate();

    std::unique_ptr<QSettings> m_settings;
};

} // namespace lanebook
