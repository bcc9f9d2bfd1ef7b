#ifndef BRANDKIT_CPNG_SHIM_H
#define BRANDKIT_CPNG_SHIM_H
// libpng reports errors by longjmp. Every libpng call of a check happens inside
// brandkit_png_decode, which holds the setjmp target, so no jump ever crosses Swift frames.
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <png.h>

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

/// Decodes every row of the PNG in `data` (one row in memory at a time, no colour
/// conversion) and reads through its end chunk, so a truncated or corrupt file is caught.
/// Returns 0 when it reads cleanly, 1 otherwise; `message` receives libpng's words.
static inline int brandkit_png_decode(const unsigned char *data, size_t size, char *message, size_t message_size) {
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
