#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of models/text/: shared number, duration and shell-word texts.
struct TextTr
{
    Q_DECLARE_TR_FUNCTIONS(TextTr)
};

} // namespace lanebook
