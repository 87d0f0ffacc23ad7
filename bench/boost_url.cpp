/* SPDX-License-Identifier: MIT */
// boost_url.cpp - the Boost.URL peer of bench.c (Boost >= 1.81). Built
// header-only (src.hpp) into the same binary as the C parsers.
#include <boost/url/parse.hpp>
#include <boost/url/src.hpp>
#include <cstddef>

extern "C" size_t bench_boost_url(const char *const *p, const size_t *len,
                                  size_t n, size_t *sink);

// Parse each URL (RFC 3986 URI), then fetch host, path and query, as the
// other peers do: the views point into the input, no copy.
extern "C" size_t bench_boost_url(const char *const *p, const size_t *len,
                                  size_t n, size_t *sink)
{
    size_t ok = 0, s = 0;
    for (size_t i = 0; i < n; i++) {
        auto r = boost::urls::parse_uri(boost::core::string_view(p[i], len[i]));
        if (!r)
            continue;
        ok++;
        s += r->encoded_host().size() + r->encoded_path().size()
             + r->encoded_query().size();
    }
    *sink += s;
    return ok;
}

// The operations of bench.c's --ops (struct ops_in as there).
#include <boost/url/url.hpp>
#include <boost/url/url_view.hpp>
#include "ops.h"

extern "C" size_t op_boost_normalize(const ops_in *in, size_t *sink);
extern "C" size_t op_boost_resolve(const ops_in *in, size_t *sink);

// Parse, copy into a url, normalize (RFC 3986 6.2.2), the text.
extern "C" size_t op_boost_normalize(const ops_in *in, size_t *sink)
{
    size_t ok = 0, s = 0;
    boost::urls::url u;
    for (size_t i = 0; i < in->n; i++) {
        auto r = boost::urls::parse_uri(
            boost::core::string_view(in->url[i], in->url_len[i]));
        if (!r)
            continue;
        u = *r;
        u.normalize();
        ok++;
        s += u.buffer().size();
    }
    *sink += s;
    return ok;
}

// Parse the reference, resolve it against the base (parsed once).
extern "C" size_t op_boost_resolve(const ops_in *in, size_t *sink)
{
    static const auto base = boost::urls::parse_uri(OPS_BASE);
    size_t ok = 0, s = 0;
    boost::urls::url dest;
    for (size_t i = 0; i < in->n; i++) {
        auto r = boost::urls::parse_uri_reference(
            boost::core::string_view(in->ref[i], in->ref_len[i]));
        if (!r)
            continue;
        if (!boost::urls::resolve(*base, *r, dest))
            continue;
        ok++;
        s += dest.buffer().size();
    }
    *sink += s;
    return ok;
}
