import type { AttachmentExtension } from '@hr/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** What a download is served as, by the (verified) extension. */
export const contentTypes: Record<AttachmentExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const ooxml = ['docx', 'xlsx', 'pptx'];

/**
 * The types file-type may detect in a file with each extension. doc and xls are OLE compound files, which
 * it names `cfb` without telling them apart; an OOXML document is a zip too.
 */
const detectedAs: Record<Exclude<AttachmentExtension, 'txt' | 'csv'>, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  doc: ['cfb'],
  xls: ['cfb'],
  zip: ['zip', ...ooxml],
};

/** The extension of a file name: lower case, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the bytes are what the extension says: the signature (magic bytes) of binary formats, the parts
 * of an OOXML zip, valid UTF-8 without NUL for text (which must not carry a binary signature either; an
 * XML declaration is text).
 */
export async function contentMatches(extension: AttachmentExtension, bytes: Uint8Array): Promise<boolean> {
  const detected = await fileTypeFromBuffer(bytes);
  if (extension === 'txt' || extension === 'csv')
    return (detected === undefined || detected.ext === 'xml') && isText(bytes);
  return detected !== undefined && detectedAs[extension].includes(detected.ext);
}

const sizeUnits = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes with 2 decimals in the largest unit that keeps the value at least 1 (as the web app shows them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${sizeUnits[unit]}`;
}
