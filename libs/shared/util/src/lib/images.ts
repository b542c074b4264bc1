/** Stored product images are kept at 1200 and 400 px; the URL of the smaller one from the larger's. */
export function smallImageUrl(url: string): string {
  return url.replace(/-1200\.webp$/, '-400.webp');
}
