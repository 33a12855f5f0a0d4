/**
 * Small UI choices remembered in this browser (sidebar theme, summary panel, pinned menu). Private mode or a full
 * storage must not break the page: reads fall back, writes are best effort and the choice lasts for this page.
 */
export function readSetting(key: string, fallback: string): string {
  try {
    return localStorage.getItem(key) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeSetting(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}
