// Must not compile: Qt SQL is private to database; the ui calls the catalogue API.
#include <QSqlQuery>
