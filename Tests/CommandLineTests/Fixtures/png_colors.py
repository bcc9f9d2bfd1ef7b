"""Counts the pixels of each colour asked for in a PNG that headless Chromium wrote
(--screenshot): 8-bit RGB or RGBA, not interlaced. Usage: png_colors.py FILE RRGGBB...
Prints JSON: {"width": W, "height": H, "counts": {"RRGGBB": N, ...}, "distinct": D}."""
import json
import struct
import sys
import zlib


def pixels(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("not a PNG")
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or color_type not in (2, 6) or interlace:
        raise SystemExit("unsupported PNG: depth %d, colour type %d, interlace %d" % (depth, color_type, interlace))
    channels = 3 if color_type == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    previous = bytearray(stride)
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        yield from (bytes(line[i:i + 3]).hex().upper() for i in range(0, stride, channels))
        previous = line
    return width, height


path, wanted = sys.argv[1], [colour.upper() for colour in sys.argv[2:]]
counts, distinct = {colour: 0 for colour in wanted}, set()
for colour in pixels(path):
    distinct.add(colour)
    if colour in counts:
        counts[colour] += 1
with open(path, "rb") as handle:
    width, height = struct.unpack(">II", handle.read(24)[16:24])
print(json.dumps({"width": width, "height": height, "counts": counts, "distinct": len(distinct)}, sort_keys=True))
