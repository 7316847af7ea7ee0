# windows.cmake: the Windows build's part of packaging (included by packaging/install.cmake when
# building for Windows): the icon packed from the project's own icon pictures (make_ico.py), put
# into taflbord.exe as its resource, and the NSIS script configured with the one version of the
# project. packaging/windows/build.sh runs makensis on it.
find_package(Python3 REQUIRED COMPONENTS Interpreter)

set(_taflbord_win_dir "${CMAKE_BINARY_DIR}/packaging/windows")
set(TAFLBORD_WINDOWS_ICON "${_taflbord_win_dir}/taflbord.ico")
set(_taflbord_icon_pngs)
foreach(size IN ITEMS 16 24 32 48 64 128 256)
  list(APPEND _taflbord_icon_pngs "${CMAKE_CURRENT_LIST_DIR}/../../assets/icons/taflbord-${size}.png")
endforeach()
add_custom_command(OUTPUT "${TAFLBORD_WINDOWS_ICON}"
                   COMMAND "${CMAKE_COMMAND}" -E make_directory "${_taflbord_win_dir}"
                   COMMAND Python3::Interpreter "${CMAKE_CURRENT_LIST_DIR}/make_ico.py" "${TAFLBORD_WINDOWS_ICON}"
                           ${_taflbord_icon_pngs}
                   DEPENDS "${CMAKE_CURRENT_LIST_DIR}/make_ico.py" ${_taflbord_icon_pngs} VERBATIM)
add_custom_target(taflbord_windows_icon ALL DEPENDS "${TAFLBORD_WINDOWS_ICON}")

# The program's icon in Explorer, in the taskbar and on the shortcuts.
if(TARGET taflbord)
  file(CONFIGURE OUTPUT "${_taflbord_win_dir}/taflbord.rc" @ONLY CONTENT [[
// The icon of taflbord.exe (packaging/windows/windows.cmake).
1 ICON "@TAFLBORD_WINDOWS_ICON@"
]])
  target_sources(taflbord PRIVATE "${_taflbord_win_dir}/taflbord.rc")
  set_source_files_properties("${_taflbord_win_dir}/taflbord.rc" PROPERTIES OBJECT_DEPENDS "${TAFLBORD_WINDOWS_ICON}")
  add_dependencies(taflbord taflbord_windows_icon)
endif()

# The installer's script, with the version, the vendor and the web page of the project.
configure_file("${CMAKE_CURRENT_LIST_DIR}/taflbord.nsi.in" "${_taflbord_win_dir}/taflbord.nsi" @ONLY)
unset(_taflbord_win_dir)
unset(_taflbord_icon_pngs)
