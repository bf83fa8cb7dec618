import { defineErrors } from '../platform/errors.contract.ts';

// The validation codes (400) are zod messages too: the same text on the server's answer and in the form.
// One section per entity of the module; keep each entity's codes together.
export const timeErrors = defineErrors({
  // Holidays
  'Time:InvalidFromDate': {
    status: 400,
    en: 'The start date must not be after the end date.',
    ar: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.',
  },
  'Time:InvalidToDate': {
    status: 400,
    en: 'The end date must not be before the start date.',
    ar: 'يجب ألا يكون تاريخ النهاية قبل تاريخ البداية.',
  },
  // Attendance records
  'Time:InvalidCheckIn': {
    status: 400,
    en: 'The check-in must be earlier than the check-out.',
    ar: 'يجب أن يكون وقت الدخول قبل وقت الخروج.',
  },
  'Time:InvalidCheckOut': {
    status: 400,
    en: 'The check-out must be later than the check-in.',
    ar: 'يجب أن يكون وقت الخروج بعد وقت الدخول.',
  },
});
