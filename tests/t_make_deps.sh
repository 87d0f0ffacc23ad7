#!/bin/sh
# SPDX-License-Identifier: MIT
# t_make_deps.sh - the Makefile's header dependencies are generated
# (-MMD -MP), so a changed header rebuilds every object that includes it:
# for each header of the tree and each source that includes it directly,
# `make -n -W HEADER TARGET` (what if HEADER were new) must recompile that
# source's target. Nothing is touched or rebuilt. Needs a build of $BUILD.
# Ends with "tests/t_make_deps.sh ok N  fail M" for tests/run.sh.
. tests/harness.sh
MAKE=${MAKE:-make}
# Run from `make test`: do not join its jobserver.
unset MAKEFLAGS MFLAGS MAKELEVEL

# The target that compiles a source, or nothing for a source that is not
# compiled in a plain `make test` build.
target_of() {
    case $1 in
    src/*.c) b=${1#src/}; echo "$BUILD/obj/${b%.c}.o" ;;   # and src/*/*.c
    cli/*.c) b=${1#cli/}; echo "$BUILD/cli/${b%.c}.o" ;;
    fuzz/*.c) b=${1#fuzz/}; echo "$BUILD/fuzz/${b%.c}.o" ;;
    tests/harness.c) echo "$BUILD/tests/harness.o" ;;
    tests/e2e.c) echo "$BUILD/e2e" ;;
    tests/t_*.c) b=${1#tests/}; echo "$BUILD/tests/${b%.c}" ;;
    esac
}

n=0
# A library header is named by its folder below src/ ("grammar/write.h");
# any other by its file name.
for h in include/*.h src/*.h src/*/*.h cli/*.h fuzz/*.h tests/*.h; do
    [ -f "$h" ] || continue
    case $h in
    src/*) base=${h#src/} ;;
    *) base=${h##*/} ;;
    esac
    : >"$tmp/pairs"
    for c in $(grep -l "#include \"$base\"" src/*.c src/*/*.c cli/*.c \
                                            fuzz/*.c tests/*.c 2>/dev/null); do
        t=$(target_of "$c")
        [ -n "$t" ] || continue
        if [ ! -e "$t" ]; then
            fail "$t is not built (run make test)"
            continue
        fi
        echo "$t $c" >>"$tmp/pairs"
    done
    [ -s "$tmp/pairs" ] || continue
    # One make for every target of this header: what it would run.
    $MAKE -n -W "$h" BUILD="$BUILD" $(cut -d' ' -f1 "$tmp/pairs") \
        >"$tmp/plan" 2>&1
    while read -r t c; do
        n=$((n + 1))
        if grep -q -- "-o $t\( \|$\)" "$tmp/plan"; then
            ok=$((ok + 1))
        else
            fail "a newer $h does not rebuild $t ($c)"
        fi
    done <"$tmp/pairs"
done
# The headers are included somewhere: an empty run would prove nothing.
if [ "$n" -lt 20 ]; then
    fail "only $n header/source pairs found"
fi
finish
