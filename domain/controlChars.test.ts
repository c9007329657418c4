import { describe, expect, it } from 'vitest';
import { hasControlChar, visibleControlChars } from './controlChars';

describe('control characters in text', () => {
  it('refuses C0 controls except tab, line feed and carriage return', () => {
    for (let code = 0; code < 0x20; code++) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(hasControlChar(`a${String.fromCharCode(code)}b`), String(code)).toBe(!allowed);
    }
    expect(hasControlChar('Jl. Merdeka No. 1\r\n\tRT 02')).toBe(false);
    expect(hasControlChar('Ä ü 中文 😀 \u007f')).toBe(false);
  });

  it('writes the forbidden ones out', () => {
    expect(visibleControlChars('ad\u0000m\u001fin\n')).toBe('ad\\u0000m\\u001fin\n');
  });
});
