import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BLOG_MESSAGES } from '../../../../worker/contracts/blogs';
import { coverProblem, uploadCover } from '../cover-upload';

/** Click or drop a cover; checked here and on the server; progress while it uploads. */
export function CoverPicker({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const problem = coverProblem(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      onChange(await uploadCover(file, setProgress));
    } catch (e) {
      setError(e instanceof Error ? e.message : BLOG_MESSAGES.coverFailed);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the button inside is the keyboard path */}
      <div
        className={cn(
          'relative overflow-hidden rounded-xl border-2 border-dashed transition',
          over ? 'border-primary bg-primary/5' : 'border-muted-foreground/25',
        )}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void take(e.dataTransfer.files[0]);
        }}
      >
        {value ? (
          <img src={value} alt="Cover" className="aspect-[2/1] w-full object-cover" />
        ) : (
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="flex aspect-[3/1] w-full flex-col items-center justify-center gap-2 text-muted-foreground hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ImagePlus className="size-8" aria-hidden />
            <span className="font-medium text-foreground">Click to add a cover image</span>
            <span className="text-xs">
              or drop one here · recommended 1200 x 600 pixels · JPG, PNG or WebP up to 5 MB
            </span>
          </button>
        )}
        {value ? (
          <div className="absolute right-3 top-3 flex gap-2">
            <Button type="button" size="sm" variant="secondary" onClick={() => input.current?.click()}>
              Change cover
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => onChange(null)}
              aria-label="Remove cover image"
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        aria-label="Cover image file"
        tabIndex={-1}
        onChange={(e) => void take(e.target.files?.[0])}
      />
      {progress !== null ? (
        <div role="status" className="grid gap-1 text-sm">
          <span>Uploading cover image...</span>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Cover upload progress"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
