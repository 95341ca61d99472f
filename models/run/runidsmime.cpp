#include "models/run/runidsmime.h"

#include <QMimeData>
#include <QSet>

namespace lanebook::RunIdsMime {

QString mimeType()
{
    return QStringLiteral("application/x-lanebook-run-ids");
}

QMimeData *encode(const QList<qint64> &runIds, const QStringList &labels)
{
    QStringList words;
    words.reserve(runIds.size());
    for (qint64 id : runIds)
        words << QString::number(id);
    auto *mime = new QMimeData;
    mime->setData(mimeType(), words.join(u' ').toUtf8());
    if (!labels.isEmpty())
        mime->setText(labels.join(u'\n'));
    return mime;
}

QList<qint64> decode(const QMimeData *mime)
{
    QList<qint64> ids;
    if (!mime || !mime->hasFormat(mimeType()))
        return ids;
    QSet<qint64> seen;
    const QString text = QString::fromUtf8(mime->data(mimeType()));
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 id = word.toLongLong(&ok);
        if (ok && id > 0 && !seen.contains(id)) {
            seen.insert(id);
            ids << id;
        }
    }
    return ids;
}

} // namespace lanebook::RunIdsMime
