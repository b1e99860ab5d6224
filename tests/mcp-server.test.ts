// Drives `docsgen mcp` over stdio with the SDK's own client, as an editor assistant would.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const cli = path.join(repoRoot, 'packages/cli/bin/docsgen.js');
const fixture = path.join(repoRoot, 'tests/fixtures/mcp-docs');
const out = mkdtempSync(path.join(tmpdir(), 'docsgen-mcp-'));

type TextResult = { content: Array<{ type: string; text?: string }>; isError?: boolean };
const textOf = (result: unknown) => (result as TextResult).content.map((c) => c.text ?? '').join('\n');

async function connect(args: string[]): Promise<{ client: Client; stderr: string[] }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [cli, 'mcp', ...args],
    cwd: repoRoot,
    stderr: 'pipe',
  });
  const stderr: string[] = [];
  transport.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  const client = new Client({ name: 'docsgen-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr };
}

beforeAll(() => {
  if (!existsSync(path.join(repoRoot, 'packages/cli/dist/docsgen.mjs'))) {
    execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repoRoot });
  }
  execFileSync(process.execPath, [cli, 'build', fixture, '--out', path.join(out, 'dist')], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

for (const mode of ['in-memory build', 'built dist/'] as const) {
  describe(`docsgen mcp (${mode})`, () => {
    let client: Client;
    let stderr: string[];
    beforeAll(async () => {
      ({ client, stderr } = await connect(mode === 'built dist/' ? ['--dist', path.join(out, 'dist')] : [fixture]));
    });
    afterAll(async () => {
      await client?.close();
    });

    it('lists the two tools with their input schemas', async () => {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['read_page', 'search_docs']);
      const search = tools.find((t) => t.name === 'search_docs');
      expect(search?.inputSchema.required).toEqual(['query']);
      expect(Object.keys(search?.inputSchema.properties ?? {}).sort()).toEqual([
        'language',
        'limit',
        'query',
        'version',
      ]);
      expect(stderr.join('')).toMatch(/serving 3 pages of “Plantify”/);
    });

    it('searches page text, keywords and lowered components', async () => {
      const text = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'interval' } }));
      expect(text).toMatch(/^1\. Watering schedules — \/guides\/watering \(Get started\)/);
      expect(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'irrigation' } }))).toContain(
        '/guides/watering',
      );
      expect(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'plant_not_found' } }))).toContain(
        '/api/errors',
      );
      // noindex pages are not served.
      expect(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'quixotic' } }))).toBe(
        'No pages match “quixotic”.',
      );
    });

    it('reads a page as the Markdown the site serves', async () => {
      const page = textOf(await client.callTool({ name: 'read_page', arguments: { url: 'guides/watering.mdx' } }));
      expect(page).toContain('# Watering schedules');
      expect(page).toContain('1. **Pick a plant**');
      expect(page).toContain('Agents: the schedule endpoint is idempotent.');
      expect(page).not.toMatch(/<Step|<Visibility/);
      expect(
        textOf(
          await client.callTool({ name: 'read_page', arguments: { url: 'https://docs.example.com/docs/api/errors' } }),
        ),
      ).toContain('`code` (string, required)');
      expect(textOf(await client.callTool({ name: 'read_page', arguments: { url: '/' } }))).toContain(
        '> **Note:** You need an API key',
      );
    });

    it('answers unknown pages and bad arguments with errors, not crashes', async () => {
      const missing = (await client.callTool({
        name: 'read_page',
        arguments: { url: '/guides/waterin' },
      })) as TextResult;
      expect(missing.isError).toBe(true);
      expect(textOf(missing)).toContain('Did you mean `/guides/watering`?');
      const bad = (await client.callTool({ name: 'search_docs', arguments: { query: '' } })) as TextResult;
      expect(bad.isError).toBe(true);
      expect(textOf(bad)).toMatch(/Input validation error/);
    });
  });
}

// A peer that sends a 60 MB message (or garbage) gets a JSON-RPC error; the server keeps serving.
describe('docsgen mcp over raw stdio', () => {
  it('answers an oversized and a malformed message with errors and stays up', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [cli, 'mcp', '--dist', path.join(out, 'dist')], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const replies: Array<{ id?: number; error?: { code: number; message: string }; result?: unknown }> = [];
    let pending = '';
    const waiters: Array<() => void> = [];
    child.stdout.on('data', (chunk) => {
      pending += String(chunk);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) replies.push(JSON.parse(line));
      for (const wake of waiters.splice(0)) wake();
    });
    const replyCount = async (count: number) => {
      while (replies.length < count) {
        if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
        await new Promise<void>((wake) => waiters.push(wake));
      }
    };
    // A server that died stops reading: every wait ends when it exits.
    child.stdin.on('error', () => {});
    child.on('exit', () => {
      for (const wake of waiters.splice(0)) wake();
    });
    const send = (message: string) =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.stdin.write(message)) done();
        else {
          child.stdin.once('drain', done);
          waiters.push(done);
        }
      });
    await send(
      `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } })}\n`,
    );
    await replyCount(1);
    // 60 MB in one message, written in 1 MB pieces as a pipe carries it.
    const piece = 'x'.repeat(1024 * 1024);
    await send('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":"');
    for (let i = 0; i < 60; i++) await send(piece);
    await send('"}}}\n');
    await send('{"jsonrpc": nope}\n');
    await send(`${JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' })}\n`);
    await replyCount(4);
    expect(replies[1].error?.code).toBe(-32600);
    expect(replies[1].error?.message).toMatch(
      /^Invalid Request: the message is 60 MiB; this server reads messages of at most 4 MiB\.$/,
    );
    expect(replies[2].error?.code).toBe(-32700);
    expect(replies[3]).toMatchObject({ id: 3, result: { tools: expect.any(Array) } });
    expect(stderr).toMatch(/refused a message of 60 MiB/);
    child.stdin.end();
    const code = await new Promise((done) => (child.exitCode !== null ? done(child.exitCode) : child.on('exit', done)));
    expect(code).toBe(0);
  }, 60_000);
});
