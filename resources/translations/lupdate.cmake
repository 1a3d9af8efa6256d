# Brings muster_en.ts up to date with the sources: `cmake -DLUPDATE=... -DTS=... -P lupdate.cmake`
# (`make translations` runs it and then fills the English plural forms). Only messages with a
# count are kept (-pluralonly): every other English message is its own translation.
foreach(dir app core ui)
    list(APPEND _dirs ${CMAKE_CURRENT_LIST_DIR}/../../${dir})
endforeach()
execute_process(COMMAND ${LUPDATE} -silent -pluralonly -locations none -no-obsolete
    -target-language en -extensions cpp,h ${_dirs} -ts ${TS}
    RESULT_VARIABLE _failed ERROR_VARIABLE _warnings)
if(_failed)
    message(FATAL_ERROR "lupdate failed on ${TS}: ${_warnings}")
endif()
