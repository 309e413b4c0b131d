/**
 * A message for the next screen, when an action's success is said on the page it leads to
 * ("Blog published successfully!" on the published blog). Read once.
 */
let pending: string | null = null;

export const flash = {
  set(message: string) {
    pending = message;
  },
  take() {
    const message = pending;
    pending = null;
    return message;
  },
};
