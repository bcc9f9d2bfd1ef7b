// SHA-256's block function (FIPS 180-4, section 6.2.2), in C so that x86-64 processors with
// the SHA extensions run it in a few cycles per byte. The padding and the digest stay in
// Swift (`SHA256`); only whole blocks come here.

#include "sha256_blocks.h"

/// The first 32 bits of the fractional parts of the cube roots of the first 64 primes (section 4.2.2).
static const uint32_t round_constants[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotate_right(uint32_t x, unsigned n) { return (x >> n) | (x << (32 - n)); }

static inline uint32_t big_endian_word(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

void brandkit_sha256_blocks_portable(uint32_t state[8], const uint8_t *blocks, size_t count) {
    uint32_t w[64];
    for (; count > 0; count--, blocks += 64) {
        for (int t = 0; t < 16; t++) w[t] = big_endian_word(blocks + 4 * t);
        for (int t = 16; t < 64; t++) {
            uint32_t s0 = rotate_right(w[t - 15], 7) ^ rotate_right(w[t - 15], 18) ^ (w[t - 15] >> 3);
            uint32_t s1 = rotate_right(w[t - 2], 17) ^ rotate_right(w[t - 2], 19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t++) {
            uint32_t t1 = h + (rotate_right(e, 6) ^ rotate_right(e, 11) ^ rotate_right(e, 25))
                + ((e & f) ^ (~e & g)) + round_constants[t] + w[t];
            uint32_t t2 = (rotate_right(a, 2) ^ rotate_right(a, 13) ^ rotate_right(a, 22))
                + ((a & b) ^ (a & c) ^ (b & c));
            h = g; g = f; f = e; e = d + t1;
            d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
    }
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#include <stdatomic.h>

/// The SHA extensions (SHA256RNDS2, SHA256MSG1, SHA256MSG2) keep the state in two registers,
/// ABEF and CDGH (A in the highest lane), and do two rounds per instruction, four message
/// words per step.
__attribute__((target("sha,sse4.1,ssse3")))
static void sha256_blocks_x86(uint32_t state[8], const uint8_t *blocks, size_t count) {
    // Reverses the bytes of each 32-bit lane: message words are big-endian.
    const __m128i word_byte_order = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i abcd = _mm_loadu_si128((const __m128i *)&state[0]);  // lanes, lowest first: a b c d
    __m128i efgh = _mm_loadu_si128((const __m128i *)&state[4]);  // e f g h
    __m128i badc = _mm_shuffle_epi32(abcd, 0xB1);                // b a d c
    __m128i hgfe = _mm_shuffle_epi32(efgh, 0x1B);                // h g f e
    __m128i abef = _mm_alignr_epi8(badc, hgfe, 8);               // f e b a
    __m128i cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);            // h g d c

    for (; count > 0; count--, blocks += 64) {
        const __m128i abef_before = abef, cdgh_before = cdgh;
        // The last four groups of four message words, group i in words[i % 4].
        __m128i words[4];
        for (int i = 0; i < 4; i++) {
            words[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16 * i)), word_byte_order);
        }
        for (int i = 0; i < 16; i++) {
            if (i >= 4) {
                // W[t..t+3] from W[t-16..t-13], W[t-15..t-12], W[t-7..t-4] and W[t-4..t-1].
                __m128i next = _mm_sha256msg1_epu32(words[i & 3], words[(i + 1) & 3]);
                next = _mm_add_epi32(next, _mm_alignr_epi8(words[(i + 3) & 3], words[(i + 2) & 3], 4));
                words[i & 3] = _mm_sha256msg2_epu32(next, words[(i + 3) & 3]);
            }
            __m128i schedule = _mm_add_epi32(words[i & 3], _mm_load_si128((const __m128i *)&round_constants[4 * i]));
            // Two rounds on the low two words: the old ABEF becomes CDGH; then two on the high two.
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, schedule);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(schedule, 0x0E));
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);                // a b e f
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);                // g h c d
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));  // a b c d
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));     // e f g h
}

/// Whether the processor has the SHA extensions and the SSSE3 and SSE4.1 shuffles the code
/// above also uses; asked once per process (CPUID is slow, and slower under a hypervisor).
static int processor_has_sha(void) {
    static _Atomic int known = -1;
    int answer = atomic_load_explicit(&known, memory_order_relaxed);
    if (answer >= 0) return answer;
    unsigned eax, ebx, ecx, edx;
    int ssse3_and_sse41 = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3) && (ecx & bit_SSE4_1);
    int sha = __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) && (ebx & bit_SHA);
    answer = ssse3_and_sse41 && sha;
    // Every thread finds the same answer, so two that ask at once only ask twice.
    atomic_store_explicit(&known, answer, memory_order_relaxed);
    return answer;
}

int brandkit_sha256_accelerated(void) { return processor_has_sha(); }

void brandkit_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count) {
    if (processor_has_sha()) {
        sha256_blocks_x86(state, blocks, count);
    } else {
        brandkit_sha256_blocks_portable(state, blocks, count);
    }
}
#else
int brandkit_sha256_accelerated(void) { return 0; }

void brandkit_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count) {
    brandkit_sha256_blocks_portable(state, blocks, count);
}
#endif
