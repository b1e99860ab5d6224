import { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';

const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:v8')>()),
  setFlagsFromString: setFlags,
}));

const { main } = await import('../src/index.ts');
const { TICKS_BEFORE_OPTIMIZATION, HEAP_GROWING_PERCENT, V8_FLAGS } = await import('../src/tune-v8.ts');

/** Runs `main` with its output swallowed. */
async function quiet(...argv: string[]): Promise<number> {
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    return await main(argv);
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe("the CLI's V8 flags", () => {
  it('are set when a command runs', async () => {
    setFlags.mockClear();
    expect(await quiet('routes', '--help')).toBe(0);
    expect(setFlags).toHaveBeenCalledWith(`--ticks-before-optimization=${TICKS_BEFORE_OPTIMIZATION}`);
    expect(setFlags).toHaveBeenCalledWith(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(TICKS_BEFORE_OPTIMIZATION).toBeGreaterThan(3);
    expect(HEAP_GROWING_PERCENT).toBeGreaterThan(0);
  });

  it('are flags this Node’s V8 knows (it ignores a misspelt one)', () => {
    const known = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8', maxBuffer: 1 << 26 });
    for (const flag of V8_FLAGS) expect(known).toContain(`  ${flag.split('=')[0]} (`);
  });

  it('is left alone by --version, --help and an unknown command', async () => {
    setFlags.mockClear();
    await quiet('--version');
    await quiet('--help');
    await quiet('bulid');
    expect(setFlags).not.toHaveBeenCalled();
  });
});
