#ifndef BRANDKIT_CZLIB_SHIM_H
#define BRANDKIT_CZLIB_SHIM_H
#include <string.h>
#include <zlib.h>

/// Inflates the raw deflate stream `data` (a zip entry's, without zlib's header) into `out`,
/// which holds exactly `expected` bytes: returns 0 when the stream ends there, 1 when it is
/// damaged, 2 when it inflates to more or fewer bytes than `expected`.
static inline int brandkit_inflate_raw(const unsigned char *data, size_t size, unsigned char *out, size_t expected) {
    z_stream stream;
    memset(&stream, 0, sizeof(stream));
    if (inflateInit2(&stream, -15) != Z_OK) return 1;
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)size;
    stream.next_out = out;
    stream.avail_out = (uInt)expected;
    int status = inflate(&stream, Z_FINISH);
    size_t produced = expected - stream.avail_out;
    inflateEnd(&stream);
    if (status == Z_STREAM_END) return produced == expected ? 0 : 2;
    if (status == Z_BUF_ERROR && stream.avail_out == 0) return 2;
    return 1;
}

static inline unsigned long brandkit_crc32(const unsigned char *data, size_t size) {
    return crc32(crc32(0L, Z_NULL, 0), data, (uInt)size);
}
#endif
