import { describe, expect, it, vi } from 'vitest';

const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:v8')>()),
  setFlagsFromString: setFlags,
}));

const { main } = await import('../src/index.ts');
const { TICKS_BEFORE_OPTIMIZATION } = await import('../src/tune-v8.ts');

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

describe("the CLI's V8 tiering threshold", () => {
  it('is set when a command runs', async () => {
    setFlags.mockClear();
    expect(await quiet('routes', '--help')).toBe(0);
    expect(setFlags).toHaveBeenCalledWith(`--ticks-before-optimization=${TICKS_BEFORE_OPTIMIZATION}`);
    expect(TICKS_BEFORE_OPTIMIZATION).toBeGreaterThan(3);
  });

  it('is left alone by --version, --help and an unknown command', async () => {
    setFlags.mockClear();
    await quiet('--version');
    await quiet('--help');
    await quiet('bulid');
    expect(setFlags).not.toHaveBeenCalled();
  });
});
