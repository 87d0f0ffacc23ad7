{
  "targets": [
    {
      "target_name": "url1738",
      "sources": ["native/addon.c", "<!@(node native/sources.cjs)"],
      "include_dirs": ["<!@(node native/sources.cjs --include)"],
      "defines": ["URL1738_NO_ICU", "_POSIX_C_SOURCE=200809L",
                  "main=url1738_program_main"],
      "cflags": ["-std=gnu11", "-O2", "-fvisibility=hidden"],
      "cflags!": ["-fno-exceptions"]
    }
  ]
}
