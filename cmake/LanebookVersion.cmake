# The git revision every executable reports beside the version (`--version`, Help > About),
# given to each executable as LANEBOOK_GIT_REVISION (app/CMakeLists.txt).
# Read at configure time; a build from a tarball without .git says "unknown". The build
# reconfigures when HEAD moves, so a rebuilt binary never names an older commit.
set(LANEBOOK_GIT_REVISION "unknown")
find_package(Git QUIET)
if(GIT_FOUND AND EXISTS "${PROJECT_SOURCE_DIR}/.git")
    execute_process(
        COMMAND "${GIT_EXECUTABLE}" describe --always --dirty --abbrev=10
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
        OUTPUT_VARIABLE lanebook_describe
        OUTPUT_STRIP_TRAILING_WHITESPACE
        ERROR_QUIET
        RESULT_VARIABLE lanebook_describe_result)
    if(lanebook_describe_result EQUAL 0 AND NOT lanebook_describe STREQUAL "")
        set(LANEBOOK_GIT_REVISION "${lanebook_describe}")
    endif()
    execute_process(
        COMMAND "${GIT_EXECUTABLE}" rev-parse --git-dir --symbolic-full-name HEAD
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
        OUTPUT_VARIABLE lanebook_git_paths
        OUTPUT_STRIP_TRAILING_WHITESPACE
        ERROR_QUIET)
    string(REPLACE "\n" ";" lanebook_git_paths "${lanebook_git_paths}")
    list(LENGTH lanebook_git_paths lanebook_git_path_count)
    if(lanebook_git_path_count GREATER_EQUAL 1)
        list(GET lanebook_git_paths 0 lanebook_git_dir)
        get_filename_component(lanebook_git_dir "${lanebook_git_dir}" ABSOLUTE
                               BASE_DIR "${PROJECT_SOURCE_DIR}")
        set(lanebook_git_watch "${lanebook_git_dir}/HEAD")
        if(lanebook_git_path_count GREATER_EQUAL 2)
            list(GET lanebook_git_paths 1 lanebook_git_ref)
            if(EXISTS "${lanebook_git_dir}/${lanebook_git_ref}")
                list(APPEND lanebook_git_watch "${lanebook_git_dir}/${lanebook_git_ref}")
            endif()
        endif()
        set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY
                     CMAKE_CONFIGURE_DEPENDS ${lanebook_git_watch})
    endif()
endif()
message(STATUS "Lanebook ${PROJECT_VERSION}, revision ${LANEBOOK_GIT_REVISION}")
