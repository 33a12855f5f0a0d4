/**
 * The API's attachment limits (@helpdesk/shared/schemas attachments.ts, server/API.md "Attachments") as file inputs
 * need them: the `accept` list, and a check that splits chosen files into accepted ones and the reasons, in the
 * user's language, why the others never leave the browser. The server checks again.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_MB, attachmentProblem } from '../schemas/attachments.ts';

/** For the file input's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export interface AttachmentCheck {
  accepted: File[];
  /** One sentence per refused file: its name and why. */
  refused: string[];
}

export function useAttachmentCheck(): (files: Iterable<File> | ArrayLike<File> | null) => AttachmentCheck {
  const { t } = useTranslation('shared');
  return useCallback(
    (files) => {
      const result: AttachmentCheck = { accepted: [], refused: [] };
      for (const file of Array.from(files ?? [])) {
        const problem = attachmentProblem(file);
        if (problem === 'attachment_type') result.refused.push(t('attachments.type', { name: file.name }));
        else if (problem === 'attachment_too_large')
          result.refused.push(t('attachments.tooLarge', { name: file.name, max: ATTACHMENT_MAX_MB }));
        else result.accepted.push(file);
      }
      return result;
    },
    [t],
  );
}
