#!/usr/bin/python3
"""Golden values for Lanebook's statistics library (models/statistics/).

Run with Debian's SciPy (apt-get install python3-scipy python3-numpy python3-statsmodels):

    /usr/bin/python3 tests/data/statistics/make_golden.py

It writes golden.json next to itself. The C++ tests (tests/models/tst_statistics*.cpp)
read that file; regenerate it only when a definition changes on purpose, and say why in the
commit.

Where each value comes from:
- SciPy 1.10 for the tests: scipy.stats.wilcoxon (zero_method="wilcox", correction=True;
  method="exact" only without zeros and ties, "approx" otherwise), mannwhitneyu (method
  "auto", use_continuity=True), ttest_ind(equal_var=False), theilslopes, spearmanr,
  median_abs_deviation, bootstrap(method="BCa"), scipy.special.betainc, stats.norm, stats.t.
- numpy for summaries (np.percentile, "linear" interpolation; np.std(ddof=1)).
- statsmodels multipletests(method="holm") for the Holm correction.
- The Hodges-Lehmann interval has no SciPy function. It is built here by hand exactly as R's
  wilcox.test(conf.int=TRUE) does in its exact branch (Bauer 1972): Walsh averages sorted,
  k = qsignrank(alpha/2, n) (smallest k with P(R+ <= k) >= alpha/2), interval
  [W(k), W(N + 1 - k)]. The signed-rank distribution used for k is checked against SciPy's
  own table (_get_wilcoxon_distr) and against brute-force enumeration for small n. A
  published check: R's help page example (Hollander & Wolfe 1973, depression scores,
  n = 9) has V = 40 and p = 0.03906 two-sided; it is the case "r_help_depression".
- The BCa formula is checked on SciPy's own replicates (res.bootstrap_distribution), so the
  C++ code must reproduce SciPy's interval to rounding; the full bootstrap, which draws
  different resamples, is checked only within a tolerance ("bootstrap_sanity").
"""

import itertools
import json
import math
import os
import warnings

import numpy as np
import scipy
import scipy.special as special
import scipy.stats as st
from scipy.stats._morestats import _get_wilcoxon_distr
from statsmodels.stats.multitest import multipletests

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIDENCE = 0.95


def num(x):
    """JSON has no NaN: None (null) stands for 'no number'."""
    if x is None:
        return None
    x = float(x)
    return None if math.isnan(x) or math.isinf(x) else x


def nums(xs):
    return [num(x) for x in xs]


# ---------------------------------------------------------------- signed-rank distribution
def signrank_pmf(n):
    """P(R+ = k), k = 0..n(n+1)/2, as the product of (1 + x^i)/2 polynomials."""
    pmf = np.array([1.0])
    for i in range(1, n + 1):
        shifted = np.concatenate([np.zeros(i), pmf])
        pmf = 0.5 * (np.concatenate([pmf, np.zeros(i)]) + shifted)
    return pmf


def check_signrank_pmf():
    for n in range(1, 31):
        scipy_counts = _get_wilcoxon_distr(n)
        assert np.allclose(signrank_pmf(n), scipy_counts / scipy_counts.sum(), rtol=1e-13), n
    for n in range(1, 11):
        counts = np.zeros(n * (n + 1) // 2 + 1)
        for signs in itertools.product([0, 1], repeat=n):
            counts[sum(i + 1 for i in range(n) if signs[i])] += 1
        assert np.allclose(signrank_pmf(n), counts / counts.sum(), rtol=1e-15), n


def qsignrank(p, n):
    cdf = np.cumsum(signrank_pmf(n))
    return int(np.argmax(cdf >= p - 10 * np.finfo(float).eps))


def walsh(d):
    d = np.asarray(d, dtype=float)
    return np.sort([(d[i] + d[j]) / 2 for i in range(len(d)) for j in range(i, len(d))])


def hodges_lehmann(d):
    return float(np.median(walsh(d)))


def hl_interval(d, confidence=CONFIDENCE):
    """R's exact wilcox.test interval; None when even [min, max] is below the level."""
    n = len(d)
    k = qsignrank((1 - confidence) / 2, n)
    if k < 1:
        return None
    w = walsh(d)
    achieved = 1 - 2 * np.cumsum(signrank_pmf(n))[k - 1]
    return {"low": float(w[k - 1]), "high": float(w[len(w) - k]), "rank": k,
            "achieved_confidence": float(achieved)}


def wilcoxon_case(name, d):
    d = np.asarray(d, dtype=float)
    nonzero = d[d != 0]
    zeros = int(np.sum(d == 0))
    ties = len(np.unique(np.abs(nonzero))) < len(nonzero)
    method = "exact" if zeros == 0 and not ties and len(nonzero) <= 50 else "approx"
    res = st.wilcoxon(d, zero_method="wilcox", correction=True, method=method)
    r = st.rankdata(np.abs(nonzero))
    case = {"name": name, "d": nums(d), "method": method, "zeros": zeros, "ties": bool(ties),
            "statistic": num(res.statistic), "pvalue": num(res.pvalue),
            "r_plus": float(np.sum(r[nonzero > 0])),
            "hl_estimate": hodges_lehmann(d), "hl_interval": hl_interval(d)}
    return case


def rng_values(seed, n, centre, cv):
    rng = np.random.RandomState(seed)
    return np.round(centre * np.exp(rng.normal(0.0, cv, n)), 2)


def wilcoxon_cases():
    rng = np.random.RandomState(4)
    cases = [
        wilcoxon_case("n5_all_positive", [0.01, 0.02, 0.03, 0.04, 0.05]),
        wilcoxon_case("n5_all_negative", [-0.013, -0.021, -0.034, -0.042, -0.05]),
        wilcoxon_case("n5_mixed", [0.012, -0.004, 0.03, 0.021, -0.017]),
        wilcoxon_case("n6_all_positive", [0.011, 0.025, 0.007, 0.031, 0.018, 0.042]),
        wilcoxon_case("n6_mixed", [0.011, -0.025, 0.007, 0.031, 0.018, 0.042]),
        wilcoxon_case("n12_negative_effect", np.round(rng.normal(-0.02, 0.015, 12), 5)),
        wilcoxon_case("n30_small_effect", np.round(rng.normal(0.004, 0.01, 30), 6)),
        wilcoxon_case("n60_approx", np.round(rng.normal(0.003, 0.01, 60), 6)),
        wilcoxon_case("ties", [0.1, -0.1, 0.2, 0.2, 0.3, 0.05, 0.15, 0.2, -0.05, 0.25]),
        wilcoxon_case("zeros", [0.0, 0.0, 0.012, 0.03, -0.004, 0.021, 0.017, 0.009, 0.0, 0.026]),
        wilcoxon_case("ties_and_zeros_n5", [0.0, 0.02, 0.02, -0.01, 0.03]),
    ]
    x = [1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30]
    y = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29]
    depression = wilcoxon_case("r_help_depression", np.subtract(x, y))
    # R prints V = 40, p-value = 0.03906, 95 percent confidence interval 0.010 0.786,
    # (pseudo)median 0.46 for wilcox.test(x, y, paired = TRUE, conf.int = TRUE).
    assert depression["r_plus"] == 40 and abs(depression["pvalue"] - 0.0390625) < 1e-12
    assert abs(depression["hl_estimate"] - 0.46) < 1e-9
    interval = depression["hl_interval"]
    assert abs(interval["low"] - 0.010) < 1e-9 and abs(interval["high"] - 0.786) < 1e-9
    cases.append(depression)
    return cases


def signrank_quantiles():
    out = []
    for n in (5, 6, 9, 12, 25, 30, 50):
        for p in (0.005, 0.025, 0.05, 0.5):
            out.append({"p": p, "n": n, "k": qsignrank(p, n),
                        "cdf_k": float(np.cumsum(signrank_pmf(n))[qsignrank(p, n)])})
    return out


# ---------------------------------------------------------------- distributions
def t_ppf(p, df):
    """SciPy's t quantile polished by Newton steps on SciPy's own CDF: stdtrit alone is good
    to only ~2e-11 relative at one or two degrees of freedom (12.706204736432 for
    tan(0.475 pi) = 12.706204736174704)."""
    q = st.t.ppf(p, df)
    for _ in range(3):
        if not math.isfinite(q):
            break
        q -= (st.t.cdf(q, df) - p) / st.t.pdf(q, df) if p < 0.5 else \
            ((1 - p) - st.t.sf(q, df)) / st.t.pdf(q, df)
    return float(q)


def distribution_cases():
    ps = [1e-12, 1e-6, 0.001, 0.02425, 0.025, 0.1, 0.3, 0.5, 0.7, 0.975, 0.999, 1 - 1e-9]
    t_points = [(0.0, 5), (1.0, 1), (2.5, 3), (-2.5, 3), (2.0, 7.5), (0.3, 30),
                (4.0, 12.3456), (-1.7, 2.2), (10.0, 4), (1.96, 1000)]
    return {
        "normal_quantile": [[p, float(st.norm.ppf(p))] for p in ps],
        "normal_cdf": [[z, float(st.norm.cdf(z))] for z in (-8, -3.2, -1.0, 0.0, 0.5, 1.96, 6)],
        "t_cdf": [[t, v, float(st.t.cdf(t, v))] for t, v in t_points],
        "t_two_sided": [[t, v, float(2 * st.t.sf(abs(t), v))] for t, v in t_points],
        "t_quantile": [[p, v, t_ppf(p, v)]
                       for p in (0.025, 0.5, 0.9, 0.975, 0.995) for v in (1, 2.5, 5, 17.3, 200)],
        "betainc": [[a, b, x, float(special.betainc(a, b, x))]
                    for a, b, x in [(0.5, 0.5, 0.3), (2, 3, 0.4), (10, 0.5, 0.9), (0.5, 10, 0.01),
                                    (50, 60, 0.45), (3.7, 1.2, 0.999), (1, 1, 0.25)]],
    }


# ---------------------------------------------------------------- summaries
def summary_case(name, values):
    v = np.asarray(values, dtype=float)
    sd = float(np.std(v, ddof=1)) if len(v) > 1 else None
    mean = float(np.mean(v))
    return {"name": name, "values": nums(v), "n": len(v), "median": float(np.median(v)),
            "p25": float(np.percentile(v, 25)), "p75": float(np.percentile(v, 75)),
            "p90": float(np.percentile(v, 90)), "p99": float(np.percentile(v, 99)),
            "mean": mean, "min": float(v.min()), "max": float(v.max()), "stddev": sd,
            "cv_percent": sd / mean * 100 if sd is not None and mean > 0 else None}


def summary_cases():
    return [summary_case("one_run", [81.6]),
            summary_case("two_runs", [81.6, 84.1]),
            summary_case("seven_with_ties", [84.1, 81.6, 78.9, 81.6, 82.0, 82.7, 81.4]),
            summary_case("twenty_lognormal", rng_values(7, 20, 82.0, 0.03))]


# ---------------------------------------------------------------- unpaired tests
def mannwhitney_case(name, x, y):
    res = st.mannwhitneyu(x, y, use_continuity=True, alternative="two-sided", method="auto")
    pooled = np.concatenate([x, y])
    ties = len(np.unique(pooled)) < len(pooled)
    exact = not ties and (len(x) <= 8 or len(y) <= 8)
    return {"name": name, "x": nums(x), "y": nums(y), "u1": float(res.statistic),
            "pvalue": float(res.pvalue), "exact": exact}


def welch_case(name, x, y):
    x = np.asarray(x, dtype=float)
    y = np.asarray(y, dtype=float)
    res = st.ttest_ind(y, x, equal_var=False)
    vx, vy = x.var(ddof=1) / len(x), y.var(ddof=1) / len(y)
    df = (vx + vy) ** 2 / (vx ** 2 / (len(x) - 1) + vy ** 2 / (len(y) - 1))
    diff = y.mean() - x.mean()
    half = t_ppf(0.975, df) * math.sqrt(vx + vy)
    return {"name": name, "x": nums(x), "y": nums(y), "mean_difference": float(diff),
            "t": float(res.statistic), "df": float(df), "pvalue": float(res.pvalue),
            "ci_low": float(diff - half), "ci_high": float(diff + half)}


def unpaired_cases():
    a = rng_values(11, 6, 80.0, 0.02)
    b = rng_values(12, 7, 84.0, 0.03)
    c = rng_values(13, 15, 50.0, 0.05)
    d = rng_values(14, 12, 47.0, 0.04)
    big = np.round(10.0 * np.exp(np.random.RandomState(15).normal(0.0, 0.1, 20)), 4)
    mw = [mannwhitney_case("exact_5_6", [1.1, 2.3, 0.7, 4.1, 3.3], [5.2, 2.9, 6.6, 4.4, 7.0, 3.9]),
          mannwhitney_case("exact_4_20", [9.1, 12.5, 13.3, 8.2], big),
          mannwhitney_case("ties_small", [1, 2, 2, 3, 4], [2, 3, 3, 5, 6, 6]),
          mannwhitney_case("asymptotic_15_12", c, d),
          mannwhitney_case("all_equal", [5.0, 5.0, 5.0], [5.0, 5.0])]
    assert mw[1]["exact"], "exact_4_20 must exercise the exact branch with one small sample"
    welch = [welch_case("logs_6_7", np.log(a), np.log(b)),
             welch_case("logs_15_12", np.log(c), np.log(d)),
             welch_case("tiny_2_2", [1.0, 1.5], [2.0, 4.0])]
    comparisons = [{"name": "tok_s_6_7", "control": nums(a), "candidate": nums(b),
                    "welch": welch_case("", np.log(a), np.log(b)),
                    "mannwhitney": mannwhitney_case("", np.log(a), np.log(b))}]
    return mw, welch, comparisons


# ---------------------------------------------------------------- bootstrap
def hl_statistic(sample, axis=-1):
    return np.apply_along_axis(hodges_lehmann, axis, sample)


def median_statistic(sample, axis=-1):
    return np.median(sample, axis=axis)


STATISTICS = {"hodges_lehmann": hl_statistic, "median": median_statistic}


def bca_formula_case(name, data, statistic, seed, resamples=2000):
    res = st.bootstrap((np.asarray(data),), STATISTICS[statistic], vectorized=True,
                       n_resamples=resamples, method="BCa", confidence_level=CONFIDENCE,
                       random_state=np.random.RandomState(seed))
    return {"name": name, "data": nums(data), "statistic": statistic,
            "estimate": float(STATISTICS[statistic](np.asarray(data))),
            "replicates": nums(res.bootstrap_distribution),
            "low": float(res.confidence_interval.low), "high": float(res.confidence_interval.high)}


def bootstrap_cases(wilcoxon):
    by_name = {case["name"]: case for case in wilcoxon}
    d30 = by_name["n30_small_effect"]["d"]
    formula = [bca_formula_case("n30_hodges_lehmann", d30, "hodges_lehmann", 1),
               bca_formula_case("n12_median_lumpy", by_name["n12_negative_effect"]["d"],
                                "median", 2)]
    sanity = []
    for statistic in ("hodges_lehmann", "median"):
        res = st.bootstrap((np.asarray(d30),), STATISTICS[statistic], vectorized=True,
                           n_resamples=10000, method="BCa", confidence_level=CONFIDENCE,
                           random_state=np.random.RandomState(3))
        sanity.append({"name": "n30_" + statistic, "data": d30, "statistic": statistic,
                       "estimate": float(STATISTICS[statistic](np.asarray(d30))),
                       "low": float(res.confidence_interval.low),
                       "high": float(res.confidence_interval.high)})
    return formula, sanity


# ---------------------------------------------------------------- paired comparisons
def pct(log_ratio):
    return None if log_ratio is None else float(np.expm1(log_ratio) * 100)


def paired_case(name, control, candidate, sanity=None):
    control = np.asarray(control, dtype=float)
    candidate = np.asarray(candidate, dtype=float)
    d = np.log(candidate / control)
    w = wilcoxon_case(name, d)
    interval = w["hl_interval"] if len(d) <= 25 else None
    case = {"name": name, "control": nums(control), "candidate": nums(candidate),
            "pairs": len(d), "pvalue": w["pvalue"], "p_method": w["method"],
            "delta_percent": pct(w["hl_estimate"]),
            "ci_low_percent": pct(interval["low"]) if interval else None,
            "ci_high_percent": pct(interval["high"]) if interval else None}
    if len(d) > 25:
        res = st.bootstrap((d,), hl_statistic, vectorized=True, n_resamples=10000, method="BCa",
                           confidence_level=CONFIDENCE, random_state=np.random.RandomState(5))
        case["scipy_bca_low_percent"] = pct(res.confidence_interval.low)
        case["scipy_bca_high_percent"] = pct(res.confidence_interval.high)
    return case


def paired_cases():
    base = rng_values(21, 40, 82.0, 0.03)
    return [
        paired_case("n5_all_faster", [80.0, 81.0, 82.0, 83.0, 84.0],
                    [81.6, 83.4, 85.3, 87.2, 89.0]),
        paired_case("n6_faster", [80.0, 81.0, 82.0, 83.0, 84.0, 80.5],
                    [84.1, 85.2, 86.0, 87.7, 88.1, 84.9]),
        paired_case("n12_latency", rng_values(22, 12, 120.0, 0.02),
                    rng_values(23, 12, 114.0, 0.02)),
        paired_case("ties_and_zero", [100.0] * 8, [110.0, 110.0, 90.0, 105.0, 105.0, 100.0,
                                                     120.0, 95.0]),
        paired_case("n40_bootstrap", base, np.round(base * np.exp(
            np.random.RandomState(24).normal(0.015, 0.01, 40)), 2)),
    ]


def noise_floor_cases():
    first = rng_values(31, 8, 82.0, 0.01)
    second = np.round(first * np.exp(np.random.RandomState(32).normal(0.0, 0.008, 8)), 2)
    d = np.log(second / first)
    interval = hl_interval(d)
    widest = max(abs(interval["low"]), abs(interval["high"]))
    repeats = rng_values(33, 5, 82.0, 0.015)
    logs = np.log(repeats)
    half = t_ppf(0.975, len(logs) - 1) * math.sqrt(2) * np.std(logs, ddof=1) / math.sqrt(
        len(logs))
    return {"aa_pairs": {"first": nums(first), "second": nums(second), "percent": pct(widest)},
            "repeats": {"values": nums(repeats), "percent": pct(half)}}


# ---------------------------------------------------------------- planner, Holm
def planner_cases():
    out = []
    for cv, effect in ((2.0, 1.0), (1.0, 2.0), (3.0, 1.0), (0.5, 5.0), (5.0, 2.0)):
        z = st.norm.ppf(0.975) + st.norm.ppf(0.8)
        formula = 2 * (z * cv / effect) ** 2
        out.append({"cv_percent": cv, "effect_percent": effect, "formula_pairs": formula,
                    "ceil": math.ceil(formula),
                    "detectable_at_ceil": z * cv * math.sqrt(2 / math.ceil(formula))})
    acceptance = []
    for p, delta in ((0.7, 0.01), (0.73, 0.004), (0.5, 0.02)):
        z = st.norm.ppf(0.975)
        acceptance.append({"rate": p, "difference": delta,
                           "tokens": math.ceil(p * (1 - p) * (z / delta) ** 2)})
    return out, acceptance


def holm_cases():
    sets = [[0.01, 0.04, 0.03, 0.005], [0.2, 0.001, 0.049, 0.049, 0.5, 0.012],
            [0.0625, 0.0625, 0.0625], [0.8]]
    return [{"p": p, "adjusted": nums(multipletests(p, method="holm")[1])} for p in sets]


# ---------------------------------------------------------------- outliers, trend, drift
def outlier_case(name, values):
    v = np.asarray(values, dtype=float)
    med = np.median(v)
    mad = st.median_abs_deviation(v, scale=1.0)
    if mad > 0:
        z = 0.6745 * (v - med) / mad
    else:
        mean_ad = np.mean(np.abs(v - med))
        z = (v - med) / (1.253314 * mean_ad) if mean_ad > 0 else np.zeros_like(v)
    q1, q3 = np.percentile(v, [25, 75])
    low, high = q1 - 1.5 * (q3 - q1), q3 + 1.5 * (q3 - q1)
    return {"name": name, "values": nums(v), "modified_z": nums(z),
            "flag_z": [int(i) for i in np.where(np.abs(z) > 3.5)[0]],
            "tukey_low": float(low), "tukey_high": float(high),
            "flag_tukey": [int(i) for i in np.where((v < low) | (v > high))[0]]}


def outlier_cases():
    return [outlier_case("one_slow_run", [82.0, 81.6, 82.4, 81.9, 82.2, 70.3, 82.1, 81.8]),
            outlier_case("mad_zero", [82.0, 82.0, 82.0, 82.0, 82.0, 82.0, 85.0]),
            outlier_case("clean", rng_values(41, 12, 82.0, 0.01))]


def trend_case(name, hours, values):
    logs = np.log(values)
    ts = st.theilslopes(logs, hours, alpha=CONFIDENCE)
    rho = st.spearmanr(hours, logs)
    span = max(hours) - min(hours)
    return {"name": name, "timestamps_ms": [int(round(h * 3600000)) for h in hours],
            "hours": nums(hours), "values": nums(values), "slope": float(ts[0]),
            "intercept": float(ts[1]), "low": float(ts[2]), "high": float(ts[3]),
            "rho": float(rho[0]), "spearman_p": float(rho[1]),
            "drift_over_span_percent": pct(ts[0] * span),
            "significant": bool(ts[2] > 0 or ts[3] < 0)}


def trend_cases():
    minutes = np.arange(12) * 7.5  # a run every 7.5 minutes
    hours = list(minutes / 60.0)
    rng = np.random.RandomState(51)
    warming = np.round(84.0 * np.exp(-0.04 * np.array(hours) + rng.normal(0, 0.002, 12)), 2)
    steady = np.round(84.0 * np.exp(rng.normal(0, 0.004, 12)), 2)
    tied_hours = [0.0, 0.0, 0.25, 0.25, 0.5, 0.75, 0.75, 1.0]
    tied = np.round(84.0 * np.exp(rng.normal(0, 0.004, 8)), 2)
    return [trend_case("warming_down", hours, warming), trend_case("steady", hours, steady),
            trend_case("tied_times", tied_hours, tied)]


def main():
    # SciPy warns that n < 10 is small for the normal approximation; the golden values are
    # what it returns regardless, and the C++ code returns the same.
    warnings.simplefilter("ignore", UserWarning)
    check_signrank_pmf()
    wilcoxon = wilcoxon_cases()
    mw, welch, unpaired = unpaired_cases()
    formula, sanity = bootstrap_cases(wilcoxon)
    planner, acceptance = planner_cases()
    golden = {
        "generator": "tests/data/statistics/make_golden.py",
        "scipy": scipy.__version__, "numpy": np.__version__,
        "distributions": distribution_cases(),
        "summary": summary_cases(),
        "wilcoxon": wilcoxon,
        "signrank_quantile": signrank_quantiles(),
        "mannwhitney": mw, "welch": welch, "unpaired": unpaired,
        "bca_formula": formula, "bootstrap_sanity": sanity,
        "paired": paired_cases(),
        "noise_floor": noise_floor_cases(),
        "planner": planner, "acceptance": acceptance,
        "holm": holm_cases(),
        "outliers": outlier_cases(),
        "trend": trend_cases(),
    }
    with open(os.path.join(HERE, "golden.json"), "w") as out:
        json.dump(golden, out, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
