#pragma once

#include "models/waves/waveplan.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;

namespace lanebook {

// Edits one server config of a wave plan: its argv (typed or pasted as one command line, split
// by the shell's quoting rules and listed word by word, but never run by a shell), environment
// (KEY=VALUE per line), where it answers, where it runs, and the two figures the schedule's
// time estimate uses. Keys it does not show (the recipe) are kept.
class WaveConfigEditor : public QWidget
{
    Q_OBJECT
public:
    explicit WaveConfigEditor(QWidget *parent = nullptr);

    void setConfig(const ServerConfig &config);
    ServerConfig config() const;
    // A command line that does not split (an unclosed quote), and lines of the environment
    // editor that are not KEY=VALUE ("line 3: ...").
    QStringList problems() const;

    // "KEY=VALUE" lines <-> a map; a line without '=' or with an empty key is a problem.
    static QString environmentText(const QMap<QString, QString> &environment);
    static QMap<QString, QString> parseEnvironment(const QString &text, QStringList *problems);

Q_SIGNALS:
    void edited();

private:
    void readArgv();
    void showArgvWords();

    ServerConfig m_base;
    // The argv as the command line last split: while the line does not split, the config
    // keeps these words and m_argvError says why.
    QStringList m_argvWords;
    QString m_argvError;
    QLineEdit *m_name;
    QPlainTextEdit *m_argv;
    QLabel *m_argvErrorLabel;
    QListWidget *m_argvWordList;
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
