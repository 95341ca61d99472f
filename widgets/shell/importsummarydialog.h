#pragma once

#include "models/run/importsummary.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QTreeWidget;

namespace lanebook {

// What an import did, file by file: the format found, runs added, runs already present,
// or the error, with failed files marked and listed first. Non-modal, so the user can
// keep working while reading it. GUI thread.
class ImportSummaryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ImportSummaryDialog(QWidget *parent = nullptr);

    void setSummary(const ImportSummary &summary);
    QTreeWidget *tree() const { return m_tree; }
    QString headline() const;

private:
    void applyFailedOnly();

    QLabel *m_headline = nullptr;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_details = nullptr;
    QCheckBox *m_failedOnly = nullptr;
};

} // namespace lanebook
