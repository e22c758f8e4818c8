import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../../components/use-hydrated.ts';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { checkQuickOrder, useSavedLists } from '../../api/quick-order.ts';
import { isNotOffered } from '../../api/errors.ts';
import { MAX_QUICK_ORDER_LINES } from '../../contract/limits.ts';
import {
  checkKey,
  isReady,
  linesToCheck,
  padCartItems,
  padLines,
  padText,
  parseQuickOrder,
  quickOrderTexts as texts,
  withoutRows,
  type CheckedLine,
} from '../../domain/quick-order.ts';
import { QuickOrderView, type PadStatus } from '../../screens/quick-order/quick-order-view.tsx';
import { useCartStore } from '../../state/cart.ts';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import { noServerData, type ServerData } from '../server-render.ts';

/** Rendered on the server with the layout's data alone: the pad's list is the buyer's, in the browser. */
export const serverData: ServerData = noServerData;

/** The pad's text survives a reload in this tab (a long pasted list is not lost). */
const DRAFT_KEY = 'quick-order-draft';
const readDraft = () => {
  try {
    return sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
};
const keepDraft = (text: string) => {
  try {
    if (text === '') sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, text);
  } catch {
    // Storage refused (private mode, full): the pad works, the draft is not kept.
  }
};

/** How long typing must pause before the list is checked. */
const CHECK_DELAY_MS = 350;

export default function QuickOrderRoute() {
  const ready = useHydrated();
  const [edited, setEdited] = useState<string | null>(null);
  const [uploadProblem, setUploadProblem] = useState<string>();
  const cart = useCartStore();
  const { status: session } = useSession();
  const { data: savedLists } = useSavedLists(ready && session === 'authenticated');
  const [params] = useSearchParams();

  // Until the buyer edits it, the pad holds the list the address names (/quick-order?list=<id>,
  // from the account page), else this tab's draft (none on the server's page).
  const fromList = savedLists?.find((l) => l.id === params.get('list'));
  const text = edited ?? (fromList ? padText(fromList.lines) : ready ? readDraft() : '');
  const change = (next: string) => {
    setEdited(next);
    keepDraft(next);
  };

  const typed = useMemo(() => parseQuickOrder(text), [text]);
  const tooMany = typed.length > MAX_QUICK_ORDER_LINES;
  const wanted = useMemo(() => linesToCheck(typed), [typed]);

  // What the shop answered, by line (checkKey): a line edited back needs no new check.
  const [answers, setAnswers] = useState<ReadonlyMap<string, CheckedLine>>(() => new Map());
  // What to send: the lines not answered yet, once typing pauses.
  const [sent, setSent] = useState<{ sku: string; quantity?: number }[]>([]);
  useEffect(() => {
    const unanswered = wanted.filter((l) => !answers.has(checkKey(l)));
    const timer = setTimeout(() => setSent(tooMany ? [] : unanswered), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, tooMany, answers]);
  const check = useSWR(
    sent.length > 0 ? ['/quick-order', JSON.stringify(sent)] : null,
    async () => {
      const lines = await checkQuickOrder(sent);
      setAnswers(
        (known) => new Map([...known, ...lines.map((line, i) => [checkKey(sent[i]!), line] as const)]),
      );
      return lines;
    },
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );

  const lines = useMemo(() => padLines(typed, answers), [typed, answers]);
  const status: PadStatus =
    check.error && isNotOffered(check.error)
      ? 'not-offered'
      : check.error
        ? 'failed'
        : typed.length === 0
          ? 'idle'
          : lines.some((l) => l.pending)
            ? 'checking'
            : 'ready';

  const addAll = () => {
    const items = padCartItems(lines);
    for (const item of items) cart.add(item);
    toast({
      topic: 'cart',
      title: texts.added(items.length),
      variant: 'success',
    });
    change(withoutRows(text, new Set(lines.filter(isReady).map((l) => l.row))));
  };

  const upload = (file: File) => {
    file
      .text()
      .then((content) => {
        setUploadProblem(undefined);
        change(content);
      })
      .catch(() => setUploadProblem(texts.unreadableFile));
  };

  return (
    <QuickOrderView
      text={text}
      onTextChange={change}
      onUpload={upload}
      uploadProblem={tooMany ? texts.tooMany : uploadProblem}
      lines={tooMany ? [] : lines}
      status={status}
      onAddAll={addAll}
      savedLists={savedLists ?? undefined}
      onLoadList={(id) => {
        const list = savedLists?.find((l) => l.id === id);
        if (list) change(padText(list.lines));
      }}
    />
  );
}
