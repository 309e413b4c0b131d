import * as v from 'valibot';
import { VISIBILITIES, WHO_CAN_MESSAGE } from './enums';

const channel = v.object({
  activity_reminders: v.boolean(),
  friend_requests: v.boolean(),
  messages: v.boolean(),
  system_updates: v.boolean(),
  marketing: v.boolean(),
});

export const NotificationPreferencesSchema = v.object({ email: channel, push: channel, sms: channel });
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema>;

/** Spec defaults: e-mail all on but marketing; push on but system updates and marketing; SMS off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: {
    activity_reminders: true,
    friend_requests: true,
    messages: true,
    system_updates: true,
    marketing: false,
  },
  push: {
    activity_reminders: true,
    friend_requests: true,
    messages: true,
    system_updates: false,
    marketing: false,
  },
  sms: {
    activity_reminders: false,
    friend_requests: false,
    messages: false,
    system_updates: false,
    marketing: false,
  },
};

export const PrivacySettingsSchema = v.object({
  profile_visibility: v.picklist(VISIBILITIES),
  activity_privacy: v.picklist(VISIBILITIES),
  allow_data_analytics: v.boolean(),
  allow_recommendations: v.boolean(),
  show_email: v.boolean(),
  who_can_message: v.picklist(WHO_CAN_MESSAGE),
  typing_indicators: v.boolean(),
  read_receipts: v.boolean(),
});
export type PrivacySettings = v.InferOutput<typeof PrivacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  profile_visibility: 'public',
  activity_privacy: 'public',
  allow_data_analytics: true,
  allow_recommendations: true,
  show_email: false,
  who_can_message: 'everyone',
  typing_indicators: true,
  read_receipts: true,
};
