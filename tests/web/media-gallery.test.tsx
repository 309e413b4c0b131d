import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MediaGallery } from '@/features/community/components/media-gallery';

it("announces a feed photo by its alt text, or the post's words for it, not by its place in the grid", () => {
  render(
    <MediaGallery
      alt="Photo shared by Maya"
      media={[
        { url: '/media/post-images/u/a.webp', type: 'image', alt: 'Sunset over the bay' },
        { url: '/media/post-images/u/b.webp', type: 'image' },
      ]}
    />,
  );
  expect(screen.getByRole('button', { name: 'Sunset over the bay' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Photo shared by Maya (image 2)' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Open image/ })).toBeNull();
});
