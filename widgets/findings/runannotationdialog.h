#pragma once

#include "models/run/runformat.h"

#include <QDialog>
#include <QStringList>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace lanebook {

// What the user asked to add to a run: any of a note, tags, and a status override (which
// needs its reason; the gates never overwrite it).
struct RunAnnotationRequest
{
    qint64 runId = 0;
    QString note;
    QStringList tags;
    std::optional<RunStatus> status;
    QString reason;

    bool isEmpty() const { return note.isEmpty() && tags.isEmpty() && !status; }
};

// Annotate… from the Runs table's context menu or the inspector: a note, tags (comma
// separated), a status override with its reason. OK stays disabled until there is something
// to save and an override has its reason.
class RunAnnotationDialog : public QDialog
{
    Q_OBJECT
public:
    RunAnnotationDialog(qint64 runId, const QString &runLabel, QWidget *parent = nullptr);

    RunAnnotationRequest request() const;
    QPlainTextEdit *noteEdit() const { return m_note; }
    QLineEdit *tagsEdit() const { return m_tags; }
    QComboBox *statusCombo() const { return m_status; }
    QLineEdit *reasonEdit() const { return m_reason; }
    QDialogButtonBox *buttons() const { return m_buttons; }

private:
    void updateState();

    qint64 m_runId;
    QPlainTextEdit *m_note = nullptr;
    QLineEdit *m_tags = nullptr;
    QComboBox *m_status = nullptr;
    QLineEdit *m_reason = nullptr;
    QLabel *m_hint = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace lanebook
