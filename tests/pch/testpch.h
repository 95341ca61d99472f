// The headers nearly every test parses, precompiled once per family of tests (tests/CMakeLists:
// lanebook_test_pch_target). The family's libraries decide the Qt modules, so the widget
// headers are here only for tests that link widgets.
#pragma once

#include <QtCore>
#include <QtTest>
#if defined(QT_GUI_LIB)
#include <QtGui>
#endif
#if defined(QT_WIDGETS_LIB)
#include <QtWidgets>
#endif

#include <nlohmann/json.hpp>
