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
