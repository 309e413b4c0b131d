import type * as React from 'react';
import { lazyModule } from '@/components/ui/lazy-module';
import { useMediaQuery } from '@/lib/use-media-query';

const sidebars = lazyModule(() => import('./sidebars'));

/**
 * The community's three columns: navigation, the page itself, and the sidebar widgets. The side
 * columns' contents exist on wide screens only: a phone neither downloads, renders nor fetches
 * them. Their places are kept by CSS, not by the query, so the page arrives from the Worker (which
 * cannot know the screen's width) with its feed already in the middle column, and nothing moves
 * when the side columns fill in.
 */
export function CommunityLayout({ signedIn, children }: { signedIn: boolean; children: React.ReactNode }) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const loaded = sidebars.use(wide);
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[14rem_minmax(0,1fr)_20rem]">
      <div className="sticky top-20 hidden self-start lg:block">
        {wide && loaded ? <loaded.LeftNav signedIn={signedIn} /> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-4">{children}</div>
      <div className="hidden lg:block">{wide && loaded ? <loaded.RightSidebar signedIn={signedIn} /> : null}</div>
    </div>
  );
}
