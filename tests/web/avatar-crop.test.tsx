import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvatarCropDialog } from '@/features/profile/components/avatar-crop-dialog';

/** An image that loads from a live object URL and fails for a revoked one, as browsers do. */
const revoked = new Set<string>();
let made = 0;
let settled = 0;
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  width = 400;
  height = 300;
  set src(url: string) {
    setTimeout(() => {
      if (revoked.has(url)) this.onerror?.();
      else this.onload?.();
      settled++;
    }, 0);
  }
}

beforeEach(() => {
  revoked.clear();
  settled = 0;
  URL.createObjectURL = () => `blob:avatar-${++made}`;
  URL.revokeObjectURL = (url: string) => {
    revoked.add(url);
  };
  vi.stubGlobal('Image', FakeImage);
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('avatar crop preview', () => {
  it('draws the picture as soon as both the picture and the dialog are there, before any zoom', async () => {
    const drawn: unknown[] = [];
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
      return {
        canvas: this,
        save() {},
        restore() {},
        clearRect() {},
        fillRect() {},
        translate() {},
        rotate() {},
        scale() {},
        beginPath() {},
        arc() {},
        clip() {},
        drawImage: (...args: unknown[]) => drawn.push(args),
        set fillStyle(_v: string) {},
        set imageSmoothingQuality(_v: string) {},
      };
    } as never;
    render(
      <AvatarCropDialog
        file={new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' })}
        onCancel={() => {}}
        onCropped={() => {}}
      />,
    );
    // The dialog's parts load on open (first in this file: not loaded yet), after the picture; it
    // is drawn without touching the zoom.
    await screen.findByRole('img', { name: 'Preview of your new picture' });
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
  });
});

describe('avatar crop dialog', () => {
  it('shows no read error under a valid picture when its effect runs twice', async () => {
    render(
      <StrictMode>
        <AvatarCropDialog
          file={new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' })}
          onCancel={() => {}}
          onCropped={() => {}}
        />
      </StrictMode>,
    );
    // Both runs' images have settled, the first one's address revoked by its cleanup.
    await waitFor(() => expect(settled).toBe(2));
    expect(revoked.size).toBeGreaterThan(0);
    expect(screen.queryByText('This file could not be read as an image')).toBeNull();
  });
});
