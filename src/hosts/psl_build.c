/* SPDX-License-Identifier: MIT */
/*
 * psl_build.c - a Public Suffix List file read into the trie of psl.h, in
 * memory the caller gives (url1738_psl_load). tools/psl_gen.c uses the
 * same code at build time to make the built-in table.
 *
 * The caller's memory holds, in order: the nodes (at most one per label
 * of every rule, 16 bytes each), one record per rule (8 bytes), the
 * A-label forms of the non-ASCII rules, and the labels' bytes. While the
 * trie is built, a node not yet visited keeps its first rule in its
 * child member: no other work memory is needed.
 */
#include <stdint.h>
#include <string.h>

#include "hosts/hosts.h"
#include "hosts/psl.h"
#include "grammar/write.h"
#include "i18n/gettext.h"

/* One rule: where its text is (off below the list's length: in the
 * list; else in the A-label area, off - the list's length), its length
 * and flags. */
struct rule {
    uint32_t off;
    uint32_t len_flags;     /* length << 8 | flags */
};

/* Where the rules' texts are. */
struct texts {
    const char *list, *abuf;
    size_t len;
};

static const char *rule_p(const struct texts *t, const struct rule *r)
{
    return r->off < t->len ? t->list + r->off : t->abuf + (r->off - t->len);
}

static size_t rule_len(const struct rule *r)
{
    return r->len_flags >> 8;
}

int url1738__psl_cmp(const char *a, size_t alen, const char *b, size_t blen,
                     int fold)
{
    size_t i, n = alen < blen ? alen : blen;
    unsigned char x, y;

    for (i = 0; i < n; i++) {
        x = (unsigned char)a[i];
        y = (unsigned char)b[i];
        if (fold && x >= 'A' && x <= 'Z')
            x = (unsigned char)(x + ('a' - 'A'));
        if (x != y)
            return x < y ? -1 : 1;
    }
    return alen < blen ? -1 : alen > blen;
}

/* ===== Punycode (RFC 3492 section 6.3) of one UTF-8 label ===== */

/* The next code point of UTF-8 s[*i..n), or -1 when it is not valid
 * UTF-8 (RFC 3629). */
static long utf8_next(const unsigned char *s, size_t n, size_t *i)
{
    unsigned char c = s[(*i)++];
    size_t more, k;
    long cp, min;

    if (c < 0x80)
        return c;
    if (c >= 0xC2 && c <= 0xDF)
        more = 1, cp = c & 0x1F, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF)
        more = 2, cp = c & 0x0F, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4)
        more = 3, cp = c & 0x07, min = 0x10000;
    else
        return -1;
    if (n - *i < more)
        return -1;
    for (k = 0; k < more; k++) {
        if ((s[*i] & 0xC0) != 0x80)
            return -1;
        cp = (cp << 6) | (s[(*i)++] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return -1;
    return cp;
}

static char puny_digit(unsigned long d)
{
    return (char)(d < 26 ? 'a' + d : '0' + (d - 26));
}

/* RFC 3492 6.1 */
static unsigned long puny_adapt(unsigned long delta, unsigned long npoints,
                                int first)
{
    unsigned long k = 0;

    delta = first ? delta / 700 : delta / 2;
    delta += delta / npoints;
    while (delta > ((36 - 1) * 26) / 2) {
        delta /= 36 - 1;
        k += 36;
    }
    return k + (36 * delta) / (delta + 38);
}

/*
 * Writes "xn--" and the Punycode of the label s[0..n) to k. Returns 0, or
 * -1 for invalid UTF-8 or an overflow. The label has non-ASCII bytes.
 */
static int punycode(const unsigned char *s, size_t n, struct url1738__writer *k)
{
    unsigned long nc = 0x80, delta = 0, bias = 72, h, b = 0, m, q, t;
    unsigned long total = 0, kk;
    size_t i;
    long cp;

    url1738__w_put(k, "xn--", 4);
    for (i = 0; i < n;) {
        if ((cp = utf8_next(s, n, &i)) < 0)
            return -1;
        total++;
        if (cp < 0x80) {
            url1738__w_putc(k, (char)cp);
            b++;
        }
    }
    if (b > 0)
        url1738__w_putc(k, '-');
    for (h = b; h < total; nc++, delta++) {
        m = 0x110000;       /* the smallest code point >= nc */
        for (i = 0; i < n;) {
            cp = utf8_next(s, n, &i);
            if ((unsigned long)cp >= nc && (unsigned long)cp < m)
                m = (unsigned long)cp;
        }
        if ((m - nc) > (0xFFFFFFFFul - delta) / (h + 1))
            return -1;
        delta += (m - nc) * (h + 1);
        nc = m;
        for (i = 0; i < n;) {
            cp = utf8_next(s, n, &i);
            if ((unsigned long)cp < nc && ++delta == 0)
                return -1;
            if ((unsigned long)cp != nc)
                continue;
            for (q = delta, kk = 36;; kk += 36) {
                t = kk <= bias ? 1 : kk >= bias + 26 ? 26 : kk - bias;
                if (q < t)
                    break;
                url1738__w_putc(k, puny_digit(t + (q - t) % (36 - t)));
                q = (q - t) / (36 - t);
            }
            url1738__w_putc(k, puny_digit(q));
            bias = puny_adapt(delta, h + 1, h == b);
            delta = 0;
            h++;
        }
    }
    return 0;
}

/* ===== Rules ===== */

/* The label k (1 = the rightmost) of rule r, going left from *end: sets
 * *lab and *lablen and moves *end before it; 0 when there is none. */
static int label_left(const char *p, size_t *end, const char **lab,
                      size_t *lablen)
{
    size_t e = *end, s = e;

    if (e == (size_t)-1)
        return 0;
    while (s > 0 && p[s - 1] != '.')
        s--;
    *lab = p + s;
    *lablen = e - s;
    *end = s > 0 ? s - 1 : (size_t)-1;
    return 1;
}

/* Rules in the trie's order: label by label from the right, each label
 * as url1738__psl_cmp orders them; a rule that is a suffix of another
 * (fewer labels) first. */
static int rule_cmp(const struct texts *t, const struct rule *a,
                    const struct rule *b)
{
    size_t ea = rule_len(a), eb = rule_len(b), la, lb;
    const char *pa, *pb, *ra = rule_p(t, a), *rb = rule_p(t, b);
    int ha, hb, c;

    for (;;) {
        ha = label_left(ra, &ea, &pa, &la);
        hb = label_left(rb, &eb, &pb, &lb);
        if (!ha || !hb)
            return ha - hb;
        if ((c = url1738__psl_cmp(pa, la, pb, lb, 0)) != 0)
            return c;
    }
}

/* Heapsort: in place, no allocation, O(n log n) whatever the input. */
static void sift(const struct texts *x, struct rule *r, size_t i, size_t n)
{
    struct rule t;
    size_t c;

    while ((c = 2 * i + 1) < n) {
        if (c + 1 < n && rule_cmp(x, &r[c], &r[c + 1]) < 0)
            c++;
        if (rule_cmp(x, &r[i], &r[c]) >= 0)
            return;
        t = r[i], r[i] = r[c], r[c] = t;
        i = c;
    }
}

static void sort_rules(const struct texts *x, struct rule *r, size_t n)
{
    struct rule t;
    size_t i;

    for (i = n / 2; i-- > 0;)
        sift(x, r, i, n);
    for (i = n; i-- > 1;) {
        t = r[0], r[0] = r[i], r[i] = t;
        sift(x, r, 0, i);
    }
}

/* What one pass over the list found (sizes), or the error. */
struct scan {
    size_t nrules;      /* rules, A-label forms included */
    size_t nlabels;     /* their labels                  */
    size_t bytes;       /* their bytes                   */
    size_t alabel;      /* bytes of the A-label forms    */
    size_t err_off;
    size_t err_line;    /* 1-based */
    const char *err_msg;
};

/* RFC 3629: the byte order mark U+FEFF as UTF-8. */
static int is_bom(const char *p, size_t n)
{
    return n >= 3 && (unsigned char)p[0] == 0xEF &&
           (unsigned char)p[1] == 0xBB && (unsigned char)p[2] == 0xBF;
}

/* publicsuffix.org: a line is read up to its first white space (what
 * follows is a comment). A line that begins with a space or TAB, and a
 * rule that holds a byte no label can (CR, NUL, another control byte,
 * DEL, a byte order mark), is refused at its line rather than read as a
 * rule of those bytes or dropped: a list with CR LF line ends, indented
 * rules or a BOM does not load as something else. */
static int check_line(const char *p, size_t n, size_t off, struct scan *s)
{
    size_t i;

    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)p[i];
        if ((i == 0 && (c == ' ' || c == '\t')) || c < 0x20 || c == 0x7f ||
            is_bom(p + i, n - i)) {
            s->err_off = off + i;
            s->err_msg = N_("a rule's line begins with a space or TAB, or the "
                         "rule holds a CR, NUL, another control byte, DEL "
                         "or a byte order mark (one rule per line, read up "
                         "to the first space or TAB)");
            return -1;
        }
    }
    return 0;
}

/* Checks one rule's text (after any '!') and counts it. Returns 0 or -1
 * with s->err_* set. */
static int check_rule(const char *p, size_t n, size_t off, int exception,
                      struct scan *s, int *ascii)
{
    size_t i, start = 0;

    *ascii = 1;
    if (n > 0xFFFF) {
        s->err_off = off, s->err_msg = N_("the rule is too long");
        return -1;
    }
    for (i = 0; i <= n; i++) {
        if (i < n && p[i] != '.') {
            if ((unsigned char)p[i] >= 0x80)
                *ascii = 0;
            continue;
        }
        if (i == start) {
            s->err_off = off + i, s->err_msg = N_("a rule has an empty label");
            return -1;
        }
        if (i - start > 255) {
            s->err_off = off + start;
            s->err_msg = N_("a label of the rule is over 255 bytes");
            return -1;
        }
        if (memchr(p + start, '*', i - start) != NULL &&
            (start != 0 || i - start != 1 || exception || i == n)) {
            s->err_off = off + start;
            s->err_msg = N_("'*' may only be a whole leftmost label, "
                         "with more labels after it");
            return -1;
        }
        start = i + 1;
        s->nlabels++;
    }
    s->nrules++;
    s->bytes += n;
    return 0;
}

/* The A-label form of rule p[0..n) (every non-ASCII label converted),
 * written to k. Returns 0, or -1 for invalid UTF-8. */
static int alabel_rule(const char *p, size_t n, struct url1738__writer *k)
{
    size_t i, start = 0, j;
    int ascii;

    for (i = 0; i <= n; i++) {
        if (i < n && p[i] != '.')
            continue;
        for (ascii = 1, j = start; j < i; j++)
            if ((unsigned char)p[j] >= 0x80)
                ascii = 0;
        if (start > 0)
            url1738__w_putc(k, '.');
        if (ascii)
            url1738__w_put(k, p + start, i - start);
        else if (punycode((const unsigned char *)p + start, i - start, k) < 0)
            return -1;
        start = i + 1;
    }
    return 0;
}

/*
 * One pass over the list: counts (rules == NULL) or fills rules[] and the
 * A-label area (at most s->alabel bytes at abuf). Returns 0 or -1.
 */
static int scan_list(const char *list, size_t len, struct scan *s,
                     struct rule *rules, char *abuf, size_t acap)
{
    size_t pos = 0, eol, e, n, r = 0, a = 0, need, line = 0;
    int private_ = 0, ascii, exc;
    struct url1738__writer k;
    const char *p;
    static const char begin_private[] = "// ===BEGIN PRIVATE DOMAINS===";
    static const char end_private[] = "// ===END PRIVATE DOMAINS===";

    memset(s, 0, sizeof *s);
    while (pos < len) {
        for (eol = pos; eol < len && list[eol] != '\n'; eol++)
            ;
        p = list + pos;
        n = eol - pos;
        s->err_line = ++line;
        if (n >= 2 && p[0] == '/' && p[1] == '/') {
            if (n >= sizeof begin_private - 1 &&
                memcmp(p, begin_private, sizeof begin_private - 1) == 0)
                private_ = 1;
            if (n >= sizeof end_private - 1 &&
                memcmp(p, end_private, sizeof end_private - 1) == 0)
                private_ = 0;
            pos = eol + 1;
            continue;
        }
        /* The rule is the line up to its first space or TAB. */
        for (e = 0; e < n && (e == 0 || (p[e] != ' ' && p[e] != '\t'));
             e++)
            ;
        if (check_line(p, e, pos, s) < 0)
            return -1;
        if (e > 0) {
            exc = p[0] == '!';
            if (check_rule(p + exc, e - exc, pos + exc, exc, s, &ascii) < 0)
                return -1;
            if (rules != NULL) {
                rules[r].off = (uint32_t)(pos + exc);
                rules[r].len_flags = (uint32_t)((e - exc) << 8 | (PSL_RULE |
                    (exc ? PSL_EXCEPTION : 0) | (private_ ? PSL_PRIVATE : 0)));
                r++;
            }
            if (!ascii) {
                (void)url1738__w_start(&k, abuf != NULL ? abuf + a : NULL,
                                       abuf != NULL ? acap - a : 0);
                if (alabel_rule(p + exc, e - exc, &k) < 0) {
                    s->err_off = pos + exc;
                    s->err_msg = N_("the rule is not valid UTF-8");
                    return -1;
                }
                need = k.len;
                if (check_rule(abuf != NULL ? abuf + a : p + exc, abuf != NULL
                               ? need : e - exc, pos + exc, exc, s,
                               &ascii) < 0)
                    return -1;
                if (rules != NULL) {
                    rules[r].off = (uint32_t)(len + a);
                    rules[r].len_flags = (uint32_t)(need << 8 |
                        (rules[r - 1].len_flags & 0xFFu));
                    r++;
                }
                a += need;
                if (abuf == NULL) {
                    /* Counted with the UTF-8 form's bytes; fix. */
                    s->bytes += need - (e - exc);
                    s->alabel += need;
                }
            }
        }
        pos = eol + 1;
    }
    return 0;
}

/* The layout of the caller's memory. */
struct layout {
    size_t nodes, rules, alabel, labels, total;
};

static size_t align8(size_t n)
{
    return (n + 7) & ~(size_t)7;
}

static void plan_layout(const struct scan *s, struct layout *l)
{
    size_t maxnodes = s->nlabels + 1;

    l->nodes = 0;
    l->rules = align8(maxnodes * sizeof(struct url1738__psl_node));
    l->alabel = l->rules + align8(s->nrules * sizeof(struct rule));
    l->labels = l->alabel + align8(s->alabel);
    /* + 7: the caller's memory may not be aligned. */
    l->total = l->labels + s->bytes + 7;
}

/* The (d+1)-th label from the right of rule r into *la, *lal; 0 when
 * it has d labels or fewer. */
static int nth_label(const struct texts *x, const struct rule *r, size_t d,
                     const char **la, size_t *lal)
{
    size_t e = rule_len(r), k;
    const char *p = rule_p(x, r);

    for (k = 0; k <= d; k++)
        if (!label_left(p, &e, la, lal))
            return 0;
    return 1;
}

/*
 * Builds the trie breadth first: node i's children are made while node
 * i is visited, so they are next to each other. A node made but not yet
 * visited holds its first rule in child; the rules below it are those
 * from there whose label at its depth is its label, up to the next
 * node of its level (its group ends before: a rule between them would
 * make a node between them). Cannot fail.
 */
static void build_trie(const struct texts *x, struct rule *rules,
                       size_t nrules, struct url1738__psl_node *nodes,
                       char *labels, size_t *nnodes)
{
    size_t count = 1, i, j, a, used = 0, lo, hi, bound, ll, lal;
    size_t level_end = 1, d = 0;
    const char *lab, *la;

    memset(&nodes[0], 0, sizeof nodes[0]);
    for (i = 0; i < count; i++) {
        struct url1738__psl_node *nd = &nodes[i];

        if (i == level_end) {
            /* Every node of the next level is made: go down one. */
            d++;
            level_end = count;
        }
        lo = nd->child;
        if (i == 0) {
            hi = nrules;
        } else {
            bound = i + 1 < level_end ? nodes[i + 1].child : nrules;
            for (hi = lo; hi < bound; hi++)
                if (!nth_label(x, &rules[hi], d - 1, &lab, &ll) ||
                    url1738__psl_cmp(lab, ll, labels + nd->label, nd->len,
                                     0) != 0)
                    break;
        }
        j = lo;
        nd->child = (uint32_t)count;
        nd->nchild = 0;
        while (j < hi) {
            if (!nth_label(x, &rules[j], d, &la, &lal)) {
                /* exactly d labels: this node's rule */
                nd->flags |= (uint8_t)(rules[j].len_flags & 0xFFu);
                j++;
                continue;
            }
            /* The group of rules sharing that label. */
            for (a = j + 1; a < hi; a++)
                if (!nth_label(x, &rules[a], d, &lab, &ll) ||
                    url1738__psl_cmp(la, lal, lab, ll, 0) != 0)
                    break;
            memset(&nodes[count], 0, sizeof nodes[count]);
            memcpy(labels + used, la, lal);
            nodes[count].label = (uint32_t)used;
            nodes[count].len = (uint8_t)lal;
            nodes[count].child = (uint32_t)j;   /* its first rule */
            used += lal;
            if (lal == 1 && la[0] == '*')
                nd->flags |= PSL_WILD;
            count++;
            nd->nchild++;
            j = a;
        }
    }
    *nnodes = count;
}

enum url1738_code url1738_psl_load(const char *list, size_t len, void *mem,
                                   size_t cap, size_t *need,
                                   struct url1738_psl *psl,
                                   struct url1738_error *err)
{
    struct scan s;
    struct layout l;
    char *base;
    size_t nnodes;

    if (need != NULL)
        *need = 0;
    if (psl == NULL || psl->size < URL1738__END(url1738_psl, labels))
        return url1738__bad_size(err, URL1738__SIZE_MSG(url1738_psl,
                                                        URL1738_PSL_INIT));
    if (psl->size >= URL1738__END(url1738_psl, line))
        psl->line = 0;
    if ((list == NULL && len > 0) || len > 0x7FFFFFFFu)
        return url1738__report(err, URL1738_E_INVALID_ARG, 0);
    if (scan_list(list, len, &s, NULL, NULL, 0) < 0)
        goto bad;
    /* Rules point into the list and the A-label area by 32-bit offsets. */
    if (s.alabel > 0x7FFFFFFFu) {
        s.err_off = 0;
        s.err_line = 0;
        s.err_msg = N_("the list's internationalized rules are too many");
        goto bad;
    }
    plan_layout(&s, &l);
    if (need != NULL)
        *need = l.total;
    if (mem == NULL || cap < l.total)
        return url1738__report(err, URL1738_E_NOSPACE, 0);
    base = (char *)mem + ((8 - (uintptr_t)mem % 8) % 8);
    {
        struct rule *rules = (struct rule *)(void *)(base + l.rules);
        struct url1738__psl_node *nodes =
            (struct url1738__psl_node *)(void *)(base + l.nodes);
        size_t nrules = s.nrules;
        struct texts x;

        x.list = list;
        x.len = len;
        x.abuf = base + l.alabel;
        /* The same pass as the size query's: it cannot fail now. */
        if (scan_list(list, len, &s, rules, base + l.alabel, s.alabel) < 0)
            goto bad;
        sort_rules(&x, rules, nrules);
        build_trie(&x, rules, nrules, nodes, base + l.labels, &nnodes);
        psl->nodes = nodes;
        psl->nnodes = nnodes;
        psl->labels = base + l.labels;
    }
    return url1738__report(err, URL1738_OK, 0);
bad:
    if (psl->size >= URL1738__END(url1738_psl, line))
        psl->line = s.err_line;
    if (err != NULL) {
        url1738__report(err, URL1738_E_INVALID_ARG, s.err_off);
        err->message = s.err_msg;
    }
    return URL1738_E_INVALID_ARG;
}
