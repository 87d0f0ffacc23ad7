# SPDX-License-Identifier: MIT
"""url1738.dask - parse_many() over Dask collections, partition by partition.

``import url1738.dask`` (Debian: python3-dask; a cluster also needs
python3-distributed) gives functions that map url1738.parse_many() over
each partition of a collection, on whichever worker holds it::

    import dask.bag as db
    import url1738.dask as ud

    urls = db.read_text("crawl/*.txt").map(str.rstrip)
    ud.registered_domain(urls).frequencies().compute()   # GROUP BY domain

    ddf = dd.read_csv("links.csv")                       # a column "url"
    parts = ud.parse(ddf, fields=["host", "registered_domain"],
                     column="url")                       # + two columns
    parts.groupby("registered_domain").size().compute()

Each worker imports url1738 itself (install the module on every worker:
docs/scale.md); only the URLs and the answers travel between processes.
A value is what url1738.parse(x).NAME gives, None where the part is
absent, the URL invalid or the input missing, as with parse_many().
"""
import url1738 as _u

__all__ = ["parse", "field", "registered_domain", "valid", "normalize"]


def _is_bag(obj):
    try:
        import dask.bag
    except ImportError:     # pragma: no cover - dask is required anyway
        return False
    return isinstance(obj, dask.bag.Bag)


def _bag_rows(part, fields, spec):
    """One bag partition (an iterable of URLs) -> a list of dicts."""
    cols = _u.parse_many(part, spec=spec, fields=fields)
    names = list(cols)
    return [dict(zip(names, row)) for row in zip(*cols.values())]


def _bag_column(part, name, spec):
    return _u.parse_many(part, spec=spec, fields=(name,))[name]


def _frame(series, fields, spec):
    """One pandas partition (a Series of URLs) -> a DataFrame."""
    import pandas as pd
    cols = _u.parse_many(series.tolist(), spec=spec, fields=fields)
    return pd.DataFrame(cols, index=series.index, columns=list(cols))


def _fields(fields, spec):
    if fields is None:
        return list(_u.parse_many((), spec=spec))
    return list(fields)


def _meta(fields):
    import pandas as pd
    return pd.DataFrame({f: pd.Series([], dtype=object) for f in fields})


def parse(obj, fields=None, spec="rfc1738", column=None):
    """The fields of every URL of obj, computed partition by partition.

    obj is a dask.bag.Bag of URLs (-> a Bag of dicts, one per URL, keys the
    fields), a dask Series of URLs (-> a dask DataFrame with one column per
    field, the Series' index), or a dask DataFrame whose column `column`
    holds URLs (-> the DataFrame with the fields' columns added).
    """
    fields = _fields(fields, spec)
    if _is_bag(obj):
        return obj.map_partitions(_bag_rows, fields, spec)
    import dask.dataframe as dd
    if isinstance(obj, dd.DataFrame):
        if column is None:
            raise TypeError("url1738.dask.parse(): name the column of URLs "
                            "(column=...)")
        added = obj[column].map_partitions(_frame, fields, spec,
                                           meta=_meta(fields))
        return dd.concat([obj, added], axis=1)
    if isinstance(obj, dd.Series):
        return obj.map_partitions(_frame, fields, spec, meta=_meta(fields))
    raise TypeError("url1738.dask.parse() takes a dask Bag, Series or "
                    "DataFrame, not %s" % type(obj).__name__)


def field(obj, name, spec="rfc1738"):
    """One field of every URL: a Bag of values for a Bag, a dask Series
    (named after the field) for a dask Series."""
    if _is_bag(obj):
        return obj.map_partitions(_bag_column, name, spec)
    import dask.dataframe as dd
    if isinstance(obj, dd.Series):
        return parse(obj, (name,), spec)[name]
    raise TypeError("url1738.dask.field() takes a dask Bag or Series, not "
                    "%s" % type(obj).__name__)


def registered_domain(obj, spec="rfc1738"):
    """field(obj, 'registered_domain'): the key of a GROUP BY site."""
    return field(obj, "registered_domain", spec)


def valid(obj, spec="rfc1738"):
    """field(obj, 'valid')."""
    return field(obj, "valid", spec)


def normalize(obj, spec="rfc1738"):
    """field(obj, 'normalized'): each URL's normal form, None if invalid."""
    return field(obj, "normalized", spec)
