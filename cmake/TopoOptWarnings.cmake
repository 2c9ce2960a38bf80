# One place for the warning flags every target of ours links (CONVENTIONS: topoopt_warnings).
add_library(topoopt_warnings INTERFACE)
if(MSVC)
  # Windows CI (packaging/ci/windows.yml): MSVC spells the same intent differently.
  target_compile_options(topoopt_warnings INTERFACE /W4 /permissive- /utf-8)
  if(TOPOOPT_WERROR)
    target_compile_options(topoopt_warnings INTERFACE /WX)
  endif()
else()
  target_compile_options(topoopt_warnings INTERFACE -Wall -Wextra -Wpedantic
                         -Wnon-virtual-dtor -Wcast-qual -Wformat=2)
  # -Wshadow=local is GCC's; Clang (macOS CI) has no such spelling.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(topoopt_warnings INTERFACE -Wshadow=local)
  endif()
  if(TOPOOPT_WERROR)
    target_compile_options(topoopt_warnings INTERFACE -Werror)
  endif()
endif()

# Qt targets also get the checks that catch implicit ASCII casts and deprecated API.
# QT_NO_FOREACH and QT_NO_KEYWORDS stay off: QCustomPlot's public header uses both `foreach`
# and `signals`; our own code uses range-for and Q_SIGNALS/Q_EMIT anyway.
add_library(topoopt_qt_defs INTERFACE)
target_compile_definitions(topoopt_qt_defs INTERFACE QT_NO_CAST_FROM_ASCII
                           QT_DISABLE_DEPRECATED_BEFORE=0x060400)

# GCC 12 at -O3 reports -Wrestrict on std::string concatenation inside libstdc++ (GCC bug
# 105329, a false positive in the library, not in our code).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  target_compile_options(topoopt_warnings INTERFACE -Wno-restrict)
endif()
