/** RFC 4180 CSV: commas, double-quoted fields with "" escapes, CRLF or LF line ends; csvRow's formula guard taken off. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows
    .filter((r) => r.some((cell) => cell.trim() !== ''))
    .map((r) => r.map((cell) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)));
}

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
