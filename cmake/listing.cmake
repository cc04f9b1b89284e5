# What the manual and README take from the built sudoku: `sudoku --list=WHAT`.
cmake_policy(VERSION 3.25)
# A ';' in a line is kept as <semicolon>, since a CMake list splits on it.

# The lines of `sudoku --list=WHAT`, each "name<TAB>what it is".
function(listing what out)
  execute_process(COMMAND ${SUDOKU} --list=${what} OUTPUT_VARIABLE text RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "sudoku --list=${what} failed: ${status}")
  endif()
  string(REGEX REPLACE "\r?\n$" "" text "${text}")
  string(REPLACE ";" "<semicolon>" text "${text}")
  string(REGEX REPLACE "\r?\n" ";" lines "${text}")
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()


# The formats the manual describes in sections of their own, and README in
# paragraphs: the lists are of the others, the judges' problems.
set(SUDOKU_OWN_FORMATS 2580 4574 line)
