#pragma once

#include "models/waves/waveplan.h"

#include <QWidget>

class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;

namespace lanebook {

// Edits one server config of a wave plan: its argv (one argument per line, never a shell
// string), environment (KEY=VALUE per line), where it answers, where it runs, and the two
// figures the schedule's time estimate uses. Keys it does not show (the recipe) are kept.
class WaveConfigEditor : public QWidget
{
    Q_OBJECT
public:
    explicit WaveConfigEditor(QWidget *parent = nullptr);

    void setConfig(const ServerConfig &config);
    ServerConfig config() const;
    // Lines of the environment editor that are not KEY=VALUE ("line 3: ...").
    QStringList problems() const;

    // "KEY=VALUE" lines <-> a map; a line without '=' or with an empty key is a problem.
    static QString environmentText(const QMap<QString, QString> &environment);
    static QMap<QString, QString> parseEnvironment(const QString &text, QStringList *problems);

Q_SIGNALS:
    void edited();

private:
    ServerConfig m_base;
    QLineEdit *m_name;
    QPlainTextEdit *m_argv;
    QPlainTextEdit *m_environment;
    QLineEdit *m_baseUrl;
    QLineEdit *m_healthUrl;
    QLineEdit *m_model;
    QLineEdit *m_sshHost;
    QLineEdit *m_workingDirectory;
    QDoubleSpinBox *m_readyTimeoutS;
    QDoubleSpinBox *m_expectedStartupS;
    QDoubleSpinBox *m_expectedTokPerS;
};

} // namespace lanebook
