import { type Diagnostic, error } from '@docsgen/diagnostics';

/** Largest configuration file accepted (docs.json or a `$ref` file). */
export const MAX_CONFIG_BYTES = 20 * 1024 * 1024;

/**
 * Decodes a configuration file as strict UTF-8: a UTF-16 file or invalid bytes are reported at
 * their byte offset (and line) instead of being silently replaced with U+FFFD.
 */
export function decodeConfigBytes(bytes: Uint8Array, file: string): { text: string } | { diagnostic: Diagnostic } {
  if (bytes.length > MAX_CONFIG_BYTES) {
    return {
      diagnostic: error('config/too-large', `${file} is ${bytes.length} bytes; the limit is ${MAX_CONFIG_BYTES}.`, {
        file,
        hint: 'Split it into smaller files with $ref.',
      }),
    };
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return {
      diagnostic: error('config/not-utf8', `${file} is UTF-16 encoded; docsgen reads configuration as UTF-8.`, {
        file,
        line: 1,
        column: 1,
        hint: 'Save the file as UTF-8 in your editor.',
      }),
    };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const offset = firstInvalidByte(bytes);
    let line = 1;
    for (let i = 0; i < offset; i++) if (bytes[i] === 10) line++;
    return {
      diagnostic: error(
        'config/not-utf8',
        `${file} is not valid UTF-8: invalid byte 0x${(bytes[offset] ?? 0).toString(16).padStart(2, '0')} at byte offset ${offset}.`,
        {
          file,
          line,
          hint: 'Save the file as UTF-8 (it may have been written as Latin-1 or Windows-1252).',
        },
      ),
    };
  }
}

/** Offset of the first byte that does not start or continue a UTF-8 sequence (0 when none is found). */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const len = b < 0x80 ? 1 : b >> 5 === 6 ? 2 : b >> 4 === 14 ? 3 : b >> 3 === 30 ? 4 : 0;
    if (len === 0 || i + len > bytes.length) return i;
    for (let k = 1; k < len; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += len;
  }
  return 0;
}
