#include "models/run/statusreason.h"

#include "models/run/storedenglish.h"

#include <QStringList>

namespace lanebook {

namespace {

// Every reason a producer writes with no free text of the user's in its frame. Longer forms
// first: "no request completed: %1" before "no request completed". The arguments are free text
// (a server's error, an arm's name, a count).
const StoredEnglishForms &reasonForms()
{
    static const StoredEnglishForms forms(
        {{"LoadGenModelTr",
          "no request completed: %1",
          {"keine Anfrage abgeschlossen: %1", "没有请求完成：%1"}},
         {"LoadGenModelTr",
          "cancelled: %1 of %2 requests ended",
          {"abgebrochen: %1 von %2 Anfragen beendet", "已取消：%2 个请求中已结束 %1 个"}},
         {"LoadGenModelTr",
          "cancelled before any request",
          {"vor der ersten Anfrage abgebrochen", "在任何请求之前已取消"}},
         {"LoadGenModelTr",
          "no request was sent",
          {"es wurde keine Anfrage gesendet", "没有发送请求"}},
         {"WaveRunTr",
          "arm %1: the server of config %2 exited during the run",
          {"Arm %1: der Server der Konfiguration %2 endete während des Laufs",
           "组 %1：配置 %2 的服务器在运行期间退出"}},
         {"ImportersTr", "no request completed", {"keine Anfrage abgeschlossen", "没有请求完成"}},
         {"ImportersTr",
          "the benchmark was cancelled before it finished",
          {"der Benchmark wurde abgebrochen, bevor er fertig war", "基准测试在完成前被取消"}},
         {"ImportersTr", "every request errored", {"jede Anfrage schlug fehl", "每个请求都出错"}},
         // `lanebook-cli run`: the process's own words (exit description, start error) stay as
         // they came.
         {"CliTr",
          "the command did not start: %1",
          {"der Befehl ist nicht gestartet: %1", "命令未能启动：%1"}},
         {"CliTr", "the command %1", {"der Befehl %1", "命令%1"}}},
        QStringLiteral(".+?"));
    return forms;
}

// Reasons joined by a wave ("no request completed: ...; arm A: the server ... exited") are read
// part by part; a part no form knows stays as it is.
template <typename Each> QString eachPart(const QString &reason, Each each)
{
    if (reason.isEmpty())
        return reason;
    QStringList parts = reason.split(QStringLiteral("; "));
    for (QString &part : parts)
        part = each(part).value_or(part);
    return parts.join(QStringLiteral("; "));
}

} // namespace

QString canonicalStatusReason(const QString &reason)
{
    return eachPart(reason, [](const QString &part) { return reasonForms().english(part); });
}

QString statusReasonText(const QString &reason)
{
    return eachPart(reason, [](const QString &part) { return reasonForms().translated(part); });
}

} // namespace lanebook
