#pragma once

#include <QCoreApplication>

namespace lanebook {

// Translation context "Ledger" for the byte ledger's messages.
struct LedgerTr
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

} // namespace lanebook
