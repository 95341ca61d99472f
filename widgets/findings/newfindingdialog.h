#pragma once

#include "models/findings/finding.h"

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace lanebook {

// Starts a finding: title and hypothesis (required), prediction. The hypothesis is written
// here, before any run is linked, and stamped with the time it is saved.
class NewFindingDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewFindingDialog(QWidget *parent = nullptr);

    NewFinding finding() const;
    QLineEdit *titleEdit() const { return m_title; }
    QPlainTextEdit *hypothesisEdit() const { return m_hypothesis; }
    QPushButton *createButton() const { return m_create; }

private:
    void updateButton();

    QLineEdit *m_title = nullptr;
    QPlainTextEdit *m_hypothesis = nullptr;
    QPlainTextEdit *m_prediction = nullptr;
    QPushButton *m_create = nullptr;
};

} // namespace lanebook
