#pragma once

#include <QString>

namespace gpa::bench {

// The size of a generated catalogue: totals, bundled rows included.
struct CatalogueSize
{
    int devices = 0; // at least the bundled devices; the rest are synthetic
    int quotes = 0; // price quotes in all; synthetic devices have one each
};

// Creates the catalogue at `path` from the bundled data, then adds synthetic
// devices (variations of the bundled GPUs' sheets, one retail quote each) and
// synthetic price quotes on the bundled devices until the totals are reached,
// through the catalogue's own API (each row one transaction, as an edit in
// the window). The rows are the same for the same sizes. Returns an empty
// string on success, else a one-line reason; `totals` receives the rows the
// catalogue then holds (more than asked when the bundled data has more).
QString generateCatalogue(const QString &path, const CatalogueSize &size,
                          CatalogueSize *totals = nullptr);

} // namespace gpa::bench
