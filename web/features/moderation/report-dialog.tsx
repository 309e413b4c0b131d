import { lazyModule } from '@/components/ui/lazy-module';
import type { ReportDialogProps } from './report-dialog-panel';

const panel = lazyModule(() => import('./report-dialog-panel'));

/**
 * Reporting anything members create. The dialog (reasons, notes, the request) loads when it is first
 * opened, so the pages that offer it (posts, blogs, profiles, comments, conversations) leave it out
 * of their first load.
 */
export function ReportDialog(props: ReportDialogProps) {
  const loaded = panel.use(props.open);
  return loaded ? <loaded.ReportDialogPanel {...props} /> : null;
}
