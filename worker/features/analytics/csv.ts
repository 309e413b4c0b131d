/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula (starting with = + - @,
 * tab or carriage return) gets a leading apostrophe, so an exported search such as
 * `=HYPERLINK(...)` stays text. Numbers are written by the caller as numbers and pass unchanged.
 */
export function csvCell(value: string | number | boolean | null | undefined) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
