#ifndef BRANDKIT_CYAML_SHIM_H
#define BRANDKIT_CYAML_SHIM_H
#include <yaml.h>
#endif
