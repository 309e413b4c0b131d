import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { cropToJpeg, drawCrop, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../crop';

const PREVIEW = 160;

/** Zoom and rotate a chosen picture, see it in a circle, and get a square JPEG back. */
export function AvatarCropDialog({
  file,
  onCancel,
  onCropped,
}: {
  file: File;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // The canvas as state, not a ref: the dialog's parts load on open, so the canvas appears after the
  // first render (often after the image has loaded), and drawing must follow its arrival too.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);

  // Each run reads the file into its own image; a run that was cleaned up (React may run an effect
  // twice, or the file changed) must not report on its image, whose address it has just revoked.
  useEffect(() => {
    let current = true;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      if (!current) return;
      setImage(img);
      setProblem(null);
    };
    img.onerror = () => {
      if (current) setProblem('This file could not be read as an image');
    };
    img.src = url;
    return () => {
      current = false;
      img.onload = null;
      img.onerror = null;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  useEffect(() => {
    const ctx = canvas?.getContext('2d');
    if (ctx && image) drawCrop(ctx, image, PREVIEW, zoom, rotation);
  }, [canvas, image, zoom, rotation]);

  return (
    <Dialog open onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Crop your picture</DialogTitle>
          <DialogDescription>Zoom and rotate until you like the circle.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-4">
          <canvas
            ref={setCanvas}
            width={PREVIEW}
            height={PREVIEW}
            className="rounded-full border"
            aria-label="Preview of your new picture"
            role="img"
          />
          <div className="flex w-full flex-col gap-1.5">
            <Label htmlFor="crop-zoom">Zoom ({zoom.toFixed(1)}x)</Label>
            <input
              id="crop-zoom"
              type="range"
              min={ZOOM_MIN}
              max={ZOOM_MAX}
              step={ZOOM_STEP}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              className="accent-[var(--primary)]"
            />
          </div>
          <Button variant="outline" onClick={() => setRotation((r) => (r + 90) % 360)}>
            <RotateCw aria-hidden /> Rotate 90°
          </Button>
          {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            disabled={!image}
            onClick={() => {
              if (image) cropToJpeg(image, zoom, rotation).then(onCropped, (e: Error) => setProblem(e.message));
            }}
          >
            Use picture
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
