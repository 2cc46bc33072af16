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
        if(GPA_WARNINGS_AS_ERRORS)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    endif()
endfunction()
