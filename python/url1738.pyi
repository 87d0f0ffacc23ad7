# SPDX-License-Identifier: MIT
"""Type stubs of url1738, the CPython binding of the url1738 C library.

Every function takes str or bytes and answers in the same type (AnyStr);
a str holding lone surrogates U+DC80..U+DCFF (errors="surrogateescape")
stands for the bytes 80..FF, as the CLI's JSON writes them.
"""
from typing import (Any, AnyStr, Generic, Iterable, Iterator, Literal,
                    Mapping, Optional, Protocol, Sequence, Union, overload)

__version__: str
PARTS: tuple[str, ...]
PARTS_RFC3986: tuple[str, ...]
FIELDS: tuple[str, ...]

Spec = Literal["rfc1738", "rfc3986"]
# The functions that also read by the WHATWG URL Standard (parse, URL,
# valid, normalize, compare, resolve, extract, parse_many and the *_many).
SpecW = Literal["rfc1738", "rfc3986", "whatwg"]


class URLError(ValueError):
    """An invalid URL, or an input a function refuses."""
    offset: int    # byte offset (UTF-8/surrogateescape for a str input)
    code: str      # stable name, e.g. "E_PORT"
    message: str   # what was expected there
    input: Any     # the input the offset is in (str, bytes or None)
    url: str       # compare() only: "a" or "b"


class URL(Generic[AnyStr]):
    """A valid URL taken apart; immutable; == and hash() by RFC 1738 2.2
    equivalence (the same normalized form). The attributes besides input
    and valid are the library's fields (URL1738_FIELDS in url1738.h), read
    at run time: a field the library adds is an attribute too."""
    def __new__(cls, url: AnyStr, spec: SpecW = ...) -> "URL[AnyStr]": ...
    @property
    def href(self) -> Optional[AnyStr]: ...  # spec="whatwg" only
    @property
    def input(self) -> AnyStr: ...
    @property
    def valid(self) -> Literal[True]: ...
    @property
    def scheme(self) -> AnyStr: ...
    @property
    def user(self) -> Optional[AnyStr]: ...
    @property
    def password(self) -> Optional[AnyStr]: ...
    @property
    def host(self) -> Optional[AnyStr]: ...
    @property
    def port(self) -> Optional[AnyStr]: ...
    @property
    def path(self) -> Optional[AnyStr]: ...
    @property
    def default_port(self) -> Optional[int]: ...
    @property
    def schemepart(self) -> Optional[AnyStr]: ...   # genericurl only
    @property
    def query(self) -> Optional[AnyStr]: ...
    @property
    def fragment(self) -> Optional[AnyStr]: ...
    # The scheme's own object (parse's JSON), None for another scheme.
    @property
    def ftp(self) -> Optional[dict[str, Any]]: ...
    @property
    def http(self) -> Optional[dict[str, Any]]: ...
    @property
    def gopher(self) -> Optional[dict[str, Any]]: ...
    @property
    def mailto(self) -> Optional[dict[str, Any]]: ...
    @property
    def news(self) -> Optional[dict[str, Any]]: ...
    @property
    def nntp(self) -> Optional[dict[str, Any]]: ...
    @property
    def telnet(self) -> Optional[dict[str, Any]]: ...
    @property
    def wais(self) -> Optional[dict[str, Any]]: ...
    @property
    def file(self) -> Optional[dict[str, Any]]: ...
    @property
    def prospero(self) -> Optional[dict[str, Any]]: ...
    def _asdict(self) -> dict[str, Any]: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...


def parse(url: AnyStr, spec: SpecW = ...) -> URL[AnyStr]:
    """Check url against RFC 1738 section 5 (RFC 3986's URI with
    spec="rfc3986") and take it apart."""
def valid(url: Union[str, bytes], spec: SpecW = ...) -> bool:
    """Whether url conforms to RFC 1738 section 5 (RFC 3986's URI with
    spec="rfc3986")."""
def normalize(url: AnyStr, spec: SpecW = ..., repair: bool = ...) -> AnyStr:
    """The canonical form of a valid URL (RFC 1738 2.1, 2.2, 3)."""
def compare(a: Union[str, bytes], b: Union[str, bytes],
            spec: SpecW = ...) -> bool:
    """Whether two URLs locate the same resource (RFC 1738 2.2)."""
def resolve(base: AnyStr, reference: AnyStr, spec: SpecW = ...) -> AnyStr:
    """The absolute URL of reference against base (RFC 1808 4, RFC 3986
    5.2 with spec="rfc3986")."""
def relativize(base: AnyStr, target: AnyStr, spec: Spec = ...) -> AnyStr:
    """The shortest reference that resolve(base, ...) makes target."""
def encode(text: AnyStr, part: str, spec: Spec = ...) -> AnyStr:
    """Percent-encode text for use as part (a name of PARTS; of
    PARTS_RFC3986 with spec="rfc3986")."""
def decode(text: AnyStr, spec: Spec = ...) -> AnyStr:
    """Percent-decode text (the same under both readings)."""
def build(parts: Optional[Mapping[str, Any]] = ..., /, spec: Spec = ...,
          **kw: Any) -> Union[str, bytes]:
    """Compose a URL from its decoded parts (parse's JSON keys)."""
def plan(url: AnyStr, email: Optional[AnyStr] = ...,
         allow_port: int = ...,
         spec: Literal["rfc1738"] = ...) -> dict[str, Any]:
    """What a client does to access url (RFC 1738 section 3; RFC 1738
    only: spec="rfc3986" raises ValueError)."""
def lint(url: Union[str, bytes], spec: SpecW = ...) -> list[dict[str, Any]]:
    """The cautions of RFC 1738 2.2 and 6 about url."""


class _Readable(Protocol[AnyStr]):
    def read(self, n: int = ..., /) -> AnyStr: ...


def extract(source: Union[AnyStr, _Readable[AnyStr]], all: bool = ...,
            spec: SpecW = ...) -> Iterator[dict[str, Any]]:
    """The URLs in free text (RFC 1738 appendix), streaming."""


_Item = Union[str, bytes, None, float]


@overload
def parse_many(urls: Iterable[_Item], spec: SpecW = ...,
               fields: Optional[Sequence[str]] = ...,
               layout: Literal["lists"] = ...) -> dict[str, list[Any]]:
    """Many URLs in one C call: {field: list}, one value per URL, in input
    order; None where absent, invalid or missing. Never raises for an
    invalid URL."""
@overload
def parse_many(urls: Iterable[_Item], spec: SpecW = ...,
               fields: Optional[Sequence[str]] = ...,
               *, layout: Literal["arrow"]) -> dict[str, tuple[bytes, ...]]:
    """The same columns as Apache Arrow's buffers: (validity, offsets,
    data) for text, (validity, values) for bools and numbers."""
def valid_many(urls: Iterable[_Item], spec: SpecW = ...) -> list[Optional[bool]]:
    """parse_many(urls, spec, ["valid"])["valid"]."""
def normalize_many(urls: Iterable[_Item],
                   spec: SpecW = ...) -> list[Optional[Union[str, bytes]]]:
    """The normalized form of each URL, None for an invalid one."""
def registered_domain_many(urls: Iterable[_Item], spec: SpecW = ...
                           ) -> list[Optional[Union[str, bytes]]]:
    """parse_many(urls, spec, ["registered_domain"])["registered_domain"]."""
