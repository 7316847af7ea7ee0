# warnings.cmake: the one warning set of the project, applied per target with
# taflbord_set_warnings(<target>). TAFLBORD_WERROR turns the warnings into errors (CI does).
function(taflbord_set_warnings target)
  if(MSVC)
    # Visual C++ (a native Windows build with vcpkg): its own names for the same checks, the source
    # files read as UTF-8, and standard conformance.
    target_compile_options(${target} PRIVATE /W4 /utf-8 /permissive- /Zc:__cplusplus)
    if(TAFLBORD_WERROR)
      target_compile_options(${target} PRIVATE /WX)
    endif()
    return()
  endif()
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wold-style-cast
    -Wnon-virtual-dtor -Woverloaded-virtual -Wnull-dereference -Wdouble-promotion
    -Wimplicit-fallthrough -Wcast-align -Wformat=2)
  if(TAFLBORD_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  # GCC 12 reports a false -Wrestrict inside libstdc++ for `"text" + std::string` at -O3
  # (GCC bug 105329, fixed in GCC 13), so that check is off for GCC 12.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12
     AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
endfunction()
