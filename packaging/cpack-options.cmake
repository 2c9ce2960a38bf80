# Per-generator CPack settings (CPACK_PROJECT_CONFIG_FILE): read by cpack once per generator.
if(CPACK_GENERATOR STREQUAL "TGZ")
  # The tarball unpacks to topoopt-studio-<version>-Linux/{bin,share}: run bin/topoopt there.
  set(CPACK_PACKAGING_INSTALL_PREFIX "/")
endif()
