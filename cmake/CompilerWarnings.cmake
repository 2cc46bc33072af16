# gpa_set_warnings(<target>): the project's warning set on one target.
function(gpa_set_warnings target)
    if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        target_compile_options(${target} PRIVATE
            -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
            -Wcast-align -Woverloaded-virtual -Wnull-dereference -Wformat=2
            -Wimplicit-fallthrough)
        # Numeric conversions are checked in every layer: a narrowing from
        # qsizetype or double must be written out where it is meant.
        target_compile_options(${target} PRIVATE -Wconversion -Wsign-conversion -Wdouble-promotion)
        # GCC 12 at -O2/-O3 reports std::string members of value-initialised
        # aggregates as "may be used uninitialized" (GCC bugs 105562, 107138):
        # false positives that no code change can silence reliably.
        if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
            target_compile_options(${target} PRIVATE -Wno-maybe-uninitialized)
        endif()
        if(GPA_WARNINGS_AS_ERRORS)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    endif()
endfunction()
