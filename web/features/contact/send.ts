import { sendForm } from '@/lib/api';

/** Posts the contact form with upload progress (in percent), answering the server's message. */
export async function sendContact(form: FormData, onProgress: (percent: number) => void) {
  const body = await sendForm<{ message?: string }>('/api/contact', form, {
    onProgress: (fraction) => onProgress(Math.round(fraction * 100)),
    failed: 'Failed to submit form. Please try again.',
    offline: 'Failed to upload file. Please try again.',
  }).done;
  return { message: body.message ?? 'Message Sent Successfully' };
}
