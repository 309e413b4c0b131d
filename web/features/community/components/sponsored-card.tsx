import { useQuery } from '@tanstack/react-query';
import { ExternalLink, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { communityQueries, countAd } from '../queries';

type Ad = {
  id: string;
  title: string;
  description: string;
  image_url: string | null;
  supplier_name: string;
  cta_label: string;
  cta_link: string;
  activity_tags: string[];
  highlight_discount: string | null;
};

/** Shown when there is no ad to show, or the ads failed to load. */
function SupplierPlaceholder() {
  return (
    <aside className="rounded-xl border border-dashed bg-card p-4 text-sm" aria-label="Sponsored Content">
      <p className="text-xs font-semibold uppercase text-muted-foreground">Sponsored Content</p>
      <p className="mt-1">Offer experiences to the Lifelist community.</p>
      <a href="/suppliers/join" className="mt-2 inline-block font-medium text-primary hover:underline">
        Become a Supplier
      </a>
    </aside>
  );
}

/** The page's random start for its ads (usePageSeed): where they sit in the feed, and which comes first. */
export const AD_SEED = 'feed-ads';
export const AD_SEED_RANGE = 233280;

/**
 * The ad for the `slot`-th ad place of a page (the sidebar's is 0, the feed's follow): the page
 * starts at a random ad (`seed`, in [0, 1)) and each next place takes the next ad, so every ad gets
 * its turn across page views and no ad shows twice on a page until all have shown.
 */
export const adForSlot = <T,>(ads: T[], seed: number, slot: number): T | undefined =>
  ads.length ? ads[(Math.floor(seed * ads.length) + slot) % ads.length] : undefined;

/**
 * One approved ad for this place (matched to the context's tags when it has them). The impression
 * is counted once, when the card is first shown; the CTA click is counted too.
 */
export function SponsoredCard({ tags = [], seed, slot }: { tags?: string[]; seed: number; slot: number }) {
  const ads = useQuery(communityQueries.ads(tags));
  const [dismissed, setDismissed] = useState(false);
  const counted = useRef<string | null>(null);
  const ad = adForSlot((ads.data?.ads ?? []) as Ad[], seed, slot);

  useEffect(() => {
    if (!ad || dismissed || counted.current === ad.id) return;
    counted.current = ad.id;
    countAd(ad.id, 'impression').catch(() => undefined);
  }, [ad, dismissed]);

  if (dismissed) return null;
  if (ads.isPending) return <div className="h-32 animate-pulse rounded-xl border bg-muted" aria-hidden />;
  if (ads.isError || !ad) return <SupplierPlaceholder />;
  const shownTags = ad.activity_tags.slice(0, 3);
  const more = ad.activity_tags.length - shownTags.length;
  return (
    <aside className="relative flex flex-col gap-2 rounded-xl border bg-card p-4" aria-label={`Sponsored: ${ad.title}`}>
      <div className="flex items-center justify-between">
        <p className="text-xs font-semibold uppercase text-muted-foreground">Sponsored · {ad.supplier_name}</p>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          onClick={() => setDismissed(true)}
          aria-label="Dismiss sponsored content"
        >
          <X className="size-4" />
        </Button>
      </div>
      {ad.image_url ? (
        <img src={ad.image_url} alt="" className="max-h-48 w-full rounded-md object-cover" loading="lazy" />
      ) : null}
      <h2 className="font-semibold">{ad.title}</h2>
      <p className="text-sm text-muted-foreground">{ad.description}</p>
      {ad.highlight_discount ? <p className="text-sm font-semibold text-primary">{ad.highlight_discount}</p> : null}
      {shownTags.length ? (
        <p className="flex flex-wrap gap-1 text-xs">
          {shownTags.map((t) => (
            <span key={t} className="rounded-full bg-accent px-2 py-0.5">
              {t}
            </span>
          ))}
          {more > 0 ? <span className="text-muted-foreground">+{more} more</span> : null}
        </p>
      ) : null}
      <Button asChild size="sm" className="self-start">
        <a
          href={ad.cta_link}
          target="_blank"
          rel="noopener noreferrer sponsored"
          onClick={() => {
            countAd(ad.id, 'click').catch(() => undefined);
          }}
        >
          {ad.cta_label} <ExternalLink className="size-4" aria-hidden />
        </a>
      </Button>
    </aside>
  );
}
