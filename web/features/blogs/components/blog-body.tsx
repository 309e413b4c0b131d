/**
 * Renders a blog's HTML. On the reading page the HTML comes from the server's allow-list
 * sanitiser (worker/lib/sanitize.ts); in the editor's preview it is the editor's own output.
 */
export function BlogBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list
  return <div className="rich-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
