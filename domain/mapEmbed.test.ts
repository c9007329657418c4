import { describe, expect, it } from 'vitest';
import { mapEmbedSrc } from './mapEmbed';

const GOOGLE =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3960.7!2d107.6!3d-6.9!2m3!1f0!2f0!3f0';
const OSM =
  'https://www.openstreetmap.org/export/embed.html?bbox=107.5%2C-7.0%2C107.7%2C-6.8&layer=mapnik';

describe('mapEmbedSrc', () => {
  it('keeps only the src of a pasted Google Maps iframe', () => {
    const pasted = `<iframe src="${GOOGLE}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
    expect(mapEmbedSrc(pasted)).toBe(GOOGLE);
  });

  it('decodes entities of an OpenStreetMap iframe and takes single or unquoted attributes', () => {
    const escaped = OSM.replace('&', '&amp;');
    expect(mapEmbedSrc(`<iframe width="425" height="350" src="${escaped}"></iframe>`)).toBe(OSM);
    expect(mapEmbedSrc(`<IFRAME SRC='${GOOGLE}'></IFRAME>`)).toBe(GOOGLE);
    expect(mapEmbedSrc(`<iframe src=${GOOGLE}>`)).toBe(GOOGLE);
  });

  it('accepts a bare embed address, surrounding spaces trimmed', () => {
    expect(mapEmbedSrc(`  ${GOOGLE}\n`)).toBe(GOOGLE);
    expect(mapEmbedSrc(OSM)).toBe(OSM);
    expect(mapEmbedSrc('https://maps.google.com/maps?q=bandung&output=embed')).toBe(
      'https://maps.google.com/maps?q=bandung&output=embed',
    );
  });

  it('refuses other sites, other paths and look-alike hosts', () => {
    for (const bad of [
      'https://example.com/maps/embed?pb=1',
      'https://www.google.com/search?q=peta',
      'https://www.google.com.evil.example/maps/embed?pb=1',
      'https://evil.example/?u=https://www.google.com/maps/embed',
      'https://www.openstreetmap.org/#map=12/-6.9/107.6',
      '<iframe src="https://example.com/maps/embed"></iframe>',
    ]) {
      expect(mapEmbedSrc(bad), bad).toBeNull();
    }
  });

  it('refuses scripts, plain http, credentials, ports and things that are not addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<script src="https://www.google.com/maps/embed"></script>',
      'http://www.google.com/maps/embed?pb=1',
      'https://user:pw@www.google.com/maps/embed?pb=1',
      'https://www.google.com:8443/maps/embed?pb=1',
      '<iframe width="600"></iframe>',
      'Jl. Wastukencana No. 2, Bandung',
      '',
    ]) {
      expect(mapEmbedSrc(bad), bad).toBeNull();
    }
  });
});
