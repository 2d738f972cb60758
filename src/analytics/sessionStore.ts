/** A key-value store that never throws (sessionStorage can: disabled, sandboxed, quota). */
export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/**
 * Wraps a Web Storage behind a getter (merely reading `window.sessionStorage` can throw): every
 * failure reads as "nothing stored" and a failed write is dropped.
 */
export function safeStore(storage: () => Pick<Storage, 'getItem' | 'setItem'> | null | undefined): SafeStore {
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Not remembered: the decision holds for this page load only.
      }
    },
  };
}
