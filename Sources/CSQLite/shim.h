// Helpers for what Swift cannot import from sqlite3.h: the SQLITE_TRANSIENT destructor is a macro
// that casts -1 to a function pointer.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLite copies the bound text or blob before the bind call returns.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
