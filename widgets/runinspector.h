#pragma once

#include "models/run.h"

#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace lanebook {

// The Inspector dock's content: one run in full (identity, workload, config, metrics by
// vocabulary group with units, request samples, source). Lives in the GUI thread; shows
// the Run value it is given and nothing else. Secret-looking config values are redacted.
class RunInspector : public QWidget
{
    Q_OBJECT
public:
    explicit RunInspector(QWidget *parent = nullptr);

    void showRun(const Run &run);
    // A line in place of a run: "Select a run…", or why it could not be loaded.
    void showMessage(const QString &message);
    qint64 runId() const { return m_runId; }
    QTreeWidget *tree() const { return m_tree; }
    QSize sizeHint() const override;

private:
    QTreeWidgetItem *addSection(const QString &title);
    void addIdentity(const Run &run);
    void addMetrics(const Run &run);
    void addSamples(const Run &run);
    void addSource(const Run &run);

    QLabel *m_title = nullptr;
    QTreeWidget *m_tree = nullptr;
    qint64 m_runId = 0;
};

} // namespace lanebook
