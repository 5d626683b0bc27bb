// CImageCodecs: PNG (libdeflate) and JPEG (libjpeg-turbo) encoders for cairo's pixel layout.
//
// libjpeg reports errors with longjmp, which Swift cannot catch, so its encoder is a C helper that owns
// its setjmp; the PNG writer sits beside it. Input is cairo's CAIRO_FORMAT_ARGB32 on a little-endian machine: 4 bytes per
// pixel in memory order B, G, R, A, with colour premultiplied by alpha. Every helper carries the
// prefix `cic_`. Output buffers are malloc'd; release them with `cic_free`.
#ifndef CIMAGECODECS_CODECS_H
#define CIMAGECODECS_CODECS_H

#include <libdeflate.h>
#include <stdint.h>
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
//
// Written directly, without libpng: the signature, IHDR, one IDAT holding the zlib stream libdeflate
// makes of the rows (each with filter byte 0, "None"), and IEND. libdeflate at level 1 compresses
// snapshot rows in about half the instructions zlib needs at its level 1, into a smaller stream.

// Appends a chunk (length, type, data, CRC-32 of type and data) at `out`; returns the bytes written.
static inline size_t cic_png_chunk(unsigned char *out, const char type[4], const unsigned char *data, size_t length) {
    out[0] = (unsigned char)(length >> 24);
    out[1] = (unsigned char)(length >> 16);
    out[2] = (unsigned char)(length >> 8);
    out[3] = (unsigned char)length;
    memcpy(out + 4, type, 4);
    if (data != out + 8 && length > 0) memmove(out + 8, data, length);
    uint32_t crc = libdeflate_crc32(0, out + 4, length + 4);
    out[8 + length] = (unsigned char)(crc >> 24);
    out[9 + length] = (unsigned char)(crc >> 16);
    out[10 + length] = (unsigned char)(crc >> 8);
    out[11 + length] = (unsigned char)crc;
    return length + 12;
}

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

// Turns one row of opaque BGRX into RGB.
static inline void cic_bgrx_to_rgb_row(const unsigned char *in, unsigned char *out, int width) {
    for (int x = 0; x < width; x++) {
        out[3 * x] = in[4 * x + 2];
        out[3 * x + 1] = in[4 * x + 1];
        out[3 * x + 2] = in[4 * x];
    }
}

// Encodes cairo ARGB32 pixels as PNG. An opaque image is written as 8-bit RGB, any other as RGBA
// (un-premultiplied). `level` is libdeflate's compression level (0–12; 1 is its fastest that compresses).
// Returns 1 and a malloc'd buffer on success, 0 on failure (nothing to free).
static inline int cic_png_encode(const unsigned char *pixels, int width, int height, int stride, int level,
                                 unsigned char **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (width <= 0 || height <= 0 || stride < width * 4 || width > 0x7fffffff / 4) return 0;
    int opaque = cic_bgra_is_opaque(pixels, width, height, stride);
    size_t row_bytes = (size_t)width * (opaque ? 3 : 4);
    size_t raw_size = (row_bytes + 1) * (size_t)height;
    unsigned char *raw = (unsigned char *)malloc(raw_size);
    if (!raw) return 0;
    for (int y = 0; y < height; y++) {
        unsigned char *row = raw + (size_t)y * (row_bytes + 1);
        const unsigned char *in = pixels + (size_t)y * (size_t)stride;
        row[0] = 0;
        if (opaque) {
            cic_bgrx_to_rgb_row(in, row + 1, width);
        } else {
            cic_unpremultiply_row(in, row + 1, width);
        }
    }
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (!compressor) {
        free(raw);
        return 0;
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    // Signature 8, IHDR 25, IDAT 12 + stream, IEND 12.
    unsigned char *png = (unsigned char *)malloc(8 + 25 + 12 + bound + 12);
    size_t stream = png ? libdeflate_zlib_compress(compressor, raw, raw_size, png + 8 + 25 + 8, bound) : 0;
    libdeflate_free_compressor(compressor);
    free(raw);
    if (stream == 0) {
        free(png);
        return 0;
    }
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    memcpy(png, signature, 8);
    unsigned char header[13] = {
        (unsigned char)(width >> 24), (unsigned char)(width >> 16), (unsigned char)(width >> 8), (unsigned char)width,
        (unsigned char)(height >> 24), (unsigned char)(height >> 16), (unsigned char)(height >> 8),
        (unsigned char)height,
        8,                 // bit depth
        opaque ? 2 : 6,    // colour type: RGB or RGBA
        0, 0, 0,           // deflate, adaptive filtering (each row says its filter), no interlace
    };
    size_t size = 8;
    size += cic_png_chunk(png + size, "IHDR", header, sizeof header);
    size += cic_png_chunk(png + size, "IDAT", png + size + 8, stream);
    size += cic_png_chunk(png + size, "IEND", NULL, 0);
    *out = png;
    *out_size = size;
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
