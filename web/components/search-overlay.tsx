import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { Input } from './ui/input';

const POPULAR = ['Adventure activities', 'Food tours', 'Cultural experiences', 'Outdoor adventures'];

/** Site-wide search: sends the query to the activity catalogue. */
export function SearchOverlay({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const go = (q: string) => {
    onOpenChange(false);
    setQuery('');
    void navigate({ to: '/activities', search: q.trim() ? { q: q.trim() } : {} });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-24 translate-y-0 sm:max-w-xl">
        <DialogTitle>Search</DialogTitle>
        <DialogDescription className="sr-only">Search the activity catalogue</DialogDescription>
        <search>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              go(query);
            }}
            className="flex gap-2"
          >
            <Input
              aria-label="Search activities"
              placeholder="Search activities, locations, or experiences..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <Button type="submit" aria-label="Search">
              <Search aria-hidden />
            </Button>
          </form>
        </search>
        <div>
          <h3 className="mb-2 text-sm font-medium text-muted-foreground">Popular searches</h3>
          <ul className="flex flex-wrap gap-2">
            {POPULAR.map((p) => (
              <li key={p}>
                <Button variant="secondary" size="sm" onClick={() => go(p)}>
                  {p}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
