#include "backends/launcher/gitstate.h"

#include "backends/launcher/launchertr.h"

#include <QProcess>
#include <QStandardPaths>

namespace lanebook {

namespace {

constexpr int kGitTimeoutMs = 10000;

struct GitAnswer
{
    bool ran = false;
    int exitCode = -1;
    QString out;
    QString err;
};

GitAnswer askGit(const QString &git, const QString &directory, const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.start(git, arguments);
    GitAnswer answer;
    if (!process.waitForStarted(kGitTimeoutMs))
        return answer;
    if (!process.waitForFinished(kGitTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        return answer;
    }
    answer.ran = process.exitStatus() == QProcess::NormalExit;
    answer.exitCode = process.exitCode();
    answer.out = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    answer.err = QString::fromUtf8(process.readAllStandardError()).trimmed();
    return answer;
}

nlohmann::json unknown(const QString &why)
{
    return {{"revision", "unknown"}, {"why", why.toStdString()}};
}

} // namespace

nlohmann::json gitStateOf(const QString &directory)
{
    const QString git = QStandardPaths::findExecutable(QStringLiteral("git"));
    if (git.isEmpty())
        return unknown(LauncherTr::tr("git is not installed (not on the PATH)"));
    const GitAnswer head =
        askGit(git, directory, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
    if (!head.ran)
        return unknown(LauncherTr::tr("git did not answer within %1 s").arg(kGitTimeoutMs / 1000));
    if (head.exitCode != 0) {
        // "not a git repository", or a repository without a commit yet.
        return unknown(head.err.section(u'\n', 0, 0));
    }
    nlohmann::json state = nlohmann::json::object();
    state["revision"] = head.out.toStdString();
    const GitAnswer status = askGit(git, directory,
                                    {QStringLiteral("status"), QStringLiteral("--porcelain"),
                                     QStringLiteral("--untracked-files=no")});
    if (status.ran && status.exitCode == 0) {
        const qsizetype changed = status.out.isEmpty() ? 0 : status.out.count(u'\n') + 1;
        state["dirty"] = changed > 0;
        state["changed_files"] = changed;
    } else {
        state["dirty"] = "unknown";
    }
    const GitAnswer branch = askGit(
        git, directory,
        {QStringLiteral("rev-parse"), QStringLiteral("--abbrev-ref"), QStringLiteral("HEAD")});
    if (branch.ran && branch.exitCode == 0 && branch.out != QLatin1String("HEAD"))
        state["branch"] = branch.out.toStdString();
    const GitAnswer toplevel =
        askGit(git, directory, {QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")});
    if (toplevel.ran && toplevel.exitCode == 0)
        state["toplevel"] = toplevel.out.toStdString();
    return state;
}

} // namespace lanebook
