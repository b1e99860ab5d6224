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

  it('holds only its own bytes, not the rest of the chunk zlib wrote them into', () => {
    for (const text of [
      html,
      'short',
      'x'.repeat(200_000),
      Array.from({ length: 5000 }, (_, i) => `w${i * 7919}`).join(' '),
    ]) {
      const packed = packText(text, true) as Uint8Array;
      expect(packed.buffer.byteLength).toBe(packed.byteLength);
      expect(unpackText(packed)).toBe(text);
    }
  });

  it('keeps a small site’s text as it is', () => {
    expect(packText(html, false)).toBe(html);
    expect(unpackText(packText(html, false))).toBe(html);
  });
});
