/** Polyglot-style `%{name}` interpolation for the few server-side messages. */
export function interpolate(template: string, args?: Record<string, string | number>): string {
  if (!args) return template;
  return template.replace(/%\{(\w+)\}/g, (m, k: string) => (k in args ? String(args[k]) : m));
}
