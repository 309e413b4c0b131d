/** A telephone number as the profile takes it: at least 10 of digits, spaces, dashes and brackets, an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

/** A telephone number has digits: at least seven of them, whatever spaces and dashes surround them. */
export const hasPhoneDigits = (s: string) => (s.match(/\d/g)?.length ?? 0) >= 7;
