#pragma once

#include "backends/notebook/notebookstore.h"
#include "backends/threads/jobtoken.h"
#include "backends/threads/threadhandoff.h"

#include <QFuture>
#include <QString>

#include <type_traits>
#include <utility>

namespace lanebook::NotebookReader {

// The shape of NotebookReader's simple reads (notebookreader*.cpp only): on the pool, a
// read-only store of its own, read(store, token) unless the job was superseded before it began
// or the notebook cannot be opened, when an empty value comes back (nobody sees a superseded
// read; the window shows an unreadable notebook by its other reads' errors).
template <typename Read> auto readOnPool(QString notebookPath, JobToken token, Read read)
{
    return ThreadHandoff::runOnPool(
        [notebookPath = std::move(notebookPath), token = std::move(token), read = std::move(read)] {
            using Value = std::invoke_result_t<const Read &, NotebookStore &, const JobToken &>;
            NotebookStore store;
            if (token.isCancelled() || !store.open(notebookPath, NotebookStore::Access::ReadOnly))
                return Value{};
            return read(store, token);
        });
}

} // namespace lanebook::NotebookReader
