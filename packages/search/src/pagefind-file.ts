/** An index file produced by Pagefind, path relative to the `pagefind/` folder. */
export interface PagefindFile {
  path: string;
  content: Uint8Array;
}
