// Compiled only so that its target makes the tests' precompiled header (tests/pch/testpch.h).
