/**
 * The map embed of a pemda profile (spec 5, `map_embed`) is a Google Maps or OpenStreetMap
 * iframe (the allow-list of domain/mapEmbed.ts): its frames and tiles are the only outside
 * sources the app's pages load.
 */
export const MAP_PROVIDER_FRAMES = [
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
];
export const MAP_PROVIDER_IMAGES = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/**
 * Content-Security-Policy of the app's HTML: scripts from this origin only (no inline script, no
 * eval), images and frames from this origin and the map provider. Styles allow inline because
 * MUI (emotion) writes its styles into <style> elements at run time.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${MAP_PROVIDER_IMAGES.join(' ')}`,
  // blob: frames show an uploaded PDF inline (read with the bearer token, src/admin/fields).
  `frame-src 'self' blob: ${MAP_PROVIDER_FRAMES.join(' ')}`,
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');
