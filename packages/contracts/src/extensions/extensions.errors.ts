import { defineErrors } from '../platform/errors.contract.ts';

/** Attachment types, attachments and extra fields (definitions and values). */
export const extensionsErrors = defineErrors({
  // Attachment types
  'AttachmentType:DuplicateName': {
    status: 422,
    en: 'There is already an attachment type named {name}.',
    ar: 'يوجد نوع مرفقات باسم {name} مسبقًا.',
  },
  'AttachmentType:ExtensionNotAvailable': {
    status: 400,
    en: 'This extension cannot be allowed: choose one from the list of available extensions.',
    ar: 'لا يمكن السماح بهذا الامتداد: اختر امتدادًا من قائمة الامتدادات المتاحة.',
  },
  'AttachmentType:AllowedSizeTooLarge': {
    status: 400,
    en: 'The allowed size cannot exceed 20 MB.',
    ar: 'لا يمكن أن يتجاوز الحجم المسموح 20 ميغابايت.',
  },
  'AttachmentType:InUse': {
    status: 422,
    en: 'The attachment type {name} is used by {count} attachment(s) and cannot be deleted.',
    ar: 'نوع المرفقات {name} مستخدم في {count} مرفق (مرفقات) ولا يمكن حذفه.',
  },
  // Attachments
  'Attachment:ExpiryDateRequired': {
    status: 422,
    en: 'Documents of the type {type} expire: give the expiry date.',
    ar: 'مستندات النوع {type} لها تاريخ انتهاء: أدخل تاريخ الانتهاء.',
  },
  'Attachment:TypeNotFound': {
    status: 422,
    en: 'The chosen attachment type does not exist. It may have been deleted.',
    ar: 'نوع المرفق المختار غير موجود. ربما تم حذفه.',
  },
  'Attachment:InvalidFileName': {
    status: 400,
    en: 'The file name is not valid.',
    ar: 'اسم الملف غير صالح.',
  },
  'Attachment:ExtensionNotAllowed': {
    status: 422,
    en: 'Files of type .{extension} are not allowed for {type}. Allowed: {allowed}.',
    ar: 'الملفات من النوع ‎.{extension} غير مسموحة لـ {type}. المسموح: {allowed}.',
  },
  'Attachment:FileTooLarge': {
    status: 422,
    en: 'The file is {size}; {type} allows at most {allowedSize}.',
    ar: 'حجم الملف {size}، والحد الأقصى المسموح لـ {type} هو {allowedSize}.',
  },
  'Attachment:EmptyFile': {
    status: 422,
    en: 'The file is empty.',
    ar: 'الملف فارغ.',
  },
  'Attachment:InvalidBase64': {
    status: 400,
    en: 'The file content is not valid base64.',
    ar: 'محتوى الملف ليس بترميز base64 صالح.',
  },
  'Attachment:ContentMismatch': {
    status: 422,
    en: 'The content of {fileName} is not a .{extension} file.',
    ar: 'محتوى الملف {fileName} ليس ملفًا من النوع ‎.{extension}.',
  },
  'Attachment:NotTemporary': {
    status: 422,
    en: 'Some of the attachments are not new uploads of your organisation, or are already saved.',
    ar: 'بعض المرفقات ليست ملفات مرفوعة حديثًا لمؤسستك، أو أنها محفوظة مسبقًا.',
  },
  'Attachment:WrongEntityType': {
    status: 422,
    en: 'The attachment {fileName} is of a type that does not belong to {entityType}.',
    ar: 'المرفق {fileName} من نوع لا يخص {entityType}.',
  },
  // Extra field definitions
  'ExtraField:CodeMustBeUnique': {
    status: 422,
    en: 'The code {code} is already used by another extra field.',
    ar: 'الرمز {code} مستخدم في حقل إضافي آخر.',
  },
  'ExtraField:InvalidCode': {
    status: 400,
    en: 'A code starts with a letter and contains only letters, digits and _.',
    ar: 'يبدأ الرمز بحرف ولا يحتوي إلا على حروف وأرقام و _.',
  },
  'ExtraField:OptionsRequired': {
    status: 400,
    en: 'A selection field needs at least one option.',
    ar: 'يحتاج حقل الاختيار إلى خيار واحد على الأقل.',
  },
  'ExtraField:DuplicateOption': {
    status: 400,
    en: 'This option is listed twice.',
    ar: 'هذا الخيار مذكور مرتين.',
  },
  'ExtraField:InvalidDefaultValue': {
    status: 400,
    en: 'The default value does not fit the field type.',
    ar: 'القيمة الافتراضية لا تناسب نوع الحقل.',
  },
  'ExtraField:HasValues': {
    status: 422,
    en: 'The field {field} already has values: its type and entity type cannot change.',
    ar: 'الحقل {field} له قيم مسبقًا: لا يمكن تغيير نوعه ولا نوع الكيان.',
  },
  'ExtraField:OptionInUse': {
    status: 422,
    en: 'The option {option} of {field} is in use and cannot be removed.',
    ar: 'الخيار {option} من الحقل {field} مستخدم ولا يمكن حذفه.',
  },
  // Extra field values
  'ExtraField:UnknownField': {
    status: 400,
    en: 'There is no extra field {id} for {entityType}.',
    ar: 'لا يوجد حقل إضافي {id} لـ {entityType}.',
  },
  'ExtraField:DuplicateValue': {
    status: 400,
    en: 'The field {field} is given more than once.',
    ar: 'الحقل {field} مذكور أكثر من مرة.',
  },
  'ExtraField:ValueRequired': {
    status: 400,
    en: '{field} is required.',
    ar: '{field} مطلوب.',
  },
  'ExtraField:ValueTooLong': {
    status: 400,
    en: '{field} is too long.',
    ar: '{field} طويل جدًا.',
  },
  'ExtraField:InvalidInt': {
    status: 400,
    en: '{field} must be a whole number.',
    ar: 'يجب أن يكون {field} عددًا صحيحًا.',
  },
  'ExtraField:InvalidDecimal': {
    status: 400,
    en: '{field} must be a number.',
    ar: 'يجب أن يكون {field} رقمًا.',
  },
  'ExtraField:InvalidBool': {
    status: 400,
    en: '{field} must be true or false.',
    ar: 'يجب أن تكون قيمة {field} صحيحًا أو خطأً.',
  },
  'ExtraField:InvalidDate': {
    status: 400,
    en: '{field} must be a date (yyyy-MM-dd).',
    ar: 'يجب أن يكون {field} تاريخًا (yyyy-MM-dd).',
  },
  'ExtraField:InvalidDateTime': {
    status: 400,
    en: '{field} must be a date and time.',
    ar: 'يجب أن يكون {field} تاريخًا ووقتًا.',
  },
  'ExtraField:InvalidOption': {
    status: 400,
    en: '{field} must be one of its options.',
    ar: 'يجب أن تكون قيمة {field} أحد خياراته.',
  },
});
