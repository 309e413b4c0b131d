import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import type { PostDto } from '../../../../worker/contracts/community';

/** A post's media in a grid; images open in a lightbox with previous/next (arrow keys work too). */
export function MediaGallery({ media, alt }: { media: PostDto['media']; alt: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (media.length === 0) return null;
  const current = open === null ? null : media[open];
  const step = (d: number) => setOpen((i) => (i === null ? null : (i + d + media.length) % media.length));
  return (
    <>
      <div className={cn('grid gap-1 overflow-hidden rounded-lg', media.length > 1 && 'grid-cols-2')}>
        {media.map((m, i) =>
          m.type === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: members' own clips carry no caption track.
            <video key={m.url} src={m.url} controls preload="metadata" className="max-h-96 w-full bg-black" />
          ) : (
            <button
              key={m.url}
              type="button"
              onClick={() => setOpen(i)}
              className="block focus-visible:outline-2 focus-visible:outline-ring"
              // Named by its picture's alt text (what the photo shows), not by its place in the grid.
              aria-haspopup="dialog"
            >
              <img
                src={m.url}
                alt={m.alt || `${alt} (image ${i + 1})`}
                loading="lazy"
                className={cn('w-full object-cover', media.length > 1 ? 'aspect-square' : 'max-h-[28rem]')}
              />
            </button>
          ),
        )}
      </div>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent
          className="max-w-4xl bg-black/95 p-2 text-white"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') step(1);
            if (e.key === 'ArrowLeft') step(-1);
          }}
        >
          <DialogTitle className="sr-only">Image viewer</DialogTitle>
          <DialogDescription className="sr-only">
            Image {(open ?? 0) + 1} of {media.length}
          </DialogDescription>
          {current?.type === 'image' ? (
            <figure>
              <img
                src={current.url}
                alt={current.alt || `${alt} (image ${(open ?? 0) + 1})`}
                className="max-h-[80vh] w-full object-contain"
              />
              {current.alt ? <figcaption className="mt-2 text-center text-sm">{current.alt}</figcaption> : null}
            </figure>
          ) : current ? (
            // biome-ignore lint/a11y/useMediaCaption: members' own clips carry no caption track.
            <video src={current.url} controls autoPlay className="max-h-[80vh] w-full" />
          ) : null}
          {media.length > 1 ? (
            <div className="flex justify-between">
              <Button variant="ghost" size="icon" onClick={() => step(-1)} aria-label="Previous image">
                <ChevronLeft />
              </Button>
              <Button variant="ghost" size="icon" onClick={() => step(1)} aria-label="Next image">
                <ChevronRight />
              </Button>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
