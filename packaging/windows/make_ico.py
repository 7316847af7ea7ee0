#!/usr/bin/env python3
# make_ico.py: writes a Windows icon (.ico) holding the given PNG pictures as they are (PNG inside
# ICO, which Windows reads since Vista), one entry a size, smallest first. The game's icon is
# drawn by taflbord-artgen as assets/icons/taflbord-<size>.png; this packs those for Windows.
# Standard library only.
#
#   make_ico.py OUT.ico IN.png [IN.png ...]
import struct
import sys


def png_size(data, path):
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise SystemExit(f"make_ico.py: {path} is not a PNG picture")
    width, height = struct.unpack(">II", data[16:24])
    if width != height or not 1 <= width <= 256:
        raise SystemExit(f"make_ico.py: {path} is {width}x{height}; an icon is square, at most 256 pixels")
    return width


def main(argv):
    if len(argv) < 3:
        raise SystemExit("usage: make_ico.py OUT.ico IN.png [IN.png ...]")
    images = []
    for path in argv[2:]:
        with open(path, "rb") as f:
            data = f.read()
        images.append((png_size(data, path), data))
    images.sort(key=lambda entry: entry[0])
    # ICONDIR, then one ICONDIRENTRY an image (256 is written as 0), then the PNG files.
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        side = 0 if size == 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    with open(argv[1], "wb") as f:
        f.write(header + entries + blobs)


if __name__ == "__main__":
    main(sys.argv)
