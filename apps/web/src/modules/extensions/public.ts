// What other modules' pages (employees now, contracts next) may use of the extensions module.
export {
  AttachmentsGrid,
  type AttachmentsGridProps,
  saveTempAttachments,
} from './components/attachments/AttachmentsGrid.tsx';
export { ExtraFieldInput, type ExtraFieldInputProps } from './components/extra-fields/ExtraFieldInput.tsx';
export {
  ExtraFieldsForm,
  type ExtraFieldsFormProps,
  readExtraFieldValues,
} from './components/extra-fields/ExtraFieldsForm.tsx';
export {
  type ExtraFieldFormValue,
  formatExtraFieldValue,
  fromFormValue,
  toFormValue,
} from './components/extra-fields/extra-field-values.ts';
