#ifndef FLOWDOC_CCMARK_SHIM_H
#define FLOWDOC_CCMARK_SHIM_H
#include <cmark.h>
#endif
