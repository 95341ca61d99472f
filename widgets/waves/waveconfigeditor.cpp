#include "widgets/waves/waveconfigeditor.h"

#include "models/text/shellwords.h"
#include "widgets/common/errortext.h"

#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace lanebook {

namespace {

QDoubleSpinBox *secondsBox(double maximum, const QString &suffix)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(0, maximum);
    box->setDecimals(0);
    box->setSuffix(suffix);
    return box;
}

} // namespace

WaveConfigEditor::WaveConfigEditor(QWidget *parent)
    : QWidget(parent)
    , m_name(new QLineEdit)
    , m_argv(new QPlainTextEdit)
    , m_argvErrorLabel(new QLabel)
    , m_argvWordList(new QListWidget)
    , m_environment(new QPlainTextEdit)
    , m_baseUrl(new QLineEdit)
    , m_healthUrl(new QLineEdit)
    , m_model(new QLineEdit)
    , m_sshHost(new QLineEdit)
    , m_workingDirectory(new QLineEdit)
    , m_readyTimeoutS(secondsBox(24 * 3600, tr(" s")))
    , m_expectedStartupS(secondsBox(24 * 3600, tr(" s")))
    , m_expectedTokPerS(secondsBox(1e6, tr(" tok/s")))
{
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_name->setObjectName(QStringLiteral("configName"));
    m_argv->setObjectName(QStringLiteral("configArgv"));
    m_argvErrorLabel->setObjectName(QStringLiteral("configArgvError"));
    m_argvWordList->setObjectName(QStringLiteral("configArgvWords"));
    m_environment->setObjectName(QStringLiteral("configEnvironment"));
    m_baseUrl->setObjectName(QStringLiteral("configBaseUrl"));
    m_healthUrl->setObjectName(QStringLiteral("configHealthUrl"));
    m_model->setObjectName(QStringLiteral("configModel"));
    m_sshHost->setObjectName(QStringLiteral("configSshHost"));
    m_argv->setFont(fixed);
    m_argvWordList->setFont(fixed);
    m_environment->setFont(fixed);
    m_argv->setPlaceholderText(tr("The command line, as in a terminal:\n"
                                  "vllm serve /models/glm5 --port 8000"));
    m_argv->setToolTip(
        tr("The server's command line, split into arguments as a shell would: '...' and "
           "\"...\" quote, a backslash escapes, a backslash at the end of a line continues "
           "it. It is never run by a shell: $VARIABLES, * and | stay as typed."));
    m_argvWordList->setToolTip(tr("The arguments the server is started with, one per row, as "
                                  "the command line above splits them."));
    // The list shows the split; it is not a second editor.
    m_argvWordList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_argvWordList->setSelectionMode(QAbstractItemView::NoSelection);
    m_argvErrorLabel->setWordWrap(true);
    ErrorText::setError(m_argvErrorLabel, true);
    m_argvErrorLabel->hide();
    m_environment->setPlaceholderText(tr("KEY=VALUE, one per line"));
    m_environment->setToolTip(tr("Added to Lanebook's environment. CUDA_VISIBLE_DEVICES and its "
                                 "AMD and Intel kin are set from the arm's GPUs."));
    m_baseUrl->setPlaceholderText(QStringLiteral("http://127.0.0.1:8000"));
    m_healthUrl->setPlaceholderText(tr("default: base URL + /health"));
    m_sshHost->setPlaceholderText(tr("empty: this machine; else a host from your ssh config"));
    m_workingDirectory->setPlaceholderText(tr("empty: Lanebook's"));
    m_argv->setMinimumHeight(60);
    m_argvWordList->setMaximumHeight(120);
    m_environment->setMaximumHeight(70);

    auto *form = new QFormLayout(this);

    // Beside the notebook tree and the inspector the page is narrow: a field that does not

    // fit beside its label goes under it rather than off the right edge.

    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Name:"), m_name);
    auto *argvColumn = new QVBoxLayout;
    argvColumn->addWidget(m_argv);
    argvColumn->addWidget(m_argvErrorLabel);
    argvColumn->addWidget(m_argvWordList);
    form->addRow(tr("Command (argv):"), argvColumn);
    form->addRow(tr("Environment:"), m_environment);
    form->addRow(tr("Base URL:"), m_baseUrl);
    form->addRow(tr("Health URL:"), m_healthUrl);
    form->addRow(tr("Served model:"), m_model);
    form->addRow(tr("SSH host:"), m_sshHost);
    form->addRow(tr("Working directory:"), m_workingDirectory);
    form->addRow(tr("Ready within:"), m_readyTimeoutS);
    form->addRow(tr("Expected startup:"), m_expectedStartupS);
    form->addRow(tr("Expected speed per stream:"), m_expectedTokPerS);

    for (QLineEdit *edit : {m_name, m_baseUrl, m_healthUrl, m_model, m_sshHost, m_workingDirectory})
        connect(edit, &QLineEdit::textEdited, this, &WaveConfigEditor::edited);
    // The words are split before the edit is announced: config() returns them.
    connect(m_argv, &QPlainTextEdit::textChanged, this, [this] {
        readArgv();
        Q_EMIT edited();
    });
    connect(m_environment, &QPlainTextEdit::textChanged, this, &WaveConfigEditor::edited);
    for (QDoubleSpinBox *box : {m_readyTimeoutS, m_expectedStartupS, m_expectedTokPerS})
        connect(box, &QDoubleSpinBox::valueChanged, this, &WaveConfigEditor::edited);
}

void WaveConfigEditor::setConfig(const ServerConfig &config)
{
    m_base = config;
    // Filling the editors is not an edit: no signal until the user types.
    const QList<QObject *> editors{
        m_name,           m_argv,    m_environment,      m_baseUrl,       m_healthUrl,
        m_model,          m_sshHost, m_workingDirectory, m_readyTimeoutS, m_expectedStartupS,
        m_expectedTokPerS};
    for (QObject *editor : editors)
        editor->blockSignals(true);
    m_name->setText(config.name);
    m_argv->setPlainText(joinShellWords(config.argv));
    // The argv as given, not as re-split: a set config reads back unchanged.
    m_argvWords = config.argv;
    m_argvError.clear();
    showArgvWords();
    m_environment->setPlainText(environmentText(config.environment));
    m_baseUrl->setText(config.baseUrl);
    m_healthUrl->setText(config.healthUrl);
    m_model->setText(config.model);
    m_sshHost->setText(config.sshHost);
    m_workingDirectory->setText(config.workingDirectory);
    m_readyTimeoutS->setValue(config.readyTimeoutS);
    m_expectedStartupS->setValue(config.expectedStartupS);
    m_expectedTokPerS->setValue(config.expectedTokPerSPerStream);
    for (QObject *editor : editors)
        editor->blockSignals(false);
}

ServerConfig WaveConfigEditor::config() const
{
    ServerConfig config = m_base;
    config.name = m_name->text().trimmed();
    config.argv = m_argvWords;
    config.environment = parseEnvironment(m_environment->toPlainText(), nullptr);
    config.baseUrl = m_baseUrl->text().trimmed();
    config.healthUrl = m_healthUrl->text().trimmed();
    config.model = m_model->text().trimmed();
    config.sshHost = m_sshHost->text().trimmed();
    config.workingDirectory = m_workingDirectory->text().trimmed();
    config.readyTimeoutS = m_readyTimeoutS->value();
    config.expectedStartupS = m_expectedStartupS->value();
    config.expectedTokPerSPerStream = m_expectedTokPerS->value();
    return config;
}

QStringList WaveConfigEditor::problems() const
{
    QStringList problems;
    if (!m_argvError.isEmpty())
        problems << tr("command: %1").arg(m_argvError);
    parseEnvironment(m_environment->toPlainText(), &problems);
    return problems;
}

void WaveConfigEditor::readArgv()
{
    const Expected<QStringList> words = splitShellWords(m_argv->toPlainText());
    if (words)
        m_argvWords = *words;
    m_argvError = words.error();
    showArgvWords();
}

void WaveConfigEditor::showArgvWords()
{
    m_argvWordList->clear();
    for (const QString &word : std::as_const(m_argvWords)) {
        // An empty argument is a row too, or '' would seem to vanish.
        auto *item =
            new QListWidgetItem(word.isEmpty() ? tr("(empty argument)") : word, m_argvWordList);
        if (word.isEmpty()) {
            QFont italic = m_argvWordList->font();
            italic.setItalic(true);
            item->setFont(italic);
        }
    }
    m_argvErrorLabel->setText(
        tr("%1. Until it is, the server keeps the arguments listed below.").arg(m_argvError));
    m_argvErrorLabel->setVisible(!m_argvError.isEmpty());
}

QString WaveConfigEditor::environmentText(const QMap<QString, QString> &environment)
{
    QStringList lines;
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        lines << it.key() + u'=' + it.value();
    return lines.join(u'\n');
}

QMap<QString, QString> WaveConfigEditor::parseEnvironment(const QString &text,
                                                          QStringList *problems)
{
    QMap<QString, QString> environment;
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype equals = line.indexOf(u'=');
        if (equals <= 0) {
            if (problems)
                *problems
                    << tr("environment line %1: \"%2\" is not KEY=VALUE").arg(i + 1).arg(line);
            continue;
        }
        environment.insert(line.left(equals).trimmed(), line.mid(equals + 1));
    }
    return environment;
}

} // namespace lanebook
