# gpa_set_warnings(<target> [STRICT]): the project's warning set on one target.
function(gpa_set_warnings target)
    cmake_parse_arguments(ARG "STRICT" "" "" ${ARGN})
    if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        target_compile_options(${target} PRIVATE
            -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
            -Wcast-align -Woverloaded-virtual -Wnull-dereference -Wformat=2
            -Wimplicit-fallthrough)
        # Plain C++ (core) also gets the numeric-conversion warnings; Qt's int /
        # qsizetype mix makes them noise elsewhere.
        if(ARG_STRICT)
            target_compile_options(${target} PRIVATE -Wconversion -Wsign-conversion -Wdouble-promotion)
        endif()
        if(GPA_WARNINGS_AS_ERRORS)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    endif()
endfunction()
