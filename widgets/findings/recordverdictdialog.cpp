#include "widgets/findings/recordverdictdialog.h"

#include "widgets/common/charwidth.h"

#include <QBoxLayout>
#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>

namespace lanebook {

namespace {

// The combo's item data: a finding id, or this for "a new finding".
constexpr qint64 kNewFinding = 0;

QString verdictHint(FindingVerdict verdict)
{
    switch (verdict) {
    case FindingVerdict::Adopted:
        return RecordVerdictDialog::tr("The change works and is kept");
    case FindingVerdict::Negative:
        return RecordVerdictDialog::tr("The change does not help (or hurts); kept on record so "
                                       "nobody tries it again blind");
    case FindingVerdict::Inconclusive:
        return RecordVerdictDialog::tr("The data cannot tell yet: more repeats, or a cleaner "
                                       "comparison");
    case FindingVerdict::Invalid:
        return RecordVerdictDialog::tr("The measurement is broken (a gate failed, or the arms "
                                       "differ in more than the change)");
    }
    return {};
}

} // namespace

RecordVerdictDialog::RecordVerdictDialog(const std::vector<FindingRef> &findings,
                                         FindingVerdict suggested, const QString &summary,
                                         QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("recordVerdictDialog"));
    setWindowTitle(tr("Record Verdict"));

    auto *summaryLabel = new QLabel(summary);
    summaryLabel->setObjectName(QStringLiteral("verdictSummaryLabel"));
    summaryLabel->setWordWrap(true);
    summaryLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_findingCombo = new QComboBox;
    m_findingCombo->setObjectName(QStringLiteral("findingCombo"));
    m_findingCombo->addItem(tr("New finding…"), kNewFinding);
    for (const FindingRef &finding : findings) {
        const QString text = finding.verdict
                                 ? tr("#%1 %2 (%3)")
                                       .arg(finding.id)
                                       .arg(finding.title, findingVerdictTitle(*finding.verdict))
                                 : tr("#%1 %2").arg(finding.id).arg(finding.title);
        m_findingCombo->addItem(text, finding.id);
    }

    m_titleEdit = new QLineEdit;
    m_titleEdit->setObjectName(QStringLiteral("findingTitleEdit"));
    m_titleEdit->setPlaceholderText(tr("The idea under test, e.g. “Opportunistic expert "
                                       "activation”"));
    m_hypothesisEdit = new QPlainTextEdit;
    m_hypothesisEdit->setObjectName(QStringLiteral("findingHypothesisEdit"));
    m_hypothesisEdit->setPlaceholderText(tr("What you expected and why (optional)"));
    m_hypothesisEdit->setTabChangesFocus(true);
    m_hypothesisEdit->setFixedHeight(m_hypothesisEdit->fontMetrics().lineSpacing() * 4);
    m_verdicts = new QButtonGroup(this);
    auto *verdictRow = new QHBoxLayout;
    for (FindingVerdict verdict : {FindingVerdict::Adopted, FindingVerdict::Negative,
                                   FindingVerdict::Inconclusive, FindingVerdict::Invalid}) {
        auto *button = new QRadioButton(findingVerdictTitle(verdict));
        button->setObjectName(QStringLiteral("verdict_") + findingVerdictId(verdict));
        button->setToolTip(verdictHint(verdict));
        m_verdicts->addButton(button, static_cast<int>(verdict));
        verdictRow->addWidget(button);
    }
    verdictRow->addStretch();

    m_reasonEdit = new QPlainTextEdit;
    m_reasonEdit->setObjectName(QStringLiteral("verdictReasonEdit"));
    m_reasonEdit->setPlaceholderText(tr("What the comparison showed, and why that decides it "
                                        "(required)"));
    m_reasonEdit->setTabChangesFocus(true);
    m_reasonEdit->setFixedHeight(m_reasonEdit->fontMetrics().lineSpacing() * 5);
    auto *insert = new QPushButton(tr("Insert the Numbers"));
    insert->setToolTip(tr("Starts the reason with the comparison's numbers"));
    connect(insert, &QPushButton::clicked, this,
            [this, summary] { m_reasonEdit->insertPlainText(summary); });
    auto *reasonColumn = new QVBoxLayout;
    reasonColumn->addWidget(m_reasonEdit);
    reasonColumn->addWidget(insert, 0, Qt::AlignLeft);

    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("verdictProblemLabel"));
    m_problem->setForegroundRole(QPalette::PlaceholderText);

    auto *reasonLabel = new QLabel(tr("&Reason:"));
    reasonLabel->setBuddy(m_reasonEdit);
    m_form = new QFormLayout;
    m_form->addRow(tr("&Finding:"), m_findingCombo);
    m_form->addRow(tr("&Title:"), m_titleEdit);
    m_form->addRow(tr("&Hypothesis:"), m_hypothesisEdit);
    m_form->addRow(tr("Verdict:"), verdictRow);
    m_form->addRow(reasonLabel, reasonColumn);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Record Verdict"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isComplete())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summaryLabel);
    layout->addSpacing(6);
    layout->addLayout(m_form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_findingCombo, &QComboBox::currentIndexChanged, this, [this] { updateState(); });
    connect(m_titleEdit, &QLineEdit::textChanged, this, [this] { updateState(); });
    connect(m_reasonEdit, &QPlainTextEdit::textChanged, this, [this] { updateState(); });
    setVerdict(suggested);
    resize(std::max(sizeHint().width(), charWidthPx(fontMetrics()) * 90), sizeHint().height());
    updateState();
}

void RecordVerdictDialog::setVerdict(FindingVerdict verdict)
{
    if (auto *button = m_verdicts->button(static_cast<int>(verdict)))
        button->setChecked(true);
}

bool RecordVerdictDialog::isComplete() const
{
    const bool isNew = m_findingCombo->currentData().toLongLong() == kNewFinding;
    return !m_reasonEdit->toPlainText().trimmed().isEmpty() &&
           (!isNew || !m_titleEdit->text().trimmed().isEmpty());
}

void RecordVerdictDialog::updateState()
{
    const bool isNew = m_findingCombo->currentData().toLongLong() == kNewFinding;
    // A new finding is written with its title and hypothesis; an existing one keeps its own.
    m_form->setRowVisible(m_titleEdit, isNew);
    m_form->setRowVisible(m_hypothesisEdit, isNew);
    QString problem;
    if (isNew && m_titleEdit->text().trimmed().isEmpty())
        problem = tr("A new finding needs a title.");
    else if (m_reasonEdit->toPlainText().trimmed().isEmpty())
        problem = tr("A verdict needs a reason: say what the comparison showed.");
    m_problem->setText(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

VerdictRecord RecordVerdictDialog::record() const
{
    VerdictRecord record;
    const qint64 findingId = m_findingCombo->currentData().toLongLong();
    if (findingId != kNewFinding) {
        record.findingId = findingId;
    } else {
        record.title = m_titleEdit->text().trimmed();
        record.hypothesis = m_hypothesisEdit->toPlainText().trimmed();
    }
    record.verdict = static_cast<FindingVerdict>(m_verdicts->checkedId());
    record.reason = m_reasonEdit->toPlainText().trimmed();
    return record;
}

} // namespace lanebook
