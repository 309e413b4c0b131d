import { createContext, useContext } from 'react';
import { cn } from '@/lib/utils';
import type * as Parts from './dialog-parts';
import { lazyModule } from './lazy-module';

/**
 * Dialogs load their code (Radix's focus trap, scroll lock and layers) when one first opens;
 * until then a closed dialog renders nothing, as it would anyway. The parts are in
 * `dialog-parts.tsx`; every dialog here is controlled through `open`.
 */
const parts = lazyModule(() => import('./dialog-parts'));
const Loaded = createContext<typeof Parts | null>(null);

function useParts() {
  const loaded = useContext(Loaded);
  if (!loaded) throw new Error('Dialog parts are used inside a Dialog');
  return loaded;
}

export function Dialog(props: React.ComponentProps<typeof Parts.Dialog>) {
  const loaded = parts.use(Boolean(props.open));
  if (!loaded) return null;
  return (
    <Loaded.Provider value={loaded}>
      <loaded.Dialog {...props} />
    </Loaded.Provider>
  );
}

export function DialogContent(props: React.ComponentProps<typeof Parts.DialogContent>) {
  const { DialogContent: Content } = useParts();
  return <Content {...props} />;
}
export function SheetContent(props: React.ComponentProps<typeof Parts.SheetContent>) {
  const { SheetContent: Content } = useParts();
  return <Content {...props} />;
}
export function DialogTitle(props: React.ComponentProps<typeof Parts.DialogTitle>) {
  const { DialogTitle: Title } = useParts();
  return <Title {...props} />;
}
export function DialogDescription(props: React.ComponentProps<typeof Parts.DialogDescription>) {
  const { DialogDescription: Description } = useParts();
  return <Description {...props} />;
}
export function DialogClose(props: React.ComponentProps<typeof Parts.DialogClose>) {
  const { DialogClose: Close } = useParts();
  return <Close {...props} />;
}
export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 text-left', className)} {...props} />;
}
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
