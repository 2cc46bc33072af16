#include "catalogue.h"

// Skeleton: the SQLite implementation lands with the catalogue work.
namespace gpa::db {

class Catalogue::Private
{};

QString OpenReport::message() const
{
    return {};
}

QString Catalogue::defaultPath()
{
    return {};
}

Result<std::unique_ptr<Catalogue>> Catalogue::open(const QString &, OpenReport *)
{
    return makeError("the catalogue is not implemented yet");
}

Catalogue::Catalogue(std::unique_ptr<Private> p) : d(std::move(p)) {}
Catalogue::~Catalogue() = default;

} // namespace gpa::db
