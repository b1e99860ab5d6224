import { describe, expect, it } from 'vitest';
import { packText, unpackText } from '../src/page-record.ts';

describe('packText', () => {
  const html = `<h2 id="plantes">Plantes à l’ombre 🌿</h2>${'<p>Water the fern twice a week.</p>'.repeat(200)}`;

  it('deflates a large site’s page text and gives back the same string', () => {
    const packed = packText(html, true);
    expect(packed).toBeInstanceOf(Uint8Array);
    expect((packed as Uint8Array).byteLength).toBeLessThan(html.length / 5);
    expect(unpackText(packed)).toBe(html);
  });

  it('keeps a small site’s text as it is', () => {
    expect(packText(html, false)).toBe(html);
    expect(unpackText(packText(html, false))).toBe(html);
  });
});
