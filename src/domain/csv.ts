/**
 * CSV as the shop writes it: the owner's exports (server/cli) and a business buyer's statement of
 * tax invoices (tax-statement.ts). server/cli/csv.ts reads it back.
 */

// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(…) in a
// customer's name, say); a plain number such as -12.50 is not one.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * One CSV row: a field with a comma, quote or line break is quoted, its quotes doubled, and text a
 * spreadsheet would run as a formula gets a leading ' (OWASP's advice on CSV injection), which
 * `parseCsv` takes off again.
 */
export function csvRow(fields: ReadonlyArray<string | number>): string {
  return fields
    .map((f) => {
      let text = String(f);
      if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
