#pragma once

namespace lanebook::stats {

// Continuous distribution functions the tests need (normal, Student t) and the regularized
// incomplete beta behind the t CDF, written here because lanebook_models links no maths
// library. Accuracy is about 1e-14 relative, enough to reproduce SciPy's p-values.

double normalCdf(double z);
// Upper tail 1 - Phi(z), computed without cancellation for large z.
double normalSf(double z);
// Inverse of normalCdf for p in (0, 1); -inf/+inf at 0/1, NaN outside.
double normalQuantile(double p);

// I_x(a, b) for a, b > 0 and x in [0, 1].
double regularizedIncompleteBeta(double a, double b, double x);

double studentTCdf(double t, double degreesOfFreedom);
// P(|T| >= |t|): the two-sided p-value of a t statistic.
double studentTTwoSidedP(double t, double degreesOfFreedom);
// Inverse of studentTCdf for p in (0, 1); degrees of freedom may be fractional (Welch).
double studentTQuantile(double p, double degreesOfFreedom);

} // namespace lanebook::stats
