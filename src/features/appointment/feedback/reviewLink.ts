/**
 * Opens the hospital's review page after a 10. Opened 2 s after the tap, a new tab is often blocked; the page
 * itself then goes there (the feedback is already stored).
 */
export function openReviewLink(url: string): void {
  if (!/^https:\/\//.test(url)) return;
  const opened = window.open(url, '_blank', 'noopener,noreferrer');
  if (opened === null) window.location.assign(url);
}
