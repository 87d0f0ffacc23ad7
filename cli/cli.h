/* SPDX-License-Identifier: MIT */
/*
 * cli.h - what the program's files share: buffered output, JSON writing,
 * the line reader and the subcommand signature.
 */
#ifndef URL1738_CLI_H
#define URL1738_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "url1738.h"
#include "../src/i18n/gettext.h"

/* ===== Buffered output (out.c) ===== */

/* One buffer per stream, written with write(2) when full: no per-line
 * system call. A write error ends the program (see out_flush). */
struct out {
    int fd;
    size_t len;
    char buf[1 << 16];
};

extern struct out cli_stdout;

void out_flush(struct out *o);
void out_write_slow(struct out *o, const void *p, size_t n);

/* Room for n more bytes at the end of the buffer (flushed first when
 * short): where to write them, or NULL when n exceeds the whole buffer.
 * The caller then adds what it wrote to o->len. */
static inline char *out_room(struct out *o, size_t n)
{
    if (n > sizeof o->buf - o->len) {
        out_flush(o);
        if (n > sizeof o->buf)
            return NULL;
    }
    return o->buf + o->len;
}

/* n bytes from s to d; short ones (URL parts, literals) as two
 * overlapping words or fewer instead of a call. */
static inline void out_copy(char *d, const char *s, size_t n)
{
    if (n >= 8 && n <= 16) {
        uint64_t a, b;
        memcpy(&a, s, 8);
        memcpy(&b, s + n - 8, 8);
        memcpy(d, &a, 8);
        memcpy(d + n - 8, &b, 8);
    } else if (n >= 4 && n < 8) {
        uint32_t a, b;
        memcpy(&a, s, 4);
        memcpy(&b, s + n - 4, 4);
        memcpy(d, &a, 4);
        memcpy(d + n - 4, &b, 4);
    } else if (n < 4) {
        size_t i;
        for (i = 0; i < n; i++)
            d[i] = s[i];
    } else {
        memcpy(d, s, n);
    }
}

static inline void out_write(struct out *o, const void *p, size_t n)
{
    if (n <= sizeof o->buf - o->len) {
        out_copy(o->buf + o->len, (const char *)p, n);
        o->len += n;
    } else {
        out_write_slow(o, p, n);
    }
}

static inline void out_char(struct out *o, char ch)
{
    if (o->len == sizeof o->buf)
        out_flush(o);
    o->buf[o->len++] = ch;
}

void out_str(struct out *o, const char *s);
void out_uint(struct out *o, unsigned long long v);

/* ===== Running in memory (run.c): the JavaScript bindings ===== */

/* While active, standard input is in[0..in_len) and what the program
 * writes to standard output is appended to out[0..out_len). */
struct cli_memory {
    int active;
    const char *in;
    size_t in_len, in_pos;
    char *out;
    size_t out_len, out_cap;
};
extern struct cli_memory cli_memory;

/* read(2), but standard input from memory while cli_memory is active. */
#include <sys/types.h>
ssize_t cli_read(int fd, void *buf, size_t n);
/* Room for n more bytes at the end of the memory block (grown when
 * short): where to write them, or NULL when memory runs out. */
char *cli_memory_reserve(size_t n);
/* Appends to the memory block: 0, or -1 when memory runs out. */
int cli_memory_write(const char *p, size_t n);
/* Runs the subcommand argv[0] with its arguments, messages in lang ("en",
 * "ja", "zh-Hant"), standard input in[0..in_len), standard output into
 * cli_memory.out: the subcommand's exit status. */
int cli_run(const char *lang, int argc, char **argv, const char *in,
            size_t in_len);
/* After the caller has read cli_memory.out: frees a large block. */
void cli_run_release(void);

/* ===== JSON (json.c) ===== */

/* Writes bytes as a JSON string, quotes included. Valid UTF-8 (RFC 3629)
 * passes through; control characters are escaped; any other byte XX is
 * written as the lone surrogate \uDCXX ("surrogateescape"). */
void json_string(struct out *o, const char *p, size_t n);

/* What json_string writes between the quotes, into d, which has room for
 * JSON_ROOM(n) bytes (an escape is at most 6 bytes, and runs are copied
 * 8 bytes at a time); the number of bytes written. */
size_t json_escape(char *d, const char *p, size_t n);
#define JSON_ROOM(n) (6 * (n) + 10)
/* Strings longer than this go out in pieces (JSON_ROOM fits out.buf). */
#define JSON_MAX_FAST 8192

/* A span of p as a JSON string, or null when absent. */
void json_span(struct out *o, const char *p, struct url1738_span s);



/*
 * One JSON object per output line, commas placed by the writer:
 *
 *   struct jw w;
 *   jw_begin(&w, &cli_stdout);          {
 *   jw_key(&w, "input"); jw_str(...);     "input":"..."
 *   jw_error(&w, &err);                   ,"error":null or {...}
 *   jw_key(&w, "list"); jw_array(&w);     ,"list":[
 *   jw_str(...); jw_str(...);             "a","b"
 *   jw_close(&w);                         ]
 *   jw_end(&w);                         }\n
 *
 * Every subcommand's object carries "error" (jw_error: null on success).
 */
struct jw {
    struct out *o;
    unsigned depth;              /* open containers */
    int keyed;                   /* a key was written, its value is next */
    char close[16];              /* per level: '}' or ']' */
    unsigned long count[16];     /* per level: items written */
};

void jw_begin(struct jw *w, struct out *o);
/* Goes on writing an object whose "{" and first member the caller wrote
 * itself (cmd_parse.c's direct writer). */
void jw_resume(struct jw *w, struct out *o);
void jw_key(struct jw *w, const char *key);
/* A key of n bytes (no strlen); JW_KEY for a literal. */
void jw_keyn(struct jw *w, const char *key, size_t n);
#define JW_KEY(w, lit) jw_keyn(w, "" lit "", sizeof(lit) - 1)
/* A value already written as JSON, json[0..n), in one piece (a value
 * written once and repeated: cmd_diff.c's readings that agree). */
void jw_raw(struct jw *w, const char *json, size_t n);
void jw_object(struct jw *w);
void jw_array(struct jw *w);
void jw_close(struct jw *w);
/* Closes what is open and ends the line. */
void jw_end(struct jw *w);
void jw_str(struct jw *w, const char *p, size_t n);
void jw_cstr(struct jw *w, const char *s);          /* NULL: null */
void jw_span(struct jw *w, const char *p, struct url1738_span s);
void jw_null(struct jw *w);
void jw_bool(struct jw *w, int b);
void jw_uint(struct jw *w, unsigned long long v);
/* "error": null when err is NULL or URL1738_OK, else the error object. */
void jw_error(struct jw *w, const struct url1738_error *err);
/* The same for an error at err->offset of in[0..len): its message names
 * the escape found there (cli_error_message). */
void jw_error_in(struct jw *w, const struct url1738_error *err,
                 const char *in, size_t len);

/* ===== Scratch memory (util.c) ===== */

/* A growable buffer the program reuses from one input to the next. */
struct buf {
    char *p;
    size_t cap;
};

/* Out of memory: writes what is already in the output buffer (every
 * earlier input's result stays delivered), says so on stderr and exits
 * with status 3. */
void die_oom(size_t n);

/* Makes room for n bytes; exits with a message when memory runs out. */
char *buf_reserve(struct buf *b, size_t n);

/* The decoded bytes of a span as a JSON string (null when absent). The
 * span must come from a valid URL, whose escapes are well formed. */
void json_decoded(struct out *o, struct buf *scratch, const char *p,
                  struct url1738_span s);

/* The same as a value of the object writer. */
void jw_decoded(struct jw *w, struct buf *scratch, const char *p,
                struct url1738_span s);

/* ===== The vocabulary's values (fields.c) ===== */

/* Field i's text (url1738_field_text) in sc->p[0..*n): 1, or 0 when the
 * URL has no value for it. */
int field_text(struct buf *sc, const char *p, const struct url1738_url *u,
               size_t i, size_t *n);

/* "name": value of field f of the valid URL p (parsed into u), as its
 * kind reads (url1738.h); a TEXT field absent is its absent value. */
void jw_field(struct jw *w, struct buf *sc, const char *p,
              const struct url1738_url *u,
              const struct url1738_field_info *f);

/* Every member of the URL's scheme's own object, in the vocabulary's
 * order (nothing for a scheme without one). */
void jw_scheme_fields(struct jw *w, struct buf *sc, const char *p,
                      const struct url1738_url *u);

/* ===== Input lines (lines.c) ===== */

/* Reads one input after another from a file descriptor: one per line,
 * LF-terminated, a trailing CR dropped, a last line without LF kept.
 * Memory grows only to the longest line. */
struct lines {
    int fd;
    char *buf;
    size_t cap, start, end;
    int eof;
    int error;           /* errno of a failed read, else 0 */
    unsigned long long bytes; /* read so far (the progress line) */
};

void lines_init(struct lines *l, int fd);
/* Returns 1 with *line and *len set, or 0 at the end of input (or on a
 * read error: see l->error). */
int lines_next(struct lines *l, const char **line, size_t *len);
void lines_free(struct lines *l);

/* ===== Messages (messages.c) ===== */

/* Every message the program writes, for the one place to translate. A
 * member with a conversion takes what its comment says. */
struct cli_messages {
    /* help */
    const char *usage, *usage_more, *version /* %s version */, *about,
        *commands, *help_cmd, *options, *help_opt, *stdin_note,
        *exit_status;
    /* usage errors: usage_error()'s formats take one %s */
    const char *try_cmd /* %s command */, *try_top, *unknown_option,
        *needs_value, *takes_no_value, *valid_options,
        *unknown_name /* %.*s name, %s option */, *valid_names,
        *unknown_command, *valid_commands, *missing_option,
        *unexpected_argument, *help_one, *missing_base, *compare_one,
        *too_many_fields, *needs_rows, *json_no_parts, *field_needs,
        *unknown_lang, *bad_base /* %s the base */;
    /* I/O errors, whole lines */
    const char *out_of_memory /* %zu bytes */, *write_error /* %s */,
        *stdout_error /* perror's prefix */, *read_stdin_error /* %s */,
        *file_error /* %s command, %s file, %s reason */, *stdin_name;
    /* CMD --help: the exit statuses (a heading, then one line per status
     * 0-4, each ending in a newline) and the global options */
    const char *exit_head, *exit_code[5], *global_options, *lang_help;
    /* an input the default reading refuses and RFC 3986 reads (%s
     * command, %s the input quoted); how many more (%s command, %lu) */
    const char *other_reading, *other_reading_more;
    /* the progress line (%s command, %s done, %s total, %u percent, %s
     * rate, %s time left; unsized: %s command, %s done, %s rate) */
    const char *progress_sized, *progress_unsized;
};

/* The messages in the language of the run (cli_lang_apply() fills it
 * with the catalogue's translations of cli_messages_en's). */
extern struct cli_messages cli_text;
extern const struct cli_messages cli_messages_en;

/* Makes cli_text and cli_tr() speak cli_lang. */
void cli_lang_apply(void);

/* A help text of the program (an option's help, a command's summary or
 * paragraph) in cli_lang: its translation, or itself when it has none. */
const char *cli_tr(const char *english);

/* The form of (singular, plural) for the number n in cli_lang (ngettext:
 * the Plural-Forms of the language's catalogue). */
const char *cli_ngettext(const char *singular, const char *plural,
                         unsigned long n);

/* The text of errno value e in cli_lang: the C library's (strerror, in
 * the locale main() set) when it is in that language, else the
 * catalogue's own text for the common values, else the C library's. */
const char *cli_strerror(int e);

/* ===== Subcommands ===== */

/* Exit statuses (cli-contract "Common rules"). */
/* 3: local I/O (an input not read, the output not written); fetch's 4,
 * a network or server error, is its own (cmd_fetch.c). */
enum { EXIT_VALID = 0, EXIT_INVALID = 1, EXIT_USAGE = 2, EXIT_IO = 3 };

/* The arguments of a subcommand once its options are taken out. */
struct args {
    int n;
    char **v;
    int dashdash;        /* "--" was given: "-" is then a URL like any */
};

/* The values an option accepts: the i-th name, NULL past the last. */
typedef const char *(*names_fn)(size_t i);

/* An option a subcommand accepts: "--name", or "--name=VALUE" and
 * "--name VALUE". Each subcommand has one table of them, ended by a
 * NULL name, which both parse_args() and its --help read (opts.c). */
struct opt {
    const char *name;    /* without the leading "--" */
    const char *arg;     /* the value as help shows it; NULL: a flag */
    const char **value;  /* receives the value (or "" for a flag) */
    const char *help;    /* one line of explanation */
    names_fn names;      /* the values it accepts, or NULL for any (for
                          * a name in capitals, build's PART: the names
                          * it stands for; parse_args never matches it) */
    int list;            /* the value is a comma-separated list of names */
};

/* The end of an option table. */
#define OPT_END { NULL, NULL, NULL, NULL, NULL, 0 }

/* --allow-port=N of plan and fetch (url1738_plan_allow): the table's
 * entry, and its value read into *port (0 when v is NULL): 0, or
 * EXIT_USAGE after a message when v is not a port 1-65535. */
#define OPT_ALLOW_PORT(v)                                                    \
    { "allow-port", "N", (v),                                                \
      N_("connect to reserved port N (1-1023) though it is not the "         \
         "scheme's default (RFC 1738 6)"), NULL, 0 }
int cli_allow_port(const char *cmd, const char *v, unsigned *port);

/* A subcommand (main.c's table): its name, what it takes after the
 * options, a one-line summary and a paragraph for its --help. */
struct command {
    const char *name;
    int (*fn)(int argc, char **argv);
    const char *args;
    const char *summary;
    const char *about;
    int last_exit;    /* the highest exit status it returns (--help) */
};

/* The command called name, or NULL; the i-th command, or NULL past the
 * last; the i-th command's name (a names_fn). */
const struct command *cli_command(const char *name);
const struct command *cli_command_at(size_t i);
const char *cli_command_name(size_t i);

/* ===== The progress line (progress.c) ===== */

struct progress {
    int on, sized;
    unsigned long long total, done;
    double start, last;
    const char *cmd;
};

/* The run's progress line: each_input() updates it while it reads
 * standard input; a subcommand sets it up with progress_init(). */
extern struct progress cli_progress;

/* Whether fd is a regular file, and then the bytes left from its
 * offset. */
int progress_size(int fd, unsigned long long *size);

/* Sets up pg for cmd: on when on (--progress) is not NULL, off when off
 * (--no-progress) is not NULL, else when standard error is a terminal,
 * standard output is not, and the input is sized (total bytes). */
void progress_init(struct progress *pg, const char *cmd, const char *on,
                   const char *off, int sized, unsigned long long total);

/* done bytes read in all: redraws at most every 0.2 s. */
void progress_update(struct progress *pg, unsigned long long done);

/* The last line (with a newline), when the line was on. */
void progress_end(struct progress *pg);

/* The --progress and --no-progress entries of an option table. */
#define OPT_PROGRESS(on, off)                                                \
    { "progress", NULL, (on),                                                \
      N_("a progress line on standard error (default: when a terminal)"),        \
      NULL, 0 },                                                             \
    { "no-progress", NULL, (off), N_("no progress line"), NULL, 0 }

/* Sets up cli_progress for a subcommand that reads URLs from standard
 * input when a says so (each_input's rule). */
void progress_for_input(const char *cmd, const struct args *a,
                        const char *on, const char *off);

/* What to do next when the default reading refuses an input: under
 * RFC 1738 (no --spec given) an input that RFC 3986 reads is named on
 * stderr (the first; cli_other_reading_end() says how many in all). */
void cli_other_reading(const char *cmd, const char *p, size_t len);
void cli_other_reading_end(const char *cmd);

/* The names of --spec (cli-contract "Readings"): url1738_spec_name() of
 * URL1738_SPEC_RFC1738 (the default, 0) and URL1738_SPEC_RFC3986 (1). */
const char *cli_spec_name(size_t i);

/* ===== The WHATWG reading (whatwg.c) ===== */

/* The names of --spec for the subcommands that read the WHATWG URL
 * Standard too: rfc1738, rfc3986, whatwg. */
const char *cli_spec_name_whatwg(size_t i);

/* The reading a --spec value names (checked by parse_args); RFC 1738 for
 * NULL. */
enum url1738_spec cli_spec_of(const char *name);

/* A URL read under the WHATWG reading: its href in out, its parts in u;
 * the base of --base, when given, in base and base_u. */
struct cli_whatwg {
    struct buf out, base;
    struct url1738_whatwg u, base_u;
    int has_base;
};

/* Reads p[0..len) (against the base, if any) into w. */
enum url1738_code cli_whatwg(struct cli_whatwg *w, const char *p,
                             size_t len, struct url1738_error *err);

/* Reads --base (NULL: none) into w: 0, or EXIT_USAGE after a message. */
int cli_whatwg_base(struct cli_whatwg *w, const char *cmd, const char *base);

void cli_whatwg_free(struct cli_whatwg *w);

/* parse's object under the WHATWG reading (cli-contract "The WHATWG
 * reading"). */
void cli_whatwg_json(const struct cli_whatwg *w, const char *in, size_t len,
                     enum url1738_code rc, const struct url1738_error *err);

/* Separates options from positional arguments (argv[0] is the subcommand
 * name). -h or --help before "--" prints the help and exits 0. Returns
 * 0, or EXIT_USAGE after a message for an unknown option, a missing
 * value or a name the option does not accept (listing the valid ones). */
int parse_args(const char *cmd, int argc, char **argv,
               const struct opt *opts, struct args *out);

/* Prints the help of cmd and exits 0 when argv asks for it (-h or
 * --help before "--"): for subcommands that read their own options. */
void help_if_asked(const char *cmd, int argc, char **argv,
                   const struct opt *opts);

/* Whether v (a comma-separated list when o->list) holds only names that
 * o->names gives: 0, or EXIT_USAGE after a message listing them. */
int check_names(const char *cmd, const struct opt *o, const char *v);

/* `url1738 CMD --help` on stdout; `url1738 --help` on stdout or stderr;
 * `url1738 --version`. */
void print_help(const char *cmd, const struct opt *opts);
void print_main_help(FILE *to);
void print_version(void);

/* `url1738 --completion-table` (the commands and the global options) and
 * `url1738 CMD --completion-table` (help_if_asked: CMD's options), one
 * line each: KIND TAB NAME TAB ARG TAB "list" or "" TAB the names the
 * value may be, comma-separated. tools/completion.sh writes the bash and
 * zsh completions from it: the same tables as --help. */
void print_completion_table(void);

/* Calls fn for every input: the arguments, or standard input's lines when
 * there are none or the only one is "-" (not after "--"). Returns
 * EXIT_VALID when every call returned 0, else EXIT_INVALID. */
int each_input(const struct args *a,
               int (*fn)(const char *p, size_t len, void *ctx), void *ctx);

/* Prints "url1738 CMD: message" and the usage hint on stderr; returns
 * EXIT_USAGE. */
int usage_error(const char *cmd, const char *fmt, const char *arg);

/* Writes p[0..n) to f for a terminal: C0 controls (ESC included), DEL,
 * C1 controls (U+0080-U+009F) and bytes that are not UTF-8 are written
 * as \xHH escapes, never raw; printable ASCII and other UTF-8 as is.
 * Every byte of an input or of a server that reaches stderr goes
 * through it. */
void term_safe(FILE *f, const char *p, size_t n);
/* msg with its first "%XX" (a translation's name for an escape) replaced
 * by the escape itself, in[off .. off + 3), when one is there: "%2F が
 * 予約文字を符号化している" (issue 28). buf (cap bytes) holds the text;
 * msg itself when there is nothing to replace or no room. */
const char *cli_real_escape(const char *msg, const char *in, size_t len,
                            size_t off, char *buf, size_t cap);
/* The message of err, an error at err->offset of in[0..len), in the
 * language of the run, naming the escape of the input rather than "%XX":
 * for E_ESCAPE the malformed escape itself ("%G1 is not an escape: ..."),
 * else cli_real_escape()'s. buf (cap bytes) holds the text when it is
 * not the catalogue's. in may be NULL (no input known). */
const char *cli_error_message(const struct url1738_error *err,
                              const char *in, size_t len, char *buf,
                              size_t cap);

/* term_safe()'s text in a string of its own (free() it). */
char *term_safe_str(const char *p, size_t n);

/* The same for an unknown option, listing the options of opts, and for
 * an unknown command, listing the commands. */
int unknown_option(const char *cmd, const char *a, const struct opt *opts);
int unknown_command(const char *name);

/* Flushes and closes standard output; returns rc, or 3 after a message
 * when the output could not be written (a full disk, /dev/full). */
int cli_finish(int rc);

/* ===== Display width of the help (width.c) ===== */

/* The help fills lines to this many terminal columns in every language. */
#define CLI_HELP_COLUMNS 78

/* The bytes of the character at s[0] (a NUL-terminated string): 1 for
 * ASCII and for a byte that starts no valid UTF-8 sequence, else 2-4. */
size_t cli_char_len(const char *s);

/* The code point of the len-byte character at s (cli_char_len's). */
unsigned long cli_char_code(const char *s, size_t len);

/* The columns code point cp takes: 2 East Asian Wide or Fullwidth, 1
 * else. */
unsigned cli_char_width(unsigned long cp);

/* The columns of s[0 .. n) (or up to its NUL). */
size_t cli_width(const char *s, size_t n);

/* Whether a line may break between two characters with no space between
 * them: between two wide characters, not before a closing mark or a
 * pause ('、', '。', '）') nor after an opening mark. */
int cli_may_break(unsigned long before, unsigned long after);

/* ===== Language (lang.c) ===== */

/* The language messages are written in: --lang, else the locale
 * variables (cli_lang_from_env), else English. */
extern enum url1738_lang cli_lang;

/* The language a locale name (LC_ALL's form, e.g. "ja_JP.UTF-8") asks
 * for by the catalogues' Language and X-URL1738-Locales (lang.c);
 * English when none has it. */
enum url1738_lang cli_lang_of_locale(const char *loc);

/* Sets cli_lang from LC_ALL, LC_MESSAGES, LANG (the first set and not
 * empty) and LANGUAGE, as gettext does (lang.c). */
void cli_lang_from_env(void);

/* Under a locale whose codeset is not UTF-8 (ja_JP.eucJP), says once on
 * standard error that the output is UTF-8. */
void cli_codeset_note(void);

/* Sets cli_lang from a tag of --lang (en, ja, zh-Hant); -1 if unknown. */
int cli_lang_set(const char *tag);

/* The tags --lang accepts, as a names_fn: en, ja, zh-Hant. */
const char *cli_lang_name(size_t i);

/* A message of the library in cli_lang. */
const char *cli_msg(const char *english);

int cmd_parse(int argc, char **argv);
int cmd_plan(int argc, char **argv);
int cmd_lint(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_normalize(int argc, char **argv);
int cmd_encode(int argc, char **argv);
int cmd_decode(int argc, char **argv);
int cmd_build(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_extract(int argc, char **argv);
int cmd_resolve(int argc, char **argv);
int cmd_relativize(int argc, char **argv);
int cmd_fetch(int argc, char **argv);

#endif /* URL1738_CLI_H */
