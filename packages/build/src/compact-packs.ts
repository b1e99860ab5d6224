import { statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { listPacks, type PackStore, readPackEntry } from './pack-store.ts';

/**
 * After a full build, the pack store's sweep: packs last written before `before` go. Of their
 * entries, those the build used (`keep`) and that no later pack replaced are first copied into the
 * store's own pack; the rest (entries of edited-away pages, other settings, older docsgen versions)
 * no build has written for a day, and go with them. Packs written since `before` stay whole, other
 * builds' included. Never throws: what cannot be copied or removed stays (a pack is removed only
 * once every kept entry in it that can be read is copied). Returns the packs removed and their bytes.
 */
export function compactPacks(
  store: PackStore,
  keep: ReadonlySet<string>,
  before: number,
): { packs: number; bytes: number } {
  const own = store.pack;
  const old = new Map<string, number>();
  for (const pack of listPacks(store.dir)) {
    if (pack === own) continue;
    const stats = [`${pack}.data`, `${pack}.index`].map((name) => statOf(join(store.dir, name)));
    if (stats.some((s) => s && s.mtimeMs >= before)) continue;
    old.set(
      join(store.dir, `${pack}.data`),
      stats.reduce((sum, s) => sum + (s?.size ?? 0), 0),
    );
  }
  if (old.size === 0) return { packs: 0, bytes: 0 };
  const failed = new Set<string>();
  for (const [key, location] of store.entries()) {
    if (!keep.has(key) || !old.has(location.file)) continue;
    // An entry whose bytes are gone is a miss either way; one that cannot be copied keeps its pack.
    const bytes = readPackEntry(location);
    if (bytes && !store.write(key, bytes)) failed.add(location.file);
  }
  let packs = 0;
  let bytes = 0;
  for (const [data, size] of old) {
    if (failed.has(data)) continue;
    for (const file of [data, `${data.slice(0, -'.data'.length)}.index`]) {
      try {
        unlinkSync(file);
      } catch {}
    }
    packs++;
    bytes += size;
  }
  return { packs, bytes };
}

function statOf(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
