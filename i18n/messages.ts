/** A message tree with the same keys as `T`, every leaf a string (for translations of `T`). */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** A translation that may leave keys out (they fall back to the Indonesian text). */
export type PartialStrings<T> = {
  [K in keyof T]?: T[K] extends string ? string : PartialStrings<T[K]>;
};

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Every leaf key of a message tree, dotted: `{a: {b: 'x'}}` -> `['a.b']`. */
export function flattenKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

/** The string at a dotted key, or undefined. */
export function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Deep merge of message trees; later trees win on a clash. */
export function mergeMessages(...trees: MessageTree[]): MessageTree {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] =
        typeof value === 'string' || typeof current !== 'object'
          ? typeof value === 'string'
            ? value
            : mergeMessages(value)
          : mergeMessages(current, value);
    }
  }
  return out;
}
