#include "widgets/waves/wavetrafficeditor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace lanebook {

namespace {

QSpinBox *spinBox(const char *name, int minimum, int maximum, int value)
{
    auto *box = new QSpinBox;
    box->setObjectName(QLatin1String(name));
    box->setRange(minimum, maximum);
    box->setValue(value);
    return box;
}

} // namespace

WaveTrafficEditor::WaveTrafficEditor(QFormLayout *form, QObject *parent)
    : QObject(parent)
    , m_form(form)
{
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("trafficKind"));
    m_kind->addItem(tr("Fresh prompts"), int(Kind::Fresh));
    m_kind->addItem(tr("Shared system prompt"), int(Kind::SharedSystemPrompt));
    m_kind->addItem(tr("Multi-turn conversations"), int(Kind::Conversations));
    m_kind->addItem(tr("Trace replay (Mooncake)"), int(Kind::Trace));
    m_kind->setToolTip(tr("Fresh prompts share nothing (a clean A/B of kernels); the others reuse "
                          "context on purpose, and the cache gate checks the server's cache "
                          "served what they declare."));
    m_systemPromptTokens = spinBox("trafficSystemPromptTokens", 1, 1'000'000, 512);
    m_systemPromptTokens->setToolTip(tr("The first tokens of every prompt, the same for all: "
                                        "fewer than the context tokens."));
    m_turns = spinBox("trafficTurns", 1, 4096, 4);
    m_turnInputTokens = spinBox("trafficTurnInputTokens", 1, 1'000'000, 64);
    m_thinkTimeMs = new QDoubleSpinBox;
    m_thinkTimeMs->setObjectName(QStringLiteral("trafficThinkTimeMs"));
    m_thinkTimeMs->setRange(0.0, 3.6e6);
    m_thinkTimeMs->setDecimals(0);
    m_thinkTimeMs->setSuffix(tr(" ms"));
    m_conversations = spinBox("trafficConversations", 1, 1'000'000, 16);
    m_conversations->setToolTip(tr("Conversations at every point; the concurrency counts "
                                   "conversations in flight."));
    m_traceFile = new QLineEdit;
    m_traceFile->setObjectName(QStringLiteral("trafficTraceFile"));
    m_traceFile->setPlaceholderText(QStringLiteral("traces/conversation_trace.jsonl"));
    m_traceSpeedup = new QDoubleSpinBox;
    m_traceSpeedup->setObjectName(QStringLiteral("trafficTraceSpeedup"));
    m_traceSpeedup->setRange(0.001, 1e6);
    m_traceSpeedup->setDecimals(3);
    m_traceSpeedup->setValue(1.0);
    m_traceSpeedup->setPrefix(QStringLiteral("×"));
    m_traceBlockTokens = spinBox("trafficTraceBlockTokens", 1, 1 << 20, 512);

    m_form->addRow(tr("Traffic:"), m_kind);
    m_form->addRow(tr("System prompt tokens:"), m_systemPromptTokens);
    m_form->addRow(tr("Turns:"), m_turns);
    m_form->addRow(tr("Tokens per later turn:"), m_turnInputTokens);
    m_form->addRow(tr("Think time:"), m_thinkTimeMs);
    m_form->addRow(tr("Conversations:"), m_conversations);
    m_form->addRow(tr("Trace file:"), m_traceFile);
    m_form->addRow(tr("Speed-up:"), m_traceSpeedup);
    m_form->addRow(tr("Tokens per block id:"), m_traceBlockTokens);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        showKind();
        changed();
    });
    for (QSpinBox *box :
         {m_systemPromptTokens, m_turns, m_turnInputTokens, m_conversations, m_traceBlockTokens})
        connect(box, &QSpinBox::valueChanged, this, &WaveTrafficEditor::changed);
    for (QDoubleSpinBox *box : {m_thinkTimeMs, m_traceSpeedup})
        connect(box, &QDoubleSpinBox::valueChanged, this, &WaveTrafficEditor::changed);
    connect(m_traceFile, &QLineEdit::textEdited, this, &WaveTrafficEditor::changed);
    showKind();
}

WaveTrafficEditor::Kind WaveTrafficEditor::kind() const
{
    return Kind(m_kind->currentData().toInt());
}

void WaveTrafficEditor::showKind()
{
    const Kind shown = kind();
    m_form->setRowVisible(m_systemPromptTokens, shown == Kind::SharedSystemPrompt);
    for (QWidget *field : std::initializer_list<QWidget *>{m_turns, m_turnInputTokens,
                                                           m_thinkTimeMs, m_conversations})
        m_form->setRowVisible(field, shown == Kind::Conversations);
    for (QWidget *field :
         std::initializer_list<QWidget *>{m_traceFile, m_traceSpeedup, m_traceBlockTokens})
        m_form->setRowVisible(field, shown == Kind::Trace);
}

void WaveTrafficEditor::changed()
{
    if (!m_filling)
        Q_EMIT edited();
}

void WaveTrafficEditor::setWorkload(const WaveWorkload &workload)
{
    m_filling = true;
    const Kind shown = workload.turns > 0                      ? Kind::Conversations
                       : !workload.traceFile.isEmpty()         ? Kind::Trace
                       : workload.sharedSystemPromptTokens > 0 ? Kind::SharedSystemPrompt
                                                               : Kind::Fresh;
    m_kind->setCurrentIndex(m_kind->findData(int(shown)));
    if (workload.sharedSystemPromptTokens > 0)
        m_systemPromptTokens->setValue(workload.sharedSystemPromptTokens);
    if (workload.turns > 0)
        m_turns->setValue(workload.turns);
    m_turnInputTokens->setValue(workload.turnInputTokens);
    m_thinkTimeMs->setValue(workload.thinkTimeMs);
    m_conversations->setValue(workload.conversations);
    m_traceFile->setText(workload.traceFile);
    m_traceSpeedup->setValue(workload.traceSpeedup);
    m_traceBlockTokens->setValue(workload.traceBlockTokens);
    showKind();
    m_filling = false;
}

QString WaveTrafficEditor::problem() const
{
    if (kind() == Kind::Trace && m_traceFile->text().trimmed().isEmpty())
        return tr("Traffic: a trace replay needs its trace file");
    return {};
}

void WaveTrafficEditor::applyTo(WaveWorkload &workload) const
{
    const Kind chosen = kind();
    workload.sharedSystemPromptTokens =
        chosen == Kind::SharedSystemPrompt ? m_systemPromptTokens->value() : 0;
    workload.turns = chosen == Kind::Conversations ? m_turns->value() : 0;
    workload.turnInputTokens = m_turnInputTokens->value();
    workload.thinkTimeMs = m_thinkTimeMs->value();
    workload.conversations = m_conversations->value();
    workload.traceFile = chosen == Kind::Trace ? m_traceFile->text().trimmed() : QString();
    workload.traceSpeedup = m_traceSpeedup->value();
    workload.traceBlockTokens = m_traceBlockTokens->value();
}

} // namespace lanebook
