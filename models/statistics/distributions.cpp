#include "models/statistics/distributions.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace lanebook::stats {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Continued fraction for I_x(a, b), modified Lentz's method (Numerical Recipes 6.4).
double betaContinuedFraction(double a, double b, double x)
{
    constexpr int kMaxIterations = 1000;
    constexpr double kEpsilon = 1e-16;
    constexpr double kTiny = 1e-300;
    const double qab = a + b;
    const double qap = a + 1.0;
    const double qam = a - 1.0;
    double c = 1.0;
    double d = 1.0 - qab * x / qap;
    if (std::fabs(d) < kTiny)
        d = kTiny;
    d = 1.0 / d;
    double h = d;
    for (int m = 1; m <= kMaxIterations; ++m) {
        const double m2 = 2.0 * m;
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1.0 + aa * d;
        if (std::fabs(d) < kTiny)
            d = kTiny;
        c = 1.0 + aa / c;
        if (std::fabs(c) < kTiny)
            c = kTiny;
        d = 1.0 / d;
        h *= d * c;
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1.0 + aa * d;
        if (std::fabs(d) < kTiny)
            d = kTiny;
        c = 1.0 + aa / c;
        if (std::fabs(c) < kTiny)
            c = kTiny;
        d = 1.0 / d;
        const double step = d * c;
        h *= step;
        if (std::fabs(step - 1.0) < kEpsilon)
            break;
    }
    return h;
}

// One tail of the t distribution: P(T >= t) for t >= 0.
double studentTUpperTail(double t, double degreesOfFreedom)
{
    if (std::isinf(t))
        return 0.0;
    const double x = degreesOfFreedom / (degreesOfFreedom + t * t);
    return 0.5 * regularizedIncompleteBeta(degreesOfFreedom / 2.0, 0.5, x);
}

} // namespace

double normalCdf(double z)
{
    return 0.5 * std::erfc(-z / std::numbers::sqrt2);
}

double normalSf(double z)
{
    return 0.5 * std::erfc(z / std::numbers::sqrt2);
}

double normalQuantile(double p)
{
    if (std::isnan(p) || p < 0.0 || p > 1.0)
        return kNaN;
    if (p == 0.0)
        return -kInf;
    if (p == 1.0)
        return kInf;
    // Acklam's rational approximation (relative error 1.15e-9), then one Halley step on
    // erfc brings it to full double precision.
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                   -2.759285104469687e+02, 1.383577518672690e+02,
                                   -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                   -1.556989798598866e+02, 6.680131188771972e+01,
                                   -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                   -2.400758277161838e+00, -2.549732539343734e+00,
                                   4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                   2.445134137142996e+00, 3.754408661907416e+00};
    constexpr double kLow = 0.02425;
    double x = 0.0;
    if (p < kLow) {
        const double q = std::sqrt(-2.0 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    } else if (p <= 1.0 - kLow) {
        const double q = p - 0.5;
        const double r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
    } else {
        const double q = std::sqrt(-2.0 * std::log1p(-p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    }
    // Halley refinement; in the upper tail work on the survival function so that 1 - p
    // does not lose the digits that matter.
    const double error = p > 0.5 ? (1.0 - p) - normalSf(x) : normalCdf(x) - p;
    const double u = error * std::sqrt(2.0 * std::numbers::pi) * std::exp(x * x / 2.0);
    return x - u / (1.0 + x * u / 2.0);
}

double regularizedIncompleteBeta(double a, double b, double x)
{
    if (std::isnan(x) || a <= 0.0 || b <= 0.0)
        return kNaN;
    if (x <= 0.0)
        return 0.0;
    if (x >= 1.0)
        return 1.0;
    const double logFront =
        std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x);
    const double front = std::exp(logFront);
    // The continued fraction converges fast only on the near side of the mean.
    if (x < (a + 1.0) / (a + b + 2.0))
        return front * betaContinuedFraction(a, b, x) / a;
    return 1.0 - front * betaContinuedFraction(b, a, 1.0 - x) / b;
}

double studentTCdf(double t, double degreesOfFreedom)
{
    if (std::isnan(t) || !(degreesOfFreedom > 0.0))
        return kNaN;
    const double upper = studentTUpperTail(std::fabs(t), degreesOfFreedom);
    return t >= 0.0 ? 1.0 - upper : upper;
}

double studentTTwoSidedP(double t, double degreesOfFreedom)
{
    if (std::isnan(t) || !(degreesOfFreedom > 0.0))
        return kNaN;
    return std::min(1.0, 2.0 * studentTUpperTail(std::fabs(t), degreesOfFreedom));
}

double studentTQuantile(double p, double degreesOfFreedom)
{
    if (std::isnan(p) || p < 0.0 || p > 1.0 || !(degreesOfFreedom > 0.0))
        return kNaN;
    if (p == 0.0)
        return -kInf;
    if (p == 1.0)
        return kInf;
    if (p == 0.5)
        return 0.0;
    // Solve the upper tail P(T >= t) = min(p, 1 - p) for t >= 0 by bisection: the tail is
    // monotone, and bisection cannot overshoot where the density is tiny.
    const double tail = p < 0.5 ? p : 1.0 - p;
    double low = 0.0;
    double high = std::max(1.0, 2.0 * std::fabs(normalQuantile(tail)));
    while (studentTUpperTail(high, degreesOfFreedom) > tail && high < 1e300)
        high *= 2.0;
    for (int i = 0; i < 2000 && high - low > 1e-15 * high; ++i) {
        const double middle = 0.5 * (low + high);
        if (studentTUpperTail(middle, degreesOfFreedom) > tail)
            low = middle;
        else
            high = middle;
    }
    const double t = 0.5 * (low + high);
    return p < 0.5 ? -t : t;
}

} // namespace lanebook::stats
