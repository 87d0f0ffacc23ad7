# SPDX-License-Identifier: MIT
"""url1738.pandas - the ``.url1738`` accessor of pandas Series.

``import url1738.pandas`` registers it (pandas itself is not imported by
``import url1738``)::

    import pandas as pd
    import url1738.pandas

    s = pd.Series(["http://www.example.com/a", "ftp://h/f", None])
    s.url1738.host                # Series: 'www.example.com', 'h', None
    s.url1738.registered_domain   # Series: 'example.com', None, None
    s.url1738.valid               # Series: True, True, None
    s.url1738.parse(fields=["scheme", "host"])      # DataFrame
    s.url1738(spec="rfc3986").query                 # another reading

Every value comes from one url1738.parse_many() call over the Series:
what ``url1738.parse(x).NAME`` gives, None where the part is absent, the
URL invalid or the input missing (None, NaN, pandas.NA). The attributes
are the names of url1738.FIELDS that are not a scheme's own member
(``scheme``, ``host``, ``port``, ``path``, ``registered_domain``, ...),
plus ``valid``, ``error`` and ``normalized``; ``field("ftp.type")`` reads
any name.
"""
import pandas as _pd

import url1738 as _u

__all__ = ["URL1738Accessor"]

# The columns besides the library's fields (many.c).
_OWN = ("valid", "error", "normalized", "input")


def _column_names():
    return tuple(n for n in _u.FIELDS if "." not in n) + _OWN


class URL1738Accessor:
    """``series.url1738``: the parts of a Series of URLs (str or bytes)."""

    def __init__(self, series, spec="rfc1738"):
        self._s = series
        self._spec = spec

    def __call__(self, spec="rfc1738"):
        """The same accessor reading URLs by another spec ('rfc3986')."""
        # Checked now, not at the first column read.
        _u.parse_many((), spec=spec, fields=())
        return URL1738Accessor(self._s, spec)

    def _columns(self, fields):
        return _u.parse_many(self._s.tolist(), spec=self._spec,
                             fields=fields)

    def field(self, name):
        """One field as a Series named after it (object dtype; ``valid``
        is bool when no input is missing)."""
        col = self._columns((name,))[name]
        dtype = object
        if name == "valid" and None not in col:
            dtype = bool
        return _pd.Series(col, index=self._s.index, name=name, dtype=dtype)

    def parse(self, fields=None):
        """A DataFrame of the fields (default: valid, error and parse's
        top-level keys), one row per element, the Series' index."""
        cols = self._columns(None if fields is None else list(fields))
        return _pd.DataFrame(cols, index=self._s.index, columns=list(cols))

    def __dir__(self):
        return sorted(set(object.__dir__(self)) | set(_column_names()))

    def __getattr__(self, name):
        if name.startswith("_") or name not in _column_names():
            raise AttributeError("'.url1738' has no attribute %r (fields: "
                                 "%s)" % (name, ", ".join(_column_names())))
        return self.field(name)


_pd.api.extensions.register_series_accessor("url1738")(URL1738Accessor)
