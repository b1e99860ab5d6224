// Patterns recheck reports polynomial (not exponential) that are left as they are, each with why
// its input cannot be long enough to matter. Anything else it reports fails regex-audit.test.ts.
export const KNOWN_POLYNOMIAL = new Map<string, string>([]);
