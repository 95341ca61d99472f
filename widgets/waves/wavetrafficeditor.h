#pragma once

#include "models/waves/waveplan.h"

#include <QObject>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace lanebook {

// The planner's choice of traffic: fresh prompts (every request its own nonce, for a clean A/B
// of kernels), a shared system prompt, multi-turn conversations or a replayed trace, with the
// fields of the chosen kind only (LoadSpec, issue 32). Its rows join the workload's form, so
// that they line up with the rows above; reads from and writes into a plan's workload; says
// when the user changed something.
class WaveTrafficEditor : public QObject
{
    Q_OBJECT

public:
    // Adds its rows to `form`, which outlives it (the editor is a child of the form's widget).
    explicit WaveTrafficEditor(QFormLayout *form, QObject *parent);

    // Fills the fields; not an edit.
    void setWorkload(const WaveWorkload &workload);
    // The chosen kind's settings into the workload, the other kinds' cleared.
    void applyTo(WaveWorkload &workload) const;
    // What keeps the chosen kind from running (a trace replay without its file); empty if none.
    QString problem() const;

Q_SIGNALS:
    void edited();

private:
    enum class Kind { Fresh, SharedSystemPrompt, Conversations, Trace };
    Kind kind() const;
    void showKind();
    void changed();

    bool m_filling = false;
    QFormLayout *m_form = nullptr;
    QComboBox *m_kind = nullptr;
    QSpinBox *m_systemPromptTokens = nullptr;
    QSpinBox *m_turns = nullptr;
    QSpinBox *m_turnInputTokens = nullptr;
    QDoubleSpinBox *m_thinkTimeMs = nullptr;
    QSpinBox *m_conversations = nullptr;
    QLineEdit *m_traceFile = nullptr;
    QDoubleSpinBox *m_traceSpeedup = nullptr;
    QSpinBox *m_traceBlockTokens = nullptr;
};

} // namespace lanebook
