import type { Change } from './visual-changes.ts';

/** One changed picture: a story at one size, with the images the report shows (paths relative to the page). */
export interface ReportRow {
  /** File stem, e.g. `screens-cart--filled.desktop`. */
  stem: string;
  storyId: string;
  size: string | null;
  kind: Change['kind'];
  baseline: { src: string; width: number; height: number } | null;
  /** None for a removed picture. */
  actual: { src: string; width: number; height: number } | null;
  diff: { src: string } | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #1c2024; background: #fff; }
h1 { font-size: 24px; margin: 0 0 4px; }
.note { background: #f0f4ff; border: 1px solid #c6d4f9; border-radius: 6px; padding: 12px 16px; max-width: 900px; }
code { background: #eef0f3; border-radius: 4px; padding: 1px 4px; }
section { border-top: 1px solid #d9dde3; margin-top: 24px; padding-top: 16px; }
h2 { font-size: 18px; margin: 0; }
.meta { color: #60646c; margin: 2px 0 12px; }
.shots { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 6px; }
figure img { display: block; max-width: 100%; height: auto; border: 1px solid #d9dde3; background: repeating-conic-gradient(#f3f4f6 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.missing { border: 1px dashed #b0b4ba; color: #60646c; padding: 24px; text-align: center; }
`;

function picture(caption: string, image: { src: string } | null, missing: string) {
  const body = image
    ? `<a href="${escapeHtml(image.src)}"><img src="${escapeHtml(image.src)}" alt="${escapeHtml(caption)}" loading="lazy"></a>`
    : `<div class="missing">${escapeHtml(missing)}</div>`;
  return `<figure><figcaption>${escapeHtml(caption)}</figcaption>${body}</figure>`;
}

function describe(row: ReportRow) {
  const { baseline, actual } = row;
  if (!actual) return 'Removed: no story takes this picture any more. Approving deletes its baseline.';
  const size = `${actual.width} × ${actual.height} px`;
  if (!baseline) return `New story: no baseline yet. Actual ${size}.`;
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return `Size changed: baseline ${baseline.width} × ${baseline.height} px, actual ${size}.`;
  }
  return `Same size (${size}); the differing pixels are red in the diff.`;
}

function section(row: ReportRow) {
  const where = row.size ? ` at ${row.size} size` : '';
  return `<section id="${escapeHtml(row.stem)}">
<h2>${escapeHtml(row.storyId)}${escapeHtml(where)}</h2>
<p class="meta">${escapeHtml(describe(row))}</p>
<div class="shots">
${picture('Baseline (approved)', row.baseline, 'No baseline yet')}
${picture('Actual (this run)', row.actual, 'No story took it')}
${picture('Diff', row.diff, row.baseline && row.actual ? 'Sizes differ: no pixel diff' : 'Nothing to compare with')}
</div>
</section>`;
}

/** One line: how many pictures differ, of which kinds. */
export function summarise(rows: readonly Pick<ReportRow, 'kind'>[]) {
  if (rows.length === 0) return 'No visual changes: every story matches its baseline.';
  const count = (kind: ReportRow['kind']) => rows.filter((row) => row.kind === kind).length;
  const removed = count('removed');
  return `${rows.length} ${rows.length === 1 ? 'picture differs' : 'pictures differ'}: ${count('changed')} changed, ${count('new')} new${removed ? `, ${removed} removed` : ''}.`;
}

/** The whole page: a summary, how to approve, then one section per changed picture. No scripts. */
export function renderReport(rows: readonly ReportRow[], generatedAt: string) {
  const summary = summarise(rows);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Visual changes</h1>
<p class="meta">${escapeHtml(summary)} Generated ${escapeHtml(generatedAt)}.</p>
<div class="note">
<p><strong>How to review.</strong> Each story below looks different from its approved baseline. Compare the baseline with the actual picture; the diff marks changed pixels in red.</p>
<p><strong>How to approve.</strong> If every change is intended, a developer runs <code>npm run visual:approve</code> (which also deletes the baselines of removed pictures) and commits <code>visual/baselines</code>. Otherwise the code is fixed and the tests run again.</p>
</div>
${rows.map(section).join('\n')}
</body>
</html>
`;
}
