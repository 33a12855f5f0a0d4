import type { AttachmentStore } from './attachment-store';

export interface StagedStore {
  /** The store to hand to the unit of work. */
  store: AttachmentStore;
  /** The work was committed: the deletions it asked for happen now. */
  commit(): Promise<void>;
  /** The work was rolled back: the files it wrote go again, and what it deleted stays. */
  rollback(): Promise<void>;
}

/**
 * The store as one database transaction should see it: files are written at once (the rows that name them
 * commit after), removed again on rollback, and deletions wait for the commit. So a rolled-back intake leaves
 * no orphan files, and a committed one no rows pointing at deleted files. A crash between the two can still
 * leave an unreferenced file behind, never a missing one.
 */
export function stageStore(store: AttachmentStore): StagedStore {
  const written: string[] = [];
  const deleted: string[] = [];
  return {
    store: {
      async put(key, body, options) {
        written.push(key);
        return store.put(key, body, options);
      },
      get: (key) => store.get(key),
      async copy(from, to) {
        written.push(to);
        await store.copy(from, to);
      },
      async delete(keys) {
        deleted.push(...keys);
      },
      // The shared store outlives the unit of work.
      close() {},
    },
    commit: () => store.delete(deleted.splice(0)),
    rollback: () => store.delete(written.splice(0)),
  };
}
