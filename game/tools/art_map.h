// art_map.h: the parts of the campaign map (art_map.cpp paints it): its geography in degrees
// (art_map_data.cpp), where land and coast lie on the picture, and the painted marks
// (art_map_marks.cpp): mountains, trees, waves, a ship, the compass rose and the frame.
#pragma once

#include <cstdint>
#include <vector>

#include "art_campaign.h"
#include "art_picture.h"

namespace tafl::art::map {

// A point in degrees, and a line or ring of them.
struct LonLat {
    float lon, lat;
};
using Line = std::vector<LonLat>;
// A point given in hundredths of a degree, as the data tables store them.
inline LonLat degrees(int lon, int lat) { return {static_cast<float>(lon) / 100.0f, static_cast<float>(lat) / 100.0f}; }

// The rings of land (islands, coasts), filled even-odd together with the lakes.
std::vector<Line> coast_rings();
std::vector<Line> lake_rings();
// The rivers, each from its mouth upstream.
std::vector<Line> rivers();
// A mountain range: marks stand along `ridge` within `half_width` degrees of latitude of it,
// `height` scales them, `density` thins them out.
struct Range {
    Line ridge;
    float half_width, height, density;
};
std::vector<Range> ranges();
// A wood: an ellipse of radii (rlon, rlat) degrees around `centre`, its share of conifers and its
// density.
struct Wood {
    LonLat centre;
    float rlon, rlat, conifer, density;
};
std::vector<Wood> woods();
// A glacier: an ellipse of radii (rlon, rlat) degrees around `centre`, on the land within it.
struct Glacier {
    LonLat centre;
    float rlon, rlat;
};
std::vector<Glacier> glaciers();

// The picture's view of a point: in picture units (the height is 1), by the map's projection.
inline float unit_x(float lon) { return map_x(lon) * static_cast<float>(kMapWidth) / static_cast<float>(kMapHeight); }
inline float unit_y(float lat) { return map_y(lat); }

// Where the land lies on the picture, pixel by pixel: the signed distance to the nearest coast in
// pixels (positive on land, capped at kFar), and a soft land share blurred over a wide radius.
struct Field {
    int w = 0, h = 0;
    std::vector<float> dist;
    std::vector<float> soft;
    bool land(int px, int py) const {
        return dist[static_cast<std::size_t>(py) * static_cast<std::size_t>(w) + static_cast<std::size_t>(px)] > 0.0f;
    }
    float at(int px, int py) const {
        return dist[static_cast<std::size_t>(py) * static_cast<std::size_t>(w) + static_cast<std::size_t>(px)];
    }
};
inline constexpr float kFar = 48.0f;
Field land_field(int w, int h);

// The regions of the map's painting.
enum Region : std::uint8_t { kSea, kLand, kInk, kLines, kMark, kRose, kFrame, kRegions };

// The painted marks (art_map_marks.cpp). Sizes are in pixels of the map.
// A mountain with its foot centred at (x, y) in units, `w` wide and `h` tall (pixels); snow on its
// top when `snow`.
void mountain(paint::Picture& p, float x, float y, float w, float h, bool snow, const TileNoise& n);
// A small tree at its foot (x, y): a conifer or a broad-leaved crown.
void tree(paint::Picture& p, float x, float y, float size, bool conifer, const TileNoise& n);
// A few crests of a wave in the open sea, `size` wide (region kLines: no brush over them).
void wave(paint::Picture& p, float x, float y, float size, const TileNoise& n);
// A longship under sail, `length` long, facing right.
void longship(paint::Picture& p, float x, float y, float length);
// The compass rose centred at (x, y), `r` in radius, with rhumb lines over the sea.
void compass_rose(paint::Picture& p, const Field& f, float x, float y, float r);
// The frame: a band of interlace around the map and a scale of degrees inside it.
void frame(paint::Picture& p, const TileNoise& n);

}  // namespace tafl::art::map
