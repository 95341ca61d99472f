#include "backends/notebook/notebookstore.h"

namespace lanebook {

NotebookStore::NotebookStore() = default;

NotebookStore::~NotebookStore()
{
    close();
}

bool NotebookStore::open(const QString &path, Access access)
{
    close();
    if (!m_connection.open(path, access))
        return false;
    if (access == Access::ReadWrite)
        housekeep();
    m_connection.clearError();
    return true;
}

void NotebookStore::close()
{
    m_lastJournalReplay = {};
    m_interruptedAtOpen.clear();
    m_repairsAtOpen = {};
    m_connection.close();
}

} // namespace lanebook
