// CImageCodecs: PNG (libpng) and JPEG (libjpeg-turbo) encoders for cairo's pixel layout.
//
// Both libraries report errors with longjmp, which Swift cannot catch, so each encoder is a C helper
// that owns its setjmp. Input is cairo's CAIRO_FORMAT_ARGB32 on a little-endian machine: 4 bytes per
// pixel in memory order B, G, R, A, with colour premultiplied by alpha. Every helper carries the
// prefix `cic_`. Output buffers are malloc'd; release them with `cic_free`.
#ifndef CIMAGECODECS_CODECS_H
#define CIMAGECODECS_CODECS_H

#include <png.h>
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

static inline void cic_free(void *buffer) { free(buffer); }

// Whether every pixel's alpha is 255 (such an image is written without an alpha channel).
static inline int cic_bgra_is_opaque(const unsigned char *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const unsigned char *row = pixels + (size_t)y * (size_t)stride;
        for (int x = 0; x < width; x++) {
            if (row[4 * x + 3] != 255) return 0;
        }
    }
    return 1;
}

// ---- PNG ----

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    int failed;
} cic_png_sink;

static void cic_png_write(png_structp png, png_bytep bytes, png_size_t length) {
    cic_png_sink *sink = (cic_png_sink *)png_get_io_ptr(png);
    if (sink->failed) return;
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(sink->data, capacity);
        if (!grown) {
            sink->failed = 1;
            return;
        }
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, bytes, length);
    sink->size += length;
}

static void cic_png_flush(png_structp png) { (void)png; }

// Un-premultiplies one row of BGRA into RGBA.
static inline void cic_unpremultiply_row(const unsigned char *in, unsigned char *out, int width) {
    for (int x = 0; x < width; x++) {
        unsigned a = in[4 * x + 3];
        unsigned b = in[4 * x], g = in[4 * x + 1], r = in[4 * x + 2];
        if (a != 0 && a != 255) {
            r = (r * 255 + a / 2) / a;
            g = (g * 255 + a / 2) / a;
            b = (b * 255 + a / 2) / a;
        }
        out[4 * x] = (unsigned char)(r > 255 ? 255 : r);
        out[4 * x + 1] = (unsigned char)(g > 255 ? 255 : g);
        out[4 * x + 2] = (unsigned char)(b > 255 ? 255 : b);
        out[4 * x + 3] = (unsigned char)a;
    }
}

// Encodes cairo ARGB32 pixels as PNG. An opaque image is written as 8-bit RGB, any other as RGBA
// (un-premultiplied). `level` is zlib's compression level (0–9), `filters` a PNG_FILTER_* mask and
// `strategy` a zlib strategy (Z_DEFAULT_STRATEGY 0, Z_FILTERED 1, Z_HUFFMAN_ONLY 2, Z_RLE 3).
// Returns 1 and a malloc'd buffer on success, 0 on failure (nothing to free).
static inline int cic_png_encode(const unsigned char *pixels, int width, int height, int stride, int level,
                                 int filters, int strategy, unsigned char **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (width <= 0 || height <= 0 || stride < width * 4) return 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return 0;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return 0;
    }
    cic_png_sink sink = {NULL, 0, 0, 0};
    unsigned char *volatile row = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.data);
        free(row);
        return 0;
    }
    int opaque = cic_bgra_is_opaque(pixels, width, height, stride);
    png_set_write_fn(png, &sink, cic_png_write, cic_png_flush);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    if (opaque) {
        // BGRX rows in, RGB out: libpng swaps the order and drops the fourth byte.
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
        for (int y = 0; y < height; y++) {
            png_write_row(png, (png_const_bytep)(pixels + (size_t)y * (size_t)stride));
        }
    } else {
        row = (unsigned char *)malloc((size_t)width * 4);
        if (!row) png_error(png, "out of memory");
        for (int y = 0; y < height; y++) {
            cic_unpremultiply_row(pixels + (size_t)y * (size_t)stride, row, width);
            png_write_row(png, row);
        }
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (sink.failed) {
        free(sink.data);
        return 0;
    }
    *out = sink.data;
    *out_size = sink.size;
    return 1;
}

// ---- JPEG ----

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
} cic_jpeg_error;

static void cic_jpeg_error_exit(j_common_ptr info) {
    cic_jpeg_error *error = (cic_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void cic_jpeg_silence(j_common_ptr info) { (void)info; }

// Encodes cairo ARGB32 pixels as baseline JPEG at `quality` (0–100). Alpha is ignored: transparent
// areas come out as their premultiplied colour (over black). Returns 1 and a malloc'd buffer on success.
static inline int cic_jpeg_encode(const unsigned char *pixels, int width, int height, int stride, int quality,
                                  unsigned char **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (width <= 0 || height <= 0 || stride < width * 4) return 0;
    struct jpeg_compress_struct info;
    cic_jpeg_error error;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = cic_jpeg_error_exit;
    error.base.output_message = cic_jpeg_silence;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = size;
    return 1;
}

#endif
