/* SPDX-License-Identifier: MIT */
/*
 * cpu.h - the CPU's vector level, chosen once per process.
 *
 * The vector code (grammar/scan.c, simd/stage1.c, the fast paths) comes
 * in implementations per level: AVX2, SSSE3 (pshufb), SSE2 (x86-64's
 * baseline) and the scalar reference. Each entry point that has several
 * is a GNU indirect function (URL1738__DISPATCH): the dynamic loader asks
 * its resolver once, when the program or library is loaded, and every
 * call after that goes straight to the implementation for this CPU. No
 * call tests the CPU, and the library keeps no state to remember the
 * answer. Elsewhere (not x86-64, not GCC or Clang on ELF) there is only
 * the scalar reference and the entry point is that function.
 *
 * The tests run every implementation the machine has through the
 * functions that take a level (url1738__run_with and the others);
 * url1738__cpu_have says which.
 */
#ifndef URL1738_CPU_H
#define URL1738_CPU_H

/* The levels, each including the ones below it. */
enum url1738__cpu {
    URL1738__CPU_SCALAR = 0, /* one table lookup per byte: the reference */
    URL1738__CPU_SSE2 = 1,   /* x86-64, always: 16 bytes a step         */
    URL1738__CPU_SSSE3 = 2,  /* x86-64 with pshufb: 16 bytes, nibble
                                tables                                   */
    URL1738__CPU_AVX2 = 3    /* x86-64 with AVX2: 32 bytes a step        */
};

#if defined(__x86_64__) && defined(__GNUC__) && defined(__ELF__)
#define URL1738__X86 1
#else
#define URL1738__X86 0
#endif

/* No sanitizer in a resolver: it runs while the loader relocates, before
 * any sanitizer's run time has started. */
#if defined(__clang__)
#define URL1738__RESOLVER                                                    \
    __attribute__((no_sanitize("address", "undefined", "memory")))
#elif defined(__GNUC__)
#define URL1738__RESOLVER                                                    \
    __attribute__((no_sanitize_address, no_sanitize_undefined))
#else
#define URL1738__RESOLVER
#endif

/* The highest level this CPU and this build run. Costs a CPUID read:
 * for resolvers and tests, never per call. */
#if URL1738__X86
URL1738__RESOLVER static inline enum url1738__cpu url1738__cpu_level(void)
{
    /* In a resolver the run-time library's own start-up may not have
     * run yet: __builtin_cpu_init() reads CPUID now (GCC's manual). */
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2"))
        return URL1738__CPU_AVX2;
    if (__builtin_cpu_supports("ssse3"))
        return URL1738__CPU_SSSE3;
    return URL1738__CPU_SSE2;
}
#else
static inline enum url1738__cpu url1738__cpu_level(void)
{
    return URL1738__CPU_SCALAR;
}
#endif

/* Whether this build and CPU run level (the tests' question). */
static inline int url1738__cpu_have(enum url1738__cpu level)
{
    return level >= URL1738__CPU_SCALAR && level <= url1738__cpu_level();
}

/*
 * URL1738__DISPATCH(name, type, pick), x86-64 only: defines the function
 * name, of function type type (a typedef), as the implementation
 * pick(level) returns for this CPU's level, chosen once per process.
 * pick is a static inline function of the file, enum url1738__cpu ->
 * type *, that calls nothing and touches no state. Elsewhere the file
 * defines name as its scalar implementation.
 */
#if URL1738__X86
#define URL1738__DISPATCH(name, type, pick)                                  \
    /* used: Clang does not count the ifunc attribute as a use */           \
    URL1738__RESOLVER __attribute__((used)) static type *name##_resolve(void) \
    {                                                                        \
        return pick(url1738__cpu_level());                                   \
    }                                                                        \
    type name __attribute__((ifunc(#name "_resolve")))
#endif

#endif /* URL1738_CPU_H */
