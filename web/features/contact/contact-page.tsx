import { useMutation, useQuery } from '@tanstack/react-query';
import { Clock, HelpCircle, Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { PolicyLink } from '@/components/policy-link';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Field } from '@/features/account/components/field';
import { accountQueries } from '@/features/account/queries';
import { errorMessage } from '@/lib/api';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { CONTACT_ATTACHMENT_MAX, ContactInput, contactCompletion } from '../../../worker/contracts/contact';
import { CONTACT_CATEGORIES } from '../../../worker/contracts/enums';
import { Captcha } from './captcha';
import { CATEGORY_LABELS } from './categories';
import { sendContact } from './send';

const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

type Form = {
  name: string;
  email: string;
  phone: string;
  company: string;
  category: (typeof CONTACT_CATEGORIES)[number];
  otherCategory: string;
  subject: string;
  message: string;
  privacyPolicy: boolean;
  sendCopy: boolean;
  newsletterSignup: boolean;
  captchaToken: string;
};

export function attachmentProblem(file: File | null) {
  if (!file) return null;
  if (file.size > CONTACT_ATTACHMENT_MAX) return 'File size must be less than 5MB';
  if (!ATTACHMENT_TYPES.includes(file.type)) return 'Only PDF, JPG, and PNG files are allowed';
  return null;
}

export function ContactPage() {
  const me = useQuery(accountQueries.me());
  const member = me.data?.profile;
  const blank = (): Form => ({
    name: member?.firstName ?? '',
    email: member?.email ?? '',
    phone: '',
    company: '',
    category: 'technical_support',
    otherCategory: '',
    subject: '',
    message: '',
    privacyPolicy: false,
    sendCopy: false,
    newsletterSignup: false,
    captchaToken: '',
  });
  const [form, setForm] = useState<Form>(blank);
  // A member whose profile arrives after the page opens still gets name and e-mail filled in.
  const [prefilledFor, setPrefilledFor] = useState(member?.id ?? null);
  if (member && prefilledFor !== member.id) {
    setPrefilledFor(member.id);
    setForm((f) => ({ ...f, name: f.name || member.firstName, email: f.email || member.email }));
  }
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'attachment', string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const submit = useMutation({
    mutationFn: (data: FormData) => sendContact(data, setProgress),
    onSuccess: () => {
      setForm(blank());
      setFile(null);
      setSent(true);
      setTimeout(() => setSent(false), 5000);
    },
    onSettled: () => setProgress(null),
  });
  // Editing a field clears its error.
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const percent = contactCompletion(form);
  // A message being written is not lost by leaving the page unasked.
  useLeaveWarning(
    !sent && !submit.isPending && (form.subject.trim() !== '' || form.message.trim() !== '' || file !== null),
  );

  const onSubmit = () => {
    const parsed = v.safeParse(ContactInput, { ...form, captchaToken: form.captchaToken || undefined });
    const next: typeof errors = {};
    if (!parsed.success)
      for (const issue of parsed.issues) next[(v.getDotPath(issue) ?? 'name') as keyof Form] ??= issue.message;
    if (!member && !form.captchaToken) next.captchaToken = 'Please complete the CAPTCHA verification';
    const fileProblem = attachmentProblem(file);
    if (fileProblem) next.attachment = fileProblem;
    setErrors(next);
    if (Object.keys(next).length) return;
    const data = new FormData();
    for (const [k, val] of Object.entries(form)) data.append(k, String(val));
    if (file) data.append('attachment', file);
    submit.mutate(data);
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_320px]">
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
          <p className="mt-2 text-muted-foreground">
            We reply within 1-2 business days. For anything urgent, put URGENT in the subject.
          </p>
        </div>
        <div aria-live="polite">
          {sent ? (
            <Alert variant="success">
              <AlertTitle>Message Sent Successfully</AlertTitle>
              <AlertDescription>Thanks for getting in touch. We'll get back to you soon.</AlertDescription>
            </Alert>
          ) : null}
          {submit.isError ? (
            <Alert variant="destructive">
              <AlertTitle>Error Sending Message</AlertTitle>
              <AlertDescription>
                {errorMessage(submit.error, 'Failed to submit form. Please try again.')}
              </AlertDescription>
            </Alert>
          ) : null}
        </div>
        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span>Form completion</span>
            <span>{percent}%</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Form completion"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <form
          noValidate
          aria-label="Contact Us"
          className="flex flex-col gap-8"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">Your Information</legend>
            <Field id="contact-name" label="Name" required error={errors.name}>
              {(p) => (
                <Input {...p} autoComplete="name" value={form.name} onChange={(e) => set('name', e.target.value)} />
              )}
            </Field>
            <Field id="contact-email" label="Email" required error={errors.email}>
              {(p) => (
                <Input
                  {...p}
                  type="email"
                  autoComplete="email"
                  value={form.email}
                  onChange={(e) => set('email', e.target.value)}
                />
              )}
            </Field>
            <Field id="contact-phone" label="Phone (optional)" error={errors.phone}>
              {(p) => (
                <Input
                  {...p}
                  type="tel"
                  autoComplete="tel"
                  value={form.phone}
                  onChange={(e) => set('phone', e.target.value)}
                />
              )}
            </Field>
            <Field id="contact-company" label="Company (optional)" error={errors.company}>
              {(p) => (
                <Input
                  {...p}
                  autoComplete="organization"
                  value={form.company}
                  onChange={(e) => set('company', e.target.value)}
                />
              )}
            </Field>
          </fieldset>
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-3 text-lg font-semibold">Message Details</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="contact-category" label="Category" error={errors.category}>
                {(p) => (
                  <NativeSelect
                    {...p}
                    value={form.category}
                    onChange={(e) => set('category', e.target.value as Form['category'])}
                  >
                    {CONTACT_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {CATEGORY_LABELS[c]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              {form.category === 'other' ? (
                <Field id="contact-other" label="Which category?" required error={errors.otherCategory}>
                  {(p) => (
                    <Input {...p} value={form.otherCategory} onChange={(e) => set('otherCategory', e.target.value)} />
                  )}
                </Field>
              ) : null}
            </div>
            <Field id="contact-subject" label="Subject" required error={errors.subject}>
              {(p) => <Input {...p} value={form.subject} onChange={(e) => set('subject', e.target.value)} />}
            </Field>
            <Field
              id="contact-message"
              label="Message"
              required
              error={errors.message}
              hint={`${form.message.trim().length} characters (at least 50)`}
            >
              {(p) => (
                <Textarea {...p} rows={6} value={form.message} onChange={(e) => set('message', e.target.value)} />
              )}
            </Field>
            <Field
              id="contact-attachment"
              label="Attachment (optional: PDF, JPG or PNG, up to 5MB)"
              error={errors.attachment}
            >
              {(p) => (
                <Input
                  {...p}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setErrors((x) => ({ ...x, attachment: undefined }));
                  }}
                />
              )}
            </Field>
            {progress !== null && file ? (
              <div
                className="h-2 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label="Uploading attachment"
                aria-valuenow={progress}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
              </div>
            ) : null}
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-lg font-semibold">Options &amp; Consent</legend>
            {(
              [
                ['sendCopy', 'Send me a copy of this message'],
                ['newsletterSignup', 'Sign me up to the newsletter'],
              ] as const
            ).map(([key, label]) => (
              <div key={key} className="flex items-center gap-2">
                <Checkbox id={`contact-${key}`} checked={form[key]} onCheckedChange={(on) => set(key, on === true)} />
                <Label htmlFor={`contact-${key}`} className="font-normal">
                  {label}
                </Label>
              </div>
            ))}
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Checkbox
                id="contact-privacy"
                checked={form.privacyPolicy}
                aria-invalid={errors.privacyPolicy ? true : undefined}
                onCheckedChange={(on) => set('privacyPolicy', on === true)}
              />
              {/* The words tick the box; the policy opens beside the form, which keeps what was typed. */}
              <Label htmlFor="contact-privacy" className="font-normal">
                I accept the privacy policy
              </Label>
              <PolicyLink href="/legal/privacy">Read the privacy policy</PolicyLink>
            </div>
            {errors.privacyPolicy ? <p className="text-sm text-destructive">{errors.privacyPolicy}</p> : null}
            {!member ? (
              <div className="flex flex-col gap-1">
                <Captcha token={form.captchaToken} onToken={(t) => set('captchaToken', t)} />
                {errors.captchaToken ? <p className="text-sm text-destructive">{errors.captchaToken}</p> : null}
              </div>
            ) : null}
          </fieldset>
          <Button type="submit" size="lg" className="w-fit" disabled={submit.isPending}>
            {submit.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
      </div>
      <aside aria-labelledby="other-ways" className="flex h-fit flex-col gap-4 rounded-2xl border p-6">
        <h2 id="other-ways" className="text-lg font-semibold">
          Other Ways to Reach Us
        </h2>
        <p className="flex items-center gap-2 text-sm">
          <Mail className="size-4" aria-hidden /> <a href="mailto:hello@lifelist.app">hello@lifelist.app</a>
        </p>
        <p className="flex items-center gap-2 text-sm">
          <Phone className="size-4" aria-hidden /> <a href="tel:+442079460958">+44 20 7946 0958</a>
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden /> Mon-Fri 9am-5pm GMT
        </p>
        <a href="/help" className="flex items-center gap-2 text-sm font-medium text-primary hover:underline">
          <HelpCircle className="size-4" aria-hidden /> Help Center
        </a>
      </aside>
    </div>
  );
}
