// Reference data too large for the Worker's bundle (the cities gazetteer, the pictures' icons, the
// English word list) is served with the app's static files (web/public/data) and read from the
// assets binding, once per isolate and only when first needed: never the network.
import { env } from 'cloudflare:workers';

const read = new Map<string, Promise<unknown>>();

/**
 * A file of web/public/data, by name, read once per isolate: parsed when it is JSON, else its text.
 */
export function staticData<T>(file: string): Promise<T> {
  let p = read.get(file);
  if (!p) {
    // Only the path counts; under `npm run dev` Vite answers, and it serves only localhost.
    p = env.ASSETS.fetch(new Request(`http://localhost/data/${file}`)).then(async (res) => {
      // A missing file would be answered with the app's shell (single-page-application fallback).
      if (!res.ok || res.headers.get('content-type')?.includes('html'))
        throw new Error(`The data file ${file} is not among the static files (${res.status})`);
      return file.endsWith('.json') ? res.json() : res.text();
    });
    // A failed read is tried again on the next request rather than remembered.
    p.catch(() => read.delete(file));
    read.set(file, p);
  }
  return p as Promise<T>;
}
