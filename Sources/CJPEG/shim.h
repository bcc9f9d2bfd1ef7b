#ifndef BRANDKIT_CJPEG_SHIM_H
#define BRANDKIT_CJPEG_SHIM_H
// libjpeg reports errors by longjmp. Every libjpeg call of a read happens inside
// brandkit_jpeg_read, which holds the setjmp target, so no jump ever crosses Swift frames.
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} brandkit_jpeg_error;

static void brandkit_jpeg_error_exit(j_common_ptr info) {
    brandkit_jpeg_error *error = (brandkit_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (a truncated file libjpeg would pad with grey) are kept, never printed.
static void brandkit_jpeg_output_message(j_common_ptr info) {
    brandkit_jpeg_error *error = (brandkit_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
}

/// A second guard behind the scan count the Swift side takes from the markers: decoding stops
/// at the 501st scan, as libjpeg-turbo advises for untrusted files.
#define BRANDKIT_JPEG_MAX_SCANS 500

/// What decoding may hold beyond the image's own decoded size. A progressive JPEG keeps every
/// coefficient of the image until its last scan (two bytes a sample, more than the decoded
/// image when colour is not subsampled); past this, libjpeg stops instead of allocating.
#define BRANDKIT_JPEG_MEMORY_HEADROOM (32L << 20)

static void brandkit_jpeg_progress(j_common_ptr info) {
    if (info->is_decompressor && ((j_decompress_ptr)info)->input_scan_number > BRANDKIT_JPEG_MAX_SCANS) {
        brandkit_jpeg_error *error = (brandkit_jpeg_error *)info->err;
        snprintf(error->message, sizeof(error->message), "more than %d scans", BRANDKIT_JPEG_MAX_SCANS);
        longjmp(error->jump, 1);
    }
}

/// Reads the JPEG in `data`: its size and colour components from the header and, when
/// `decode` is not 0, every scanline (one row in memory at a time). Returns 0 when it
/// reads cleanly, 1 on an error, 2 when libjpeg warned (corrupt or truncated data it would
/// patch over), 3 when decoding would need more memory than the image's size plus the
/// headroom above. `message` receives libjpeg's words.
static inline int brandkit_jpeg_read(const unsigned char *data, unsigned long size, int decode,
                                     unsigned int *width, unsigned int *height, int *components,
                                     char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    brandkit_jpeg_error error;
    struct jpeg_progress_mgr progress;
    JSAMPARRAY row = NULL;
    memset(&info, 0, sizeof(info));
    memset(&error, 0, sizeof(error));
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = brandkit_jpeg_error_exit;
    error.manager.output_message = brandkit_jpeg_output_message;
    if (setjmp(error.jump)) {
        int over_budget = error.manager.msg_code == JERR_NO_BACKING_STORE;
        jpeg_destroy_decompress(&info);
        snprintf(message, message_size, "%s", error.message);
        return over_budget ? 3 : 1;
    }
    jpeg_create_decompress(&info);
    memset(&progress, 0, sizeof(progress));
    progress.progress_monitor = brandkit_jpeg_progress;
    info.progress = &progress;
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    *components = info.num_components;
    if (decode) {
        info.mem->max_memory_to_use = (long)info.image_width * (long)info.image_height * info.num_components
            + BRANDKIT_JPEG_MEMORY_HEADROOM;
        jpeg_start_decompress(&info);
        row = (*info.mem->alloc_sarray)((j_common_ptr)&info, JPOOL_IMAGE, info.output_width * info.output_components, 1);
        while (info.output_scanline < info.output_height) {
            jpeg_read_scanlines(&info, row, 1);
        }
        jpeg_finish_decompress(&info);
    }
    int warned = error.manager.num_warnings > 0;
    jpeg_destroy_decompress(&info);
    snprintf(message, message_size, "%s", warned ? error.message : "");
    return warned ? 2 : 0;
}
#endif
