#pragma once

#include "models/findings/findingverdict.h"

#include <QDialog>

#include <vector>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace lanebook {

// "Record Verdict…" on the Compare tab: which finding the comparison decides (an existing one,
// or a new one with its title and the hypothesis it tested), the verdict (adopted, negative,
// inconclusive, invalid) and the reason, which is required. OK stays disabled until the
// record can be stored. The findings editor (a later issue) edits the rest of a finding.
class RecordVerdictDialog : public QDialog
{
    Q_OBJECT
public:
    // `summary` is the comparison in one line, shown above the form and offered as the
    // start of the reason.
    RecordVerdictDialog(const std::vector<FindingRef> &findings, FindingVerdict suggested,
                        const QString &summary, QWidget *parent = nullptr);

    // The record as filled in, without run ids (the page adds its arms).
    VerdictRecord record() const;
    bool isComplete() const;

    QComboBox *findingCombo() const { return m_findingCombo; }
    QLineEdit *titleEdit() const { return m_titleEdit; }
    QPlainTextEdit *hypothesisEdit() const { return m_hypothesisEdit; }
    QPlainTextEdit *reasonEdit() const { return m_reasonEdit; }
    void setVerdict(FindingVerdict verdict);

private:
    void updateState();

    QComboBox *m_findingCombo = nullptr;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_titleEdit = nullptr;
    QPlainTextEdit *m_hypothesisEdit = nullptr;
    QButtonGroup *m_verdicts = nullptr;
    QPlainTextEdit *m_reasonEdit = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace lanebook
