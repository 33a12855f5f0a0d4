/** Display helpers the layouts share (spec §2, §9). */
import dayjs from 'dayjs';
import { DRAFT_SUBJECT_LENGTH, PLANNED_WORK_DATE_FORMAT, PLANNED_WORK_SUBJECT_LENGTH } from '@helpdesk/shared';

/** Cuts text to `length` characters, adding an ellipsis only when something was cut. */
export function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}

export const draftLabel = (subject: string) => truncate(subject, DRAFT_SUBJECT_LENGTH);
export const plannedWorkSubject = (subject: string) => truncate(subject, PLANNED_WORK_SUBJECT_LENGTH);
export const plannedWorkStart = (startTime: string) => dayjs(startTime).format(PLANNED_WORK_DATE_FORMAT);
