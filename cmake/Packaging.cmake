# The Debian package: `cpack -G DEB` in a release build folder (README, "Installing") packs what
# cmake/Install.cmake installs, under /usr. dpkg-shlibdeps finds the libraries the programs and
# the CBC module link (libc, OpenSSL and brotli for puzzlelab-serve, CBC's chain for the module);
# libz3 is opened by name on first use (cmake/LazyZ3.cmake), which no tool can see, so its
# package is named here.
set(CPACK_PACKAGE_NAME puzzlelab)
set(CPACK_PACKAGE_VENDOR "PuzzleLab")
# The project's maintainers, as its commits name them.
set(CPACK_PACKAGE_CONTACT
  "Seed 1a05b9bf maintainers <maintainers@users.noreply.a-seed-1a05b9bf.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "combinatorial puzzles solved by many methods, compared and watched")
set(CPACK_PACKAGE_DESCRIPTION
  "PuzzleLab solves peg solitaire on any board, N-queens, the Queen's Challenge, the Tower of
Hanoi, river crossings, knight's tours, the sliding-tile puzzle, bounded Turing machines and
the nanobots puzzle, each by several methods: backtracking, counting with symmetry, SAT
(CaDiCaL), SMT (Z3) and MILP (COIN-OR CBC). Every answer is replayed through the rules. It
compares methods in one table, races them in one page, exports the models for other solvers,
and serves pages to watch solvers run (puzzlelab serve).")
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_STRIP_FILES ON)
if(PUZZLELAB_WITH_Z3)
  # The package that holds the libz3 this build was made against (its SONAME, libz3.so.4).
  set(z3_package "")
  foreach(library IN LISTS Z3_LINK_LIBRARIES)
    if(library MATCHES "z3")
      file(REAL_PATH "${library}" library)
      execute_process(COMMAND dpkg-query --search "${library}"
        OUTPUT_VARIABLE owner ERROR_QUIET RESULT_VARIABLE status)
      # "libz3-dev:amd64: /usr/lib/x86_64-linux-gnu/libz3.so" names the link library's package;
      # the real file (libz3.so.4) belongs to the runtime package.
      if(status EQUAL 0 AND owner MATCHES "^([^:,]+)")
        set(z3_package "${CMAKE_MATCH_1}")
      endif()
    endif()
  endforeach()
  if(z3_package)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "${z3_package}")
  endif()
endif()
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "bash-completion")
include(CPack)
