#ifndef BRANDKIT_CPNG_SHIM_H
#define BRANDKIT_CPNG_SHIM_H
#include <png.h>
#endif
