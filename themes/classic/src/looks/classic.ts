import { mint } from './mint.ts';
import type { ThemeTraits } from './traits.ts';

/** classic, docsgen's own name: mint's look, laying out every page mode (docsgen's behaviour before the nine looks). */
export const classic: ThemeTraits = { ...mint, name: 'classic', modes: { frame: true, center: true } };
