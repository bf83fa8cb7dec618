import { describe, expect, it } from 'vitest';
import { attachmentDisposition, fileNamePart } from './download.ts';

describe('a download name', () => {
  it('keeps an Arabic name in UTF-8 with an ASCII fallback', () => {
    expect(attachmentDisposition('الموظفون-2026-11-26.xlsx')).toBe(
      `attachment; filename="________-2026-11-26.xlsx"; filename*=UTF-8''` +
        '%D8%A7%D9%84%D9%85%D9%88%D8%B8%D9%81%D9%88%D9%86-2026-11-26.xlsx',
    );
  });

  it('cannot close the quoted name or smuggle an encoded character through the fallback', () => {
    const header = attachmentDisposition(`a"b\\c%41'(x).pdf`);
    expect(header).toBe(
      `attachment; filename="a_b_c_41'(x).pdf"; filename*=UTF-8''a%22b%5Cc%2541%27%28x%29.pdf`,
    );
  });

  it('makes a name part of a file name: dashes for blanks, nothing a file system refuses', () => {
    expect(fileNamePart('  Adam   Smith ')).toBe('Adam-Smith');
    expect(fileNamePart('R&D / North: "A" <b>|c*?')).toBe('R&D-North-A-b-c');
    expect(fileNamePart('a\u0000b\u200fc\td')).toBe('a-bc-d');
    expect(fileNamePart('سارة أحمد')).toBe('سارة-أحمد');
  });
});
