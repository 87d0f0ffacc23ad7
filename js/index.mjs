// SPDX-License-Identifier: MIT
// index.mjs - url1738 for import: the same module as require('url1738').
import api from './index.cjs';

export const {
  URLError, parse, valid, normalize, compare, resolve, relativize, diff,
  plan, lint, extract, encode, decode, parseMany, run, withBackend,
} = api;
export const backend = api.backend;
export default api;
