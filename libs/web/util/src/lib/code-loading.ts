const RELOADED_AT = 'nidra:reloaded-for-code';

/**
 * Code that fails to arrive (a new release replaced the files this tab was sent, or the network dropped
 * one) loads the page again, at most once a minute, instead of leaving it blank. The bundler's loader
 * announces the failure with `vite:preloadError`; taken here, the failed import resolves with nothing,
 * which `loaded` turns into a wait for the new page.
 */
export function reloadWhenCodeFails(): void {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < 60_000) return;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      return; // No session storage: no way to tell a second failure from the first.
    }
    event.preventDefault();
    location.reload();
  });
}

/**
 * A dynamic import, as every one of the app's is made: what it loads, or, when its code failed to arrive and
 * the page is loading again (`reloadWhenCodeFails`), a wait that lasts until then.
 */
export function loaded<T>(importing: Promise<T | undefined>): Promise<T> {
  return importing.then((module) => module ?? new Promise<never>(() => undefined));
}
