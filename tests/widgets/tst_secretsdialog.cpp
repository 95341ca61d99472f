// The secrets dialog collects a name and a value and only asks (signals): the value is typed
// in password mode, Store waits for a usable name and a value, and a stored value is cleared.
#include "widgets/shell/secretsdialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace lanebook;

class TestSecretsDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valueIsHiddenAndStoreWaitsForNameAndValue()
    {
        SecretsDialog dialog;
        QCOMPARE(dialog.valueEdit()->echoMode(), QLineEdit::Password);
        QVERIFY(!dialog.storeButton()->isEnabled());
        QVERIFY(!dialog.deleteButton()->isEnabled());
        dialog.nameEdit()->setText(QStringLiteral("hf"));
        QVERIFY(dialog.deleteButton()->isEnabled());
        QVERIFY(!dialog.storeButton()->isEnabled()); // no value yet
        dialog.valueEdit()->setText(QStringLiteral("hf_value"));
        QVERIFY(dialog.storeButton()->isEnabled());
        dialog.nameEdit()->setText(QStringLiteral(" hf")); // not a name a config can use
        QVERIFY(!dialog.storeButton()->isEnabled());
        QVERIFY(!dialog.deleteButton()->isEnabled());
    }

    void showsHowAConfigNamesIt()
    {
        SecretsDialog dialog;
        dialog.nameEdit()->setText(QStringLiteral("hf-prod"));
        const auto *usage = dialog.findChild<QLabel *>(QStringLiteral("secretUsageLabel"));
        QVERIFY(usage);
        QVERIFY2(
            usage->text().contains(QStringLiteral("&quot;secret&quot;: &quot;hf-prod&quot;")) ||
                usage->text().contains(QStringLiteral("\"secret\": \"hf-prod\"")),
            qPrintable(usage->text()));
        QVERIFY(usage->text().contains(QStringLiteral("LANEBOOK_SECRET_HF_PROD")));
    }

    void asksAndShowsTheAnswer()
    {
        SecretsDialog dialog;
        QSignalSpy stores(&dialog, &SecretsDialog::storeRequested);
        QSignalSpy deletes(&dialog, &SecretsDialog::deleteRequested);
        dialog.nameEdit()->setText(QStringLiteral("hf"));
        dialog.valueEdit()->setText(QStringLiteral("hf_value"));
        dialog.storeButton()->click();
        QCOMPARE(stores.size(), 1);
        QCOMPARE(stores.first().at(0).toString(), QStringLiteral("hf"));
        QCOMPARE(stores.first().at(1).toString(), QStringLiteral("hf_value"));

        dialog.showOutcome(false, QStringLiteral("no keychain available"));
        QCOMPARE(dialog.valueEdit()->text(), QStringLiteral("hf_value")); // kept to try again
        dialog.showOutcome(true, QStringLiteral("Stored"));
        QVERIFY(dialog.valueEdit()->text().isEmpty());

        dialog.deleteButton()->click();
        QCOMPARE(deletes.size(), 1);
        QCOMPARE(deletes.first().at(0).toString(), QStringLiteral("hf"));
    }
};

QTEST_MAIN(TestSecretsDialog)
#include "tst_secretsdialog.moc"
