import { loadSite } from './src/index.ts';
const only = process.argv[2];
for (const r of only ? [only] : ['starter','mintlify-docs','fastmcp','dify-docs','ollama']) {
  const t = Date.now();
  const s = await loadSite('/work/shared/corpora/' + r);
  const counts: Record<string, number> = {};
  for (const d of s.diagnostics) counts[d.severity + ' ' + d.code] = (counts[d.severity + ' ' + d.code] ?? 0) + 1;
  console.log(r, Date.now() - t, 'ms', 'routes', s.routes.length, 'inNav', s.routes.filter(x=>x.inNavigation).length, counts);
  for (const d of s.diagnostics) if (d.severity === 'error' || (only && d.code !== 'config/unknown-key')) console.log('  ', d.severity, d.code, d.message, d.file, d.line, d.column, d.jsonPath, '|', d.hint);
}
