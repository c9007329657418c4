/**
 * Spec 5: a region profile's map is stored as the `src` of an embedded map only. A pasted
 * `<iframe ... src="...">` or a bare address is accepted when it points at an allow-listed map
 * provider; anything else (another site, a script, a non-https address) is not.
 */

/** Hosts and paths whose pages are map embeds. */
const PROVIDERS: readonly { host: string; path: (p: string) => boolean }[] = [
  // Google Maps "Share > Embed a map".
  { host: 'www.google.com', path: (p) => p === '/maps/embed' || p.startsWith('/maps/embed/') },
  // Older Google embeds: maps.google.com/maps?...&output=embed.
  { host: 'maps.google.com', path: (p) => p === '/maps' || p.startsWith('/maps/') },
  // OpenStreetMap "Share > HTML".
  { host: 'www.openstreetmap.org', path: (p) => p === '/export/embed.html' },
];

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

const decodeEntities = (s: string) =>
  s.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (e) => ENTITIES[e]!);

/** The `src` of a pasted iframe (attribute quoted or not), or null when there is none. */
function iframeSrc(html: string): string | null {
  const tag = /<iframe\b[^>]*>/i.exec(html);
  if (!tag) return null;
  const m = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[0]);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : null;
}

/**
 * The embed address to store for what was pasted, or null when it is not an allow-listed map.
 * @example mapEmbedSrc('<iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600"></iframe>')
 *   // 'https://www.google.com/maps/embed?pb=!1m18'
 * @example mapEmbedSrc('https://example.com/maps/embed') // null
 */
export function mapEmbedSrc(input: string): string | null {
  const text = input.trim();
  const raw = text.startsWith('<') ? iframeSrc(text) : text;
  if (!raw || /\s/.test(raw.trim())) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const ok = PROVIDERS.some((p) => p.host === host && p.path(url.pathname));
  return ok ? url.href : null;
}
