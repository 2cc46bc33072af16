# Installs the build into a scratch prefix and checks the desktop layout.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
foreach(path
        bin/gpu-advisor
        ${LIBDIR}/gpu-advisor/gpu-advisor-gui.so
        ${LIBDIR}/gpu-advisor/gpu-advisor-charts.so
        ${LIBDIR}/gpu-advisor/gpu-advisor-keychain.so
        share/man/man1/gpu-advisor.1.gz
        share/doc/gpu-advisor/copyright
        share/applications/${APP_ID}.desktop
        share/metainfo/${APP_ID}.metainfo.xml
        share/icons/hicolor/scalable/apps/${APP_ID}.svg)
    if(NOT EXISTS "${PREFIX}/${path}")
        message(FATAL_ERROR "missing after install: ${path}")
    endif()
endforeach()
file(READ "${PREFIX}/share/applications/${APP_ID}.desktop" desktop)
if(NOT desktop MATCHES "Icon=${APP_ID}\n" OR NOT desktop MATCHES "Exec=${PREFIX}/bin/gpu-advisor\n")
    message(FATAL_ERROR "the desktop entry does not name the icon ${APP_ID} and the executable")
endif()
file(READ "${PREFIX}/share/icons/hicolor/scalable/apps/${APP_ID}.svg" icon)
if(NOT icon MATCHES "<svg")
    message(FATAL_ERROR "the installed icon is not an SVG")
endif()
# The installed executable finds its window module and the window module its
# charts module: a drawing command runs from the installed tree.
execute_process(COMMAND "${PREFIX}/bin/gpu-advisor" export-chart --chart performance
                        --output "${PREFIX}/chart.png" --database "${PREFIX}/catalogue.sqlite"
                RESULT_VARIABLE drawn ERROR_VARIABLE drawError)
if(NOT drawn EQUAL 0 OR NOT EXISTS "${PREFIX}/chart.png")
    message(FATAL_ERROR "the installed gpu-advisor cannot draw: ${drawn} ${drawError}")
endif()
message(STATUS "install layout ok")
