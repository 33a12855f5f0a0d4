/**
 * Drafts of the reply and the note, per ticket, in sessionStorage: a failed send or a reload loses nothing, and a
 * closed tab leaves nothing behind on a shared computer.
 */
export type DraftKind = 'reply' | 'note';

export const draftStorageKey = (kind: DraftKind, ticketId: number) => `helpdesk.ticketShow.${kind}.${ticketId}`;

export function readDraft<T>(kind: DraftKind, ticketId: number, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(draftStorageKey(kind, ticketId));
    return raw ? { ...fallback, ...(JSON.parse(raw) as Partial<T>) } : fallback;
  } catch {
    return fallback;
  }
}

export function writeDraft(kind: DraftKind, ticketId: number, value: unknown): void {
  try {
    sessionStorage.setItem(draftStorageKey(kind, ticketId), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the draft lives on screen only.
  }
}

export function clearDraft(kind: DraftKind, ticketId: number): void {
  try {
    sessionStorage.removeItem(draftStorageKey(kind, ticketId));
  } catch {
    // nothing stored
  }
}
