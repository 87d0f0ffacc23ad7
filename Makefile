# url1738 - one plain Makefile. `make` builds the libraries and the program,
# `make test` builds and runs every test and ends with "N passed, N failed".

CC ?= cc
CFLAGS ?= -O2 -g
WARN = -std=c11 -Wall -Wextra -Wpedantic -Werror -Wshadow \
       -Wmissing-prototypes -Wstrict-prototypes -Wwrite-strings
CPPFLAGS += -Iinclude
# The program and the tests use POSIX I/O; the library needs only C11.
POSIX = -D_POSIX_C_SOURCE=200809L

PREFIX ?= /usr/local
BUILD ?= build
SONAME = liburl1738.so.1

LIB_SRC := $(sort $(wildcard src/*.c))
LIB_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/obj/%.o)
PIC_OBJ := $(LIB_SRC:src/%.c=$(BUILD)/pic/%.o)
CLI_SRC := $(sort $(wildcard cli/*.c))
CLI_OBJ := $(CLI_SRC:cli/%.c=$(BUILD)/cli/%.o)
TEST_SRC := $(sort $(wildcard tests/t_*.c))
TEST_BIN := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)
HDR := include/url1738.h src/internal.h

.PHONY: all test clean lint
all: $(BUILD)/liburl1738.a $(BUILD)/liburl1738.so $(BUILD)/url1738

$(BUILD)/obj/%.o: src/%.c $(HDR)
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

$(BUILD)/pic/%.o: src/%.c $(HDR)
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) -fPIC -fvisibility=hidden -c $< -o $@

$(BUILD)/liburl1738.a: $(LIB_OBJ)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/liburl1738.so: $(PIC_OBJ)
	$(CC) $(CFLAGS) -shared -Wl,-soname,$(SONAME) $(LDFLAGS) -o $(BUILD)/$(SONAME) $^
	ln -sf $(SONAME) $@

$(BUILD)/cli/%.o: cli/%.c $(wildcard cli/*.h) include/url1738.h
	@mkdir -p $(@D)
	$(CC) $(WARN) $(POSIX) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

$(BUILD)/url1738: $(CLI_OBJ) $(BUILD)/liburl1738.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/liburl1738.a

$(BUILD)/tests/harness.o: tests/harness.c tests/harness.h
	@mkdir -p $(@D)
	$(CC) $(WARN) $(POSIX) $(CPPFLAGS) -Isrc $(CFLAGS) -c $< -o $@

$(BUILD)/tests/%: tests/%.c tests/harness.h $(BUILD)/tests/harness.o $(BUILD)/liburl1738.a
	@mkdir -p $(@D)
	$(CC) $(WARN) $(POSIX) $(CPPFLAGS) -Isrc $(CFLAGS) $(LDFLAGS) -o $@ $< \
	    $(BUILD)/tests/harness.o $(BUILD)/liburl1738.a

$(BUILD)/e2e: tests/e2e.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(POSIX) $(CFLAGS) -o $@ $<

test: all $(TEST_BIN) $(BUILD)/e2e
	@BUILD=$(BUILD) sh tests/run.sh $(TEST_BIN)

# Bans what the library must not use: the locale-dependent <ctype.h>,
# strlen on input, allocation, unbounded formatting.
lint:
	@! grep -nE '\b(strlen|isalpha|isdigit|isalnum|isspace|tolower|toupper|malloc|calloc|realloc|free|sprintf|strcpy|strcat)\s*\(|<ctype\.h>|<locale\.h>' src/*.c src/*.h \
	    || { echo "lint: banned function in src/"; exit 1; }
	@echo "lint: ok"

clean:
	rm -rf $(BUILD)
