/** Bundles `entry` (absolute path) to `outfile` (absolute path); resolves to `outfile`. */
export function bundleForNode(entry: string, outfile: string): Promise<string>;
