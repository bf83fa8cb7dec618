import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition: attachment` with the UTF-8 name (RFC 6266 and 5987) and a plain ASCII fallback for
 * old clients: `attachment; filename="_____-2025-01-31.xlsx"; filename*=UTF-8''%D8%A7...`.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A person's or a record's name as part of a file name: blanks become one dash; what a file system refuses
 * in a name (`/ \ : * ? " < > |`, control characters) and the invisible format characters (direction marks)
 * go. Letters of every script stay, since `attachmentDisposition` sends the name in UTF-8 (old clients get
 * its ASCII fallback). "Adam  Smith" is `Adam-Smith`, "R&D / North" `R&D-North`.
 */
export function fileNamePart(text: string): string {
  return text
    .replace(/\p{Cf}/gu, '')
    .replace(/[/\\:*?"<>|\p{Cc}]/gu, ' ')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * Sends a file as a download with its type and name, never kept by a cache (a payslip or an attachment is
 * personal). The browser never sniffs it: `x-content-type-options: nosniff` comes with every response
 * (security-headers.ts). `body` is the bytes, or a stream written as the file is made.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; body: Buffer | Uint8Array | Readable },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
