// The headers most of the product's files parse, precompiled once per library
// (CMakeLists.txt: lanebook_precompile_headers). The library's Qt modules decide what is in
// it. Every file still includes what it uses: clang-tidy and the fuzz targets build without
// this header and would fail on a missing include.
#pragma once

#include <QtCore>
#if defined(QT_GUI_LIB)
#include <QtGui>
#endif
#if defined(QT_WIDGETS_LIB)
#include <QtWidgets>
#endif
#if defined(QT_SQL_LIB)
#include <QtSql>
#endif

#include <nlohmann/json.hpp>
