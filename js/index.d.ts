// SPDX-License-Identifier: MIT
// index.d.ts - the types of url1738 (index.cjs, index.mjs). Every answer
// is the JSON of the program's subcommand (docs/cli.md) or one value of it.

/** The readings (cli-contract "Readings"). */
export type Spec = 'rfc1738' | 'rfc3986' | 'whatwg';
/** The languages of the messages. */
export type Lang = 'en' | 'ja' | 'zh-Hant';
/** Input: a string (lone surrogates U+DC80..U+DCFF stand for the bytes
 *  80..FF, as in the program's JSON) or the bytes themselves. */
export type Input = string | Uint8Array;

export interface Options {
  spec?: Spec;
  lang?: Lang;
}

/** The error object of the program's JSON. */
export interface ErrorObject {
  offset: number;
  code: string;
  message: string;
  url?: string;
}

/** A URL the reading refuses: the byte offset, the stable code, why. */
export class URLError extends Error {
  readonly name: 'URLError';
  readonly code: string;
  readonly offset: number;
  readonly input: Input;
  /** compare: which of the two URLs. */
  readonly url?: string;
  /** The whole JSON object of the subcommand (plan's refusal, ...). */
  readonly result: Record<string, unknown>;
}

/** `url1738 parse`'s object of a valid URL: the parts raw, the scheme's
 *  own object decoded (ftp, http, gopher, ...). */
export interface Parsed {
  input: string;
  valid: true;
  error: null;
  scheme: string | null;
  user?: string | null;
  password?: string | null;
  host: string | null;
  port: string | null;
  default_port?: number | null;
  path?: string | null;
  userinfo?: string | null;
  host_type?: string | null;
  query?: string | null;
  fragment?: string | null;
  href?: string;
  [schemeOrPart: string]: unknown;
}

export interface Warning {
  code: string;
  severity: string;
  offset: number;
  length: number;
  message: string;
}

export interface Reading {
  valid: boolean;
  error: ErrorObject | null;
  scheme: string | null;
  userinfo: string | null;
  host: string | null;
  port: number | null;
  path: string | null;
  query: string | null;
  fragment: string | null;
  [more: string]: unknown;
}

export interface Diff {
  input: string;
  readings: { rfc1738?: Reading; rfc3986?: Reading; whatwg?: Reading };
  disagree: string[];
  authority: boolean;
  error: null | ErrorObject;
  [more: string]: unknown;
}

export interface Plan {
  input: string;
  scheme: string;
  error: null;
  protocol: string;
  host?: string;
  port?: number;
  commands?: string[];
  request?: string;
  [more: string]: unknown;
}

export interface Found {
  url: string | null;
  alternatives: string[];
  fragment: string | null;
  form: string;
  line: number;
  column: number;
  error: ErrorObject | null;
  [more: string]: unknown;
}

/** parseMany's columns: per URL, where each field is; a value is made
 *  when read, by get() or as a column (an array as long as the input,
 *  made when first read and kept). */
export interface Columns {
  readonly length: number;
  readonly fields: string[];
  readonly input: (Input | null)[];
  readonly valid: (boolean | null)[];
  readonly error: (ErrorObject | null)[];
  /** The value of column name at row i (column(name)[i]), made now;
   *  undefined past the end. */
  get(name: string, i: number): unknown;
  column(name: string): unknown[];
  toJSON(): Record<string, unknown[]>;
  readonly [field: string]: unknown;
}

/** Throws URLError for an invalid URL. */
export function parse(url: Input, options?: Options & { base?: string }): Parsed;
export function valid(url: Input, options?: Options): boolean;
export function normalize(url: Input, options?: Options & { repair?: boolean }): string;
export function compare(a: Input, b: Input, options?: Options): boolean;
export function resolve(base: Input, reference: Input, options?: Options): string;
export function relativize(base: Input, target: Input, options?: Options): string;
/** The three readings side by side (never throws for the URL). */
export function diff(url: Input, options?: { lang?: Lang; readings?: string }): Diff;
/** What a client sends; throws URLError with the refusal (section 6). */
export function plan(url: Input, options?: { lang?: Lang; email?: string }): Plan;
/** The warnings (an invalid URL's notes about the other readings too). */
export function lint(url: Input, options?: Options): Warning[];
export function extract(text: Input, options?: Options & { all?: boolean }): Found[];
export function encode(text: Input, part: string, options?: Options): string;
export function decode(text: Input, options?: Options): string;
/** Many URLs at once ('rfc1738' or 'rfc3986'): url1738_field_text of each
 *  field, null where absent or the URL invalid. */
export function parseMany(urls: (Input | null | undefined)[],
                          options?: { spec?: 'rfc1738' | 'rfc3986'; fields?: string[]; lang?: Lang }): Columns;
/** `url1738 ARGS...` in memory: its exit status and output. */
export function run(args: Input[], options?: { lang?: Lang; stdin?: Input | null }):
  { status: number; stdout: string; stderr: string };
/** The same API over the other backend ('wasm' always; 'native' when built). */
export function withBackend(name: 'wasm' | 'native'): typeof import('./index.cjs') | null;
/** 'native' (the Node-API addon) or 'wasm'. */
export const backend: 'native' | 'wasm';

declare const url1738: {
  URLError: typeof URLError; parse: typeof parse; valid: typeof valid;
  normalize: typeof normalize; compare: typeof compare; resolve: typeof resolve;
  relativize: typeof relativize; diff: typeof diff; plan: typeof plan;
  lint: typeof lint; extract: typeof extract; encode: typeof encode;
  decode: typeof decode; parseMany: typeof parseMany; run: typeof run;
  withBackend: typeof withBackend; backend: typeof backend;
};
export default url1738;
