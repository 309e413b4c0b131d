import * as v from 'valibot';

export const SubscribeInput = v.strictObject({
  email: v.pipe(
    v.string('Please enter a valid email address'),
    v.trim(),
    v.nonEmpty('Please enter your email address'),
    v.maxLength(254, 'Please enter a valid email address'),
    v.email('Please enter a valid email address'),
    v.toLowerCase(),
  ),
});
export type SubscribeInput = v.InferOutput<typeof SubscribeInput>;
