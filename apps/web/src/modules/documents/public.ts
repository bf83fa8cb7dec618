// What other web modules may use of documents: a renewal's details and query keys (the approver's go-task
// page, the live notifications re-read them).
export { documentRenewalApi, documentRenewalKeys } from './api/document-renewal.api.ts';
export { DocumentRenewalDetails } from './components/DocumentRenewalDetails.tsx';
export { ReminderSettingsForm } from './components/ReminderSettingsForm.tsx';
