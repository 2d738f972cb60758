/** The page's localStorage, or null where even reaching it throws (disabled storage, sandboxed frames). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
