// image_compare.h: comparing two RGBA images with a tolerance, for screenshot tests, and drawing
// their differences for a failed test's report.
#pragma once

#include <cstdint>
#include <vector>

namespace tafl::core {

// A view of pixels owned elsewhere: tightly packed RGBA8, rows from top to bottom, so
// width * height * 4 bytes. A view with a size of 0 may have a null pointer.
struct ImageView {
    int width = 0;
    int height = 0;
    const std::uint8_t* rgba = nullptr;
};

// How much two images differ. It exists because rendered images differ slightly between GPUs
// and drivers, so screenshot tests accept small differences instead of demanding equal bytes.
// Images of different sizes (or an unusable view) compare as completely different:
// same_size false, max_channel_diff 255, mean_abs_diff 255 and differing_fraction 1.
struct ImageDiff {
    bool same_size = true;
    int max_channel_diff = 0;         // the largest difference of one channel, 0..255
    double mean_abs_diff = 0.0;       // the mean absolute difference per channel, 0..255
    double differing_fraction = 0.0;  // the share of pixels with any channel off by more than the threshold
};

// Compares `a` and `b` channel by channel, alpha included. A pixel counts as differing when any
// of its channels differs by more than `threshold`.
ImageDiff compare_images(ImageView a, ImageView b, int threshold);

// Whether the images have the same size and differ by no more than the given mean and fraction.
bool within_tolerance(const ImageDiff& diff, double max_mean, double max_fraction);

// A picture of the differences, the size of `a`, in the same layout: a dimmed grey copy of `a`,
// with every pixel that differs in red, brighter for larger differences. Pixels of `a` that `b`
// lacks (when the sizes differ) are full red. Empty when `a` is unusable.
std::vector<std::uint8_t> diff_image(ImageView a, ImageView b);

}  // namespace tafl::core
