import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BoundedStdioTransport } from '../src/index.ts';

function harness(maxMessageBytes = 64) {
  const input = new PassThrough();
  const output = new PassThrough();
  const logged: string[] = [];
  const received: unknown[] = [];
  const transport = new BoundedStdioTransport({ input, output, maxMessageBytes, log: (line) => logged.push(line) });
  transport.onmessage = (message) => received.push(message);
  let written = '';
  output.on('data', (chunk) => {
    written += String(chunk);
  });
  const replies = () =>
    written
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  return { input, transport, logged, received, replies };
}

const ping = (id: number) => `${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })}\n`;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedStdioTransport', () => {
  it('reads messages split across chunks and joined in one chunk', async () => {
    const { input, transport, received, replies } = harness();
    await transport.start();
    const two = ping(1) + ping(2);
    input.write(two.slice(0, 10));
    input.write(two.slice(10));
    await tick();
    expect(received).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: 2, method: 'ping' },
    ]);
    expect(replies()).toEqual([]);
  });

  it('answers an over-long message with Invalid Request, skips it and reads the next', async () => {
    const { input, transport, received, replies, logged } = harness();
    await transport.start();
    input.write(`{"jsonrpc":"2.0","id":7,"method":"ping","params":{"pad":"${'x'.repeat(50)}`);
    input.write(`${'y'.repeat(500)}"}}\n${ping(3)}`);
    await tick();
    expect(replies()).toEqual([
      {
        jsonrpc: '2.0',
        error: {
          code: -32600,
          message: 'Invalid Request: the message is 610 bytes; this server reads messages of at most 64 bytes.',
        },
      },
    ]);
    expect(received).toEqual([{ jsonrpc: '2.0', id: 3, method: 'ping' }]);
    expect(logged).toEqual(['docsgen mcp: refused a message of 610 bytes (the limit is 64 bytes).']);
  });

  it('answers a line that is not JSON, and JSON that is not JSON-RPC, and keeps reading', async () => {
    const { input, transport, received, replies } = harness();
    await transport.start();
    input.write(`{"jsonrpc":\n\n{"id":4,"method":5}\r\n${ping(5)}`);
    await tick();
    const [parse, invalid] = replies();
    expect(parse).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    expect(parse.error.message).toMatch(/^Parse error: the message is not JSON \(/);
    expect(parse).not.toHaveProperty('id');
    expect(invalid).toEqual({
      jsonrpc: '2.0',
      id: 4,
      error: { code: -32600, message: 'Invalid Request: the message is not a JSON-RPC 2.0 message.' },
    });
    expect(received).toEqual([{ jsonrpc: '2.0', id: 5, method: 'ping' }]);
  });
});
