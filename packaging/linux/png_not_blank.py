#!/usr/bin/env python3
# png_not_blank.py: exits 0 when a PNG picture (8 bits a channel, not interlaced, as the game's
# screenshots are) has at least MIN distinct colours, 1 when it is one colour or unreadable.
# Standard library only, so that it runs anywhere the packages are tested.
#
#   png_not_blank.py FILE [MIN]   (MIN: 16 by default)
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}, interlace {interlace}")
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        yield from (bytes(line[i:i + channels]) for i in range(0, stride, channels))
        previous = line
    return width, height


def main():
    path, minimum = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 16
    try:
        colours = set()
        for px in pixels(path):
            colours.add(px)
    except (OSError, ValueError, zlib.error, TypeError, struct.error) as e:
        print(f"{path}: {e}", file=sys.stderr)
        return 1
    print(f"{path}: {len(colours)} colours")
    return 0 if len(colours) >= minimum else 1


sys.exit(main())
