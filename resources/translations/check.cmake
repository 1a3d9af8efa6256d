# The test translations_current: lupdate run on a copy of muster_en.ts must change nothing, so
# every message with a count in the sources has its English plural forms in the tree.
# `cmake -DLUPDATE=... -DTS=muster_en.ts -DWORK=dir -P check.cmake`
file(MAKE_DIRECTORY ${WORK})
set(_copy ${WORK}/muster_en.ts)
configure_file(${TS} ${_copy} COPYONLY)
set(TS_ORIGINAL ${TS})
set(TS ${_copy})
include(${CMAKE_CURRENT_LIST_DIR}/lupdate.cmake)
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${TS_ORIGINAL} ${_copy}
    RESULT_VARIABLE _differs)
if(_differs)
    execute_process(COMMAND diff -u ${TS_ORIGINAL} ${_copy})
    message(FATAL_ERROR "${TS_ORIGINAL} is not current with the sources: run `make translations` "
        "(lupdate, then the English plural forms) and commit it")
endif()
