import type { CONTACT_CATEGORIES } from '../../../worker/contracts/enums';

/** How the contact form's categories read, on the form and in the admin Messages page. */
export const CATEGORY_LABELS: Record<(typeof CONTACT_CATEGORIES)[number], string> = {
  technical_support: 'Technical support',
  account_issues: 'Account issues',
  billing_questions: 'Billing questions',
  feature_suggestions: 'Feature suggestions',
  report_bug: 'Report a bug',
  partnership: 'Partnership',
  press_media: 'Press and media',
  other: 'Other',
};
