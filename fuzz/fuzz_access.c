/* SPDX-License-Identifier: MIT */
/*
 * fuzz_access.c - the access layer's protocol state machines (ftp, http,
 * gopher, nntp/news) fed arbitrary server replies from memory: no socket
 * is opened, nothing waits.
 *
 * Input: byte 0 picks the URL and options (table below), byte 1 a size
 * bound and a cancelling point; the rest is what the servers send, split
 * at each "\xff\xff" into one chunk per connection made (the control
 * connection first, then the FTP data connection, or the next HTTP
 * redirect's server).
 * Properties (include/url1738_access.h):
 * - the result's code is one of the list, with a static message; OK comes
 *   with stage "none", a failure with a stage;
 * - the bytes the callback got are res.bytes, never more than the servers
 *   sent (nothing is invented), never more than the size bound;
 * - a callback that asks to stop gets E_CANCELLED and no byte after;
 * - the kept reply line is NUL-terminated and at most
 *   URL1738_ACCESS_REPLY_MAX bytes.
 */
#include <stdlib.h>

#include "access_internal.h"
#include "fuzz.h"

static const struct {
    const char *url;
    int follow;
} cases[] = {
    { "ftp://h/pub/f.bin;type=i", 0 },
    { "ftp://h/pub/dir/;type=d", 0 },
    { "ftp://h/a%2Fb/t.txt;type=a", 0 },
    { "ftp://u@h/f", 0 },
    { "ftp://u:p@h/d1/d2/f", 0 },
    { "http://h/x?q", 0 },
    { "http://h:8080/x", 1 },
    { "gopher://h/1/", 0 },
    { "gopher://h/0sel%09search%09+", 0 },
    { "nntp://h/grp/1", 0 },
    { "nntp://h/grp", 0 },
    { "news:*", 0 },
    { "news:id@host", 0 },
    { "news:grp", 0 },
};

#define NCASES (sizeof cases / sizeof cases[0])
#define MAXCHUNKS 8

struct sink {
    unsigned long long got;     /* bytes the callback saw          */
    unsigned long long stop_at; /* cancel once this many arrived   */
    int stopped;
    int after_stop;             /* a call after the cancelling one */
};

static int on_data(void *ctx, const char *p, size_t n)
{
    struct sink *k = ctx;

    (void)p;
    if (k->stopped)
        k->after_stop = 1;
    k->got += n;
    if (k->stop_at != 0 && k->got >= k->stop_at) {
        k->stopped = 1;
        return 1;
    }
    return 0;
}

FUZZ_TARGET(access)
{
    struct url1738_access_options opt = URL1738_ACCESS_OPTIONS_INIT;
    struct url1738_access_result res;
    struct sink k = { 0, 0, 0, 0 };
    const char *chunk[MAXCHUNKS];
    size_t len[MAXCHUNKS], i, start, n = 0;
    struct acc_mem mem;
    const char *url;
    enum url1738_access_code rc;

    if (size < 2)
        return 0;
    url = cases[data[0] % NCASES].url;
    opt.follow_redirects = cases[data[0] % NCASES].follow;
    opt.on_data = on_data;
    opt.ctx = &k;
    opt.nntp_host = "h";
    /* Bits of byte 1: a size bound (0-3 x 64 bytes), a cancelling point. */
    opt.max_size = (unsigned long long)(data[1] & 3) * 64;
    k.stop_at = (unsigned long long)((data[1] >> 2) & 7) * 16;
    for (i = start = 2; i <= size && n < MAXCHUNKS; i++) {
        if (i == size || (i + 1 < size && data[i] == 0xff &&
                          data[i + 1] == 0xff)) {
            chunk[n] = (const char *)data + start;
            len[n++] = i - start;
            start = i + 2;
            i++;
        }
    }
    mem.chunk = chunk;
    mem.len = len;
    mem.n = n;
    mem.next = 0;
    res.size = sizeof res;
    rc = url1738__access_run(url, strlen(url), &opt, &res, &mem);

    FUZZ_CHECK(rc == res.code);
    FUZZ_CHECK(url1738_access_errname(rc) != NULL);
    FUZZ_CHECK(res.message != NULL);
    FUZZ_CHECK((rc == URL1738_ACCESS_OK) ==
               (res.stage == URL1738_ACCESS_STAGE_NONE));
    FUZZ_CHECK(k.got == res.bytes);
    FUZZ_CHECK(res.bytes <= size);
    FUZZ_CHECK(opt.max_size == 0 || res.bytes <= opt.max_size);
    FUZZ_CHECK(!k.stopped || rc == URL1738_ACCESS_E_CANCELLED);
    FUZZ_CHECK(!k.after_stop);
    FUZZ_CHECK(res.reply_len <= URL1738_ACCESS_REPLY_MAX);
    FUZZ_CHECK(res.reply[res.reply_len] == '\0');
    return 0;
}
