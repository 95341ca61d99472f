#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QMimeData;

namespace lanebook {

// Runs dragged out of the Runs table (onto the Compare tab's arms, later onto a wave plan)
// travel as their notebook ids under one MIME type, so a drop never depends on which view
// the drag came from.
namespace RunIdsMime {

// "application/x-lanebook-run-ids"
QString mimeType();

// The ids (as "3 7 9", UTF-8) under mimeType(), and the labels as plain text so that a drop
// into a text editor writes something a person can read. The caller owns the result.
QMimeData *encode(const QList<qint64> &runIds, const QStringList &labels = {});

// The ids in the order dragged, each once; empty when the data carries none.
QList<qint64> decode(const QMimeData *mime);

} // namespace RunIdsMime

} // namespace lanebook
