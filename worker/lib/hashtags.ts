/** The distinct hashtags of a text, lower-case and without '#'. */
export function extractHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]{1,50})/gu)) {
    const tag = match[1]?.toLowerCase();
    if (tag && !/^\d+$/.test(tag)) tags.add(tag);
  }
  return [...tags];
}
