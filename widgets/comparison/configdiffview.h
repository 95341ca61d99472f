#pragma once

#include "models/configdiff/configdiff.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace lanebook {

// The config diff of a comparison: only what differs between the control's and
// the candidate's recipe, the held-fixed variables that changed first and highlighted (amber
// for the one under test, red when several moved together and the result is attributable to
// nothing), one-sided keys marked. Secret-looking values are redacted. GUI thread.
class ConfigDiffView : public QWidget
{
    Q_OBJECT
public:
    explicit ConfigDiffView(QWidget *parent = nullptr);

    void setDiff(const ConfigDiff &diff);
    void clear();
    QTableWidget *table() const { return m_table; }
    QString caption() const;

private:
    void fitHeight();

    QLabel *m_caption = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace lanebook
