/**
 * What `make` gives, made on the first call and shared by every call after it: for a library loaded with
 * its first use rather than at start, so that a process which never needs it never holds it. A make that
 * failed is tried again on the next call rather than remembered.
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}
