import { almond } from './almond.ts';
import { aspen } from './aspen.ts';
import { classic } from './classic.ts';
import { linden } from './linden.ts';
import { luma } from './luma.ts';
import { maple } from './maple.ts';
import { mint } from './mint.ts';
import { palm } from './palm.ts';
import { sequoia } from './sequoia.ts';
import type { ThemeTraits } from './traits.ts';
import { willow } from './willow.ts';

/** Every look the shared page structure draws, by docs.json `theme` name (a new theme: one file + one line here). */
export const LOOKS: Readonly<Record<string, ThemeTraits>> = {
  mint,
  maple,
  palm,
  willow,
  linden,
  almond,
  aspen,
  luma,
  sequoia,
  classic,
};
