import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/index.ts';

/** Runs the CLI's `main` and captures what it prints. */
async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((c) => {
    stdout += String(c);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((c) => {
    stderr += String(c);
    return true;
  });
  const code = await main(argv);
  vi.restoreAllMocks();
  return { code, stdout, stderr };
}
afterEach(() => vi.restoreAllMocks());

describe('docsgen --version, --help and usage errors', () => {
  it('--version and -v print the package version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(await cli('--version')).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect((await cli('-v')).stdout).toBe(`${version}\n`);
  });

  it('--help lists every command, help <command> is the command help', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    for (const c of ['dev', 'build', 'check', 'routes', 'init', 'mcp', 'help <command>', '--version'])
      expect(help.stdout).toContain(c);
    const build = await cli('help', 'build');
    expect(build.code).toBe(0);
    expect(build.stdout).toMatch(/^Usage: docsgen build/);
    expect(build.stdout).toContain('--out DIR');
  });

  it('no command prints the help with exit 2', async () => {
    const r = await cli();
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('Usage: docsgen <command>');
  });

  it('an unknown command or top-level option suggests the closest one', async () => {
    const r = await cli('biuld');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^docsgen: unknown command `biuld`\. Did you mean `build`\?/);
    expect((await cli('--verison')).stderr).toMatch(/unknown option `--verison`\. Did you mean `--version`\?/);
    expect((await cli('zzzzzz')).stderr).not.toContain('Did you mean');
  });

  it("an unknown option of a command suggests one of that command's options", async () => {
    const build = await cli('build', '--outt', 'x');
    expect(build.code).toBe(2);
    expect(build.stderr).toMatch(/^docsgen build: unknown option `--outt`\. Did you mean `--out`\?/);
    const check = await cli('check', '--jsn');
    expect(check.code).toBe(2);
    expect(check.stderr).toMatch(/^docsgen check: unknown option `--jsn`\. Did you mean `--json`\?/);
    const dev = await cli('dev', '--prot', '3000');
    expect(dev.stderr).toMatch(/Did you mean `--port`\?/);
  });
});
