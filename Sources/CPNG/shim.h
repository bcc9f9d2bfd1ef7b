#ifndef BRANDKIT_CPNG_SHIM_H
#define BRANDKIT_CPNG_SHIM_H
// libpng reports errors by longjmp. Every libpng call of a check happens inside
// brandkit_png_decode, which holds the setjmp target, so no jump ever crosses Swift frames.
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <png.h>
#include <zlib.h>

typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
    char message[200];
} brandkit_png_source;

static void brandkit_png_read(png_structp png, png_bytep out, size_t length) {
    brandkit_png_source *source = (brandkit_png_source *)png_get_io_ptr(png);
    if (source->size - source->offset < length) {
        png_error(png, "the file ends early");
    }
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

static void brandkit_png_error(png_structp png, png_const_charp message) {
    brandkit_png_source *source = (brandkit_png_source *)png_get_error_ptr(png);
    snprintf(source->message, sizeof(source->message), "%s", message);
    png_longjmp(png, 1);
}

static void brandkit_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// Bounds on the metadata a PNG carries in compressed chunks (zTXt, iTXt, iCCP): one chunk
/// may inflate to at most `BRANDKIT_PNG_CHUNK_INFLATED_MAX` bytes, all of them together to
/// `BRANDKIT_PNG_METADATA_INFLATED_MAX`. Pillow refuses a text chunk over 1 MiB too.
#define BRANDKIT_PNG_CHUNK_INFLATED_MAX (1u << 20)
#define BRANDKIT_PNG_METADATA_INFLATED_MAX (8u << 20)

static unsigned long brandkit_png_be32(const unsigned char *p) {
    return ((unsigned long)p[0] << 24) | ((unsigned long)p[1] << 16) | ((unsigned long)p[2] << 8) | p[3];
}

/// How many bytes the zlib stream `data` inflates to, counted through a small scratch buffer
/// and never kept; stops once past `limit` (returns limit + 1). A stream zlib cannot read
/// counts what it gave before the fault: libpng reports the fault itself.
static unsigned long brandkit_png_inflated_size(const unsigned char *data, size_t size, unsigned long limit) {
    unsigned char scratch[16384];
    z_stream stream;
    memset(&stream, 0, sizeof(stream));
    if (inflateInit(&stream) != Z_OK) return 0;
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)size;
    unsigned long total = 0;
    for (;;) {
        stream.next_out = scratch;
        stream.avail_out = sizeof(scratch);
        int status = inflate(&stream, Z_NO_FLUSH);
        total += sizeof(scratch) - stream.avail_out;
        if (total > limit) { total = limit + 1; break; }
        if (status != Z_OK) break;
    }
    inflateEnd(&stream);
    return total;
}

/// Where the compressed text of a zTXt, iTXt or iCCP chunk starts, or -1 when it has none.
static long brandkit_png_compressed_offset(const unsigned char *type, const unsigned char *body, size_t length) {
    const unsigned char *name_end = memchr(body, 0, length);
    if (name_end == NULL) return -1;
    size_t at = (size_t)(name_end - body) + 1;
    if (memcmp(type, "zTXt", 4) == 0 || memcmp(type, "iCCP", 4) == 0) return at + 1 <= length ? (long)(at + 1) : -1;
    // iTXt: compression flag, method, language tag\0, translated keyword\0, text.
    if (at + 2 > length || body[at] == 0) return -1;
    at += 2;
    for (int field = 0; field < 2; field++) {
        const unsigned char *end = memchr(body + at, 0, length - at);
        if (end == NULL) return -1;
        at = (size_t)(end - body) + 1;
    }
    return (long)at;
}

/// Walks the chunks and inflates each compressed metadata chunk into nothing, counting.
/// Returns 0 within the bounds; otherwise 1 with the reason in `message`.
static int brandkit_png_check_metadata(const unsigned char *data, size_t size, char *message, size_t message_size) {
    unsigned long total = 0;
    size_t offset = 8;
    while (offset + 12 <= size) {
        unsigned long length = brandkit_png_be32(data + offset);
        const unsigned char *type = data + offset + 4;
        if (length > size - offset - 12) break;
        if (memcmp(type, "zTXt", 4) == 0 || memcmp(type, "iTXt", 4) == 0 || memcmp(type, "iCCP", 4) == 0) {
            long start = brandkit_png_compressed_offset(type, data + offset + 8, length);
            if (start >= 0) {
                unsigned long inflated = brandkit_png_inflated_size(data + offset + 8 + start, length - (size_t)start,
                                                                    BRANDKIT_PNG_CHUNK_INFLATED_MAX);
                if (inflated > BRANDKIT_PNG_CHUNK_INFLATED_MAX) {
                    snprintf(message, message_size, "has a metadata chunk (%.4s) that inflates to more than %u KiB", (const char *)type,
                             BRANDKIT_PNG_CHUNK_INFLATED_MAX >> 10);
                    return 1;
                }
                total += inflated;
                if (total > BRANDKIT_PNG_METADATA_INFLATED_MAX) {
                    snprintf(message, message_size, "has compressed metadata chunks that inflate to more than %u MiB in all",
                             BRANDKIT_PNG_METADATA_INFLATED_MAX >> 20);
                    return 1;
                }
            }
        }
        if (memcmp(type, "IEND", 4) == 0) break;
        offset += 12 + length;
    }
    return 0;
}

/// Chunks libpng skips unread: the pixels need none of them, and text and colour profiles
/// would otherwise be inflated and kept in memory whole.
static const png_byte brandkit_png_skipped_chunks[] = "zTXt\0tEXt\0iTXt\0iCCP\0sPLT\0eXIf\0";

/// Decodes every row of the PNG in `data` (one row in memory at a time, no colour
/// conversion) and reads through its end chunk, so a truncated or corrupt file is caught.
/// Returns 0 when it reads cleanly, 1 when libpng cannot (`message` receives libpng's words),
/// 2 when its compressed metadata is over the bounds above (`message` says which), checked first.
static inline int brandkit_png_decode(const unsigned char *data, size_t size, char *message, size_t message_size) {
    if (brandkit_png_check_metadata(data, size, message, message_size) != 0) return 2;
    brandkit_png_source source;
    memset(&source, 0, sizeof(source));
    source.data = data;
    source.size = size;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, brandkit_png_error, brandkit_png_warning);
    if (png == NULL) {
        snprintf(message, message_size, "out of memory");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    png_bytep volatile row = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        if (row != NULL) png_free(png, row);
        png_destroy_read_struct(&png, info == NULL ? NULL : &info, NULL);
        snprintf(message, message_size, "%s", source.message[0] != 0 ? source.message : "out of memory");
        return 1;
    }
    png_set_read_fn(png, &source, brandkit_png_read);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, brandkit_png_skipped_chunks,
                                (int)(sizeof(brandkit_png_skipped_chunks) / 5));
    png_read_info(png, info);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    row = (png_bytep)png_malloc(png, png_get_rowbytes(png, info));
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, row, NULL);
        }
    }
    png_read_end(png, NULL);
    png_free(png, row);
    png_destroy_read_struct(&png, &info, NULL);
    if (message_size > 0) message[0] = 0;
    return 0;
}
#endif
