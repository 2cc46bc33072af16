# Layering enforced by the build (DESIGN.md: app -> ui -> database -> core).
#
# Each layer gets its own include root under the build tree. A target that
# links a layer sees only that layer's public headers, spelled as
# "<layer>/<header>.h"; the layer's own sources see all of its headers the
# same way. Nothing exports the repository root, so a core file cannot name
# "database/catalogue.h" and a ui file cannot name "database/sql.h": the
# include is simply not found. tests/layering proves it on every CI run.

# gpa_layer_headers(<target> <layer> PUBLIC_ALL | PUBLIC <header>...)
function(gpa_layer_headers target layer)
    cmake_parse_arguments(ARG "PUBLIC_ALL" "" "PUBLIC" ${ARGN})
    set(public_root ${CMAKE_BINARY_DIR}/include/public/${layer})
    set(private_root ${CMAKE_BINARY_DIR}/include/private/${layer})
    file(REMOVE_RECURSE ${public_root} ${private_root})
    file(MAKE_DIRECTORY ${public_root} ${private_root})
    # The layer's own sources: every header of the folder.
    file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR} ${private_root}/${layer} SYMBOLIC)
    if(ARG_PUBLIC_ALL)
        file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR} ${public_root}/${layer} SYMBOLIC)
    else()
        foreach(header IN LISTS ARG_PUBLIC)
            get_filename_component(dir ${public_root}/${layer}/${header} DIRECTORY)
            file(MAKE_DIRECTORY ${dir})
            file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR}/${header} ${public_root}/${layer}/${header} SYMBOLIC)
        endforeach()
    endif()
    target_include_directories(${target}
        PUBLIC $<BUILD_INTERFACE:${public_root}>
        PRIVATE ${private_root})
    set_property(TARGET ${target} PROPERTY GPA_PRIVATE_INCLUDE_ROOT ${private_root})
endfunction()

# gpa_layer_internals(<target> <layer-target>): lets a test or tool reach the
# private headers of a layer (white-box tests of the database internals).
function(gpa_layer_internals target layer_target)
    get_property(root TARGET ${layer_target} PROPERTY GPA_PRIVATE_INCLUDE_ROOT)
    target_include_directories(${target} PRIVATE ${root})
endfunction()
