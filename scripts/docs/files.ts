/** A repository path as a link from docs/ARCHITECTURE.md. */
export function link(path: string, label = path): string {
  return `[\`${label}\`](../${path})`;
}
