"""Percentiles for the benchmarks."""

from __future__ import annotations


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def summary_ms(samples: list[float]) -> str:
    return (
        f"p50 {percentile(samples, 0.5) * 1000:6.1f} ms  p95 {percentile(samples, 0.95) * 1000:6.1f} ms"
        f"  max {max(samples) * 1000:6.1f} ms  (n={len(samples)})"
    )
