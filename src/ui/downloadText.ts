/**
 * Hands text to the browser as a file download: a Blob behind an object URL and a hidden <a download>, the URL
 * revoked once the click has been handled (the download has its data by then). Safari on iPhone opens or saves it.
 */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
