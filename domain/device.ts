/** A browser and system read from a user agent, for the account's list of sessions. */
export interface Device {
  /** 'Chrome', 'Firefox', ...; null when not recognised. */
  browser: string | null;
  /** 'Windows', 'Android', ...; null when not recognised. */
  os: string | null;
  mobile: boolean;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The browser and system a user agent names (only the common ones; no version numbers).
 * @example deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0') // { browser: 'Firefox', os: 'Windows', mobile: false }
 */
export function deviceOf(userAgent: string | null | undefined): Device {
  const text = userAgent ?? '';
  return {
    browser: first(BROWSERS, text),
    os: first(SYSTEMS, text),
    mobile: /\b(Mobile|iPhone|iPod|Android)\b/.test(text),
  };
}
