#pragma once

#include <QString>

namespace lanebook {

// Why a run has its status, as the notebook stores it: in English whatever the user's language
// (a German colleague's notebook reads the same in a Chinese window, `--json` prints one text),
// translated only when shown. Producers write the English text, marked for translation:
//     run.statusReason = statusReason(QT_TRANSLATE_NOOP("ImportersTr", "no request completed"));
// Free text inside a reason (a server's error, a config's name) stays as it came.

// The English text of a marked reason ("%1", "%2" filled by the caller with .arg()).
inline QString statusReason(const char *english)
{
    return QString::fromLatin1(english);
}

// The stored form of a reason an older Lanebook translated before storing it ("keine Anfrage
// abgeschlossen" -> "no request completed", "已取消：10 个请求中已结束 3 个" -> "cancelled: 3 of 10
// requests ended"); parts joined by "; " each. Anything else is returned as it is.
QString canonicalStatusReason(const QString &reason);

// The reason in the user's language, for display.
QString statusReasonText(const QString &reason);

} // namespace lanebook
