type HtmlTag = 'div' | 'h2' | 'h3' | 'h4' | 'p' | 'li' | 'th' | 'td';

/**
 * Renders HTML the server sanitised before storing it (page blocks, activity descriptions, blogs),
 * so markup from members never reaches the page unchecked.
 */
export function Html({ as: Tag = 'div', html, className }: { as?: HtmlTag; html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it is stored
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
