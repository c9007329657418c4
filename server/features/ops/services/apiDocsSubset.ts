/**
 * The API reference by group (issue 37 item 8): the whole OpenAPI document is 900 KB and 438
 * operations, which Swagger UI took ten seconds to paint as one 33,000 px page. /api/docs now
 * lists the groups (the document's tags) and opens one group at a time, with a document holding
 * only that group's operations and the components they reach. Pure functions over the document.
 */

type Json = Record<string, unknown>;

export interface DocGroup {
  tag: string;
  description?: string;
  operations: { method: string; path: string; summary?: string }[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const operationsOf = (doc: Json) =>
  Object.entries((doc.paths ?? {}) as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m] as Json })),
  );

const tagsOf = (op: Json) => (op.tags as string[] | undefined) ?? [];

/** The groups in the document's order (declared tags first, then any others), each non-empty. */
export function docGroups(doc: Json): DocGroup[] {
  const declared = (doc.tags ?? []) as { name: string; description?: string }[];
  const groups = new Map<string, DocGroup>(
    declared.map((t) => [t.name, { tag: t.name, description: t.description, operations: [] }]),
  );
  for (const { path, method, op } of operationsOf(doc))
    for (const tag of tagsOf(op)) {
      if (!groups.has(tag)) groups.set(tag, { tag, operations: [] });
      groups.get(tag)!.operations.push({
        method: method.toUpperCase(),
        path,
        summary: op.summary as string | undefined,
      });
    }
  return [...groups.values()].filter((g) => g.operations.length);
}

/** Every `$ref` inside a value. */
function refsIn(value: unknown, out: Set<string>) {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.add(v);
      else refsIn(v, out);
    }
}

/**
 * The document of one group: its operations, and of the components only those they reach
 * (following references within components); security schemes stay whole (operations name them,
 * they do not reference them). Null for a tag no operation carries.
 */
export function documentForTag(doc: Json, tag: string): Json | null {
  const paths: Record<string, Json> = {};
  for (const { path, method, op } of operationsOf(doc))
    if (tagsOf(op).includes(tag)) (paths[path] ??= {})[method] = op;
  if (!Object.keys(paths).length) return null;
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  const kept: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  const queue = new Set<string>();
  refsIn(paths, queue);
  while (queue.size) {
    const [ref] = queue;
    queue.delete(ref!);
    if (seen.has(ref!)) continue;
    seen.add(ref!);
    const m = /^#\/components\/([^/]+)\/(.+)$/.exec(ref!);
    const value = m && components[m[1]!]?.[m[2]!];
    if (!m || value === undefined) continue;
    (kept[m[1]!] ??= {})[m[2]!] = value;
    refsIn(value, queue);
  }
  if (components.securitySchemes) kept.securitySchemes = components.securitySchemes;
  const declared = ((doc.tags ?? []) as { name: string }[]).filter((t) => t.name === tag);
  // Everything else of the document (openapi, info, servers, security) as it is.
  const { paths: _p, components: _c, tags: _t, webhooks: _w, ...rest } = doc;
  return { ...rest, tags: declared, components: kept, paths };
}
