import { defineErrors } from '../platform/errors.contract.ts';

export const identityErrors = defineErrors({
  'Identity:DuplicateUserName': {
    status: 422,
    en: 'The user name {userName} is already taken.',
    ar: 'اسم المستخدم {userName} مستخدم مسبقًا.',
  },
  'Identity:DuplicateEmail': {
    status: 422,
    en: 'The e-mail {email} is already taken.',
    ar: 'البريد الإلكتروني {email} مستخدم مسبقًا.',
  },
  'Identity:InvalidCredentials': {
    status: 400,
    en: 'Invalid user name or password.',
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  },
  'Identity:CannotGrantUnheldRole': {
    status: 403,
    en: 'You cannot give the role {name}: it grants permissions you do not hold yourself ({permission}).',
    ar: 'لا يمكنك منح الدور {name}: فهو يمنح صلاحيات لا تملكها أنت ({permission}).',
  },
  'Identity:CannotGrantUnheldPermission': {
    status: 403,
    en: 'You cannot grant the permission {name}: you do not hold it yourself.',
    ar: 'لا يمكنك منح الصلاحية {name}: فأنت لا تملكها.',
  },
  'Identity:RoleNotFound': {
    status: 422,
    en: 'There is no role named {name}.',
    ar: 'لا يوجد دور باسم {name}.',
  },
  'Identity:CannotDeleteSelf': {
    status: 422,
    en: 'You cannot delete your own account.',
    ar: 'لا يمكنك حذف حسابك.',
  },
  'Identity:DuplicateRoleName': {
    status: 422,
    en: 'The role name {name} is already taken.',
    ar: 'اسم الدور {name} مستخدم مسبقًا.',
  },
  'Identity:StaticRoleCannotBeRenamed': {
    status: 422,
    en: 'The role {name} is a system role and cannot be renamed.',
    ar: 'الدور {name} دور نظام ولا يمكن تغيير اسمه.',
  },
  'Identity:StaticRoleCannotBeDeleted': {
    status: 422,
    en: 'The role {name} is a system role and cannot be deleted.',
    ar: 'الدور {name} دور نظام ولا يمكن حذفه.',
  },
  'Identity:LastAdministrator': {
    status: 422,
    en: '{userName} is the last active user with the admin role. Give the admin role to another active user first.',
    ar: '{userName} هو آخر مستخدم مفعّل يحمل دور المدير (admin). امنح دور المدير لمستخدم مفعّل آخر أولًا.',
  },
  'Identity:PermissionNotGrantable': {
    status: 422,
    en: 'The permission {name} cannot be granted here.',
    ar: 'لا يمكن منح الصلاحية {name} هنا.',
  },
  'Identity:PasswordTooShort': {
    status: 400,
    en: 'Passwords must be at least 6 characters.',
    ar: 'يجب ألا تقل كلمة المرور عن 6 أحرف.',
  },
  'Identity:PasswordRequiresDigit': {
    status: 400,
    en: "Passwords must have at least one digit ('0'-'9').",
    ar: "يجب أن تحتوي كلمة المرور على رقم واحد على الأقل ('0'-'9').",
  },
  'Identity:PasswordRequiresLower': {
    status: 400,
    en: "Passwords must have at least one lowercase letter ('a'-'z').",
    ar: "يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل ('a'-'z').",
  },
  'Identity:PasswordRequiresUpper': {
    status: 400,
    en: "Passwords must have at least one uppercase letter ('A'-'Z').",
    ar: "يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل ('A'-'Z').",
  },
  'Identity:PasswordRequiresNonAlphanumeric': {
    status: 400,
    en: 'Passwords must have at least one non alphanumeric character.',
    ar: 'يجب أن تحتوي كلمة المرور على رمز واحد على الأقل ليس حرفًا أو رقمًا.',
  },
  'Identity:InvalidUserName': {
    status: 400,
    en: 'A user name may contain only letters, digits and . _ @ + -',
    ar: 'يمكن أن يحتوي اسم المستخدم على الحروف والأرقام و . _ @ + - فقط',
  },
});
