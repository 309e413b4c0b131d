import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { api, unwrap } from '@/lib/api';
import { TURNSTILE_TEST_SITE_KEY, TURNSTILE_TEST_TOKEN } from '../../../worker/contracts/captcha';

type Turnstile = {
  render: (
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => string;
};
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

/**
 * Cloudflare Turnstile for guests. Under Turnstile's test site key (local development and tests,
 * which have no network) a stand-in check issues Turnstile's documented test token instead.
 */
export function Captcha({ token, onToken }: { token: string; onToken: (token: string) => void }) {
  const config = useQuery({
    queryKey: ['contact', 'config'],
    queryFn: () => unwrap(api.contact.config.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const box = useRef<HTMLDivElement>(null);
  const siteKey = config.data?.turnstileSiteKey;
  const local = siteKey === TURNSTILE_TEST_SITE_KEY;

  useEffect(() => {
    if (!siteKey || local || !box.current) return;
    const el = box.current;
    const render = () =>
      window.turnstile?.render(el, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken('') });
    if (window.turnstile) {
      render();
      return;
    }
    const script = document.createElement('script');
    script.src = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }, [siteKey, local, onToken]);

  if (!siteKey) return null;
  if (!local) return <div ref={box} />;
  return (
    <label className="flex w-fit items-center gap-3 rounded-md border px-4 py-3 text-sm">
      <input
        type="checkbox"
        className="size-5 accent-[var(--primary)]"
        checked={token === TURNSTILE_TEST_TOKEN}
        onChange={(e) => onToken(e.target.checked ? TURNSTILE_TEST_TOKEN : '')}
      />
      Verify you are human
      <ShieldCheck className="size-4 text-muted-foreground" aria-hidden />
    </label>
  );
}
