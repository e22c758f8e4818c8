// The page `npm run visual:review` serves: one HTML document with its styles and script inline
// (both allowed by the response's nonce). The script asks the server for the changes
// (GET /api/changes) and posts each decision (POST /api/decisions).

export const NAME_KEY = 'visual-review.reviewer';

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1c2024; background: #fff; }
header { padding: 16px 24px 8px; border-bottom: 1px solid #d9dde3; }
h1 { font-size: 24px; margin: 0 0 4px; }
h2 { font-size: 18px; margin: 0 0 8px; }
h3 { font-size: 16px; margin: 0; }
main { padding: 0 24px 48px; }
.meta { color: #60646c; margin: 2px 0 8px; }
.bar { display: flex; flex-wrap: wrap; gap: 8px 32px; align-items: end; }
form { display: flex; gap: 8px; align-items: end; flex-wrap: wrap; }
label { font-weight: 600; }
input[type="text"], textarea { font: inherit; padding: 4px 8px; border: 1px solid #8b8d98; border-radius: 6px; }
textarea { display: block; width: 100%; box-sizing: border-box; margin: 4px 0 8px; }
details { margin: 8px 0; }
h2.inline { display: inline; }
dl.keys { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; }
dl.keys dd { margin: 0; }
kbd { font: 13px ui-monospace, monospace; border: 1px solid #b0b4ba; border-bottom-width: 2px; border-radius: 4px; padding: 0 5px; background: #f9f9fb; }
#status { min-height: 1.5em; font-weight: 600; }
.story { border-top: 1px solid #d9dde3; margin-top: 24px; padding-top: 16px; }
.sizes { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 560px), 1fr)); gap: 16px; align-items: start; }
.picture { border: 2px solid #e0e1e6; border-radius: 8px; padding: 12px; }
.picture.current { border-color: #3e63dd; background: #f5f8ff; }
.picture[data-decision="approved"] { border-color: #30a46c; }
.picture[data-decision="rejected"] { border-color: #e5484d; }
.state { font-weight: 600; margin: 4px 0 8px; }
.state[data-decision="approved"] { color: #18794e; }
.state[data-decision="rejected"] { color: #ce2c31; }
.shots { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 4px; }
img { display: block; max-width: 100%; height: auto; border: 1px solid #d9dde3; background: repeating-conic-gradient(#f3f4f6 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.missing { border: 1px dashed #b0b4ba; color: #60646c; padding: 16px; text-align: center; }
.compare { margin-top: 12px; }
.stack { display: grid; justify-items: start; width: 100%; }
.stack > img { grid-area: 1 / 1; }
.stack[data-show="baseline"] .over { visibility: hidden; }
.stack[data-show="actual"] .over { clip-path: none !important; }
.controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 8px 0; }
.actions { display: flex; gap: 8px; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #8b8d98; background: #fff; color: #1c2024; cursor: pointer; }
button.approve { background: #18794e; border-color: #18794e; color: #fff; }
button.reject { background: #ce2c31; border-color: #ce2c31; color: #fff; }
button[aria-pressed="true"] { background: #1c2024; color: #fff; }
button:disabled { opacity: 0.5; cursor: default; }
:focus-visible { outline: 3px solid #3e63dd; outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { * { scroll-behavior: auto !important; } }
`;

/** Runs in the browser (serialised with toString): no imports, nothing from this module's scope. */
function reviewClient(nameKey: string) {
  interface Size {
    width: number;
    height: number;
  }
  interface Decided {
    decision: 'approved' | 'rejected';
    reviewer: string;
    time: string;
    comment: string;
  }
  interface Change {
    picture: string;
    story: string;
    size: string | null;
    kind: 'changed' | 'new' | 'removed';
    actualSha256: string;
    actual: Size | null;
    baseline: Size | null;
    hasDiff: boolean;
    decision: Decided | null;
  }
  interface View {
    change: Change;
    article: HTMLElement;
    state: HTMLElement;
    comment: HTMLTextAreaElement;
    approve: HTMLButtonElement;
    reject: HTMLButtonElement;
    blink: HTMLButtonElement | null;
    stopBlink: () => void;
  }

  const views: View[] = [];
  let current = -1;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const status = byId('status');
  const nameInput = byId('reviewer') as HTMLInputElement;
  const reviewingAs = byId('reviewing-as');
  const announce = (text: string) => {
    status.textContent = text;
  };

  function el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: Record<string, string> = {},
    ...children: (Node | string | null)[]
  ): HTMLElementTagNameMap[K] {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) node.setAttribute(key, value);
    for (const child of children) if (child !== null) node.append(child);
    return node;
  }

  const reviewer = () => localStorage.getItem(nameKey) ?? '';
  function showName() {
    const name = reviewer();
    nameInput.value = name;
    reviewingAs.textContent = name
      ? `Reviewing as ${name}.`
      : 'Enter your name once: it is saved with each decision.';
  }
  showName();
  byId('reviewer-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = nameInput.value.trim();
    if (!name) {
      announce('Enter your name first.');
      nameInput.focus();
      return;
    }
    localStorage.setItem(nameKey, name);
    showName();
    announce(`Reviewing as ${name}.`);
    const next = nextUndecided(-1);
    if (next >= 0) select(next);
  });

  const sizeText = (size: Size) => `${size.width} × ${size.height} px`;
  const image = (change: Change, kind: string) =>
    `/images/${encodeURIComponent(change.picture)}/${kind}.png?v=${change.actualSha256.slice(0, 16)}`;
  const where = (change: Change) => `${change.story}${change.size ? ` at ${change.size} size` : ''}`;

  function describeDecision(decided: Decided | null) {
    if (!decided) return 'Not reviewed yet.';
    const verb = decided.decision === 'approved' ? 'Approved' : 'Rejected';
    const comment = decided.comment ? `: “${decided.comment}”` : '.';
    return `${verb} by ${decided.reviewer} (${new Date(decided.time).toLocaleString()})${comment}`;
  }

  function figure(caption: string, src: string | null, alt: string, missing: string) {
    return el(
      'figure',
      {},
      el('figcaption', {}, caption),
      src ? el('img', { src, alt }) : el('div', { class: 'missing' }, missing),
    );
  }

  function compareView(change: Change, index: number) {
    if (!change.baseline || !change.actual) return { node: null, blink: null, stopBlink: () => {} };
    const widest = Math.max(change.baseline.width, change.actual.width) || 1;
    const width = (size: Size) => `${(size.width / widest) * 100}%`;
    const base = el('img', { src: image(change, 'baseline'), alt: '' });
    base.style.width = width(change.baseline);
    const over = el('img', { src: image(change, 'actual'), alt: '', class: 'over' });
    over.style.width = width(change.actual);
    const stack = el('div', { class: 'stack', 'data-show': 'both' }, base, over);
    // At most the pictures' own size: a phone picture is not blown up to the column's width.
    stack.style.maxWidth = `${widest}px`;
    const showing = el('span', {}, 'baseline on the left of the slider, actual on the right');
    const rangeId = `slider-${index}`;
    const range = el('input', { type: 'range', id: rangeId, min: '0', max: '100', value: '50' });
    const clip = () => {
      over.style.clipPath = `inset(0 0 0 ${range.value}%)`;
    };
    clip();
    range.addEventListener('input', clip);
    const blink = el('button', { type: 'button', 'aria-pressed': 'false' }, 'Blink');
    let timer = 0;
    const stopBlink = () => {
      window.clearInterval(timer);
      timer = 0;
      stack.dataset.show = 'both';
      blink.setAttribute('aria-pressed', 'false');
      range.disabled = false;
      showing.textContent = 'baseline on the left of the slider, actual on the right';
    };
    blink.addEventListener('click', () => {
      if (timer) return stopBlink();
      blink.setAttribute('aria-pressed', 'true');
      range.disabled = true;
      const flip = () => {
        stack.dataset.show = stack.dataset.show === 'baseline' ? 'actual' : 'baseline';
        showing.textContent = `blinking, now showing the ${stack.dataset.show}`;
      };
      flip();
      timer = window.setInterval(flip, 600);
    });
    const node = el(
      'div',
      { class: 'compare' },
      el('figure', {}, el('figcaption', {}, 'Compare: ', showing), stack),
      el('div', { class: 'controls' }, el('label', { for: rangeId }, 'Slider'), range, blink),
    );
    return { node, blink, stopBlink };
  }

  function pictureView(change: Change, index: number): View {
    const headingId = `picture-${index}`;
    const commentId = `comment-${index}`;
    const state = el('p', { class: 'state' }, describeDecision(change.decision));
    const comment = el('textarea', { id: commentId, rows: '2', maxlength: '1000' });
    const removed = change.kind === 'removed';
    const approve = el(
      'button',
      { type: 'button', class: 'approve' },
      removed ? 'Approve removal' : 'Approve',
    );
    const reject = el('button', { type: 'button', class: 'reject' }, removed ? 'Reject removal' : 'Reject');
    const { actual, baseline } = change;
    const sizes = !actual
      ? 'Removed: no story takes this picture any more (its story was deleted or renamed, or no longer takes this size). Approving deletes the baseline; rejecting keeps it, and the run fails until the story is back.'
      : baseline
        ? baseline.width === actual.width && baseline.height === actual.height
          ? `Same size (${sizeText(actual)}); the differing pixels are red in the diff.`
          : `Size changed: baseline ${sizeText(baseline)}, actual ${sizeText(actual)}.`
        : `New picture: no baseline yet. Actual ${sizeText(actual)}.`;
    const compare = compareView(change, index);
    const article = el(
      'article',
      { class: 'picture', tabindex: '-1', 'aria-labelledby': headingId, 'data-picture': change.picture },
      el('h3', { id: headingId }, `${change.size ?? 'single size'}: ${change.kind}`),
      el('p', { class: 'meta' }, `${change.picture}. ${sizes}`),
      state,
      el(
        'div',
        { class: 'shots' },
        figure(
          'Baseline (approved)',
          change.baseline ? image(change, 'baseline') : null,
          `Baseline of ${where(change)}`,
          'No baseline yet',
        ),
        figure(
          'Actual (this run)',
          actual ? image(change, 'actual') : null,
          `Actual picture of ${where(change)}`,
          'No story took it',
        ),
        figure(
          'Diff',
          change.hasDiff ? image(change, 'diff') : null,
          `Differing pixels of ${where(change)} in red`,
          baseline && actual ? 'Sizes differ: no pixel diff' : 'Nothing to compare with',
        ),
      ),
      compare.node,
      el('label', { for: commentId }, 'Comment (optional)'),
      comment,
      el('div', { class: 'actions' }, approve, reject),
    );
    if (change.decision) {
      article.dataset.decision = change.decision.decision;
      state.dataset.decision = change.decision.decision;
    }
    approve.addEventListener('click', () => decide(index, 'approved'));
    reject.addEventListener('click', () => decide(index, 'rejected'));
    comment.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') article.focus();
    });
    return { change, article, state, comment, approve, reject, ...compare };
  }

  function updateSummary() {
    const total = views.length;
    const stories = new Set(views.map((view) => view.change.story)).size;
    const count = (kind: Change['kind']) => views.filter((view) => view.change.kind === kind).length;
    const removed = count('removed');
    const decided = views.filter((view) => view.change.decision).length;
    byId('summary').textContent =
      total === 0
        ? 'No visual changes: every picture of the last storybook run matches its baseline.'
        : `${total} ${total === 1 ? 'picture' : 'pictures'} in ${stories} ${stories === 1 ? 'story' : 'stories'} (${count('changed')} changed, ${count('new')} new${removed ? `, ${removed} removed` : ''}); ${decided} decided, ${total - decided} to review.`;
  }

  function render(changes: Change[]) {
    const main = byId('changes');
    main.replaceChildren();
    views.length = 0;
    const stories = new Map<string, Change[]>();
    for (const change of changes) stories.set(change.story, [...(stories.get(change.story) ?? []), change]);
    let storyIndex = 0;
    for (const [story, pictures] of stories) {
      const headingId = `story-${storyIndex++}`;
      const sizes = el('div', { class: 'sizes' });
      for (const change of pictures) {
        const view = pictureView(change, views.length);
        views.push(view);
        sizes.append(view.article);
      }
      main.append(
        el(
          'section',
          { class: 'story', 'aria-labelledby': headingId },
          el('h2', { id: headingId }, story),
          sizes,
        ),
      );
    }
    updateSummary();
  }

  function select(index: number) {
    const view = views[index];
    if (!view) return;
    view.article.focus();
    view.article.scrollIntoView({ block: 'start' });
  }

  document.addEventListener('focusin', (event) => {
    const article = (event.target as Element).closest('article.picture');
    const index = views.findIndex((view) => view.article === article);
    if (index < 0) return;
    views[current]?.article.classList.remove('current');
    current = index;
    views[current]?.article.classList.add('current');
  });

  function nextUndecided(from: number) {
    for (let step = 1; step <= views.length; step++) {
      const index = (from + step + views.length) % views.length;
      if (!views[index]?.change.decision) return index;
    }
    return -1;
  }

  /** The picture the shortcuts act on: the focused one, else the first to review. */
  function target() {
    if (current < 0) current = Math.max(nextUndecided(-1), 0);
    return views[current] ? current : -1;
  }

  async function decide(index: number, decision: 'approved' | 'rejected') {
    const view = views[index];
    if (!view) return;
    const name = reviewer();
    if (!name) {
      announce('Enter your name first: it is saved with each decision.');
      nameInput.focus();
      return;
    }
    if (view.change.decision?.decision === 'approved') {
      announce(`${view.change.picture} is already approved.`);
      return;
    }
    view.approve.disabled = true;
    view.reject.disabled = true;
    try {
      const response = await fetch('/api/decisions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          picture: view.change.picture,
          actualSha256: view.change.actualSha256,
          decision,
          reviewer: name,
          comment: view.comment.value,
        }),
      });
      const body = (await response.json()) as { error?: string; entry?: Decided };
      if (!response.ok || !body.entry)
        throw new Error(body.error ?? `The server answered ${response.status}.`);
      view.change.decision = body.entry;
      view.article.dataset.decision = decision;
      view.state.dataset.decision = decision;
      view.state.textContent = describeDecision(body.entry);
      updateSummary();
      const next = nextUndecided(index);
      announce(
        `${view.change.picture} ${decision}.${next < 0 ? ' Every picture has a decision: the log is in visual/review-log.jsonl.' : ''}`,
      );
      if (decision === 'approved') view.stopBlink();
      if (next >= 0) select(next);
    } catch (error) {
      announce(`Not saved: ${(error as Error).message}`);
    } finally {
      // An approved picture is the baseline now; a rejected one can still be approved.
      const approved = view.change.decision?.decision === 'approved';
      view.approve.disabled = approved;
      view.reject.disabled = approved;
    }
  }

  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    const field = (event.target as Element).closest('textarea, select, input:not([type="range"])');
    if (field) return;
    const key = event.key.toLowerCase();
    if (!['a', 'r', 'j', 'k', 'b', 'c'].includes(key) || views.length === 0) return;
    event.preventDefault();
    if (key === 'j' || key === 'k') {
      select(current < 0 ? 0 : Math.min(Math.max(current + (key === 'j' ? 1 : -1), 0), views.length - 1));
      return;
    }
    const index = target();
    const view = views[index];
    if (!view) return;
    if (key === 'a') void decide(index, 'approved');
    if (key === 'r') void decide(index, 'rejected');
    if (key === 'c') view.comment.focus();
    if (key === 'b') {
      if (view.blink) view.blink.click();
      else
        announce(
          `${view.change.picture} is ${view.change.kind}: there is no ${view.change.actual ? 'baseline' : 'actual picture'} to blink with.`,
        );
    }
  });

  fetch('/api/changes')
    .then((response) => response.json() as Promise<{ changes: Change[] }>)
    .then(({ changes }) => {
      render(changes);
      if (!reviewer()) nameInput.focus();
      else if (views.length > 0) select(Math.max(nextUndecided(-1), 0));
    })
    .catch((error: Error) => announce(`Could not load the changes: ${error.message}`));
}

const KEYS: [string, string][] = [
  ['a', 'approve the current picture (its baseline becomes the actual)'],
  ['r', 'reject the current picture (the baseline stays; the actual is kept)'],
  ['c', 'write a comment for the current picture (Esc returns)'],
  ['j / k', 'next / previous picture'],
  ['b', 'blink between baseline and actual'],
];

/** The page; `nonce` allows its one style and one script. */
export function renderReviewPage(nonce: string) {
  const keys = KEYS.map(
    ([key, what]) => `<dt>${key.replace(/\w/g, (k) => `<kbd>${k}</kbd>`)}</dt><dd>${what}</dd>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header>
<h1>Visual review</h1>
<p class="meta" id="summary">Loading the changes…</p>
<div class="bar">
<form id="reviewer-form">
<div><label for="reviewer">Your name</label><br><input type="text" id="reviewer" name="reviewer" autocomplete="name" maxlength="80" required></div>
<button type="submit">Save name</button>
</form>
<p id="reviewing-as"></p>
</div>
<details open>
<summary><h2 class="inline">Keyboard shortcuts</h2></summary>
<dl class="keys">${keys}</dl>
<p class="meta">Approve writes the actual picture as the baseline; reject keeps the baseline and the actual for the developer. A removed picture (a baseline no story takes any more): approve deletes the baseline, reject keeps it. Every decision is appended to <code>visual/review-log.jsonl</code> with your name, the time, your comment and the commit.</p>
</details>
<p id="status" role="status" aria-live="polite"></p>
</header>
<main id="changes"></main>
<script nonce="${nonce}">(${reviewClient.toString()})(${JSON.stringify(NAME_KEY)});</script>
</body>
</html>
`;
}
