export * from './diagnostic.ts';
export * from './did-you-mean.ts';
export * from './format-code-frame.ts';
export * from './format-report.ts';
export * from './group-diagnostics.ts';
export * from './locate.ts';
export * from './package-dir.ts';
export * from './read-inside.ts';
