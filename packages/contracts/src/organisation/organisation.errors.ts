import { defineErrors } from '../platform/errors.contract.ts';

export const organisationErrors = defineErrors({
  'Organisation:DuplicateDepartmentName': {
    status: 422,
    en: 'There is already a department named {name} at this level.',
    ar: 'يوجد قسم باسم {name} في هذا المستوى مسبقًا.',
  },
  'Organisation:DepartmentNotFound': {
    status: 422,
    en: 'The selected department does not exist. It may have been deleted.',
    ar: 'القسم المحدد غير موجود. ربما تم حذفه.',
  },
  'Organisation:DepartmentCycle': {
    status: 422,
    en: 'A department cannot be placed under itself or under one of its own sub-departments.',
    ar: 'لا يمكن وضع القسم تحت نفسه أو تحت أحد أقسامه الفرعية.',
  },
  'Organisation:DepartmentHasChildren': {
    status: 422,
    en: 'The department {name} has sub-departments. Move or delete them first.',
    ar: 'القسم {name} يحتوي على أقسام فرعية. انقلها أو احذفها أولًا.',
  },
  'Organisation:DepartmentHasJobTitles': {
    status: 422,
    en: 'The department {name} has job titles. Move or delete them first.',
    ar: 'القسم {name} يحتوي على مسميات وظيفية. انقلها أو احذفها أولًا.',
  },
  'Organisation:DuplicateJobTitleName': {
    status: 422,
    en: 'The department already has a job title named {name}.',
    ar: 'يوجد في القسم مسمى وظيفي باسم {name} مسبقًا.',
  },
  'Organisation:ParentJobTitleNotFound': {
    status: 422,
    en: 'The selected parent job title does not exist. It may have been deleted.',
    ar: 'المسمى الوظيفي الأعلى المحدد غير موجود. ربما تم حذفه.',
  },
  'Organisation:JobTitleCycle': {
    status: 422,
    en: 'A job title cannot report to itself or to one of the job titles under it.',
    ar: 'لا يمكن أن يتبع المسمى الوظيفي نفسه أو أحد المسميات التابعة له.',
  },
  'Organisation:JobTitleHasChildren': {
    status: 422,
    en: 'Other job titles report to {name}. Move or delete them first.',
    ar: 'توجد مسميات وظيفية تابعة للمسمى {name}. انقلها أو احذفها أولًا.',
  },
  'Organisation:JobTitleHasEmployees': {
    status: 422,
    en: '{count} employee(s) hold the job title {name}. Give them another job title first.',
    ar: 'يشغل {count} موظف/موظفين المسمى الوظيفي {name}. امنحهم مسمى وظيفيًا آخر أولًا.',
  },
  'Organisation:JobTitleHasContracts': {
    status: 422,
    en: '{count} contract(s) name the job title {name}. Contracts are kept for history, so it cannot be deleted.',
    ar: 'يرد المسمى الوظيفي {name} في {count} عقد/عقود. تُحفظ العقود للسجل، لذا لا يمكن حذفه.',
  },
});
