# localization.cmake: the translations in the build. taflbord_add_translations() compiles
# localization/<lang>.po into <build>/locale/<lang>.mo with `msgfmt --check` (target
# taflbord_translations); taflbord_add_translation_tests() registers the ctest checks
# i18n_po_check and i18n_pot_current. Run with `cmake -P` this file is also the checker itself.

# [SECTION] Script mode: the checks that ctest runs

if(CMAKE_SCRIPT_MODE_FILE AND DEFINED TAFLBORD_L10N_MODE)
  if(TAFLBORD_L10N_MODE STREQUAL "check-po")
    # Every .po must pass `msgfmt --check`, have no fuzzy or untranslated message, and hold
    # exactly the messages of the .pot (so a forgotten msgmerge shows up as well).
    find_program(msgfmt_exe msgfmt REQUIRED)
    find_program(msgcmp_exe msgcmp REQUIRED)
    string(REPLACE "," ";" languages "${LANGUAGES}")
    set(failures "")
    foreach(lang IN LISTS languages)
      set(po "${PO_DIR}/${lang}.po")
      if(NOT EXISTS "${po}")
        string(APPEND failures "${lang}.po is missing\n")
        continue()
      endif()
      execute_process(
        COMMAND "${msgfmt_exe}" --check --statistics -o "${WORK_DIR}/i18n_check_${lang}.mo" "${po}"
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
      string(STRIP "${err}" err)
      if(NOT rc EQUAL 0)
        string(APPEND failures "${lang}.po: msgfmt --check failed:\n${err}\n")
      elseif(err MATCHES "fuzzy|untranslated")
        string(APPEND failures "${lang}.po: not every message is translated: ${err}\n")
      elseif(NOT err MATCHES "^[0-9]+ translated messages?\\.$")
        string(APPEND failures "${lang}.po: unexpected msgfmt statistics: ${err}\n")
      else()
        message(STATUS "${lang}.po: ${err}")
      endif()
      # Both directions: every template message is in the .po, and the .po has no stale ones.
      execute_process(COMMAND "${msgcmp_exe}" "${po}" "${POT}" RESULT_VARIABLE rc ERROR_VARIABLE err)
      if(NOT rc EQUAL 0)
        string(APPEND failures "${lang}.po does not hold every message of the template (run localization/update.sh, then translate):\n${err}\n")
      endif()
      execute_process(COMMAND "${msgcmp_exe}" --use-untranslated "${POT}" "${po}" RESULT_VARIABLE rc
                      ERROR_VARIABLE err)
      if(NOT rc EQUAL 0)
        string(APPEND failures "${lang}.po has messages the template lacks (run localization/update.sh):\n${err}\n")
      endif()
    endforeach()
    if(failures)
      message(FATAL_ERROR "${failures}")
    endif()
  elseif(TAFLBORD_L10N_MODE STREQUAL "check-pot")
    # The committed template must be what update.sh would extract from the sources today.
    execute_process(COMMAND bash "${UPDATE_SCRIPT}" --check RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${out}${err}")
    endif()
    message(STATUS "${out}")
  else()
    message(FATAL_ERROR "unknown TAFLBORD_L10N_MODE '${TAFLBORD_L10N_MODE}'")
  endif()
  return()
endif()

# [SECTION] Project mode

set_property(GLOBAL PROPERTY TAFLBORD_LOCALIZATION_SCRIPT "${CMAKE_CURRENT_LIST_FILE}")

# taflbord_add_translations(PO_DIR <dir> LANGUAGES <lang>... [OUTPUT_DIR <dir>])
# Compiles <PO_DIR>/<lang>.po to <OUTPUT_DIR>/<lang>.mo (default <build>/locale) at build time
# with `msgfmt --check`, so a broken translation fails the build. The target
# taflbord_translations builds them all; its properties LOCALE_DIR, PO_DIR and LANGUAGES tell
# other targets and tests where they are.
function(taflbord_add_translations)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "PO_DIR;OUTPUT_DIR" "LANGUAGES")
  if(NOT arg_PO_DIR OR NOT arg_LANGUAGES)
    message(FATAL_ERROR "taflbord_add_translations: PO_DIR and LANGUAGES are required")
  endif()
  if(NOT arg_OUTPUT_DIR)
    set(arg_OUTPUT_DIR "${CMAKE_BINARY_DIR}/locale")
  endif()
  find_program(TAFLBORD_MSGFMT msgfmt)
  if(NOT TAFLBORD_MSGFMT)
    message(FATAL_ERROR "msgfmt was not found: install GNU gettext (Debian and Ubuntu: apt-get install gettext)")
  endif()

  set(mo_files "")
  foreach(lang IN LISTS arg_LANGUAGES)
    set(po "${arg_PO_DIR}/${lang}.po")
    set(mo "${arg_OUTPUT_DIR}/${lang}.mo")
    # Written under a temporary name first so that a failed run leaves no stale catalog behind.
    add_custom_command(
      OUTPUT "${mo}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${arg_OUTPUT_DIR}"
      COMMAND "${TAFLBORD_MSGFMT}" --check -o "${mo}.tmp" "${po}"
      COMMAND "${CMAKE_COMMAND}" -E rename "${mo}.tmp" "${mo}"
      DEPENDS "${po}"
      COMMENT "Compiling the ${lang} translation"
      VERBATIM)
    list(APPEND mo_files "${mo}")
  endforeach()
  add_custom_target(taflbord_translations ALL DEPENDS ${mo_files})
  set_target_properties(taflbord_translations PROPERTIES
    LOCALE_DIR "${arg_OUTPUT_DIR}" PO_DIR "${arg_PO_DIR}" LANGUAGES "${arg_LANGUAGES}")
endfunction()

# taflbord_add_translation_tests()
# Registers, for the catalogs of taflbord_translations:
#   i18n_po_check     every .po passes `msgfmt --check`, has every message translated and none
#                     fuzzy, and holds exactly the messages of taflbord.pot;
#   i18n_pot_current  taflbord.pot is what localization/update.sh extracts from game/ today.
function(taflbord_add_translation_tests)
  if(NOT TARGET taflbord_translations)
    message(FATAL_ERROR "taflbord_add_translation_tests: call taflbord_add_translations first")
  endif()
  get_property(script GLOBAL PROPERTY TAFLBORD_LOCALIZATION_SCRIPT)
  get_target_property(po_dir taflbord_translations PO_DIR)
  get_target_property(languages taflbord_translations LANGUAGES)
  string(REPLACE ";" "," languages "${languages}")
  add_test(NAME i18n_po_check
    COMMAND "${CMAKE_COMMAND}" -DTAFLBORD_L10N_MODE=check-po "-DPO_DIR=${po_dir}" "-DPOT=${po_dir}/taflbord.pot"
            "-DLANGUAGES=${languages}" "-DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}" -P "${script}")
  add_test(NAME i18n_pot_current
    COMMAND "${CMAKE_COMMAND}" -DTAFLBORD_L10N_MODE=check-pot "-DUPDATE_SCRIPT=${po_dir}/update.sh" -P "${script}")
  set_tests_properties(i18n_po_check i18n_pot_current PROPERTIES LABELS i18n)
endfunction()
