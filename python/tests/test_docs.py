# SPDX-License-Identifier: MIT
"""The Python examples of docs/python.md run and print what they say:
every ```python block (the PySpark ones are plain ``` blocks: no Spark
here) is run from the repository's top directory."""
import contextlib
import io
import os
import re
import unittest

from cases import ROOT


class Docs(unittest.TestCase):
    def test_examples_run(self):
        with open(os.path.join(ROOT, "docs", "python.md")) as f:
            blocks = re.findall(r"```python\n(.*?)```", f.read(), re.S)
        self.assertGreaterEqual(len(blocks), 2)
        cwd = os.getcwd()
        os.chdir(ROOT)
        try:
            for code in blocks:
                out = io.StringIO()
                with self.subTest(code=code[:60]), \
                        contextlib.redirect_stdout(out):
                    exec(compile(code, "docs/python.md", "exec"), {})
                self.assertTrue(out.getvalue(), "printed nothing")
        finally:
            os.chdir(cwd)
        # The first example's output: https URLs are the most common.
        self.assertIn("https", open("/tmp/parts.tsv").read(1000))


if __name__ == "__main__":
    unittest.main()
