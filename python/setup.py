# SPDX-License-Identifier: MIT
"""Build of the url1738 CPython extension with setuptools alone.

The library's sources (../src/*.c and ../src/*/*.c, one folder per layer)
are compiled into the extension, so the module needs nothing at run time. Extra compiler flags come from the
environment variable URL1738_CFLAGS (the Makefile passes its warnings);
URL1738_SANITIZE (make test-sanitize) compiles and links every source
with those sanitizer flags.
"""
import glob
import os
import re
import shlex

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


# The library's sources, by a path below this directory when the tree was
# copied with them (pip may build in a copy), else beside it.
lib_dir = os.path.join(HERE, "src") if os.path.isdir(
    os.path.join(HERE, "src")) else os.path.join(ROOT, "src")
inc_dir = os.path.join(HERE, "include") if os.path.isdir(
    os.path.join(HERE, "include")) else os.path.join(ROOT, "include")


def library_version():
    """URL1738_VERSION of url1738.h: the one place the version is kept."""
    with open(os.path.join(inc_dir, "url1738.h"), encoding="utf-8") as f:
        m = re.search(r'^#define URL1738_VERSION "([^"]+)"', f.read(), re.M)
    if m is None:
        raise SystemExit("url1738: no URL1738_VERSION in url1738.h")
    return m.group(1)


sources = sorted(glob.glob(os.path.join(HERE, "*.c")))
# Every .c in src/ or one folder below (the Makefile's LIB_SRC).
lib_sources = sorted(glob.glob(os.path.join(lib_dir, "*.c"))
                     + glob.glob(os.path.join(lib_dir, "*", "*.c")))
sources += lib_sources
# pip (make install-python) runs egg_info, which refuses absolute paths:
# there the paths are relative to this directory. The Makefile's `make
# python` (build_ext alone) asks for absolute ones, so that the objects
# stay under its --build-temp.
if not os.environ.get("URL1738_ABSOLUTE_SOURCES"):
    sources = [os.path.relpath(s, HERE) for s in sources]
if not lib_sources:
    raise SystemExit("url1738: the library's sources (src/*/*.c) were not "
                     "found beside python/")

# Headers the library's build generates (the Public Suffix List table):
# the Makefile says where; else the default build directory's.
gen_dir = os.environ.get("URL1738_GEN_DIR") or os.path.join(ROOT, "build",
                                                            "gen")
if not os.path.isfile(os.path.join(gen_dir, "psl_table.h")):
    raise SystemExit("url1738: %s/psl_table.h is missing: run make (or "
                     "make python) in the repository first" % gen_dir)

BASE_FLAGS = ["-std=c11", "-fvisibility=hidden"]
# The warnings the Makefile passes (-Werror included) apply to the
# module's own files; the library's sources are checked by its own build,
# and Python's optimisation flags can raise different warnings there.
WARN_FLAGS = shlex.split(os.environ.get("URL1738_CFLAGS", ""))
# Sanitizers (ASan, UBSan) for the whole extension, library included:
# tests/t_python.sh loads it into python3 with the run-time preloaded.
SAN_FLAGS = shlex.split(os.environ.get("URL1738_SANITIZE", ""))


class BuildExt(build_ext):
    """build_ext that puts the type stubs beside the module it builds."""

    def finalize_options(self):
        super().finalize_options()
        # The library's sources compile in parallel (pip gives no -j).
        if not self.parallel:
            self.parallel = os.cpu_count() or 1

    def build_extension(self, ext):
        compile_one = self.compiler._compile

        def _compile(obj, src, ext_, cc_args, extra_postargs, pp_opts):
            if os.path.dirname(os.path.abspath(src)) == HERE:
                extra_postargs = list(extra_postargs) + WARN_FLAGS
            compile_one(obj, src, ext_, cc_args, extra_postargs, pp_opts)

        self.compiler._compile = _compile
        # Only PyInit_url1738 is exported: the library's url1738_*
        # functions carry default visibility in url1738.h, so a version
        # script hides them.
        os.makedirs(self.build_temp, exist_ok=True)
        script = os.path.join(self.build_temp, "url1738.map")
        with open(script, "w") as f:
            f.write("{ global: PyInit_url1738; local: *; };\n")
        ext.extra_link_args = ["-Wl,--version-script=" + script] + SAN_FLAGS
        super().build_extension(ext)

    def run(self):
        super().run()
        for name in ("url1738.pyi", "py.typed"):
            self.copy_file(os.path.join(HERE, name),
                           os.path.join(self.build_lib, name))
        # The Python parts (url1738.pandas, url1738.dask): the folder
        # url1738/ beside the module, its __path__ (url1738module.c).
        self.mkpath(os.path.join(self.build_lib, "url1738"))
        for name in sorted(glob.glob(os.path.join(HERE, "url1738",
                                                  "*.py"))):
            self.copy_file(name, os.path.join(self.build_lib, "url1738",
                                              os.path.basename(name)))


setup(
    version=library_version(),
    ext_modules=[
        Extension(
            "url1738",
            # Absolute paths: the objects then stay under build_temp.
            sources=sources,
            include_dirs=[inc_dir, lib_dir, HERE, gen_dir],
            extra_compile_args=BASE_FLAGS + SAN_FLAGS,
        )
    ],
    cmdclass={"build_ext": BuildExt},
)
