# SPDX-License-Identifier: MIT
# url1738 - one plain Makefile. `make` builds the libraries and the program,
# `make test` builds and runs every test and ends with "N passed, N failed".

CC ?= cc
CFLAGS ?= -O2 -g
WARN = -std=c11 -Wall -Wextra -Wpedantic -Werror -Wshadow \
       -Wmissing-prototypes -Wstrict-prototypes -Wwrite-strings
CPPFLAGS += -Iinclude -I$(BUILD)/gen
# The program and the tests use POSIX I/O; the library needs only C11.
POSIX = -D_POSIX_C_SOURCE=200809L
# Every compile writes the headers it read into TARGET.d (-MP: a header
# removed later does not break the build), included at the end of this
# file: touching any header rebuilds exactly what includes it.
DEP = -MMD -MP -MF $@.d -MT $@

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
MANDIR ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
INSTALL ?= install
BUILD ?= build
# The shared library's version follows the header's URL1738_VERSION; the
# soname carries only the major number (an ABI break bumps it).
VERSION := $(shell sed -n 's/^\#define URL1738_VERSION "\(.*\)"/\1/p' \
             include/url1738.h)
SONAME = liburl1738.so.1
REALNAME = liburl1738.so.$(VERSION)

# The library's sources sit in one folder per layer (src/grammar, src/simd,
# src/readings, src/ops, src/hosts, src/plans, src/i18n: docs/
# architecture.md); every .c in src/ or one folder below is built, so a new
# file needs no line here. Objects mirror the folders. The library's files
# (and the tests and tools that look inside it) name an internal header by
# its folder: #include "grammar/grammar.h", found through -Isrc.
LIB_SRC := $(sort $(wildcard src/*.c src/*/*.c))
LIB_HDR := $(sort $(wildcard src/*.h src/*/*.h))
LIB_INC = -Isrc
# IDNA for the WHATWG reading (src/whatwg/idna.c): ICU's headers at build
# time (Debian libicu-dev), the library itself loaded when first needed.
# `make ICU=0` builds without it (non-ASCII domains are then refused).
ICU ?= 1
ifeq ($(ICU),0)
CPPFLAGS += -DURL1738_NO_ICU
else
CPPFLAGS += $(shell pkg-config --cflags icu-uc 2>/dev/null)
endif
LIB_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/obj/%.o)
PIC_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/pic/%.o)
CLI_SRC := $(sort $(wildcard cli/*.c))
CLI_OBJ := $(CLI_SRC:cli/%.c=$(BUILD)/cli/%.o)
TEST_SRC := $(sort $(wildcard tests/t_*.c))
TEST_BIN := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)
# The access layer (access/, include/url1738_access.h): I/O on top of the
# grammar, in its own archive so that the parsing library stays I/O-free.
ACC_SRC := $(sort $(wildcard access/*.c))
ACC_OBJ := $(ACC_SRC:access/%.c=$(BUILD)/acc/%.o)

.PHONY: all test clean lint install uninstall
all: $(BUILD)/liburl1738.a $(BUILD)/gen/rulecheck.ok $(BUILD)/liburl1738.so \
     $(BUILD)/url1738 $(BUILD)/liburl1738_access.a \
     $(BUILD)/completion/url1738.bash $(BUILD)/completion/_url1738

$(BUILD)/obj/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(CPPFLAGS) $(LIB_INC) $(CFLAGS) -c $< -o $@

$(BUILD)/pic/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(CPPFLAGS) $(LIB_INC) $(CFLAGS) -fPIC \
	    -fvisibility=hidden \
	    -c $< -o $@

# The Public Suffix List built into the library (src/hosts/psl.c): read at
# build time from Debian's publicsuffix package by tools/psl_gen.c, never
# kept in the repository. A missing list fails the build, saying what to install.
PSL_DAT ?= /usr/share/publicsuffix/public_suffix_list.dat
PSL_VERSION := $(shell dpkg-query -W -f='publicsuffix $${Version}' \
                 publicsuffix 2>/dev/null)
PSL_GEN_SRC = tools/psl_gen.c src/hosts/psl_build.c src/grammar/errors.c \
              src/grammar/chars.c src/grammar/write.c
$(BUILD)/gen/psl_gen: $(PSL_GEN_SRC) $(LIB_HDR) include/url1738.h
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CPPFLAGS) $(LIB_INC) $(CFLAGS) -o $@ $(PSL_GEN_SRC)

$(BUILD)/gen/psl_table.h: $(BUILD)/gen/psl_gen $(wildcard $(PSL_DAT))
	$(BUILD)/gen/psl_gen $(PSL_DAT) "$(PSL_DAT) ($(PSL_VERSION))" > $@.tmp
	mv $@.tmp $@

$(BUILD)/obj/hosts/psl.o $(BUILD)/pic/hosts/psl.o: $(BUILD)/gen/psl_table.h \
                                                src/hosts/psl.h

# The message catalogues (po/LL.po, one per language, against the template
# po/url1738.pot) compiled into constant tables: the library's texts
# (catalog_lib.h, read by src/i18n/messages.c) and the program's
# (catalog_cli.h, read by cli/lang.c). docs/translating.md.
PO_FILES := $(sort $(wildcard po/*.po))
$(BUILD)/gen/catalog_lib.h: po/url1738.pot $(PO_FILES) tools/po2c.py tools/po.py
	@mkdir -p $(@D)
	python3 tools/po2c.py lib catalog_lib po/url1738.pot $(PO_FILES) > $@.tmp
	mv $@.tmp $@

$(BUILD)/gen/catalog_cli.h: po/url1738.pot $(PO_FILES) tools/po2c.py tools/po.py
	@mkdir -p $(@D)
	python3 tools/po2c.py cli catalog_cli po/url1738.pot $(PO_FILES) > $@.tmp
	mv $@.tmp $@

$(BUILD)/obj/i18n/messages.o $(BUILD)/pic/i18n/messages.o: \
    $(BUILD)/gen/catalog_lib.h src/i18n/catalog.h
$(BUILD)/cli/lang.o: $(BUILD)/gen/catalog_cli.h src/i18n/catalog.h

# `make pot`: po/url1738.pot written again from the sources' N_() and C_()
# texts (tools/xgettext.py), and each po/LL.po merged with it (msgmerge:
# a new text comes untranslated, a changed one fuzzy). tests/t_po.sh
# fails when the committed template is not the sources'.
XGETTEXT_SRC = $(LIB_SRC) $(ACC_SRC) $(CLI_SRC)
POT ?= po/url1738.pot
.PHONY: pot pot-extract
pot-extract: $(BUILD)/gen/psl_table.h
	python3 tools/xgettext.py '$(CC) -std=c11 -Iinclude -Isrc -I$(BUILD)/gen' \
	    $(XGETTEXT_SRC) > $(POT).tmp
	mv $(POT).tmp $(POT)

pot: pot-extract
	for f in $(PO_FILES); do \
	    msgmerge -q --no-wrap --previous -U --backup=none $$f po/url1738.pot || exit 1; \
	done

$(BUILD)/liburl1738.a: $(LIB_OBJ)
	rm -f $@
	$(AR) rcs $@ $^

# The copies of a grammar rule that the fast paths keep for speed, held to
# the rule at build time (tools/rulecheck.c; docs/architecture.md, "One
# rule, one place"): a copy that drifts fails `make`.
$(BUILD)/gen/rulecheck: tools/rulecheck.c $(BUILD)/liburl1738.a
	@mkdir -p $(@D)
	$(CC) $(WARN) $(POSIX) $(CPPFLAGS) $(LIB_INC) $(CFLAGS) $(LDFLAGS) \
	    -o $@ $< $(BUILD)/liburl1738.a

$(BUILD)/gen/rulecheck.ok: $(BUILD)/gen/rulecheck
	$(BUILD)/gen/rulecheck $@

$(BUILD)/$(REALNAME): $(PIC_OBJ)
	$(CC) $(CFLAGS) -shared -Wl,-soname,$(SONAME) $(LDFLAGS) -o $@ $^

$(BUILD)/liburl1738.so: $(BUILD)/$(REALNAME)
	ln -sf $(REALNAME) $(BUILD)/$(SONAME)
	ln -sf $(REALNAME) $@

$(BUILD)/cli/%.o: cli/%.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

$(BUILD)/acc/%.o: access/%.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

$(BUILD)/liburl1738_access.a: $(ACC_OBJ)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/url1738: $(CLI_OBJ) $(BUILD)/liburl1738_access.a $(BUILD)/liburl1738.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CLI_OBJ) \
	    $(BUILD)/liburl1738_access.a $(BUILD)/liburl1738.a

# Shell completions, written from the program's own option tables (the
# ones --help is written from): tools/completion.sh.
$(BUILD)/completion/url1738.bash: $(BUILD)/url1738 tools/completion.sh
	@mkdir -p $(@D)
	sh tools/completion.sh $(BUILD)/url1738 bash > $@.tmp && mv $@.tmp $@

$(BUILD)/completion/_url1738: $(BUILD)/url1738 tools/completion.sh
	@mkdir -p $(@D)
	sh tools/completion.sh $(BUILD)/url1738 zsh > $@.tmp && mv $@.tmp $@

$(BUILD)/tests/harness.o: tests/harness.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(LIB_INC) $(CFLAGS) -c $< -o $@

$(BUILD)/tests/%: tests/%.c $(BUILD)/tests/harness.o $(BUILD)/liburl1738.a
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(LIB_INC) $(CFLAGS) $(LDFLAGS) \
	    -o $@ $< $(BUILD)/tests/harness.o $(BUILD)/liburl1738.a

# t_access drives the access layer's protocol state machines from memory.
$(BUILD)/tests/t_access: tests/t_access.c $(BUILD)/tests/harness.o \
                         $(BUILD)/liburl1738_access.a $(BUILD)/liburl1738.a
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(LIB_INC) -Iaccess $(CFLAGS) \
	    $(LDFLAGS) -o $@ $< $(BUILD)/tests/harness.o \
	    $(BUILD)/liburl1738_access.a $(BUILD)/liburl1738.a

# t_whatwg_wpt reads the Web Platform Tests' JSON with the program's
# reader (cli/json_read.c).
$(BUILD)/tests/t_whatwg_wpt: tests/t_whatwg_wpt.c $(BUILD)/tests/harness.o \
                             $(BUILD)/cli/json_read.o $(BUILD)/liburl1738.a
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) -Isrc $(CFLAGS) $(LDFLAGS) \
	    -o $@ $< $(BUILD)/tests/harness.o $(BUILD)/cli/json_read.o \
	    $(BUILD)/liburl1738.a

# t_i18n checks that every message literal of the library is translated:
# the list comes from the sources themselves (tests/i18n_scan.py).
$(BUILD)/tests/i18n_messages.txt: $(LIB_SRC) $(LIB_HDR) \
                                 include/url1738.h tests/i18n_scan.py po/url1738.pot \
                                 $(BUILD)/gen/psl_table.h $(BUILD)/gen/catalog_lib.h
	@mkdir -p $(@D)
	python3 tests/i18n_scan.py '$(CC) -I$(BUILD)/gen' $(filter-out src/i18n/messages.c,$(LIB_SRC)) > $@.tmp && mv $@.tmp $@

$(BUILD)/tests/t_i18n: $(BUILD)/tests/i18n_messages.txt

# The RFC 3986 oracle test links uriparser (Debian liburiparser-dev), in
# this test only: never a dependency of the library. Without it the build
# of this test fails, and so does make test.
$(BUILD)/tests/t_rfc3986_oracle: tests/t_rfc3986_oracle.c tests/harness.h tests/peers/peers.h $(BUILD)/tests/harness.o $(BUILD)/liburl1738.a
	@mkdir -p $(@D)
	@pkg-config --exists liburiparser || { echo "t_rfc3986_oracle needs liburiparser-dev (pkg-config liburiparser)"; exit 1; }
	$(CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(LIB_INC) $$(pkg-config --cflags liburiparser) $(CFLAGS) $(LDFLAGS) -o $@ $< \
	    $(BUILD)/tests/harness.o $(BUILD)/liburl1738.a $$(pkg-config --libs liburiparser)

$(BUILD)/e2e: tests/e2e.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(POSIX) $(CFLAGS) -o $@ $<

test: test-build
	@BUILD=$(BUILD) sh tests/run.sh $(TEST_BIN)

# Everything `make test` runs, built but not run (CI's -O3 builds).
# PY_SAN: the sanitizers CC carries (make test-sanitize; see python-san).
PY_SAN := $(filter -fsanitize=% -fno-sanitize-recover=%,$(CC))
.PHONY: test-build
test-build: all $(TEST_BIN) $(BUILD)/e2e $(BUILD)/abi_dump python \
            $(if $(PY_SAN),python-san)

# `make abi-check`: the exported symbols and the public structs' layout
# against abi/liburl1738.abi (tests/t_abi.sh runs it in `make test`);
# `make abi-update` records a deliberate change (abi/README).
.PHONY: abi-check abi-update
$(BUILD)/abi_dump: abi/dump.c include/url1738.h
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -o $@ abi/dump.c

abi-check: $(BUILD)/liburl1738.so $(BUILD)/abi_dump
	@sh abi/check.sh $(BUILD)

abi-update: $(BUILD)/liburl1738.so $(BUILD)/abi_dump
	@sh abi/check.sh $(BUILD) --update

# `make bench`: url1738 against uriparser, libcurl, GLib and Boost.URL on
# every corpus (bench/run.sh installs the peers with apt-get where
# missing); extract beside ripgrep, GNU grep and urlscan on the Debian
# copyright files (bench/extract.sh) and the program per subcommand
# (bench/cli.sh), their tables also in $(BUILD)/bench/. Never part of
# `make test`.
.PHONY: bench
bench: all
	CC="$(CC)" sh bench/run.sh $(BUILD)
	sh bench/extract.sh $(BUILD) | tee $(BUILD)/bench/extract.md
	sh bench/cli.sh $(BUILD) | tee $(BUILD)/bench/cli.md

# ===== Hardening (docs/hardening.md) =====
# The fuzz targets, built with -DFUZZ_REPLAY, are linked into
# tests/t_regress, which replays tests/regress/ in `make test`.
FUZZ_SRC := $(sort $(wildcard fuzz/fuzz_*.c))
FUZZ_NAMES := $(FUZZ_SRC:fuzz/fuzz_%.c=%)
REPLAY_OBJ := $(FUZZ_SRC:fuzz/%.c=$(BUILD)/fuzz/%.o)

$(BUILD)/fuzz/%.o: fuzz/%.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(LIB_INC) -Iaccess -DFUZZ_REPLAY \
	    $(CFLAGS) -c $< -o $@

$(BUILD)/tests/t_regress: tests/t_regress.c $(BUILD)/tests/harness.o $(REPLAY_OBJ) $(BUILD)/liburl1738_access.a $(BUILD)/liburl1738.a
	@mkdir -p $(@D)
	$(CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(LIB_INC) \
	    '-DFUZZ_LIST=$(foreach n,$(FUZZ_NAMES),X($(n)))' $(CFLAGS) \
	    $(LDFLAGS) -o $@ $< $(BUILD)/tests/harness.o $(REPLAY_OBJ) \
	    $(BUILD)/liburl1738_access.a $(BUILD)/liburl1738.a

# `make test-sanitize`: the whole suite built with ASan and UBSan (any
# finding is fatal) in its own build directory, then the end-to-end cases
# with the plain program under valgrind memcheck.
SAN_CC ?= $(CC)
SAN_FLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
            -fno-sanitize-recover=all
.PHONY: test-sanitize test-valgrind fuzz fuzz-build
# CC carries the flags because the shell tests build consumers with $$CC;
# they also load the library into programs not built with ASan (sqlite3),
# where ASan is not first in the library list: it is told that is fine.
test-sanitize:
	ASAN_OPTIONS=verify_asan_link_order=0 $(MAKE) BUILD=build-san \
	    CC='$(SAN_CC) $(SAN_FLAGS)' CFLAGS='-g' test
	$(MAKE) test-valgrind

test-valgrind: all $(BUILD)/e2e
	@BUILD=$(BUILD) sh tests/valgrind.sh

# `make fuzz FUZZ_SECONDS=N`: every target N seconds with libFuzzer
# (clang), seeded from tests/ and the URL corpora (tests/data/urls); any finding
# fails. Reports the executions of each target.
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 30
FUZZ_BUILD ?= build-fuzz
FUZZ_CFLAGS = -O1 -g -fno-omit-frame-pointer -fno-sanitize-recover=all
FUZZ_OBJ := $(LIB_SRC:src/%.c=$(FUZZ_BUILD)/obj/%.o) \
            $(ACC_SRC:access/%.c=$(FUZZ_BUILD)/acc/%.o)
FUZZ_BIN := $(FUZZ_NAMES:%=$(FUZZ_BUILD)/fuzz_%)
$(FUZZ_BUILD)/obj/hosts/psl.o: $(BUILD)/gen/psl_table.h src/hosts/psl.h
$(FUZZ_BUILD)/obj/i18n/messages.o: $(BUILD)/gen/catalog_lib.h

$(FUZZ_BUILD)/obj/%.o: src/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(WARN) $(DEP) $(CPPFLAGS) $(LIB_INC) $(FUZZ_CFLAGS) \
	    -fsanitize=fuzzer-no-link,address,undefined -c $< -o $@

$(FUZZ_BUILD)/acc/%.o: access/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(FUZZ_CFLAGS) \
	    -fsanitize=fuzzer-no-link,address,undefined -c $< -o $@

$(FUZZ_BUILD)/fuzz_%: fuzz/fuzz_%.c $(FUZZ_OBJ)
	$(FUZZ_CC) $(WARN) $(DEP) $(POSIX) $(CPPFLAGS) $(LIB_INC) -Iaccess \
	    $(FUZZ_CFLAGS) \
	    -fsanitize=fuzzer,address,undefined -o $@ $< $(FUZZ_OBJ)

# Kept between runs: the fuzz objects are only prerequisites of rules.
.SECONDARY: $(FUZZ_OBJ)

fuzz-build: $(FUZZ_BIN)

fuzz: fuzz-build
	@FUZZ_BUILD=$(FUZZ_BUILD) FUZZ_SECONDS=$(FUZZ_SECONDS) \
	    sh fuzz/run.sh $(FUZZ_NAMES)

# Bans what the library must not use: the locale-dependent <ctype.h>,
# strlen on input, allocation, unbounded formatting.
lint:
	@! grep -nE '\b(strlen|isalpha|isdigit|isalnum|isspace|tolower|toupper|malloc|calloc|realloc|free|sprintf|strcpy|strcat)\s*\(|<ctype\.h>|<locale\.h>' $(LIB_SRC) $(LIB_HDR) \
	    || { echo "lint: banned function in src/"; exit 1; }
	@echo "lint: ok"

clean:
	rm -rf $(BUILD)

# ----- The SQLite extension (sqlite/), built only where sqlite3ext.h is
# (Debian: libsqlite3-dev). It links the library's PIC objects statically
# and exports only its entry points.
HAVE_SQLITE := $(shell echo '\#include <sqlite3ext.h>' | \
                 $(CC) $(CPPFLAGS) -E -x c - >/dev/null 2>&1 && echo 1)
ifeq ($(HAVE_SQLITE),1)
all: $(BUILD)/url1738_sqlite.so
endif

$(BUILD)/liburl1738_pic.a: $(PIC_OBJ)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/url1738_sqlite.so: sqlite/url1738_sqlite.c $(BUILD)/liburl1738_pic.a
	$(CC) $(WARN) $(DEP) $(CPPFLAGS) -Icli $(CFLAGS) -fPIC -shared $(LDFLAGS) \
	    -Wl,--exclude-libs,ALL -o $@ $< $(BUILD)/liburl1738_pic.a

# ----- make install PREFIX=... DESTDIR=...; make uninstall removes exactly
# what install puts there (directories are left, they may be shared).
# `man url1738_parse` and every other public function: a link page
# (".so man3/url1738.3") per function the header declares, listed from the
# header itself so that it cannot drift.
LPAREN := (
MAN3_LINKS := $(shell grep '^URL1738_API' include/url1738.h | \
                grep -o 'url1738_[a-z0-9_]*$(LPAREN)' | tr -d '$(LPAREN)')
INSTALLED = $(MAN3_LINKS:%=$(MANDIR)/man3/%.3) \
            $(MAN3_LINKS:%=$(MANDIR)/ja/man3/%.3) \
            $(MAN3_LINKS:%=$(MANDIR)/zh_TW/man3/%.3) \
            $(BINDIR)/url1738 $(INCLUDEDIR)/url1738.h \
            $(INCLUDEDIR)/url1738_access.h $(LIBDIR)/liburl1738_access.a \
            $(LIBDIR)/liburl1738.a $(LIBDIR)/$(REALNAME) \
            $(LIBDIR)/$(SONAME) $(LIBDIR)/liburl1738.so \
            $(PKGCONFIGDIR)/url1738.pc $(PKGCONFIGDIR)/url1738-access.pc \
            $(MANDIR)/man1/url1738.1 \
            $(MANDIR)/man3/url1738.3 $(MANDIR)/man7/url1738.7 \
            $(MANDIR)/ja/man1/url1738.1 $(MANDIR)/zh_TW/man1/url1738.1 \
            $(MANDIR)/ja/man3/url1738.3 $(MANDIR)/zh_TW/man3/url1738.3 \
            $(MANDIR)/ja/man7/url1738.7 $(MANDIR)/zh_TW/man7/url1738.7 \
            $(BASHCOMPDIR)/url1738 $(ZSHCOMPDIR)/_url1738 \
            $(if $(filter 1,$(HAVE_SQLITE)),$(LIBDIR)/url1738_sqlite.so)

# url1738.pc and url1738-access.pc (Requires: url1738).
$(BUILD)/%.pc: %.pc.in include/url1738.h FORCE
	@mkdir -p $(@D)
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' \
	    -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' -e 's|@VERSION@|$(VERSION)|g' \
	    $< > $@

install: all $(BUILD)/url1738.pc $(BUILD)/url1738-access.pc
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(INCLUDEDIR) \
	    $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) \
	    $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3 \
	    $(DESTDIR)$(MANDIR)/man7
	$(INSTALL) -m 755 $(BUILD)/url1738 $(DESTDIR)$(BINDIR)/url1738
	$(INSTALL) -m 644 include/url1738.h $(DESTDIR)$(INCLUDEDIR)/url1738.h
	$(INSTALL) -m 644 include/url1738_access.h \
	    $(DESTDIR)$(INCLUDEDIR)/url1738_access.h
	$(INSTALL) -m 644 $(BUILD)/liburl1738_access.a \
	    $(DESTDIR)$(LIBDIR)/liburl1738_access.a
	$(INSTALL) -m 644 $(BUILD)/liburl1738.a $(DESTDIR)$(LIBDIR)/liburl1738.a
	$(INSTALL) -m 755 $(BUILD)/$(REALNAME) $(DESTDIR)$(LIBDIR)/$(REALNAME)
	ln -sf $(REALNAME) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(REALNAME) $(DESTDIR)$(LIBDIR)/liburl1738.so
	$(INSTALL) -m 644 $(BUILD)/url1738.pc $(DESTDIR)$(PKGCONFIGDIR)/url1738.pc
	$(INSTALL) -m 644 $(BUILD)/url1738-access.pc \
	    $(DESTDIR)$(PKGCONFIGDIR)/url1738-access.pc
	$(INSTALL) -m 644 docs/url1738.1 $(DESTDIR)$(MANDIR)/man1/url1738.1
	$(INSTALL) -m 644 docs/url1738.3 $(DESTDIR)$(MANDIR)/man3/url1738.3
	$(INSTALL) -m 644 docs/url1738.7 $(DESTDIR)$(MANDIR)/man7/url1738.7
	$(INSTALL) -d $(DESTDIR)$(MANDIR)/ja/man1 $(DESTDIR)$(MANDIR)/zh_TW/man1
	$(INSTALL) -m 644 docs/ja/url1738.1 $(DESTDIR)$(MANDIR)/ja/man1/url1738.1
	$(INSTALL) -m 644 docs/zh-Hant/url1738.1 \
	    $(DESTDIR)$(MANDIR)/zh_TW/man1/url1738.1
	$(INSTALL) -d $(DESTDIR)$(MANDIR)/ja/man3 $(DESTDIR)$(MANDIR)/zh_TW/man3
	$(INSTALL) -m 644 docs/ja/url1738.3 $(DESTDIR)$(MANDIR)/ja/man3/url1738.3
	$(INSTALL) -m 644 docs/zh-Hant/url1738.3 \
	    $(DESTDIR)$(MANDIR)/zh_TW/man3/url1738.3
	$(INSTALL) -d $(DESTDIR)$(MANDIR)/ja/man7 $(DESTDIR)$(MANDIR)/zh_TW/man7
	$(INSTALL) -m 644 docs/ja/url1738.7 $(DESTDIR)$(MANDIR)/ja/man7/url1738.7
	$(INSTALL) -m 644 docs/zh-Hant/url1738.7 \
	    $(DESTDIR)$(MANDIR)/zh_TW/man7/url1738.7
ifeq ($(HAVE_SQLITE),1)
	$(INSTALL) -m 755 $(BUILD)/url1738_sqlite.so \
	    $(DESTDIR)$(LIBDIR)/url1738_sqlite.so
endif
	$(INSTALL) -d $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	$(INSTALL) -m 644 $(BUILD)/completion/url1738.bash \
	    $(DESTDIR)$(BASHCOMPDIR)/url1738
	$(INSTALL) -m 644 $(BUILD)/completion/_url1738 \
	    $(DESTDIR)$(ZSHCOMPDIR)/_url1738
	for d in man3 ja/man3 zh_TW/man3; do \
	    for f in $(MAN3_LINKS); do \
	        printf '.so man3/url1738.3\n' >$(DESTDIR)$(MANDIR)/$$d/$$f.3 \
	        && chmod 644 $(DESTDIR)$(MANDIR)/$$d/$$f.3 || exit 1; \
	    done; \
	done

uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))

.PHONY: FORCE
FORCE:

# ----- The PostgreSQL extension (postgres/, issue 17): built with PGXS by
# the pg_config on the PATH (Debian: postgresql-server-dev-all), in
# $(BUILD)/postgres, with PostgreSQL's own compiler and flags (this
# make's CC, CFLAGS and other command-line settings are not passed on).
# `make install-postgres DESTDIR=...` installs into PostgreSQL's
# directories (pg_config --pkglibdir, --sharedir).
PG_CONFIG ?= pg_config
PG_MAKE = cd $(BUILD)/postgres && MAKEFLAGS= $(MAKE) \
    -f $(CURDIR)/postgres/Makefile PG_CONFIG=$(PG_CONFIG) \
    URL1738_TOP=$(CURDIR) URL1738_LIB=$(CURDIR)/$(BUILD)/liburl1738_pic.a
# Its install scripts of this version are written at build time from
# their templates (postgres/*.sql.in) by postgres/sql_gen.c, which iterates
# the vocabulary for the part functions; url1738--1.1.sql is kept as
# released.
PG_SCRIPTS := $(patsubst postgres/%.sql.in,$(BUILD)/postgres/%.sql,\
                $(wildcard postgres/*.sql.in))
$(BUILD)/postgres/sql_gen: postgres/sql_gen.c $(BUILD)/liburl1738.a
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< \
	    $(BUILD)/liburl1738.a

$(BUILD)/postgres/%.sql: postgres/%.sql.in $(BUILD)/postgres/sql_gen
	$(BUILD)/postgres/sql_gen $< > $@.tmp && mv $@.tmp $@

.PHONY: postgres install-postgres uninstall-postgres
postgres: $(BUILD)/liburl1738_pic.a $(PG_SCRIPTS)
	@command -v $(PG_CONFIG) >/dev/null 2>&1 || { echo "make postgres:" \
	    "$(PG_CONFIG) not found (Debian: apt-get install" \
	    "postgresql postgresql-server-dev-all, or sh tools/deps.sh --test)" >&2; exit 1; }
	@mkdir -p $(BUILD)/postgres
	$(PG_MAKE)

install-postgres: postgres
	$(PG_MAKE) install DESTDIR=$(abspath $(DESTDIR))

uninstall-postgres:
	$(PG_MAKE) uninstall DESTDIR=$(abspath $(DESTDIR))

# The generated header dependencies (see DEP).
-include $(wildcard $(BUILD)/*.d $(BUILD)/*/*.d $(BUILD)/*/*/*.d \
                    $(FUZZ_BUILD)/*.d $(FUZZ_BUILD)/*/*.d \
                    $(FUZZ_BUILD)/*/*/*.d)

# ----- The Python module (python/, docs/python.md), built by setuptools
# with the library's sources compiled in: no run-time dependency.
# `make python` puts it in $(BUILD)/python (PYTHONPATH=$(BUILD)/python).
# Only CC's first word is used: the sanitizer flags of test-sanitize would
# need their run-time library preloaded into python3.
PYTHON ?= python3
PY_SRC := $(wildcard python/*.c python/*.h python/url1738/*.py) python/setup.py
.PHONY: python
python: $(BUILD)/python/.built

$(BUILD)/python/.built: $(PY_SRC) $(LIB_SRC) $(LIB_HDR) $(wildcard include/*.h) \
                        $(BUILD)/gen/psl_table.h
	@mkdir -p $(@D)
	$(call py_build,python,)
	touch $@

# py_build DIR,SANITIZE: the module into $(BUILD)/DIR (objects in
# $(BUILD)/DIR-tmp), every source also compiled with SANITIZE's flags.
py_build = cd python && CC="$(firstword $(CC))" URL1738_CFLAGS="$(WARN)" \
    URL1738_SANITIZE="$(2)" URL1738_ABSOLUTE_SOURCES=1 \
    URL1738_GEN_DIR="$(abspath $(BUILD))/gen" \
    $(PYTHON) setup.py -q build_ext --force \
    --build-lib "$(abspath $(BUILD))/$(1)" \
    --build-temp "$(abspath $(BUILD))/$(1)-tmp"
PY_SAN_FLAGS = -O1 -g -fno-omit-frame-pointer $(PY_SAN)

# Under make test-sanitize (CC carries -fsanitize=...) the module is also
# built with those sanitizers into $(BUILD)/python-san, which
# tests/t_python.sh runs the Python tests against a second time.
.PHONY: python-san
python-san: $(BUILD)/python-san/.built

$(BUILD)/python-san/.built: $(PY_SRC) $(LIB_SRC) $(LIB_HDR) \
                            $(wildcard include/*.h) $(BUILD)/gen/psl_table.h
	@mkdir -p $(@D)
	$(call py_build,python-san,$(PY_SAN_FLAGS))
	touch $@

# `make install-python [VENV=DIR]`: the module installed the way Debian
# allows (PEP 668: not into the system's Python), offline: a virtual
# environment that sees Debian's python3-setuptools and python3-wheel
# (--system-site-packages), created when DIR has none, and pip building
# ./python there without fetching anything (--no-build-isolation
# --no-index). Needs python3-dev, python3-venv, python3-setuptools,
# python3-wheel (tools/deps.sh --test installs them).
VENV ?= $(HOME)/.local/share/url1738/venv
.PHONY: install-python
install-python: $(BUILD)/gen/psl_table.h $(BUILD)/gen/catalog_lib.h
	test -x "$(VENV)/bin/python" || \
	    $(PYTHON) -m venv --system-site-packages "$(VENV)"
	cd python && URL1738_GEN_DIR="$(abspath $(BUILD))/gen" \
	    "$(abspath $(VENV))/bin/python" -m pip install --quiet \
	    --no-build-isolation --no-index --no-deps .
	rm -rf python/build python/url1738.egg-info

# ----- JavaScript (js/, docs/javascript.md): `make wasm` builds the
# library, the program's subcommands (run in memory: cli/run.c) and
# js/src/bind.c for WebAssembly with clang's wasm32-wasi target and
# Debian's wasi-libc (its WASI imports are given by js/lib/wasi.js), ICU
# left out (ICU=0: the WHATWG reading refuses non-ASCII domains with
# E_WHATWG_NO_ICU). No fetch (js/src/nofetch.c).
WASM_CC ?= clang
WASM_FLAGS = --target=wasm32-wasi -O2 -DURL1738_NO_ICU
WASM_CLI_SRC := $(filter-out cli/cmd_fetch.c,$(CLI_SRC))
WASM_SRC := $(LIB_SRC) $(WASM_CLI_SRC) js/src/bind.c js/src/nofetch.c
WASM_EXPORTS = u17_alloc u17_free u17_run u17_out u17_out_len u17_many \
    u17_out_ascii u17_field_list u17_field_kind
.PHONY: wasm test-js
wasm: js/dist/url1738.wasm

$(BUILD)/wasm/%.o: %.c $(BUILD)/gen/psl_table.h $(BUILD)/gen/catalog_lib.h \
        $(BUILD)/gen/catalog_cli.h
	@mkdir -p $(@D)
	@command -v $(WASM_CC) >/dev/null && test -f /usr/include/wasm32-wasi/stdio.h || { echo "make wasm: needs clang, lld and wasi-libc (apt-get install clang lld wasi-libc libclang-rt-14-dev-wasm32, or sh tools/deps.sh --test)" >&2; exit 1; }
	$(WASM_CC) $(WARN) $(DEP) $(POSIX) -Iinclude -I$(BUILD)/gen -Isrc -Icli \
	    $(WASM_FLAGS) -D_WASI_EMULATED_SIGNAL \
	    $(if $(filter cli/main.c,$<),-Dmain=url1738_program_main -Wno-missing-prototypes) \
	    -c $< -o $@

js/dist/url1738.wasm: $(WASM_SRC:%.c=$(BUILD)/wasm/%.o)
	@mkdir -p $(@D)
	$(WASM_CC) --target=wasm32-wasi -O2 -mexec-model=reactor \
	    $(WASM_EXPORTS:%=-Wl,--export=%) -Wl,--strip-debug \
	    -o $@ $^ -lwasi-emulated-signal

# The URL inspector (web/): the page, its script and style, and the
# package's files it loads, in $(BUILD)/web, which any static server can
# serve (python3 -m http.server -d build/web).
WEB_FILES = web/index.html web/app.js web/style.css web/strings.js
.PHONY: web
web: $(BUILD)/web/.built
$(BUILD)/web/.built: $(WEB_FILES) js/lib/core.cjs js/lib/wasm.cjs js/dist/url1738.wasm
	@mkdir -p $(@D)
	cp $(WEB_FILES) js/dist/url1738.wasm $(@D)/
	cp js/lib/core.cjs $(@D)/core.js
	cp js/lib/wasm.cjs $(@D)/wasm.js
	touch $@

# The Node-API addon (js/build/Release/url1738.node), built by npm's own
# node-gyp against the Node headers on the machine (js/native/install.cjs;
# Debian's nodejs has them in /usr/include/node). js/node_modules: the
# test's npm packages (playwright-core drives Debian's chromium,
# whatwg-url is a bench peer), installed from the npm registry by
# `npm ci` when missing.
.PHONY: js-native js-deps
# node-gyp and npm run their own make and compiler: none of this make's
# settings (test-sanitize's CC with -fsanitize, MAKEFLAGS) reach them.
JS_ENV = env -u CC -u CXX -u CFLAGS -u CXXFLAGS -u LDFLAGS -u MAKEFLAGS \
         -u MFLAGS -u MAKELEVEL -u MAKEOVERRIDES
js-native: js/build/Release/url1738.node
js/build/Release/url1738.node: js/native/addon.c js/binding.gyp js/src/bind.c \
        js/src/nofetch.c $(LIB_SRC) $(LIB_HDR) $(CLI_SRC) cli/cli.h \
        $(BUILD)/gen/psl_table.h
	cd js && $(JS_ENV) URL1738_GEN_DIR=$(abspath $(BUILD)/gen) node native/install.cjs
	@test -f $@ || { echo "make js-native: the addon did not build" >&2; exit 1; }

js-deps: js/node_modules/.package-lock.json
js/node_modules/.package-lock.json: js/package.json js/package-lock.json
	cd js && $(JS_ENV) npm ci --ignore-scripts --no-audit --no-fund

# `make test-js`: the JavaScript tests (js/test/*.test.mjs, node --test):
# the e2e cases through both backends, the API, 1,000,000 calls against
# the WASM memory, the npm tarball installed offline, the inspector in
# headless Chromium. tests/t_js.sh runs it inside `make test`.
test-js: wasm web js-native js-deps npm
	cd js && $(JS_ENV) BUILD=$(BUILD) node --test test/*.test.mjs

# `make npm`: the npm package in $(BUILD)/npm/url1738-VERSION.tgz (npm
# pack of a staged copy: js/'s files, the WebAssembly module, and the C
# sources the addon builds from at install, under csrc/).
.PHONY: npm
npm: $(BUILD)/npm/url1738-$(VERSION).tgz
$(BUILD)/npm/url1738-$(VERSION).tgz: js/dist/url1738.wasm js/package.json \
        $(wildcard js/*.cjs js/*.mjs js/*.d.ts js/lib/*.cjs js/native/*) \
        js/binding.gyp js/src/bind.c js/src/bind.h js/src/nofetch.c \
        $(LIB_SRC) $(LIB_HDR) $(CLI_SRC) cli/cli.h cli/utf8.h \
        cli/json_read.h cli/sha256.h include/url1738.h \
        $(BUILD)/gen/psl_table.h $(BUILD)/gen/catalog_lib.h \
        $(BUILD)/gen/catalog_cli.h README.md LICENSE
	rm -rf $(BUILD)/npm && mkdir -p $(BUILD)/npm/pkg/csrc/gen $(BUILD)/npm/pkg/csrc/bind
	cp -r js/index.cjs js/index.mjs js/index.d.ts js/lib js/native \
	    js/binding.gyp js/package.json $(BUILD)/npm/pkg/
	mkdir -p $(BUILD)/npm/pkg/dist && cp js/dist/url1738.wasm $(BUILD)/npm/pkg/dist/
	cp -r src cli include $(BUILD)/npm/pkg/csrc/
	cp $(BUILD)/gen/psl_table.h $(BUILD)/gen/catalog_lib.h \
	    $(BUILD)/gen/catalog_cli.h $(BUILD)/npm/pkg/csrc/gen/
	cp js/src/bind.c js/src/bind.h js/src/nofetch.c $(BUILD)/npm/pkg/csrc/bind/
	cp LICENSE $(BUILD)/npm/pkg/
	sed -n '/^## JavaScript/,/^## [^J]/p' README.md | sed '$$d' \
	    > $(BUILD)/npm/pkg/README.md
	cd $(BUILD)/npm && $(JS_ENV) npm pack --silent ./pkg >/dev/null
	@test -f $@ || { echo "make npm: npm pack made no $@" >&2; exit 1; }
