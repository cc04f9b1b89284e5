# README.md's list of the judges' problems, made from the built sudoku's
# `--list=formats` (all but SUDOKU_OWN_FORMATS), between the lines
# "<!-- sudoku --list=formats -->" and "<!-- end -->".
#   cmake -DSUDOKU=<command> -DREADME=<README.md> [-DWRITE=ON] -P readme.cmake
# Without WRITE it fails when the table differs (the test); with it, it
# writes the table (the target update_readme).
include("${CMAKE_CURRENT_LIST_DIR}/listing.cmake")

listing(formats formats)
# Each problem as `name` (its problem's names: the about up to its first
# colon), comma-separated, the lines filled up to 100 characters.
set(table "")
set(line "")
foreach(entry IN LISTS formats)
  string(REGEX MATCH "^([^\t]*)\t([^:]*)" matched "${entry}")
  if(CMAKE_MATCH_1 IN_LIST SUDOKU_OWN_FORMATS)
    continue()
  endif()
  set(item "`${CMAKE_MATCH_1}` (${CMAKE_MATCH_2}),")
  string(LENGTH "${line} ${item}" length)
  if(line STREQUAL "")
    set(line "${item}")
  elseif(length GREATER 100)
    string(APPEND table "${line}\n")
    set(line "${item}")
  else()
    string(APPEND line " ${item}")
  endif()
endforeach()
string(REGEX REPLACE ",$" "." line "${line}")
string(APPEND table "${line}\n")

file(READ "${README}" text)
set(begin "<!-- sudoku --list=formats -->\n")
set(end "<!-- end -->\n")
string(FIND "${text}" "${begin}" at)
string(FIND "${text}" "${end}" until)
if(at EQUAL -1 OR until LESS at)
  message(FATAL_ERROR "${README} has no lines ${begin} and ${end}")
endif()
string(LENGTH "${begin}" length)
math(EXPR from "${at} + ${length}")
math(EXPR count "${until} - ${from}")
string(SUBSTRING "${text}" ${from} ${count} now)
if(now STREQUAL table)
  return()
endif()
if(WRITE)
  string(SUBSTRING "${text}" 0 ${from} before)
  string(SUBSTRING "${text}" ${until} -1 after)
  file(WRITE "${README}" "${before}${table}${after}")
else()
  message(FATAL_ERROR "README.md's list of problems is not the format table: cmake --build BUILD --target update_readme writes it")
endif()
