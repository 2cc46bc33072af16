# Compresses IN to OUT.gz the way Debian wants: maximum compression, no name
# or time stamp inside (reproducible).
file(COPY_FILE "${IN}" "${OUT}")
execute_process(COMMAND gzip -9nf "${OUT}" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "gzip failed: ${result}")
endif()
