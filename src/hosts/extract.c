/* SPDX-License-Identifier: MIT */
/*
 * extract.c - finding URLs in free text (RFC 1738 appendix,
 * "Recommendations for URLs in Context"), fed whole or in pieces.
 *
 * One byte-driven state machine; every byte is looked at once, so pieces
 * may split the text anywhere. The candidate's bytes (white space taken
 * out) are kept in the state, bounded by URL1738_EXTRACT_MAX.
 *
 * Under the RFC 3986 reading (url1738_extract_init_spec()) the same
 * machine also takes "scheme://" of any scheme in running text, keeps
 * the "#fragment" in the URL (RFC 3986's URI holds it) and checks each
 * candidate against RFC 3986's URI production.
 */
#include <string.h>

#include "grammar/classify_x86.h"
#include "hosts/hosts.h"
#include "grammar/write.h"

enum {
    S_TEXT = 0,  /* running text: tracks the word before a ':'           */
    S_LT,        /* after '<': a scheme name, or "URL"                    */
    S_WRAP,      /* inside <URL:...> or <scheme:...> of the ten schemes  */
    S_GENERIC,   /* inside <scheme:...> of another scheme                */
    S_BARE,      /* a bare URL                                           */
    S_SLASHES    /* RFC 3986: "word:" of another scheme, "//" must follow */
};

/* Results of one step: the byte was consumed, a result is ready. */
enum { R_EAT = 1, R_FOUND = 2 };

#define WORD_BAD 0xffu  /* the word is glued to scheme characters       */
#define WORD_CAP 32     /* the longest scheme name in running text      */
#define SCHEME_CAP 64   /* the longest scheme name after '<' looked at  */

/*
 * The scanner's state, kept in the private bytes of the caller's
 * struct url1738_extract (url1738.h): its layout is the library's own.
 */
struct xstate {
    unsigned long long pos, line, col;   /* of the next byte (0-based)    */
    unsigned long long wpos, wline, wcol; /* where the word began          */
    unsigned long long spos, sline, scol; /* where the candidate began     */
    int state;
    int form;
    unsigned wlen;              /* letters of the current word             */
    unsigned char word[WORD_CAP];
    size_t len;                 /* bytes in buf                            */
    size_t frag;                /* index in buf where the fragment begins  */
    size_t ws_at;               /* length at the first white space (angle) */
    size_t scheme_len;
    size_t breaks[URL1738_EXTRACT_BREAKS];
    unsigned nbreaks;
    unsigned char has_frag, has_ws, in_ws, brk, nl, overflow, started;
    unsigned char spec;         /* enum url1738_spec: RFC1738, RFC3986 or
                                   WHATWG (found as under RFC 3986)      */
    unsigned char slashes;      /* S_SLASHES, S_GENERIC: '/'s after ':'   */
    unsigned char impl;         /* the scan of running text: 0 this CPU's,
                                   else a level + 1 (the tests')         */
    /* The last result. */
    size_t r_len, r_frag, r_end;
    size_t r_breaks[URL1738_EXTRACT_BREAKS];
    unsigned r_nbreaks, r_has_frag;
    unsigned char r_order[1u << URL1738_EXTRACT_BREAKS]; /* masks       */
    unsigned char r_valid[1u << URL1738_EXTRACT_BREAKS]; /* per reading */
    size_t r_readings;
    char buf[URL1738_EXTRACT_MAX];
    char scratch[URL1738_EXTRACT_MAX];
};

_Static_assert(sizeof(struct xstate) <= URL1738_EXTRACT_STATE,
               "the extractor's state outgrew its public reserve");

/* The state in a caller's struct, or NULL when its size is not set. */
static struct xstate *state_of(struct url1738_extract *pub)
{
    if (pub == NULL || pub->size < URL1738__ABI1_EXTRACT)
        return NULL;
    return (struct xstate *)(void *)pub->private_.bytes;
}

static const struct xstate *cstate_of(const struct url1738_extract *pub)
{
    if (pub == NULL || pub->size < URL1738__ABI1_EXTRACT)
        return NULL;
    return (const struct xstate *)(const void *)pub->private_.bytes;
}

static int is_ws(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
           || c == '\v';
}

static int is_alpha(unsigned char c)
{
    return (url1738__class[c] & URL1738_C_ALPHA) != 0;
}

/* A byte that ends a bare URL: white space, controls, bytes of other
 * scripts, and the appendix's delimiters '<' '>' '"'. */
static int ends_bare(unsigned char c)
{
    return url1738__bare_end(c);
}

const char *url1738_form_name(enum url1738_form form)
{
    switch (form) {
    case URL1738_FORM_WRAPPER:
        return "wrapper";
    case URL1738_FORM_ANGLE:
        return "angle";
    case URL1738_FORM_BARE:
        return "bare";
    case URL1738_FORM_NONE:
    default:
        return NULL;
    }
}

/* Whether name[0..len) is a scheme whose URLs are found after "name:"
 * alone, bare or in angle brackets with white space inside: the ten of
 * RFC 1738 section 3, and under RFC 3986 https too (decomposed as http). */
static int known_scheme(const struct xstate *st, const void *name,
                        size_t len)
{
    if (url1738_scheme_lookup(name, len) != URL1738_SCHEME_OTHER)
        return 1;
    return st->spec != URL1738_SPEC_RFC1738
           && url1738__equal_nocase(name, len, "https");
}

/* Starts a candidate whose first byte is the next one. */
static void begin_candidate(struct xstate *st, int state, int form)
{
    st->state = state;
    st->form = form;
    st->len = 0;
    st->has_frag = 0;
    st->has_ws = 0;
    st->in_ws = 0;
    st->brk = 0;
    st->nl = 0;
    st->overflow = 0;
    st->started = 0;
    st->nbreaks = 0;
    st->scheme_len = 0;
    st->spos = st->pos + 1;
    st->sline = st->line;
    st->scol = st->col + 1;
}

static void store(struct xstate *st, unsigned char c)
{
    if (st->len < URL1738_EXTRACT_MAX)
        st->buf[st->len++] = (char)c;
    else
        st->overflow = 1;
}

/* '#' starts the fragment. RFC 1738 leaves it out of the URL (the
 * appendix's "#fragment" inside the brackets); RFC 3986 keeps it in its
 * URI, so the '#' is stored too. frag is where the text after it begins. */
static void begin_fragment(struct xstate *st)
{
    st->has_frag = 1;
    if (st->spec != URL1738_SPEC_RFC1738)
        store(st, '#');
    st->frag = st->len;
}

/* Appendix: the word before ':' is a scheme name only when it stands on
 * its own, not glued to letters, digits or "+-." before it. Under RFC
 * 1738 it is letters only (the ten names are); under RFC 3986 a letter,
 * then letters, digits, '+', '-' or '.' (3.1:
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )). */
static void track_word(struct xstate *st, unsigned char c)
{
    if (is_alpha(c) || (st->spec != URL1738_SPEC_RFC1738 && st->wlen > 0
                        && st->wlen != WORD_BAD && url1738__is(c, P_SCHEME))) {
        if (st->wlen == WORD_BAD)
            return;
        if (st->wlen == sizeof st->word) {
            st->wlen = WORD_BAD; /* longer than any scheme looked for */
            return;
        }
        if (st->wlen == 0) {
            st->wpos = st->pos;
            st->wline = st->line;
            st->wcol = st->col;
        }
        st->word[st->wlen++] = c;
    } else if (url1738__is(c, P_SCHEME)) {
        st->wlen = WORD_BAD;
    } else {
        st->wlen = 0;
    }
}

/* Writes reading mask m of the URL part. Bit i of m drops the hyphen at
 * break i. */
static void put_reading(const struct xstate *st, unsigned m,
                        struct url1738__writer *w)
{
    size_t i, from = 0;
    unsigned b;

    for (b = 0; b < st->r_nbreaks; b++) {
        if (m & (1u << b)) {
            i = st->r_breaks[b];
            url1738__w_put(w, st->buf + from, i - from);
            from = i + 1;
        }
    }
    url1738__w_put(w, st->buf + from, st->r_len - from);
}

/* Copies reading mask m into scratch (its size at most); returns the
 * reading's length. */
static size_t copy_reading(const struct xstate *st, unsigned m,
                           char *scratch, size_t cap)
{
    struct url1738__writer w;

    (void)url1738__w_start(&w, scratch, cap);
    put_reading(st, m, &w);
    return w.len;
}

static unsigned popcount3(unsigned m)
{
    return (m & 1u) + ((m >> 1) & 1u) + ((m >> 2) & 1u);
}

/*
 * Appendix: "the hyphen may or may not actually be part of the URL". The
 * preferred reading of one break keeps the hyphen when a typesetter would
 * not have put it there: not between two letters, or in a URL that holds
 * another hyphen (its names are hyphenated already); otherwise it drops it
 * (writers are told never to break after a real hyphen).
 */
static unsigned preferred_mask(const struct xstate *st)
{
    unsigned b, m = 0;
    size_t i, j = 0;
    int other = 0;
    /* The URL before its fragment: hyphens of "#sec-2" name no host or
     * path (under RFC 3986 the fragment and its '#' are in the text). */
    size_t end = st->r_has_frag && st->spec != URL1738_SPEC_RFC1738
                     ? st->r_frag - 1
                     : st->r_len;

    for (i = 0; i < end; i++) {
        if (j < st->r_nbreaks && st->r_breaks[j] == i) {
            j++;
            continue;
        }
        if (st->buf[i] == '-')
            other = 1;
    }
    for (b = 0; b < st->r_nbreaks; b++) {
        size_t h = st->r_breaks[b];
        int letters = h > 0 && h + 1 < st->r_len
                      && is_alpha((unsigned char)st->buf[h - 1])
                      && is_alpha((unsigned char)st->buf[h + 1]);
        if (letters && !other)
            m |= 1u << b;
    }
    return m;
}

/* A bare candidate that is only "scheme:" ("the http: scheme"), or under
 * RFC 3986 only "scheme://" (a valid URI there, but a name in prose), is
 * a word, not a URL. */
static int only_scheme(const struct xstate *st)
{
    if (st->has_frag)
        return 0;
    if (st->len == st->scheme_len + 1)
        return 1;
    return st->spec != URL1738_SPEC_RFC1738 && st->len == st->scheme_len + 3
           && st->buf[st->len - 1] == '/' && st->buf[st->len - 2] == '/';
}

/* Bare URLs: drops trailing punctuation a careful reader leaves to the
 * sentence, and a closing bracket whose partner stands outside. */
static void trim_bare(struct xstate *st)
{
    size_t open[3] = { 0, 0, 0 }, close[3] = { 0, 0, 0 };
    size_t i;
    int counted = 0;

    while (st->len > st->scheme_len + 1) {
        char c = st->buf[st->len - 1];
        int k = c == ')' ? 0 : c == ']' ? 1 : c == '}' ? 2 : -1;
        if (k >= 0) {
            /* The brackets are counted only when one closes the URL:
             * the bytes dropped before it were none of them. */
            if (!counted) {
                for (i = 0; i < st->len; i++) {
                    switch (st->buf[i]) {
                    case '(': open[0]++; break;
                    case ')': close[0]++; break;
                    case '[': open[1]++; break;
                    case ']': close[1]++; break;
                    case '{': open[2]++; break;
                    case '}': close[2]++; break;
                    default: break;
                    }
                }
                counted = 1;
            }
            if (close[k] <= open[k])
                break;
            close[k]--;
        } else if (c != '.' && c != ',' && c != ';' && c != ':' && c != '!'
                   && c != '?' && c != '\'') {
            break;
        }
        st->len--;
    }
    if (st->has_frag && st->frag > st->len)
        st->has_frag = 0;
}

/* Ends the candidate: takes its readings apart, orders them and fills
 * *f. code is URL1738_OK, or E_UNCLOSED for a wrapper with no '>'. */
static void report(struct xstate *st, struct url1738_found *f,
                   enum url1738_code code)
{
    unsigned n, m, k, pref;
    size_t i;

    st->state = S_TEXT;
    st->wlen = 0;
    if (st->overflow) {
        code = URL1738_E_TOO_LONG;
        st->nbreaks = 0;
    }
    if (code != URL1738_OK)
        st->nbreaks = 0;
    st->r_len = st->has_frag && st->spec == URL1738_SPEC_RFC1738 ? st->frag
                                                                 : st->len;
    st->r_has_frag = st->has_frag;
    st->r_frag = st->frag;
    st->r_end = st->len;
    st->r_nbreaks = st->nbreaks;
    for (i = 0; i < st->nbreaks; i++)
        st->r_breaks[i] = st->breaks[i];
    n = 1u << st->r_nbreaks;
    pref = preferred_mask(st);
    for (m = 0; m < n; m++) {
        size_t l = copy_reading(st, m, st->scratch, sizeof st->scratch);
        st->r_order[m] = (unsigned char)m;
        /* With one reading (most URLs) it is reading 0: its error is
         * taken here, in the one parse of its text. */
        st->r_valid[m] = (unsigned char)(
            code == URL1738_OK
            && url1738__parse_spec(st->scratch, l,
                                   (enum url1738_spec)st->spec, NULL,
                                   n == 1 ? &f->error : NULL)
                   == URL1738_OK);
    }
    /* Valid before invalid, then the fewest departures from the
     * preferred reading: an insertion sort of at most 8. */
    for (k = 1; k < n; k++) {
        unsigned char om = st->r_order[k], ov = st->r_valid[k];
        unsigned j = k;
        while (j > 0) {
            unsigned pm = st->r_order[j - 1];
            int worse = st->r_valid[j - 1] < ov
                        || (st->r_valid[j - 1] == ov
                            && popcount3(pm ^ pref) > popcount3(om ^ pref));
            if (!worse)
                break;
            st->r_order[j] = st->r_order[j - 1];
            st->r_valid[j] = st->r_valid[j - 1];
            j--;
        }
        st->r_order[j] = om;
        st->r_valid[j] = ov;
    }
    st->r_readings = n;

    f->form = (enum url1738_form)st->form;
    f->offset = st->spos;
    f->line = st->sline + 1;
    f->column = st->scol + 1;
    f->readings = n;
    f->has_fragment = st->r_has_frag;
    if (code == URL1738_OK && n > 1) {
        size_t l = copy_reading(st, st->r_order[0], st->scratch,
                                sizeof st->scratch);
        url1738__parse_spec(st->scratch, l, (enum url1738_spec)st->spec,
                            NULL, &f->error);
    } else if (code != URL1738_OK) {
        /* What came was all a prefix: the error is at its end. */
        url1738__report(&f->error, code, st->r_len);
    }
}

/* An angle candidate of the ten schemes with no '>': read as a bare URL
 * up to its first white space (the rest was text after all). Returns 0
 * when nothing is left after the scheme's ':'. */
static int angle_as_bare(struct xstate *st)
{
    if (st->has_ws && st->ws_at < st->len)
        st->len = st->ws_at;
    if (st->has_frag && st->frag > st->len)
        st->has_frag = 0;
    st->nbreaks = 0;
    st->form = URL1738_FORM_BARE;
    trim_bare(st);
    if (only_scheme(st)) {
        st->state = S_TEXT;
        return 0;
    }
    return 1;
}

/* Ends a wrapper or angle candidate that has no '>'. Returns 1 when there
 * is a result. */
static int report_unclosed(struct xstate *st,
                           struct url1738_found *f)
{
    if (st->form != URL1738_FORM_ANGLE) {
        report(st, f, URL1738_E_UNCLOSED);
        return 1;
    }
    if (!angle_as_bare(st))
        return 0;
    report(st, f, URL1738_OK);
    return 1;
}

/* Appendix: inside the brackets white space is ignored; a line break
 * right after a hyphen is remembered; '#' starts the fragment. */
static int step_wrap(struct xstate *st, unsigned char c,
                     struct url1738_found *f)
{
    if (is_ws(c)) {
        if (!st->in_ws) {
            st->in_ws = 1;
            st->brk = 0;
            st->nl = 0;
            if (!st->has_ws) {
                st->has_ws = 1;
                st->ws_at = st->len;
            }
        }
        if (c == '\n' || c == '\r')
            st->brk = 1;
        if (c == '\n' && ++st->nl == 2) {
            /* A blank line ends the paragraph, and the candidate. */
            return report_unclosed(st, f) ? R_EAT | R_FOUND : R_EAT;
        }
        return R_EAT;
    }
    if (c == '>') {
        report(st, f, URL1738_OK);
        return R_EAT | R_FOUND;
    }
    if (c == '<') /* not eaten: the '<' may open the next one */
        return report_unclosed(st, f) ? R_FOUND : 0;
    if (st->in_ws) {
        st->in_ws = 0;
        if (st->brk && st->len > 0 && st->buf[st->len - 1] == '-'
            && !st->has_frag && st->nbreaks < URL1738_EXTRACT_BREAKS
            && !st->overflow)
            st->breaks[st->nbreaks++] = st->len - 1;
    }
    if (!st->started) {
        st->started = 1;
        st->spos = st->pos;
        st->sline = st->line;
        st->scol = st->col;
    }
    if (c == '#' && !st->has_frag) {
        begin_fragment(st);
        return R_EAT;
    }
    store(st, c);
    return R_EAT;
}

/* After '<': "URL:" opens the appendix's wrapper, "scheme:" an angle. */
static int step_lt(struct xstate *st, unsigned char c)
{
    if (c == ':' && st->len > 0) {
        st->wlen = 0;
        if (url1738__equal_nocase(st->buf, st->len, "url")) {
            st->state = S_WRAP;
            st->form = URL1738_FORM_WRAPPER;
            st->len = 0;
            st->spos = st->pos + 1;
            st->sline = st->line;
            st->scol = st->col + 1;
            return R_EAT;
        }
        st->state = known_scheme(st, st->buf, st->len) ? S_WRAP : S_GENERIC;
        st->slashes = 0;
        st->scheme_len = st->len;
        store(st, c);
        st->started = 1;
        st->form = URL1738_FORM_ANGLE;
        return R_EAT;
    }
    if ((st->len == 0 ? is_alpha(c) : url1738__is(c, P_SCHEME))
        && st->len < SCHEME_CAP) {
        track_word(st, c);
        store(st, c);
        return R_EAT;
    }
    st->state = S_TEXT; /* not a URL: the byte is text again */
    return 0;
}

/* An angle URL of another scheme: "//" (an authority) after the ':', then
 * nothing but URL bytes up to '>'. In prose "<word:word>" is far likelier
 * a placeholder or a template ("<hh:mm:ss>", "<CONFIG:Debug>") than a URI,
 * the rule bare URLs follow too (docs/extract.md, "Which candidates");
 * a byte other than '/' there is text again (not eaten: it may begin a
 * bare URL, as in "<see:http://h/>"). */
static int step_generic(struct xstate *st, unsigned char c,
                        struct url1738_found *f)
{
    if (st->slashes < 2) {
        if (c != '/') {
            st->state = S_TEXT;
            st->wlen = 0;
            return 0;
        }
        st->slashes++;
        store(st, c);
        return R_EAT;
    }
    if (c == '>') {
        report(st, f, URL1738_OK);
        return R_EAT | R_FOUND;
    }
    if (ends_bare(c)) {
        st->state = S_TEXT;
        return 0;
    }
    if (c == '#' && !st->has_frag) {
        begin_fragment(st);
        return R_EAT;
    }
    store(st, c);
    return R_EAT;
}

static int step_bare(struct xstate *st, unsigned char c,
                     struct url1738_found *f)
{
    if (ends_bare(c)) {
        trim_bare(st);
        if (only_scheme(st)) {
            st->state = S_TEXT; /* "http: " is a word, not a URL */
            return 0;
        }
        report(st, f, URL1738_OK);
        return R_FOUND;
    }
    if (c == '#' && !st->has_frag) {
        begin_fragment(st);
        return R_EAT;
    }
    store(st, c);
    return R_EAT;
}

/* RFC 3986: after "word:" of a scheme that is not known_scheme(), a
 * bare URL needs "//" (an authority, 3.2); any other byte is text again
 * (not eaten: it may begin something). */
static int step_slashes(struct xstate *st, unsigned char c)
{
    if (c != '/') {
        st->state = S_TEXT;
        st->wlen = 0;
        return 0;
    }
    store(st, c);
    if (++st->slashes == 2)
        st->state = S_BARE;
    return R_EAT;
}

/* Running text: '<' may open a wrapper; ':' after one of the ten scheme
 * names standing on its own opens a bare URL (under RFC 3986 also after
 * https, and "://" after any scheme name). */
static int step_text(struct xstate *st, unsigned char c)
{
    if (c == ':' && st->wlen > 0 && st->wlen != WORD_BAD
        && (known_scheme(st, st->word, st->wlen)
            || st->spec != URL1738_SPEC_RFC1738)) {
        unsigned i;
        begin_candidate(st, known_scheme(st, st->word, st->wlen)
                                ? S_BARE : S_SLASHES,
                        URL1738_FORM_BARE);
        st->slashes = 0;
        st->spos = st->wpos;
        st->sline = st->wline;
        st->scol = st->wcol;
        for (i = 0; i < st->wlen; i++)
            store(st, st->word[i]);
        store(st, c);
        st->scheme_len = st->wlen;
        st->wlen = 0;
        return R_EAT;
    }
    track_word(st, c);
    if (c == '<')
        begin_candidate(st, S_LT, URL1738_FORM_NONE);
    return R_EAT;
}

/*
 * Where the block scan of running text stops. A ':' or '<' whose next
 * byte is white space, a control or a byte of another script begins
 * nothing, whatever the state: after ':' the word is a bare URL of
 * nothing but "scheme:" (only_scheme: text again), or RFC 3986's
 * "word:" with no "//" (step_slashes: text again); after '<' no scheme
 * name begins (step_lt: text again). Either way the byte leaves the
 * word as track_word() does, at no word. So the scan steps over such a
 * byte as text (grammar/classify_x86.h: url1738__text_cand). A '<' is
 * text too unless a scheme name of at most SCHEME_CAP bytes and ':'
 * follow it (lt_cand): step_lt stores the name and tracks its letters
 * as the word, as running text does, and gives up on any other byte.
 * Where the text ends before it can tell, the scan stops, and the byte
 * at a time steps decide (the next piece may hold the rest).
 */
static int lt_cand(const unsigned char *p, size_t i, size_t n)
{
    size_t j = i + 1;

    if (j == n)
        return 1;
    if (!is_alpha(p[j]))
        return 0;
    for (j++; j < n && j <= i + SCHEME_CAP && url1738__is(p[j], P_SCHEME);
         j++)
        ;
    return j == n || p[j] == ':';
}

/* Whether p[i] of p[0..n) is where the scan of running text stops. */
static int text_cand(const unsigned char *p, size_t i, size_t n)
{
    if (i + 1 == n)
        return url1738__text_stop(p[i]);
    if (!url1738__text_cand(p[i], p[i + 1]))
        return 0;
    return p[i] == ':' || lt_cand(p, i, n);
}

/*
 * The block scan of running text: the length of the run of p[0..n)
 * before its first stop (text_cand), and the number of line feeds in
 * that run (*nl). The scalar reference, a byte a step.
 */
static size_t xtext_scalar(const unsigned char *p, size_t n, size_t *nl)
{
    size_t i, count = 0;

    for (i = 0; i < n; i++) {
        if (url1738__text_stop(p[i]) && text_cand(p, i, n))
            break;
        count += p[i] == '\n';
    }
    *nl = count;
    return i;
}

#if URL1738__S1_X86
/* The block scan's helpers (x86-64 only; elsewhere the scan is the byte
 * at a time reference). */

/* The first stop of a block at p[i..i + 64) whose candidates (':' or '<'
 * before a printable byte) are the bits of m: 64 when the '<' among
 * them all begin no scheme name. */
static unsigned first_cand(const unsigned char *p, size_t i, size_t n,
                           uint64_t m)
{
    for (; m != 0; m &= m - 1) {
        unsigned b = (unsigned)__builtin_ctzll(m);

        if (p[i + b] == ':' || lt_cand(p, i + b, n))
            return b;
    }
    return 64;
}

/* The set bits of m below bit b (b < 64), a bit at a time: the line
 * feeds of one block before its stop. */
static size_t bits_below(uint64_t m, unsigned b)
{
    size_t k = 0;

    for (m &= (1ull << b) - 1u; m != 0; m &= m - 1)
        k++;
    return k;
}

/* The end of a scan at a stop: b of the block at i (b < 64), the line
 * feeds of whole blocks before it count, those of the block (the mask
 * lfs) before b added. */
static size_t xtext_stop(size_t i, unsigned b, size_t count, uint64_t lfs,
                         size_t *nl)
{
    *nl = count + bits_below(lfs, b);
    return i + b;
}

/* The end of a scan with no stop in its blocks: the bytes from i on (under
 * 65) a byte a step. */
static size_t xtext_rest(const unsigned char *p, size_t n, size_t i,
                         size_t count, size_t *nl)
{
    size_t k = xtext_scalar(p + i, n - i, nl);

    *nl += count;
    return i + k;
}

AVX2 INLINE __m256i lf_avx2(const unsigned char *p)
{
    return _mm256_cmpeq_epi8(
        _mm256_loadu_si256((const __m256i *)(const void *)p),
        _mm256_set1_epi8('\n'));
}

static inline __m128i lf_sse2(const unsigned char *p)
{
    return _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)p),
                          _mm_set1_epi8('\n'));
}

/*
 * Sixty-four bytes a step (65 read: the next byte of the last), while
 * there are 65: two or four vectors of text_cands_*, tested at once;
 * the line feeds added up in byte counters (at most 127 steps between
 * two sums, 2 a step; the SSE2 loop 63 steps, 4 a step). At a
 * candidate, its block's line feeds before it are counted from a mask.
 * The rest (under 65 bytes) a byte a step.
 */
AVX2 static size_t xtext_avx2(const unsigned char *p, size_t n, size_t *nl)
{
    size_t i = 0, count = 0;

    while (i + 65 <= n) {
        size_t lim = i + 127 * 64;
        __m256i acc = _mm256_setzero_si256(), sum;
        unsigned b = 64;

        for (; i + 65 <= n && i < lim; i += 64) {
            __m256i c0 = text_cands_avx2(p + i);
            __m256i c1 = text_cands_avx2(p + i + 32);
            __m256i c = _mm256_or_si256(c0, c1);

            if (!_mm256_testz_si256(c, c)) {
                uint64_t m =
                    (uint32_t)_mm256_movemask_epi8(c0)
                    | (uint64_t)(uint32_t)_mm256_movemask_epi8(c1) << 32;

                if ((b = first_cand(p, i, n, m)) < 64)
                    break;
            }
            acc = _mm256_sub_epi8(acc, lf_avx2(p + i));
            acc = _mm256_sub_epi8(acc, lf_avx2(p + i + 32));
        }
        sum = _mm256_sad_epu8(acc, _mm256_setzero_si256());
        count += (size_t)_mm256_extract_epi64(sum, 0)
                 + (size_t)_mm256_extract_epi64(sum, 1)
                 + (size_t)_mm256_extract_epi64(sum, 2)
                 + (size_t)_mm256_extract_epi64(sum, 3);
        if (b < 64)
            return xtext_stop(
                i, b, count,
                (uint32_t)_mm256_movemask_epi8(lf_avx2(p + i))
                    | (uint64_t)(uint32_t)_mm256_movemask_epi8(
                          lf_avx2(p + i + 32))
                          << 32,
                nl);
    }
    return xtext_rest(p, n, i, count, nl);
}

/* 16 bytes' mask (bit q + k: byte k of the 16 at p) of movemask. */
#define MASK16(v, q) ((uint64_t)(uint32_t)_mm_movemask_epi8(v) << (q))

static size_t xtext_sse2(const unsigned char *p, size_t n, size_t *nl)
{
    size_t i = 0, count = 0;

    while (i + 65 <= n) {
        size_t lim = i + 63 * 64;
        __m128i acc = _mm_setzero_si128(), sum;
        unsigned b = 64, q;

        for (; i + 65 <= n && i < lim; i += 64) {
            __m128i c0 = text_cands_sse2(p + i);
            __m128i c1 = text_cands_sse2(p + i + 16);
            __m128i c2 = text_cands_sse2(p + i + 32);
            __m128i c3 = text_cands_sse2(p + i + 48);

            if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(c0, c1),
                                               _mm_or_si128(c2, c3)))
                    != 0
                && (b = first_cand(p, i, n,
                                   MASK16(c0, 0) | MASK16(c1, 16)
                                       | MASK16(c2, 32) | MASK16(c3, 48)))
                       < 64)
                break;
            for (q = 0; q < 64; q += 16)
                acc = _mm_sub_epi8(acc, lf_sse2(p + i + q));
        }
        sum = _mm_sad_epu8(acc, _mm_setzero_si128());
        count += (size_t)_mm_cvtsi128_si64(sum)
                 + (size_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(sum, sum));
        if (b < 64) {
            uint64_t m = 0;

            for (q = 0; q < 64; q += 16)
                m |= MASK16(lf_sse2(p + i + q), q);
            return xtext_stop(i, b, count, m, nl);
        }
    }
    return xtext_rest(p, n, i, count, nl);
}
#undef MASK16

static inline url1738__xtext_fn *pick_xtext(enum url1738__cpu level)
{
    return level >= URL1738__CPU_AVX2   ? xtext_avx2
           : level >= URL1738__CPU_SSE2 ? xtext_sse2
                                        : xtext_scalar;
}

/* Chosen once per process (grammar/cpu.h). */
URL1738__DISPATCH(url1738__xtext, url1738__xtext_fn, pick_xtext);
#else
static inline url1738__xtext_fn *pick_xtext(enum url1738__cpu level)
{
    (void)level;
    return xtext_scalar;
}

size_t url1738__xtext(const unsigned char *p, size_t n, size_t *nl)
{
    return xtext_scalar(p, n, nl);
}
#endif

size_t url1738__xtext_with(enum url1738__cpu level, const unsigned char *p,
                           size_t n, size_t *nl)
{
    return pick_xtext(level)(p, n, nl);
}

/* The scan a state uses: this CPU's, or the level a test chose
 * (url1738__extract_level: its level + 1). */
static size_t scan_text(const struct xstate *st, const unsigned char *p,
                        size_t n, size_t *nl)
{
    if (st->impl == 0)
        return url1738__xtext(p, n, nl);
    return url1738__xtext_with((enum url1738__cpu)(st->impl - 1), p, n, nl);
}

/* The index of the last line feed of p[0..n), which holds one. */
static size_t last_lf(const unsigned char *p, size_t n)
{
#if URL1738__S1_X86
    while (n >= 16) {
        uint32_t m = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(
            _mm_loadu_si128((const __m128i *)(const void *)(p + n - 16)),
            _mm_set1_epi8('\n')));

        if (m != 0)
            return n - 16 + 31u - (unsigned)__builtin_clz(m);
        n -= 16;
    }
#endif
    while (n > 0 && p[n - 1] != '\n')
        n--;
    return n - 1;
}

/*
 * Running text p[0..n) (scan_text's: a ':' or '<' in it is text, no
 * scheme character), taken in one step: what advance() and
 * track_word() byte by byte would leave. The word state
 * after the run depends only on its tail: a byte that is no scheme
 * character sets it to no word, so only the scheme characters after
 * the last such byte (or, when there is none, the whole run from the
 * state before it) are fed to track_word(), each at its own position
 * (no line feed among them: it is no scheme character). A word is
 * WORD_BAD after at most WORD_CAP + 1 of them and stays so: the replay
 * stops there.
 */
static void text_run(struct xstate *st, const unsigned char *p, size_t n,
                     size_t nl)
{
    unsigned long long end_pos = st->pos + n, end_col;
    size_t b = n, t;

    if (nl > 0) {
        st->line += nl;
        end_col = n - 1 - last_lf(p, n);
    } else {
        end_col = st->col + n;
    }
    while (b > 0 && url1738__is(p[b - 1], P_SCHEME))
        b--;
    if (b > 0) {
        /* p[b - 1] is no scheme character: the word is p[b..n) from no
         * word, as track_word() would leave it, in one go: a letter
         * first, then (RFC 1738) letters only, at most WORD_CAP. */
        size_t m = n - b;

        st->wlen = 0;
        if (m > 0) {
            int ok = m <= WORD_CAP && is_alpha(p[b]);

            for (t = b + 1; ok && st->spec == URL1738_SPEC_RFC1738 && t < n;
                 t++)
                ok = is_alpha(p[t]);
            if (!ok)
                st->wlen = WORD_BAD;
            else {
                memcpy(st->word, p + b, m);
                st->wlen = (unsigned)m;
                st->wpos = end_pos - m;
                st->wline = st->line;
                st->wcol = end_col - m;
            }
        }
        st->pos = end_pos;
        st->col = end_col;
        return;
    }
    for (t = b; t < n && st->wlen != WORD_BAD; t++) {
        st->pos = end_pos - (n - t);
        st->col = end_col - (n - t);
        track_word(st, p[t]);
    }
    st->pos = end_pos;
    st->col = end_col;
}

/*
 * The block scan of a bare URL: the length of the run of p[0..n) before
 * its first byte that ends the URL or is '#' (url1738__bare_stop), none
 * of them a line feed. Sixteen bytes a step on x86-64
 * (grammar/classify_x86.h: bare_stops_sse2), else a byte a step.
 */
static size_t scan_bare(const unsigned char *p, size_t n)
{
    size_t i = 0;

#if URL1738__S1_X86
    for (; i + 16 <= n; i += 16) {
        uint32_t stop = bare_stops_sse2(p + i);

        if (stop != 0)
            return i + (unsigned)__builtin_ctz(stop);
    }
#endif
    while (i < n && !url1738__bare_stop(p[i]))
        i++;
    return i;
}

/* A run of a bare URL's bytes p[0..n) (scan_bare's), taken in one step:
 * what step_bare() and advance() byte by byte would leave. */
static void bare_run(struct xstate *st, const unsigned char *p, size_t n)
{
    size_t room = URL1738_EXTRACT_MAX - st->len, k = n < room ? n : room;

    memcpy(st->buf + st->len, p, k);
    st->len += k;
    if (k < n)
        st->overflow = 1;
    st->pos += n;
    st->col += n;
}

static void advance(struct xstate *st, unsigned char c)
{
    st->pos++;
    if (c == '\n') {
        st->line++;
        st->col = 0;
    } else {
        st->col++;
    }
}

static int extract_next(struct xstate *st, const char *p, size_t len,
                        size_t *used, struct url1738_found *f)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t i = 0;

    if (s == NULL)
        len = 0;
    while (i < len) {
        unsigned char c = s[i];
        int r;

        if (st->state == S_TEXT) {
            /* The hot loop: most text is plain words, taken a block at a
             * time up to the next ':' or '<' that may begin something. */
            size_t nl, k = 0;

            /* At a stop no block is read (a ':' or '<' after a stop:
             * ":x:x", "<a<a"). */
            if (!url1738__text_stop(c) || !text_cand(s + i, 0, len - i))
                k = scan_text(st, s + i, len - i, &nl);
            if (k > 0) {
                text_run(st, s + i, k, nl);
                i += k;
                continue;
            }
            r = step_text(st, c);
        } else if (st->state == S_BARE) {
            if (!url1738__bare_stop(c)) {
                size_t k = scan_bare(s + i, len - i);
                bare_run(st, s + i, k);
                i += k;
                continue;
            }
            r = step_bare(st, c, f);
        } else if (st->state == S_WRAP) {
            r = step_wrap(st, c, f);
        } else if (st->state == S_LT) {
            r = step_lt(st, c);
        } else if (st->state == S_SLASHES) {
            r = step_slashes(st, c);
        } else {
            r = step_generic(st, c, f);
        }
        if (r & R_EAT) {
            advance(st, c);
            i++;
        }
        if (r & R_FOUND) {
            *used = i;
            return 1;
        }
    }
    *used = len;
    return 0;
}

static int extract_finish(struct xstate *st, struct url1738_found *f)
{
    switch (st->state) {
    case S_BARE:
        trim_bare(st);
        if (only_scheme(st))
            break;
        report(st, f, URL1738_OK);
        return 1;
    case S_WRAP:
        if (report_unclosed(st, f))
            return 1;
        break;
    default:
        break;
    }
    st->state = S_TEXT;
    return 0;
}

enum url1738_code url1738_extract_url(const struct url1738_extract *pub,
                                      size_t reading, char *dst, size_t cap,
                                      size_t *need)
{
    const struct xstate *st = cstate_of(pub);
    struct url1738__writer w;

    if (url1738__w_start(&w, dst, cap) != URL1738_OK || st == NULL
        || reading >= st->r_readings)
        return url1738__w_fail(&w, need, URL1738_E_INVALID_ARG);
    put_reading(st, st->r_order[reading], &w);
    return url1738__w_end(&w, need, NULL);
}

enum url1738_code url1738_extract_fragment(const struct url1738_extract *pub,
                                           char *dst, size_t cap,
                                           size_t *need)
{
    const struct xstate *st = cstate_of(pub);
    struct url1738__writer w;

    if (url1738__w_start(&w, dst, cap) != URL1738_OK || st == NULL
        || !st->r_has_frag)
        return url1738__w_fail(&w, need, URL1738_E_INVALID_ARG);
    /* buf is only rewritten by a later call that feeds the state. */
    url1738__w_put(&w, st->buf + st->r_frag, st->r_end - st->r_frag);
    return url1738__w_end(&w, need, NULL);
}

int url1738_extract_valid(const struct url1738_extract *pub, size_t reading)
{
    const struct xstate *st = cstate_of(pub);

    if (st == NULL || reading >= st->r_readings)
        return 0;
    return st->r_valid[reading];
}

int url1738__extract_level(struct url1738_extract *pub,
                           enum url1738__cpu level)
{
    struct xstate *st = state_of(pub);

    if (st == NULL || !url1738__cpu_have(level))
        return -1;
    st->impl = (unsigned char)(level + 1);
    return 0;
}

void url1738_extract_init(struct url1738_extract *st)
{
    if (st == NULL)
        return;
    memset(st, 0, sizeof *st);
    st->size = sizeof *st;
}

int url1738_extract_init_spec(struct url1738_extract *pub,
                              enum url1738_spec spec)
{
    struct xstate *st;

    if (pub == NULL)
        return -1;
    url1738_extract_init(pub);
    if (spec != URL1738_SPEC_RFC1738 && spec != URL1738_SPEC_RFC3986
        && spec != URL1738_SPEC_WHATWG) {
        pub->size = 0; /* unusable: the next calls return -1 */
        return -1;
    }
    st = state_of(pub);
    st->spec = (unsigned char)spec;
    return 0;
}

int url1738_extract_next(struct url1738_extract *pub, const char *p,
                         size_t len, size_t *used, struct url1738_found *f)
{
    struct xstate *st = state_of(pub);

    if (used != NULL)
        *used = 0;
    if (st == NULL || used == NULL || f == NULL
        || f->size < URL1738__ABI1_FOUND)
        return -1;
    return extract_next(st, p, len, used, f);
}

int url1738_extract_finish(struct url1738_extract *pub,
                           struct url1738_found *f)
{
    struct xstate *st = state_of(pub);

    if (st == NULL || f == NULL || f->size < URL1738__ABI1_FOUND)
        return -1;
    return extract_finish(st, f);
}
