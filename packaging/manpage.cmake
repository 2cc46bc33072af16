# Writes gpu-advisor(1) from the program's --help and each command's --help,
# then compresses it (gzip -9n, as Debian wants manual pages).
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{LANG} C.UTF-8)
set(ENV{LANGUAGE} "")
execute_process(COMMAND "${EXE}" --help OUTPUT_VARIABLE help RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "${EXE} --help failed: ${result}")
endif()

# roff: a backslash is written \e, a leading dot or quote is escaped, a
# hyphen in an option is \-.
function(roff text out)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# The command names: the lines of "Commands:" that start with two spaces and a word.
string(REGEX MATCH "Commands:\n(.*)\n\nOptions:" commandBlock "${help}")
string(REGEX MATCHALL "\n  [a-z][a-z-]+" names "\n${CMAKE_MATCH_1}")

string(TIMESTAMP today "%Y-%m-%d" UTC)
if(DEFINED ENV{SOURCE_DATE_EPOCH})
    string(TIMESTAMP today "%Y-%m-%d" UTC)
endif()
roff("${help}" helpRoff)
set(page ".TH GPU-ADVISOR 1 \"${today}\" \"gpu-advisor ${VERSION}\" \"User Commands\"
.SH NAME
gpu-advisor \\- choose hardware for deep learning: GPUs, TPUs and cloud offers compared
.SH SYNOPSIS
.B gpu-advisor
[\\fB\\-\\-database\\fR \\fIPATH\\fR] [\\fICOMMAND\\fR [\\fIOPTIONS\\fR]]
.SH DESCRIPTION
Without a command, gpu-advisor opens its window. With a command it works
headless and needs no display.
.PP
.nf
${helpRoff}
.fi
.SH COMMANDS
")
foreach(name IN LISTS names)
    string(STRIP "${name}" name)
    execute_process(COMMAND "${EXE}" ${name} --help OUTPUT_VARIABLE commandHelp RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${EXE} ${name} --help failed: ${result}")
    endif()
    roff("${commandHelp}" commandRoff)
    string(APPEND page ".SS ${name}\n.nf\n${commandRoff}\n.fi\n")
endforeach()
string(APPEND page ".SH FILES
.TP
.I ~/.local/share/gpu-advisor/gpu-advisor/catalogue.sqlite
The catalogue: devices, dated price quotes, benchmarks and cloud offers.
.SH SEE ALSO
Tim Dettmers, \"Which GPU(s) to Get for Deep Learning\" (2019),
https://timdettmers.com/2019/04/03/which-gpu-for-deep-learning/
")
file(WRITE "${OUT}" "${page}")
execute_process(COMMAND gzip -9nf "${OUT}" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "gzip failed: ${result}")
endif()
