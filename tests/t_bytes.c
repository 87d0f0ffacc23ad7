/* SPDX-License-Identifier: MIT */
/*
 * t_bytes.c - no read past the input: each input is placed at the very
 * end of a readable page followed by a PROT_NONE page, so a single byte
 * read beyond len faults (no sanitizer needed). Every prefix of every
 * input, and every byte value at the end, is parsed, decoded and iterated.
 */
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "harness.h"

static char *page_end; /* first byte of the PROT_NONE page */

/* Copies (p, n) so that its last byte is the last readable one. */
static const char *at_end(const char *p, size_t n)
{
    char *dst = page_end - n;

    memcpy(dst, p, n);
    return dst;
}

/* Parses, decodes every span, iterates paths and fields. */
static int exercise(const char *p, size_t n)
{
    struct url1738_url u = URL1738_URL_INIT;
    struct url1738_error err;
    struct url1738_iter it;
    struct url1738_span a, b;
    char buf[128];
    size_t need;
    enum url1738_code rc = url1738_parse(p, n, &u, &err);

    if (err.offset > n)
        return 0;
    url1738_decode(p, n, buf, sizeof buf, &need, NULL);
    url1738_decode(p, n, NULL, 0, &need, NULL);
    if (rc != URL1738_OK)
        return 1;
    url1738_decode_span(p, u.path, buf, sizeof buf, &need, NULL);
    url1738_decode_span(p, u.host, buf, sizeof buf, &need, NULL);
    url1738_iter_init(&it, u.path);
    while (url1738_next_segment(p, &it, &a))
        if (a.off + a.len > n)
            return 0;
    if (u.scheme_id == URL1738_SCHEME_PROSPERO) {
        url1738_iter_init(&it, u.u.prospero.fields);
        while (url1738_next_field(p, &it, &a, &b))
            if (a.off + a.len > n)
                return 0;
    }
    return 1;
}

static const char *const inputs[] = {
    "ftp://u:p@host.dom:21/a/%2Fb;type=a", "ftp://@h", "ftp://u%4",
    "file:///etc/motd", "file://localhost/x", "file://h",
    "http://1.2.3.4:80/a/b?c%20d", "http://a.b-c.d", "http://h/?",
    "gopher://h/1sel%09srch%09plus", "gopher://h/%0", "mailto:a@b.c",
    "news:*", "news:a.b", "news:a$b@h.dom", "news:a@1.2.3.4",
    "nntp://h/g.x/123", "telnet://u:p@h:23/", "wais://h/db?s",
    "wais://h/db/t/p", "prospero://h/p;a=b;c=d", "prospero://h/p;a",
    "x-y://u@h/p", "x:%41%", "a", "",
};

void run_tests(void)
{
    long psz = sysconf(_SC_PAGESIZE);
    /* /dev/zero rather than MAP_ANONYMOUS: plain POSIX. */
    int fd = open("/dev/zero", O_RDWR);
    char *map = mmap(NULL, (size_t)psz * 2, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE, fd, 0);
    size_t k, n;
    unsigned b;

    if (fd >= 0)
        close(fd);
    if (!CHECK(map != MAP_FAILED))
        return;
    CHECK(mprotect(map + psz, (size_t)psz, PROT_NONE) == 0);
    page_end = map + psz;
    for (k = 0; k < sizeof inputs / sizeof inputs[0]; k++) {
        size_t len = strlen(inputs[k]);
        int ok = 1;

        /* Every prefix: each one ends right before the guard page. */
        for (n = 0; n <= len; n++)
            ok &= exercise(at_end(inputs[k], n), n);
        CHECK(ok);
        /* Every byte value as the last one. */
        ok = 1;
        for (b = 0; b < 256; b++) {
            char tmp[64];

            memcpy(tmp, inputs[k], len);
            tmp[len] = (char)b;
            ok &= exercise(at_end(tmp, len + 1), len + 1);
        }
        CHECK(ok);
    }
    /* The empty input at the page's end, and with a NULL pointer. */
    CHECK_EQ_INT(url1738_parse(page_end, 0, NULL, NULL), URL1738_E_SCHEME);
    CHECK_EQ_INT(url1738_parse(NULL, 0, NULL, NULL), URL1738_E_SCHEME);
    munmap(map, (size_t)psz * 2);
}
