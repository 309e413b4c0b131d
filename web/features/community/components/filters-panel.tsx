import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { lazyModule } from '@/components/ui/lazy-module';
import { activeFilterCount } from '../filters';
import type { FiltersBody } from './filters-body';

/** The panel's contents, fetched when it first opens (or as the pointer or focus reaches the button). */
const body = lazyModule(() => import('./filters-body'));

const isDesktop = () => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches;

/** Desktop: a dropdown panel under the button. Mobile: a panel sliding in from the right. */
export function FiltersButton(props: Parameters<typeof FiltersBody>[0]) {
  const [open, setOpen] = useState(false);
  // Known in the browser only: the server renders the phone's form, and the app corrects it.
  const [desktop, setDesktop] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(props.state);
  const loaded = body.use(open);
  const contents = loaded ? (
    <loaded.FiltersBody {...props} />
  ) : (
    <p role="status" className="text-sm text-muted-foreground">
      Loading...
    </p>
  );
  useEffect(() => {
    const onResize = () => setDesktop(isDesktop());
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <div className="relative">
      <Button
        variant="outline"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void body.get()}
        onFocus={() => void body.get()}
        aria-expanded={open}
        aria-controls={desktop ? panelId : undefined}
      >
        <SlidersHorizontal className="size-4" aria-hidden /> Filters
        {active ? (
          <Badge className="ml-1" aria-label={`${active} active`}>
            {active}
          </Badge>
        ) : null}
      </Button>
      {desktop && open ? (
        <section
          id={panelId}
          aria-label="Filters"
          className="absolute right-0 z-30 mt-2 w-80 rounded-xl border bg-popover p-4 shadow-lg"
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          {contents}
        </section>
      ) : null}
      <Dialog open={!desktop && open} onOpenChange={setOpen}>
        <SheetContent className="w-80 max-w-full">
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription className="sr-only">Choose what the feed shows</DialogDescription>
          {contents}
        </SheetContent>
      </Dialog>
    </div>
  );
}
