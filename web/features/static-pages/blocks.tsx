import { Html } from '@/components/html';
import type { PageBlock } from '../../../worker/contracts/pages';

export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return (
    <div className="flex flex-col gap-4 leading-relaxed [&_a]:text-primary [&_a]:underline">
      {blocks.map((block, i) => {
        const key = `${block.type}-${i}`;
        switch (block.type) {
          case 'header': {
            const Tag = (['h2', 'h2', 'h3', 'h4'] as const)[block.level - 1] ?? 'h2';
            return (
              <Html
                key={key}
                as={Tag}
                html={block.text}
                className={block.level <= 2 ? 'mt-6 text-2xl font-semibold' : 'mt-4 text-xl font-semibold'}
              />
            );
          }
          case 'paragraph':
            return <Html key={key} as="p" html={block.text} />;
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={key} className={block.ordered ? 'list-decimal pl-6' : 'list-disc pl-6'}>
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their position
                  <Html key={j} as="li" html={item} />
                ))}
              </Tag>
            );
          }
          case 'image':
            return (
              <figure key={key} className={block.stretched ? '' : 'mx-auto max-w-2xl'}>
                <img
                  src={block.url}
                  alt={block.caption ?? ''}
                  loading="lazy"
                  className={block.withBorder ? 'rounded border' : 'rounded'}
                />
                {block.caption ? (
                  <figcaption className="mt-2 text-center text-sm text-muted-foreground">{block.caption}</figcaption>
                ) : null}
              </figure>
            );
          case 'quote':
            return (
              <blockquote key={key} className="border-l-4 border-primary pl-4 italic">
                <Html as="p" html={block.text} />
                {block.caption ? (
                  <footer className="mt-1 text-sm not-italic text-muted-foreground">{block.caption}</footer>
                ) : null}
              </blockquote>
            );
          case 'delimiter':
            return <hr key={key} className="my-4" />;
          case 'table':
            return (
              <div key={key} className="relative overflow-x-auto">
                <table className="w-full border-collapse text-sm">
                  <tbody>
                    {block.rows.map((row, r) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: table rows have no identity beyond their position
                      <tr key={r} className="border-b">
                        {row.map((cell, c) => {
                          const Cell = block.withHeadings && r === 0 ? 'th' : 'td';
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity beyond their position
                          return <Html key={c} as={Cell} html={cell} className="p-2 text-left" />;
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case 'code':
            return (
              <pre key={key} className="relative overflow-x-auto rounded bg-muted p-4 text-sm">
                <code>{block.code}</code>
              </pre>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
