import { SizeUnit } from '@hr/contracts';

/** A file size as a form edits it: a number in a unit (KB, MB, GB). */
export interface SizeInUnit {
  size: number;
  unit: SizeUnit;
}

/** Bytes from the form's number and unit (KB ×1024, MB ×1024², GB ×1024³), whole. */
export function toBytes({ size, unit }: SizeInUnit): number {
  return Math.round(size * SizeUnit[unit]);
}

/**
 * Bytes in the best unit for editing (the largest in which it is at least 1: GB, MB, KB), with the fewest
 * decimals that give the same bytes back.
 */
export function fromBytes(bytes: number): SizeInUnit {
  const unit = bytes >= SizeUnit.GB ? 'GB' : bytes >= SizeUnit.MB ? 'MB' : 'KB';
  const exact = bytes / SizeUnit[unit];
  for (let digits = 0; digits < 10; digits++) {
    const size = Number(exact.toFixed(digits));
    if (toBytes({ size, unit }) === bytes) return { size, unit };
  }
  return { size: exact, unit };
}

export const sizeUnits = Object.keys(SizeUnit) as SizeUnit[];
