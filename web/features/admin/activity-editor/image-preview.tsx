import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** The featured image as readers will see it, or 'Invalid Image URL' when it does not load. */
export function ImagePreview({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url) return null;
  if (failed === url) {
    return (
      <div
        role="img"
        aria-label="Invalid Image URL"
        className="grid aspect-video w-full place-items-center rounded-md border border-dashed bg-muted text-sm text-muted-foreground"
      >
        <span className="flex items-center gap-2">
          <ImageOff className="size-4" aria-hidden /> Invalid Image URL
        </span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt="Featured preview"
      className="aspect-video w-full rounded-md border object-cover"
      onError={() => setFailed(url)}
    />
  );
}
