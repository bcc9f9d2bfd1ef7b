#ifndef BRANDKIT_SHA256_BLOCKS_H
#define BRANDKIT_SHA256_BLOCKS_H

#include <stddef.h>
#include <stdint.h>

/// Hashes `count` 64-byte blocks at `blocks` into `state`, the eight words a to h
/// (FIPS 180-4, section 6.2.2). Uses the processor's SHA extensions where it has them.
void brandkit_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count);

/// The same, in portable C whatever the processor has: what other processors run, and
/// what the tests compare the accelerated path with.
void brandkit_sha256_blocks_portable(uint32_t state[8], const uint8_t *blocks, size_t count);

/// 1 when `brandkit_sha256_blocks` uses the processor's SHA extensions, else 0.
int brandkit_sha256_accelerated(void);

#endif
