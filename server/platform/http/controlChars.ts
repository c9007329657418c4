import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hasControlChar, visibleControlChars } from '../../../domain/controlChars';
import type { AppEnv } from './context';
import { fail, message, MESSAGES } from './http';

/** More than this many refused fields are not worth listing. */
const MAX_ERRORS = 20;

/**
 * A percent-escape of a C0 character (`%00`..`%1F`, tab and line breaks too: the exact check
 * follows). A URL without one is let through on one regex test, so a list read pays nothing
 * more. Raw control characters never reach here: URL parsing escapes them.
 */
const ESCAPED_CONTROL = /%[01][0-9a-f]/i;

const FORM_TYPES = /^\s*(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** The bytes of a resumable upload (tus PATCH): a file's content, not text anyone reads. */
const BYTES_TYPE = /^\s*application\/offset\+octet-stream\b/i;

type Errors = Record<string, string>;

const refused = () => MESSAGES.controlChars;

/** Adds a field error, keeping the first of each field and at most MAX_ERRORS in all. */
function add(errors: Errors, field: string, count: { n: number }) {
  const name = visibleControlChars(field) || '_';
  if (name in errors || count.n >= MAX_ERRORS) return;
  errors[name] = refused();
  count.n++;
}

/** The path's segments, decoded; a segment that does not decode is the router's business. */
function pathHasControl(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    try {
      return hasControlChar(decodeURIComponent(segment));
    } catch {
      return false;
    }
  });
}

function checkUrl(url: string) {
  const queryAt = url.indexOf('?');
  const pathname = new URL(url).pathname;
  if (ESCAPED_CONTROL.test(pathname) && pathHasControl(pathname)) {
    throw fail(400, message('badParam', { name: 'path' }), { path: refused() });
  }
  if (queryAt < 0) return;
  const errors: Errors = {};
  const count = { n: 0 };
  for (const [key, value] of new URLSearchParams(url.slice(queryAt + 1))) {
    if (hasControlChar(key) || hasControlChar(value)) add(errors, key, count);
  }
  const first = Object.keys(errors)[0];
  if (first !== undefined) throw fail(400, message('badParam', { name: first }), errors);
}

/**
 * Every string of a parsed JSON body, keys too, with its dotted path (`files.0.name`). An
 * explicit stack: a deeply nested body must not overflow the call stack.
 */
function checkJson(root: unknown, errors: Errors) {
  const count = { n: 0 };
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length && count.n < MAX_ERRORS) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlChar(value)) add(errors, path, count);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const child = path ? `${path}.${key}` : key;
        if (hasControlChar(key)) add(errors, child, count);
        else stack.push([item, child]);
      }
    }
  }
}

/** Text fields and file names of a form body; the form is cached for the route's own read. */
async function checkForm(c: Context<AppEnv>, errors: Errors) {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    return; // a broken form: the route's own read answers 400
  }
  const count = { n: 0 };
  for (const [key, entry] of Object.entries(form)) {
    for (const item of Array.isArray(entry) ? entry : [entry]) {
      const text = typeof item === 'string' ? item : item.name;
      if (hasControlChar(key) || hasControlChar(text)) add(errors, key, count);
    }
  }
}

/** A JSON body (whatever its declared type: the crud writes read any body as JSON). */
async function checkJsonBody(c: Context<AppEnv>, errors: Errors) {
  let text: string;
  try {
    // Hono keeps the text: c.req.json() in the route's validator parses the same bytes again.
    text = await c.req.text();
  } catch {
    return; // the route's own read meets the same failure and answers it
  }
  if (text.trim() === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return; // not JSON: the route answers 400
  }
  checkJson(parsed, errors);
}

/**
 * Refuses, in one place for the whole API, a C0 control character (NUL and the others but tab
 * and line breaks) in any string a client sends: 400 for a path or query parameter, 422 for a
 * body field (JSON at any depth, keys too; form fields and uploaded file names), the field named
 * in `errors`. Runs after the body limits, so it never reads more than a route would. GET and
 * HEAD carry no body: they cost one regex test on the URL.
 */
export const refuseControlChars = createMiddleware<AppEnv>(async (c, next) => {
  const url = c.req.url;
  if (ESCAPED_CONTROL.test(url)) checkUrl(url);
  const method = c.req.method;
  const bytes = BYTES_TYPE.test(c.req.header('content-type') ?? '');
  if (method !== 'GET' && method !== 'HEAD' && c.req.raw.body && !bytes) {
    const errors: Errors = {};
    if (FORM_TYPES.test(c.req.header('content-type') ?? '')) await checkForm(c, errors);
    else await checkJsonBody(c, errors);
    if (Object.keys(errors).length) throw fail(422, MESSAGES.invalid, errors);
  }
  await next();
});
