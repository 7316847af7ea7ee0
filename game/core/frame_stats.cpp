// frame_stats.cpp: nearest-rank percentiles, the benchmark line, and the getrusage measurements.
#include "core/frame_stats.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <ctime>
#include <system_error>

#if __has_include(<sys/resource.h>)
#include <sys/resource.h>
#define TAFL_CORE_HAS_RUSAGE 1
#endif

namespace tafl::core {

namespace {

// The value at nearest rank ceil(percent/100 * n) of sorted, non-empty `values`, in whole-number
// arithmetic so that no rounding moves the rank.
double nearest_rank(const std::vector<double>& values, std::size_t percent) {
    const std::size_t n = values.size();
    std::size_t rank = (percent * n + 99) / 100;
    rank = std::clamp<std::size_t>(rank, 1, n);
    return values[rank - 1];
}

void append_field(std::string& out, const char* key, double value) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 3);
    if (!out.empty()) out += ' ';
    out += key;
    out += '=';
    out += result.ec == std::errc() ? std::string(buffer, result.ptr) : std::string("0.000");
}

#if defined(TAFL_CORE_HAS_RUSAGE)
double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; }
#endif

}  // namespace

// [SECTION] Summary

FrameStats summarize_frames(std::vector<double> frame_ms) {
    std::erase_if(frame_ms, [](double ms) { return std::isnan(ms); });
    FrameStats stats;
    if (frame_ms.empty()) return stats;
    std::sort(frame_ms.begin(), frame_ms.end());
    stats.frames = frame_ms.size();
    stats.p50_ms = nearest_rank(frame_ms, 50);
    stats.p95_ms = nearest_rank(frame_ms, 95);
    stats.p99_ms = nearest_rank(frame_ms, 99);
    stats.max_ms = frame_ms.back();
    double sum = 0.0;
    for (double ms : frame_ms) sum += ms;
    stats.mean_ms = sum / static_cast<double>(frame_ms.size());
    return stats;
}

std::string format_frame_stats(const FrameStats& stats, double cpu_seconds, double wall_seconds, double first_frame_ms,
                               std::uint64_t max_rss_kib) {
    std::string out = "frames=" + std::to_string(stats.frames);
    append_field(out, "p50_ms", stats.p50_ms);
    append_field(out, "p95_ms", stats.p95_ms);
    append_field(out, "p99_ms", stats.p99_ms);
    append_field(out, "max_ms", stats.max_ms);
    append_field(out, "mean_ms", stats.mean_ms);
    append_field(out, "cpu_s", cpu_seconds);
    append_field(out, "wall_s", wall_seconds);
    append_field(out, "cpu_percent", wall_seconds > 0.0 ? cpu_seconds / wall_seconds * 100.0 : 0.0);
    append_field(out, "first_frame_ms", first_frame_ms);
    append_field(out, "max_rss_mib", static_cast<double>(max_rss_kib) / 1024.0);
    return out;
}

// [SECTION] Measurements

double process_cpu_seconds() {
#if defined(TAFL_CORE_HAS_RUSAGE)
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) == 0) return seconds(usage.ru_utime) + seconds(usage.ru_stime);
#endif
    const std::clock_t ticks = std::clock();
    if (ticks == static_cast<std::clock_t>(-1)) return 0.0;
    return static_cast<double>(ticks) / static_cast<double>(CLOCKS_PER_SEC);
}

std::uint64_t max_rss_kib() {
#if defined(TAFL_CORE_HAS_RUSAGE)
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0 || usage.ru_maxrss < 0) return 0;
#if defined(__APPLE__)
    // macOS counts bytes where Linux and the BSDs count KiB.
    return static_cast<std::uint64_t>(usage.ru_maxrss) / 1024U;
#else
    return static_cast<std::uint64_t>(usage.ru_maxrss);
#endif
#else
    return 0;
#endif
}

}  // namespace tafl::core
