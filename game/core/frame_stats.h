// frame_stats.h: the summary of a benchmark run (frame time percentiles, CPU use, memory) as one
// machine-readable line, and the process measurements it needs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace tafl::core {

// The distribution of frame times of a run, in milliseconds. It exists so that benchmarks
// compare runs by the slow frames players notice (p95, p99, max), not only by the mean.
struct FrameStats {
    std::size_t frames = 0;
    double p50_ms = 0.0;
    double p95_ms = 0.0;
    double p99_ms = 0.0;
    double max_ms = 0.0;
    double mean_ms = 0.0;

    bool operator==(const FrameStats&) const = default;
};

// Summarizes frame times. Percentiles are nearest-rank: the p-th percentile is the value at rank
// ceil(p/100 * n), counted from 1, of the sorted times, so it is always one of the measured
// times. NaN times are dropped (and not counted); no times at all give all zeros.
FrameStats summarize_frames(std::vector<double> frame_ms);

// One line of `key=value` pairs, numbers with 3 decimals whatever the locale:
// "frames=N p50_ms=.. p95_ms=.. p99_ms=.. max_ms=.. mean_ms=.. cpu_s=.. wall_s=.. cpu_percent=..
// first_frame_ms=.. max_rss_mib=..". cpu_percent is cpu_seconds / wall_seconds * 100 (0 when no
// wall time passed); it exceeds 100 when several threads work at once.
std::string format_frame_stats(const FrameStats& stats, double cpu_seconds, double wall_seconds, double first_frame_ms,
                               std::uint64_t max_rss_kib);

// The CPU time (user and system) the process has used so far, in seconds. Uses getrusage where
// there is one, std::clock otherwise.
double process_cpu_seconds();

// The largest resident memory of the process so far, in KiB, or 0 where the system cannot say.
std::uint64_t max_rss_kib();

}  // namespace tafl::core
