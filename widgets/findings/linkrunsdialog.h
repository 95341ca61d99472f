#pragma once

#include <QDialog>
#include <QList>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QTableView;

namespace lanebook {

class RunFilterProxyModel;
class RunTableModel;

// "Link Runs…" on the Findings tab: picks runs of the notebook for the finding being edited,
// as its control (A) or its candidate (B). The runs come from the Runs table's own model, in
// the Runs tab's order, through a filter of its own (the Runs tab's filter is left alone);
// several runs can be picked at once. Linking locks the hypothesis, and the dialog says so
// while the hypothesis is still open.
class LinkRunsDialog : public QDialog
{
    Q_OBJECT
public:
    LinkRunsDialog(RunTableModel *runs, const QString &findingTitle, bool hypothesisOpen,
                   QWidget *parent = nullptr);

    QList<qint64> chosenRunIds() const;
    bool asControl() const;

    QLineEdit *filterEdit() const { return m_filter; }
    QTableView *table() const { return m_table; }
    RunFilterProxyModel *proxy() const { return m_proxy; }
    QRadioButton *controlButton() const { return m_control; }
    QRadioButton *candidateButton() const { return m_candidate; }
    QPushButton *linkButton() const { return m_link; }

private:
    void createTable(RunTableModel *runs);
    void updateState();

    RunFilterProxyModel *m_proxy = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_table = nullptr;
    QRadioButton *m_control = nullptr;
    QRadioButton *m_candidate = nullptr;
    QLabel *m_chosen = nullptr;
    QPushButton *m_link = nullptr;
};

} // namespace lanebook
