/** A LIKE/ILIKE pattern matching values that contain the text, its own % _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
