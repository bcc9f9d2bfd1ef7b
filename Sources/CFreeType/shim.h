#ifndef BRANDKIT_CFREETYPE_SHIM_H
#define BRANDKIT_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_FONT_FORMATS_H
#endif
