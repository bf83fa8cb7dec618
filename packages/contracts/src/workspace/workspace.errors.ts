import { defineErrors } from '../platform/errors.contract.ts';

export const workspaceErrors = defineErrors({
  'Workspace:NoTeam': {
    status: 403,
    en: 'Your user account is not linked to an employee, so you have no team calendar. Choose a department.',
    ar: 'حساب المستخدم الخاص بك غير مرتبط بموظف، لذلك لا يوجد تقويم لفريقك. اختر قسماً.',
  },
  'Workspace:InvalidDateRange': {
    status: 400,
    en: 'The end date must not be before the start date.',
    ar: 'يجب ألا يكون تاريخ النهاية قبل تاريخ البداية.',
  },
  'Workspace:CalendarTooLong': {
    status: 400,
    en: 'A calendar shows at most {days} days.',
    ar: 'يعرض التقويم {days} يوماً على الأكثر.',
  },
  'Workspace:DepartmentNotFound': {
    status: 404,
    en: 'The department was not found.',
    ar: 'لم يتم العثور على القسم.',
  },
});
