#pragma once

#include <QDir>
#include <QString>

namespace lanebook::test {

// A file under tests/data (real samples) or tests/data/synthetic (written from the specs).
inline QString dataPath(const QString &relative)
{
    return QDir(QStringLiteral(LANEBOOK_TEST_DATA_DIR)).filePath(relative);
}

} // namespace lanebook::test
