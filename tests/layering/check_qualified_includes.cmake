# Qt's include root is shared by every Qt module, so "#include <QtSql/QSqlQuery>"
# would slip past the include roots. Module-qualified Qt includes are refused
# in the product's sources instead. Run with -DSOURCE_DIR=<repository root>.
file(GLOB_RECURSE sources
    ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.h
    ${SOURCE_DIR}/database/*.cpp ${SOURCE_DIR}/database/*.h
    ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h
    ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h)
set(offenders "")
foreach(file IN LISTS sources)
    file(STRINGS ${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*<Qt[A-Za-z]+/")
    if(lines)
        list(APPEND offenders "${file}: ${lines}")
    endif()
endforeach()
if(offenders)
    list(JOIN offenders "\n" text)
    message(FATAL_ERROR "module-qualified Qt includes bypass the layering:\n${text}")
endif()
message(STATUS "no module-qualified Qt include in core, database, ui, app")
