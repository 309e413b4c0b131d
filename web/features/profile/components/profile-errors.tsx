import { Button } from '@/components/ui/button';

export function ProfileLoadError({ title, text }: { title: string; text: string }) {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </section>
  );
}
