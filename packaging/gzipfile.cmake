# Compresses IN to OUT.gz the way Debian wants: maximum compression, no name
# or time stamp inside (reproducible). With GPA_PACKAGE_MAINTAINER set, IN is
# a template naming the package's maintainer (@GPA_PACKAGE_MAINTAINER@).
if(DEFINED GPA_PACKAGE_MAINTAINER)
    configure_file("${IN}" "${OUT}" @ONLY)
else()
    file(COPY_FILE "${IN}" "${OUT}")
endif()
execute_process(COMMAND gzip -9nf "${OUT}" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "gzip failed: ${result}")
endif()
