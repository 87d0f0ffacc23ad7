/* SPDX-License-Identifier: MIT */
/*
 * file.c - RFC 1738 3.10: a file URL on the local machine (host empty or
 * "localhost") is read from the file system; any other host is refused,
 * since "no common protocol" reaches it.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <unistd.h>

#include "access_internal.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

int acc_file(struct acc_session *s, const char *p,
             const struct url1738_plan *pl)
{
    char path[PATH_MAX], buf[1 << 16];
    size_t need = 0;
    ssize_t r;
    int fd, rc = 0;

    if (!(pl->flags & URL1738_PLAN_LOCAL))
        return acc_fail(s, URL1738_ACCESS_E_NOT_LOCAL,
                        URL1738_ACCESS_STAGE_PLAN, NULL, 0);
    /* The plan refuses a NUL in the path, so the C string is the path. */
    if (url1738_plan_path(p, pl, path, sizeof path, &need) != URL1738_OK) {
        s->res->sys_errno = ENAMETOOLONG;
        return acc_fail(s, URL1738_ACCESS_E_LOCAL_IO,
                        URL1738_ACCESS_STAGE_LOCAL, NULL, 0);
    }
    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        s->res->sys_errno = errno;
        return acc_fail(s, URL1738_ACCESS_E_LOCAL_IO,
                        URL1738_ACCESS_STAGE_LOCAL, NULL, 0);
    }
    for (;;) {
        r = read(fd, buf, sizeof buf);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0) {
            s->res->sys_errno = errno;
            rc = acc_fail(s, URL1738_ACCESS_E_LOCAL_IO,
                          URL1738_ACCESS_STAGE_LOCAL, NULL, 0);
            break;
        }
        if (r == 0)
            break;
        rc = acc_deliver(s, buf, (size_t)r);
        if (rc != 0)
            break;
    }
    close(fd);
    return rc;
}
