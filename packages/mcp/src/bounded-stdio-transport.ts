import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';

/**
 * Largest message the server reads, in bytes. MCP requests to this server are a tool name and a few
 * short arguments; 4 MiB is far above any of them and keeps what one message can cost bounded.
 */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

const NEWLINE = 0x0a;

/** Options of {@link BoundedStdioTransport}. */
export interface BoundedStdioTransportOptions {
  /** Where messages come from; default stdin. */
  input?: NodeJS.ReadableStream;
  /** Where messages go; default stdout. */
  output?: NodeJS.WritableStream;
  /** Largest message read, in bytes; default {@link MAX_MESSAGE_BYTES}. */
  maxMessageBytes?: number;
  /** Where a refused message is reported; default stderr. */
  log?: (line: string) => void;
}

/**
 * MCP over stdio, one JSON-RPC message a line, that survives what a peer sends. The SDK's own stdio
 * transport closes itself when a message passes its buffer limit (the process then exits 13 with
 * nothing said) and drops malformed lines without an answer. Here a message longer than the limit
 * is skipped as it streams in (memory stays bounded by the limit) and answered with an Invalid
 * Request error; a line that is not JSON gets a Parse error, and JSON that is not a JSON-RPC
 * message an Invalid Request error (with its id when it has one). The server keeps serving.
 */
export class BoundedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private readonly input: NodeJS.ReadableStream;
  private readonly output: NodeJS.WritableStream;
  private readonly maxMessageBytes: number;
  private readonly log: (line: string) => void;
  /** Pieces of the message being read. */
  private pieces: Buffer[] = [];
  private size = 0;
  /** Bytes of an over-long message skipped so far; undefined while reading a message normally. */
  private skipped: number | undefined;

  constructor(options: BoundedStdioTransportOptions = {}) {
    this.input = options.input ?? process.stdin;
    this.output = options.output ?? process.stdout;
    this.maxMessageBytes = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
    this.log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  }

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onInputError);
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('error', this.onInputError);
    this.pieces = [];
    this.size = 0;
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  private readonly onInputError = (error: Error) => this.onerror?.(error);

  private readonly onData = (data: Buffer | string) => {
    const chunk = typeof data === 'string' ? Buffer.from(data) : data;
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(NEWLINE, start);
      const end = newline === -1 ? chunk.length : newline;
      this.take(chunk.subarray(start, end));
      if (newline === -1) return;
      this.endOfMessage();
      start = newline + 1;
    }
  };

  /** Adds a piece of the current message, or starts skipping it once it passes the limit. */
  private take(piece: Buffer): void {
    if (this.skipped !== undefined) {
      this.skipped += piece.length;
      return;
    }
    if (this.size + piece.length <= this.maxMessageBytes) {
      this.pieces.push(piece);
      this.size += piece.length;
      return;
    }
    this.skipped = this.size + piece.length;
    this.pieces = [];
    this.size = 0;
  }

  private endOfMessage(): void {
    if (this.skipped !== undefined) {
      const size = this.skipped;
      this.skipped = undefined;
      const message = `Invalid Request: the message is ${formatBytes(size)}; this server reads messages of at most ${formatBytes(this.maxMessageBytes)}.`;
      this.log(
        `docsgen mcp: refused a message of ${formatBytes(size)} (the limit is ${formatBytes(this.maxMessageBytes)}).`,
      );
      this.refuse(ErrorCode.InvalidRequest, message, undefined);
      return;
    }
    const line = Buffer.concat(this.pieces, this.size).toString('utf8').replace(/\r$/, '');
    this.pieces = [];
    this.size = 0;
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      this.log('docsgen mcp: refused a message that is not JSON.');
      this.refuse(
        ErrorCode.ParseError,
        `Parse error: the message is not JSON (${(error as Error).message}).`,
        undefined,
      );
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      this.log('docsgen mcp: refused JSON that is not a JSON-RPC 2.0 message.');
      this.refuse(ErrorCode.InvalidRequest, 'Invalid Request: the message is not a JSON-RPC 2.0 message.', idOf(value));
      return;
    }
    try {
      this.onmessage?.(parsed.data);
    } catch (error) {
      this.onerror?.(error as Error);
    }
  }

  private refuse(code: ErrorCode, message: string, id: string | number | undefined): void {
    // MCP's error response carries no id when the request's id could not be read.
    const response = { jsonrpc: '2.0' as const, ...(id === undefined ? {} : { id }), error: { code, message } };
    this.send(response as JSONRPCMessage).catch((error) => this.onerror?.(error as Error));
  }
}

function idOf(value: unknown): string | number | undefined {
  if (typeof value !== 'object' || value === null || !('id' in value)) return undefined;
  const { id } = value as { id: unknown };
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : undefined;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KiB`;
  return `${bytes} bytes`;
}
