import './texts.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { SafeHtml, sanitizeHtml, sanitizeMessageHtml, SERVER_WINDOW_GLOBAL, type SafeHtmlProps, type SanitizedHtml } from './safe-html.tsx';
export { SenderVerificationMark, type SenderVerificationMarkProps } from './sender-verification-mark.tsx';
export { AttachmentList, type AttachmentLink } from './attachment-list.tsx';
export { FilePicker, type FilePickerProps } from './file-picker.tsx';
export { ImportSourceField, type ImportSourceFieldProps } from './import-source-field.tsx';
export { formatBytes } from './format-bytes.ts';
export { ATTACHMENT_ACCEPT, useAttachmentCheck, type AttachmentCheck } from './use-attachment-check.ts';
export {
  TextField,
  TextareaField,
  SelectField,
  MultiSelectField,
  SwitchField,
  type Choice,
  type TextFieldProps,
  type SelectFieldProps,
} from './form-fields.tsx';
export { PaginationBar, PAGE_SIZES, DEFAULT_PAGE_SIZE, type PageMeta, type PaginationBarProps } from './pagination-bar.tsx';
export { ListSkeleton, ListEmpty, ListError, type ListSkeletonProps, type ListEmptyProps, type ListErrorProps } from './list-states.tsx';
export { useListParams, parseListParams, applyListChanges, type ListParams, type ListParamsConfig } from './use-list-params.ts';
export { useMediaQuery, useIsMobile } from './use-media-query.ts';
export { useHydrated } from './use-hydrated.ts';
export { ThreadList, ThreadEntry, type ThreadTone, type ThreadEntryProps } from './thread-entry.tsx';
export { EvaluationForm, type EvaluationFormProps } from './evaluation-form.tsx';
export { useSearchText, SEARCH_DEBOUNCE_MS } from './use-search-text.ts';
export { useThreadWriterTexts } from './use-thread-writer-texts.ts';
export { PersonFields, PERSON_FIELDS, personFormValues, type PersonField, type PersonFieldsProps } from './person-fields.tsx';
export { CsvDialectField, useCsvDialect } from './csv-dialect-field.tsx';
export { AcceptedNote, type AcceptedNoteProps } from './accepted-note.tsx';
export { AuditEntries, AuditHistory, auditHistoryQuery, AUDIT_HISTORY_PER_PAGE } from './audit-history.tsx';
export { RecordTabs, HISTORY_TAB, type RecordTabsProps } from './record-tabs.tsx';
