/**
 * The generated parts of a page sit between `<!-- generated:<name> -->` and `<!-- /generated:<name> -->`; the
 * text between is replaced, everything else is kept as written.
 */
const BLOCK = /<!-- generated:([\w-]+) -->\n[\s\S]*?<!-- \/generated:\1 -->/g;

/** The page with each marked block's body replaced; fails on a block with no content, or content with no block. */
export function fillMarkers(page: string, blocks: Readonly<Record<string, string>>): string {
  const seen = new Set<string>();
  const filled = page.replace(BLOCK, (_, name: string) => {
    const body = blocks[name];
    if (body === undefined) throw new Error(`No generator for the block '${name}'.`);
    seen.add(name);
    return `<!-- generated:${name} -->\n${body}\n<!-- /generated:${name} -->`;
  });
  const missing = Object.keys(blocks).filter((name) => !seen.has(name));
  if (missing.length > 0) throw new Error(`The page has no block for: ${missing.join(', ')}.`);
  return filled;
}
