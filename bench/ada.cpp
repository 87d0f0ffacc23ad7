/* SPDX-License-Identifier: MIT */
// ada.cpp - the ada peer of bench.c's operations (--ops): ada built from
// its source (bench/setup.sh says how; bench/run.sh compiles
// $ADA_DIR/src/ada.cpp with -std=c++20 next to this file). ada is a
// WHATWG URL parser: it normalizes as it parses, so its parse + get_href
// is the peer of normalize, and its parse with a base that of resolve.
#include "ada.h"
#include "ops.h"
#include <cstddef>
#include <cstring>
#include <string_view>

extern "C" {
size_t bench_ada(const char *const *p, const size_t *len, size_t n,
                 size_t *sink);
long ada_href(const char *p, size_t len, char *out, size_t cap);
size_t op_ada_normalize(const ops_in *in, size_t *sink);
size_t op_ada_parse(const ops_in *in, size_t *sink);
size_t op_ada_compare(const ops_in *in, size_t *sink);
size_t op_ada_resolve(const ops_in *in, size_t *sink);
size_t op_ada_resolve_base(const ops_in *in, size_t *sink);
}

// bench.c's parser table: parse, then the href's length (what
// bench_url1738_whatwg does with url1738's WHATWG reading). Not inlined:
// callgrind toggles on its name.
__attribute__((noinline)) size_t bench_ada(const char *const *p,
                                           const size_t *len, size_t n,
                                           size_t *sink)
{
    size_t ok = 0, s = 0;
    for (size_t i = 0; i < n; i++) {
        auto u = ada::parse<ada::url_aggregator>(
            std::string_view(p[i], len[i]));
        if (!u)
            continue;
        ok++;
        s += u->get_href().size();
    }
    *sink += s;
    return ok;
}

// The href of one input into out, its length; -1 when ada refuses it
// (or it does not fit).
long ada_href(const char *p, size_t len, char *out, size_t cap)
{
    auto u = ada::parse<ada::url_aggregator>(std::string_view(p, len));
    if (!u)
        return -1;
    std::string_view h = u->get_href();
    if (h.size() > cap)
        return -1;
    std::memcpy(out, h.data(), h.size());
    return (long)h.size();
}

// Parse, then the serialized (normalized) URL.
size_t op_ada_normalize(const ops_in *in, size_t *sink)
{
    size_t ok = 0, s = 0;
    for (size_t i = 0; i < in->n; i++) {
        auto u = ada::parse<ada::url_aggregator>(
            std::string_view(in->url[i], in->url_len[i]));
        if (!u)
            continue;
        ok++;
        s += u->get_href().size();
    }
    *sink += s;
    return ok;
}

// Parse only (the href is then there to read: url_aggregator keeps it).
size_t op_ada_parse(const ops_in *in, size_t *sink)
{
    size_t ok = 0;
    for (size_t i = 0; i < in->n; i++)
        ok += ada::parse<ada::url_aggregator>(
                  std::string_view(in->url[i], in->url_len[i]))
                  .has_value();
    *sink += ok;
    return ok;
}

// Parse both, compare the serializations.
size_t op_ada_compare(const ops_in *in, size_t *sink)
{
    size_t ok = 0;
    for (size_t i = 0; i < in->n; i++) {
        auto a = ada::parse<ada::url_aggregator>(
            std::string_view(in->url[i], in->url_len[i]));
        auto b = ada::parse<ada::url_aggregator>(
            std::string_view(in->var[i], in->var_len[i]));
        if (a && b)
            ok += a->get_href() == b->get_href();
    }
    *sink += ok;
    return ok;
}

// Parse the reference with the base, the result's href: the base parsed
// once (what an ada user resolving many references does), or for every
// reference, as url1738_resolve does (its API takes the base as text):
// the same work on both sides.
static size_t ada_resolve_loop(const ops_in *in, size_t *sink, bool each)
{
    static auto once = ada::parse<ada::url_aggregator>(OPS_BASE);
    size_t ok = 0, s = 0;
    for (size_t i = 0; i < in->n; i++) {
        decltype(once) fresh;
        const ada::url_aggregator *base = &*once;
        if (each) {
            fresh = ada::parse<ada::url_aggregator>(
                std::string_view(OPS_BASE, sizeof OPS_BASE - 1));
            if (!fresh)
                continue;
            base = &*fresh;
        }
        auto u = ada::parse<ada::url_aggregator>(
            std::string_view(in->ref[i], in->ref_len[i]), base);
        if (!u)
            continue;
        ok++;
        s += u->get_href().size();
    }
    *sink += s;
    return ok;
}

size_t op_ada_resolve(const ops_in *in, size_t *sink)
{
    return ada_resolve_loop(in, sink, false);
}

size_t op_ada_resolve_base(const ops_in *in, size_t *sink)
{
    return ada_resolve_loop(in, sink, true);
}
