import { Slot } from 'radix-ui';
import { createContext, useContext, useState } from 'react';
import type * as Parts from './dropdown-menu-parts';
import { lazyModule } from './lazy-module';

/**
 * Menus load their code (Radix's menu and the floating positioning) the first time one is
 * pointed at, focused or opened. Until then the trigger is the same button with the same
 * attributes, and pressing it (pointer, Enter, Space, Arrow Down, or a screen reader's click)
 * loads the menu and opens it. The parts are in `dropdown-menu-parts.tsx`.
 */
const parts = lazyModule(() => import('./dropdown-menu-parts'));
type Shell = { open: () => void };
const Loaded = createContext<typeof Parts | null>(null);
const Waiting = createContext<Shell | null>(null);

export function DropdownMenu(props: React.ComponentProps<typeof Parts.DropdownMenu>) {
  const [wanted, setWanted] = useState(false);
  const loaded = parts.use(wanted);
  if (!loaded) {
    return <Waiting.Provider value={{ open: () => setWanted(true) }}>{props.children}</Waiting.Provider>;
  }
  return (
    <Loaded.Provider value={loaded}>
      <loaded.DropdownMenu defaultOpen={wanted} {...props} />
    </Loaded.Provider>
  );
}

export function DropdownMenuTrigger({
  asChild,
  onPointerDown,
  onKeyDown,
  onClick,
  ...props
}: React.ComponentProps<typeof Parts.DropdownMenuTrigger>) {
  const loaded = useContext(Loaded);
  const waiting = useContext(Waiting);
  if (loaded || !waiting) {
    const Trigger = (loaded as typeof Parts).DropdownMenuTrigger;
    return (
      <Trigger asChild={asChild} onPointerDown={onPointerDown} onKeyDown={onKeyDown} onClick={onClick} {...props} />
    );
  }
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={() => void parts.get()}
      onFocus={() => void parts.get()}
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.button === 0 && !event.ctrlKey) waiting.open();
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          waiting.open();
        }
      }}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        waiting.open();
      }}
    />
  );
}

/** Content, items, labels and separators render once the menu's code is there (it is closed before). */
export function DropdownMenuContent(props: React.ComponentProps<typeof Parts.DropdownMenuContent>) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.DropdownMenuContent {...props} />;
}
export function DropdownMenuItem(props: React.ComponentProps<typeof Parts.DropdownMenuItem>) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.DropdownMenuItem {...props} />;
}
export function DropdownMenuLabel(props: React.ComponentProps<typeof Parts.DropdownMenuLabel>) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.DropdownMenuLabel {...props} />;
}
export function DropdownMenuSeparator(props: React.ComponentProps<typeof Parts.DropdownMenuSeparator>) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.DropdownMenuSeparator {...props} />;
}
export function DropdownMenuGroup(props: React.ComponentProps<typeof Parts.DropdownMenuGroup>) {
  const loaded = useContext(Loaded);
  return loaded && <loaded.DropdownMenuGroup {...props} />;
}
