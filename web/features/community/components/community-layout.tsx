import type * as React from 'react';
import { LeftNav, RightSidebar } from './sidebars';

/** The community's three columns: navigation, the page itself, and the sidebar widgets. */
export function CommunityLayout({ signedIn, children }: { signedIn: boolean; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[14rem_minmax(0,1fr)_20rem]">
      <div className="hidden lg:block">
        <div className="sticky top-20">
          <LeftNav signedIn={signedIn} />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-4">{children}</div>
      <div className="hidden lg:block">
        <RightSidebar signedIn={signedIn} />
      </div>
    </div>
  );
}
