# Runs lupdate over the sources into a copy of a .ts file and fails if any entry is unfinished
# (a string added or changed without its translation). Usage: cmake -DLUPDATE=... -DTS=...
# -DSOURCES=dir1,dir2 -DWORK=dir -P translationscheck.cmake
string(REPLACE "," ";" dirs "${SOURCES}")
file(MAKE_DIRECTORY "${WORK}")
get_filename_component(name "${TS}" NAME)
set(copy "${WORK}/${name}")
file(COPY_FILE "${TS}" "${copy}")
# The alias is the one update_translations uses: the core marks its wordings with TOPOOPT_WORDING.
execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete -locations none
                        -tr-function-alias QT_TRANSLATE_NOOP+=TOPOOPT_WORDING ${dirs} -ts "${copy}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${rc}): ${err}")
endif()
file(STRINGS "${copy}" lines)
set(unfinished 0)
set(previous "")
foreach(line IN LISTS lines)
  if(line MATCHES "type=\"unfinished\"")
    math(EXPR unfinished "${unfinished} + 1")
    message(STATUS "unfinished: ${previous}")
  endif()
  if(line MATCHES "<source>")
    set(previous "${line}")
  endif()
endforeach()
if(unfinished GREATER 0)
  message(FATAL_ERROR "${name}: ${unfinished} unfinished translation(s); run the "
                      "update_translations target and translate them")
endif()
message(STATUS "${name}: every string translated")
