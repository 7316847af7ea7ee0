// image_compare.cpp: per-channel image differences and their red-on-grey picture.
#include "core/image_compare.h"

#include <cstddef>
#include <cstdlib>

namespace tafl::core {

namespace {

// Whether a view can be read: a sane size, and pixels when it has any.
bool usable(ImageView image) {
    if (image.width < 0 || image.height < 0) return false;
    return image.rgba != nullptr || image.width == 0 || image.height == 0;
}

std::size_t pixel_count(ImageView image) {
    return static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height);
}

int channel_diff(std::uint8_t x, std::uint8_t y) { return std::abs(static_cast<int>(x) - static_cast<int>(y)); }

}  // namespace

ImageDiff compare_images(ImageView a, ImageView b, int threshold) {
    ImageDiff diff;
    if (!usable(a) || !usable(b) || a.width != b.width || a.height != b.height) {
        diff.same_size = false;
        diff.max_channel_diff = 255;
        diff.mean_abs_diff = 255.0;
        diff.differing_fraction = 1.0;
        return diff;
    }
    const std::size_t pixels = pixel_count(a);
    if (pixels == 0) return diff;
    std::uint64_t sum = 0;
    std::size_t differing = 0;
    for (std::size_t p = 0; p < pixels; ++p) {
        int pixel_max = 0;
        for (std::size_t c = 0; c < 4; ++c) {
            const int d = channel_diff(a.rgba[p * 4 + c], b.rgba[p * 4 + c]);
            sum += static_cast<std::uint64_t>(d);
            if (d > pixel_max) pixel_max = d;
        }
        if (pixel_max > diff.max_channel_diff) diff.max_channel_diff = pixel_max;
        if (pixel_max > threshold) ++differing;
    }
    diff.mean_abs_diff = static_cast<double>(sum) / static_cast<double>(pixels * 4);
    diff.differing_fraction = static_cast<double>(differing) / static_cast<double>(pixels);
    return diff;
}

bool within_tolerance(const ImageDiff& diff, double max_mean, double max_fraction) {
    return diff.same_size && diff.mean_abs_diff <= max_mean && diff.differing_fraction <= max_fraction;
}

std::vector<std::uint8_t> diff_image(ImageView a, ImageView b) {
    if (!usable(a)) return {};
    const bool b_usable = usable(b);
    std::vector<std::uint8_t> out(pixel_count(a) * 4);
    for (int y = 0; y < a.height; ++y) {
        for (int x = 0; x < a.width; ++x) {
            const std::size_t pa =
                (static_cast<std::size_t>(y) * static_cast<std::size_t>(a.width) + static_cast<std::size_t>(x)) * 4;
            const std::uint8_t* pixel = a.rgba + pa;
            std::uint8_t* target = out.data() + pa;
            int largest = 255;  // a pixel that `b` lacks counts as fully different
            if (b_usable && x < b.width && y < b.height) {
                const std::size_t pb =
                    (static_cast<std::size_t>(y) * static_cast<std::size_t>(b.width) + static_cast<std::size_t>(x)) * 4;
                largest = 0;
                for (std::size_t c = 0; c < 4; ++c) {
                    const int d = channel_diff(pixel[c], b.rgba[pb + c]);
                    if (d > largest) largest = d;
                }
            }
            if (largest > 0) {
                // Even a difference of 1 shows clearly: red from 128 up to 255.
                target[0] = static_cast<std::uint8_t>(128 + (largest * 127) / 255);
                target[1] = 0;
                target[2] = 0;
            } else {
                // Rec. 601 luma, dimmed to a third so that the red stands out.
                const int luma = (299 * pixel[0] + 587 * pixel[1] + 114 * pixel[2]) / 1000;
                const auto grey = static_cast<std::uint8_t>(luma / 3);
                target[0] = grey;
                target[1] = grey;
                target[2] = grey;
            }
            target[3] = 255;
        }
    }
    return out;
}

}  // namespace tafl::core
