#include "models/run/statusreason.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace lanebook {

namespace {

struct ReasonForm
{
    const char *context; // the translation context its producer marks it in
    const char *english; // "cancelled: %1 of %2 requests ended"
    // The forms translated versions of Lanebook stored (translations/lanebook_{de,zh_CN}.json,
    // unchanged since those entries were written).
    std::array<const char *, 2> translated;
};

// Every reason a producer writes with no free text of the user's in its frame. Longer forms
// first: "no request completed: %1" before "no request completed".
constexpr std::array<ReasonForm, 10> kReasonForms = {{
    {"LoadGenModelTr",
     "no request completed: %1",
     {"keine Anfrage abgeschlossen: %1", "没有请求完成：%1"}},
    {"LoadGenModelTr",
     "cancelled: %1 of %2 requests ended",
     {"abgebrochen: %1 von %2 Anfragen beendet", "已取消：%2 个请求中已结束 %1 个"}},
    {"LoadGenModelTr",
     "cancelled before any request",
     {"vor der ersten Anfrage abgebrochen", "在任何请求之前已取消"}},
    {"LoadGenModelTr", "no request was sent", {"es wurde keine Anfrage gesendet", "没有发送请求"}},
    {"WaveRunTr",
     "arm %1: the server of config %2 exited during the run",
     {"Arm %1: der Server der Konfiguration %2 endete während des Laufs",
      "组 %1：配置 %2 的服务器在运行期间退出"}},
    {"ImportersTr", "no request completed", {"keine Anfrage abgeschlossen", "没有请求完成"}},
    {"ImportersTr",
     "the benchmark was cancelled before it finished",
     {"der Benchmark wurde abgebrochen, bevor er fertig war", "基准测试在完成前被取消"}},
    {"ImportersTr", "every request errored", {"jede Anfrage schlug fehl", "每个请求都出错"}},
    // `lanebook-cli run`: the process's own words (exit description, start error) stay as they
    // came.
    {"CliTr",
     "the command did not start: %1",
     {"der Befehl ist nicht gestartet: %1", "命令未能启动：%1"}},
    {"CliTr", "the command %1", {"der Befehl %1", "命令%1"}},
}};

// "abgebrochen: %1 von %2 Anfragen beendet" -> ^abgebrochen: (?<a1>.+?) von (?<a2>.+?) ...$
QRegularExpression reasonPatternOf(const char *form)
{
    static const QRegularExpression placeholder(QStringLiteral("%([12])"));
    const QString text = QString::fromUtf8(form);
    QString pattern = QStringLiteral("^");
    qsizetype at = 0;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        pattern += QRegularExpression::escape(text.mid(at, m.capturedStart() - at));
        pattern += QStringLiteral("(?<a%1>.+?)").arg(m.captured(1));
        at = m.capturedEnd();
    }
    pattern += QRegularExpression::escape(text.mid(at)) + u'$';
    return QRegularExpression(pattern, QRegularExpression::DotMatchesEverythingOption);
}

struct CompiledReasonForm
{
    const ReasonForm *form;
    QRegularExpression pattern;
};

// Compiled once: the migration asks for every run's reason.
const std::vector<CompiledReasonForm> &compiledReasonForms()
{
    static const std::vector<CompiledReasonForm> forms = [] {
        std::vector<CompiledReasonForm> list;
        for (const ReasonForm &form : kReasonForms) {
            list.push_back({&form, reasonPatternOf(form.english)});
            for (const char *translated : form.translated)
                list.push_back({&form, reasonPatternOf(translated)});
        }
        return list;
    }();
    return forms;
}

struct ParsedReason
{
    const ReasonForm *form;
    QString first;
    QString second;
};

std::optional<ParsedReason> parseReason(const QString &part)
{
    for (const CompiledReasonForm &compiled : compiledReasonForms()) {
        const QRegularExpressionMatch m = compiled.pattern.match(part);
        if (m.hasMatch())
            return ParsedReason{compiled.form, m.captured(QStringLiteral("a1")),
                                m.captured(QStringLiteral("a2"))};
    }
    return std::nullopt;
}

QString filled(const QString &text, const ParsedReason &parsed)
{
    if (!text.contains(QLatin1String("%1")))
        return text;
    if (!text.contains(QLatin1String("%2")))
        return text.arg(parsed.first);
    return text.arg(parsed.first, parsed.second);
}

template <typename Each> QString eachPart(const QString &reason, Each each)
{
    // Reasons joined by a wave ("no request completed: ...; arm A: the server ... exited")
    // are read part by part. Both separators: the Chinese forms were joined the same way.
    QStringList parts = reason.split(QStringLiteral("; "));
    for (QString &part : parts) {
        if (const auto parsed = parseReason(part))
            part = each(*parsed);
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

QString canonicalStatusReason(const QString &reason)
{
    return eachPart(reason, [](const ParsedReason &parsed) {
        return filled(QString::fromLatin1(parsed.form->english), parsed);
    });
}

QString statusReasonText(const QString &reason)
{
    return eachPart(reason, [](const ParsedReason &parsed) {
        return filled(QCoreApplication::translate(parsed.form->context, parsed.form->english),
                      parsed);
    });
}

} // namespace lanebook
