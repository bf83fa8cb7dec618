import { describe, expect, it } from 'vitest';
import { renderText } from './notification.service.ts';

// A leave type's name travels in a notification as both names: each reader (on screen, by mail) reads it in
// their language, the other when the type has no name in theirs (issue 44, item 5).
describe('a name in two languages in a notification', () => {
  const text = (nameAr: string | null) => ({
    key: 'Notifications:LeaveRequestApprovedMessage',
    params: { leaveType: { nameEn: 'Annual leave', nameAr }, from: '2026-12-01', to: '2026-12-04' },
  });

  it('is rendered in the reader’s language', () => {
    expect(renderText(text('إجازة سنوية'), 'en')).toContain('(Annual leave)');
    expect(renderText(text('إجازة سنوية'), 'ar')).toContain('(\u2068إجازة سنوية\u2069)');
  });

  it('falls back to the other language', () => {
    expect(renderText(text(null), 'ar')).toContain('(\u2068Annual leave\u2069)');
  });

  it('keeps a plain text parameter (a notification stored before) as it is', () => {
    const stored = {
      ...text(null),
      params: { leaveType: 'Annual leave - إجازة سنوية', from: '2026-12-01', to: '2026-12-04' },
    };
    // Isolated in the English sentence, as it holds Arabic letters (see the next case).
    expect(renderText(stored, 'en')).toContain('(\u2068Annual leave - إجازة سنوية\u2069)');
  });

  it('isolates in an English sentence only a parameter with Arabic letters', () => {
    const rejected = (reason: string) =>
      renderText(
        {
          key: 'Notifications:AttendanceRequestRejectedWithReasonMessage',
          params: { date: '2026-12-05', reason },
        },
        'en',
      );
    expect(rejected('السجل صحيح، راجع قسم IT.')).toContain(': \u2068السجل صحيح، راجع قسم IT.\u2069');
    expect(rejected('The audit ended at 14:00.')).toContain(': The audit ended at 14:00.');
    expect(rejected('The audit ended at 14:00.')).not.toContain('\u2068');
  });
});
