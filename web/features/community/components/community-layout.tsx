import type * as React from 'react';
import { lazyModule } from '@/components/ui/lazy-module';
import { useMediaQuery } from '@/lib/use-media-query';

const sidebars = lazyModule(() => import('./sidebars'));

/**
 * The community's three columns: navigation, the page itself, and the sidebar widgets. The side
 * columns exist on wide screens only: a phone neither downloads, renders nor fetches them.
 */
export function CommunityLayout({ signedIn, children }: { signedIn: boolean; children: React.ReactNode }) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const loaded = sidebars.use(wide);
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[14rem_minmax(0,1fr)_20rem]">
      {wide ? (
        <div className="sticky top-20 self-start">{loaded ? <loaded.LeftNav signedIn={signedIn} /> : null}</div>
      ) : null}
      <div className="flex min-w-0 flex-col gap-4">{children}</div>
      {wide ? <div>{loaded ? <loaded.RightSidebar signedIn={signedIn} /> : null}</div> : null}
    </div>
  );
}
