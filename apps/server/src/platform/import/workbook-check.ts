import { inflateRawSync } from 'node:zlib';
import { AppError } from '../errors.ts';

/**
 * The first, defensive look at an uploaded workbook, before any xlsx reader touches it: an .xlsx is a zip
 * whose parts are listed at its end (the central directory). Every part is inflated here with a bound on
 * what it may grow to, so a small file that unpacks to gigabytes (a zip bomb, or a header that lies about
 * its sizes) is refused after reading at most `maxUnpacked` bytes, and the reader that follows only ever
 * sees a workbook of a known, bounded size.
 */

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;

/** A zip of this many parts is no workbook a person filled in. */
const maxParts = 1000;

interface Part {
  name: string;
  method: number;
  compressedSize: number;
  offset: number;
}

/** The parts the central directory lists, or a 400 when the bytes are not a zip (zip64 included). */
function partsOf(bytes: Buffer, notXlsx: () => AppError): Part[] {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--)
    if (bytes.readUInt32LE(i) === endOfDirectory) {
      end = i;
      break;
    }
  if (end < 0) throw notXlsx();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || count > maxParts) throw notXlsx();
  const parts: Part[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== directoryEntry) throw notXlsx();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) throw notXlsx();
    parts.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

/**
 * Checks that the bytes are an .xlsx workbook that unpacks to at most `maxUnpacked` bytes: a 400
 * `<codes>NotXlsx` for anything else (a .xls, a CSV, a PDF, a broken zip), a 400 `<codes>FileTooLarge` as
 * soon as the unpacked parts pass the bound. `codes` is the import's error prefix (`Platform:Import`, or
 * the employees' own `Employees:Import`).
 */
export function checkWorkbookBytes(bytes: Buffer, maxUnpacked: number, codes = 'Platform:Import'): void {
  const notXlsx = () => new AppError(`${codes}NotXlsx`);
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== localHeader) throw notXlsx();
  const parts = partsOf(bytes, notXlsx);
  const names = new Set(parts.map((p) => p.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notXlsx();
  let budget = maxUnpacked;
  const tooLarge = () =>
    new AppError(`${codes}FileTooLarge`, { max: Math.round(maxUnpacked / (1024 * 1024)) });
  for (const part of parts) {
    const at = part.offset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== localHeader) throw notXlsx();
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const end = start + part.compressedSize;
    if (end > bytes.length) throw notXlsx();
    const data = bytes.subarray(start, end);
    let size: number;
    if (part.method === 0) size = data.length;
    else if (part.method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        throw notXlsx();
      }
    } else throw notXlsx();
    budget -= size;
    if (budget < 0) throw tooLarge();
  }
}
