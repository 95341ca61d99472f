#pragma once

namespace lanebook {

// The two sides of a comparison as the Runs table and the Compare tab name them.
enum class ComparisonArm { Control, Candidate };

// What an edit of an arm does with the runs it names.
enum class ArmEdit { Replace, Add };

} // namespace lanebook
