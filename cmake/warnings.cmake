# warnings.cmake: the one warning set of the project, applied per target with
# taflbord_set_warnings(<target>). TAFLBORD_WERROR turns the warnings into errors (CI does).
function(taflbord_set_warnings target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wold-style-cast
    -Wnon-virtual-dtor -Woverloaded-virtual -Wnull-dereference -Wdouble-promotion
    -Wimplicit-fallthrough -Wcast-align -Wformat=2)
  if(TAFLBORD_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
