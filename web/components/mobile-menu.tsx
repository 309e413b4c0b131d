import { Link } from '@tanstack/react-router';
import { CountryPicker, ThemeToggle } from './header';
import { Dialog, DialogTitle, SheetContent } from './ui/dialog';

export function MobileMenu({
  open,
  onOpenChange,
  signedIn,
  links,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  links: readonly { to: string; label: string }[];
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby={undefined}>
        <DialogTitle>Menu</DialogTitle>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {links.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              onClick={close}
              className="rounded-md px-3 py-2 font-medium hover:bg-accent"
            >
              {item.label}
            </Link>
          ))}
          {!signedIn ? (
            <Link to="/auth" onClick={close} className="rounded-md px-3 py-2 font-medium hover:bg-accent">
              Sign In / Sign Up
            </Link>
          ) : null}
        </nav>
        <div className="flex items-center gap-2 border-t pt-4">
          <CountryPicker id="mobile-country" />
          <ThemeToggle />
        </div>
      </SheetContent>
    </Dialog>
  );
}
