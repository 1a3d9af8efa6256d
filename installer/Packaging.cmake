# CPack: a Debian package and a relocatable tarball of everything the install rules name.
# `make package` runs plain `cpack` in build/release, which builds both generators listed here.

set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_PACKAGE_NAME "muster")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Muster developers")
set(CPACK_PACKAGE_CONTACT "The Muster developers <muster@example.invalid>")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Lines stay under 80 columns: CPack copies them into the Debian control file as they are.
set(CPACK_PACKAGE_DESCRIPTION [=[
Muster is the game master's console for strategy war campaigns. It shows
the campaign map with areas, hexes, armies and owners, takes each kingdom's
orders, resolves turns and steps through every battle on the map with its
log. Every turn is kept in one .muster campaign file.

muster-cli validates, imports, exports and inspects campaigns without a
window.]=])
set(CPACK_PACKAGE_FILE_NAME "muster-${PROJECT_VERSION}-Linux-${CMAKE_SYSTEM_PROCESSOR}")
# Installed binaries carry no debug info or build paths; this also keeps the package test quick.
set(CPACK_STRIP_FILES ON)
# Control files get the permissions Debian policy asks for (0644, scripts 0755).
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# Debian: Depends come from dpkg-shlibdeps (Qt 6 and SQLite runtime packages with versions).
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# libcurl is loaded when mail is first sent or fetched (ui/mailnet/CurlSupport.h), not linked, so
# dpkg-shlibdeps cannot see it: named here, the found dependencies are added after it.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libcurl4")
if(MUSTER_SHARED_LIBS)
    # dpkg-shlibdeps looks for the programs' own private libraries in the package, not the system.
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS "${CMAKE_INSTALL_PREFIX}/${MUSTER_PRIVATE_LIBDIR}")
endif()
# The xcb platform plugin ships in libqt6gui6 (a shlibdeps dependency); Wayland's is separate.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland")

# `make package_source` (from include(CPack)): the tracked sources only.
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_PACKAGE_FILE_NAME "muster-${PROJECT_VERSION}")
set(CPACK_SOURCE_IGNORE_FILES "/build/" "/\\\\.git/" "/\\\\.cache/")

include(CPack)
