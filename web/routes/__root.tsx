import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { FooterSlot } from '@/components/footer-slot';
import { Header } from '@/components/header';
import { ErrorPage, NotFoundPage } from '@/components/states';
import { RestrictionBanner } from '@/features/moderation/restriction-banner';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});

function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <HeadContent />
      <Header />
      <RestrictionBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <FooterSlot />
    </div>
  );
}
