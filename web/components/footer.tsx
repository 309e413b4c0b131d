import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronDown, Lock, Mail, MapPin, Pencil, Phone, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { accountQueries } from '@/features/account/queries';
import { pageIdsQuery } from '@/features/admin/page-ids';
import { api, errorMessage, unwrap } from '@/lib/api';
import { Button } from './ui/button';
import { Input } from './ui/input';

export const FOOTER_GROUPS = [
  {
    title: 'About',
    links: [
      { href: '/about-us', label: 'About Us' },
      { href: '/careers', label: 'Careers' },
      { href: '/contact', label: 'Contact' },
      { href: '/press', label: 'Press' },
      { href: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Suppliers Hub',
    links: [
      { href: '/suppliers', label: 'Suppliers' },
      { href: '/suppliers/join', label: 'Join as a Supplier' },
      { href: '/suppliers/login', label: 'Supplier Login' },
      { href: '/suppliers/register', label: 'Register' },
      { href: '/suppliers/guidelines', label: 'Guidelines' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/legal/terms', label: 'Terms of Service' },
      { href: '/legal/privacy', label: 'Privacy Policy' },
      { href: '/legal/cookies', label: 'Cookie Policy' },
      { href: '/legal/accessibility', label: 'Accessibility' },
      { href: '/legal/modern-slavery', label: 'Modern Slavery Statement' },
      { href: '/legal/gdpr', label: 'GDPR' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { href: '/help/faqs', label: 'FAQs' },
      { href: '/help/knowledge-base', label: 'Knowledge Base' },
      { href: '/help/shipping', label: 'Shipping' },
      { href: '/help/returns', label: 'Returns' },
      { href: '/help/care', label: 'Care' },
    ],
  },
] as const;

const SOCIAL = [
  { href: 'https://www.instagram.com/lifelist', label: 'Instagram' },
  { href: 'https://www.facebook.com/lifelist', label: 'Facebook' },
  { href: 'https://x.com/lifelist', label: 'X (Twitter)' },
  { href: 'https://www.youtube.com/@lifelist', label: 'YouTube' },
  { href: 'https://www.linkedin.com/company/lifelist', label: 'LinkedIn' },
];

/** Admins see an edit link beside each footer page that exists as a static page. */
function usePageIds() {
  const me = useQuery(accountQueries.me());
  const ids = useQuery({ ...pageIdsQuery(), enabled: Boolean(me.data?.flags.isAdmin) });
  return me.data?.flags.isAdmin ? (ids.data ?? {}) : {};
}

function LinkList({ links }: { links: readonly { href: string; label: string }[] }) {
  const pageIds = usePageIds();
  return (
    <ul className="flex flex-col gap-2">
      {links.map((l) => {
        const id = pageIds[l.href.slice(1)];
        return (
          <li key={l.href} className="flex items-center gap-1">
            <a href={l.href} className="text-sm text-muted-foreground hover:text-foreground hover:underline">
              {l.label}
            </a>
            {id ? (
              <Link
                to="/admin/editor/$contentType/$id"
                params={{ contentType: 'static-page', id }}
                className="rounded p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
                aria-label={`Edit ${l.label}`}
              >
                <Pencil className="size-3" aria-hidden />
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The address is checked where it is stored: the server answers a bad one with the contract's own
 * message (worker/contracts/newsletter.ts), shown here, so the footer every page may load does not
 * carry the validation library.
 */
function Newsletter() {
  const [email, setEmail] = useState('');
  const subscribe = useMutation({
    mutationFn: (input: { email: string }) => unwrap(api.newsletter.$post({ json: input })),
    onSuccess: () => setEmail(''),
  });
  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        subscribe.mutate({ email });
      }}
    >
      <label htmlFor="newsletter-email" className="text-sm font-semibold">
        Get new ideas in your inbox
      </label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={subscribe.isError ? true : undefined}
          aria-describedby="newsletter-status"
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          Subscribe
        </Button>
      </div>
      <p id="newsletter-status" role="status" className="min-h-5 text-sm">
        {subscribe.isError ? (
          <span className="text-destructive">
            {errorMessage(subscribe.error, 'Subscription failed. Please try again.')}
          </span>
        ) : subscribe.data ? (
          <span className="text-success">{subscribe.data.message}</span>
        ) : null}
      </p>
    </form>
  );
}

export function Footer() {
  return (
    <footer data-footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="flex flex-col gap-5">
          <Link to="/" className="text-xl font-bold text-primary">
            Lifelist
          </Link>
          <p className="max-w-sm text-sm text-muted-foreground">
            Discover 2000+ ideas, plan what matters to you and do it with a community that cheers you on.
          </p>
          <Newsletter />
          <address className="flex flex-col gap-1 text-sm not-italic text-muted-foreground">
            <span className="flex items-center gap-2">
              <Mail className="size-4" aria-hidden /> <a href="mailto:hello@lifelist.app">hello@lifelist.app</a>
            </span>
            <span className="flex items-center gap-2">
              <Phone className="size-4" aria-hidden /> <a href="tel:+442079460958">+44 20 7946 0958</a>
            </span>
            <span className="flex items-center gap-2">
              <MapPin className="size-4" aria-hidden /> London, United Kingdom
            </span>
          </address>
        </div>
        <div>
          <nav aria-label="Footer" className="hidden grid-cols-4 gap-6 md:grid">
            {FOOTER_GROUPS.map((g) => (
              <div key={g.title}>
                <h2 className="mb-3 text-sm font-semibold">{g.title}</h2>
                <LinkList links={g.links} />
              </div>
            ))}
          </nav>
          {/* Native exclusive accordion: details elements sharing a name keep one group open at a time. */}
          <nav aria-label="Footer" className="md:hidden">
            {FOOTER_GROUPS.map((g) => (
              <details key={g.title} name="footer-groups" className="group border-b">
                <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-medium">
                  {g.title}
                  <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
                </summary>
                <div className="pb-3">
                  <LinkList links={g.links} />
                </div>
              </details>
            ))}
          </nav>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm text-muted-foreground md:flex-row">
          <p>© {new Date().getFullYear()} Lifelist Ltd. All rights reserved.</p>
          <ul className="flex items-center gap-4" aria-label="Trust">
            <li className="flex items-center gap-1">
              <Lock className="size-4" aria-hidden /> Secure sign-in
            </li>
            <li className="flex items-center gap-1">
              <ShieldCheck className="size-4" aria-hidden /> GDPR compliant
            </li>
          </ul>
          <ul className="flex flex-wrap gap-3">
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-foreground hover:underline"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
