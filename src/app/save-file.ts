import { useState } from 'react';
import { errorMessage } from '../api/errors.ts';
import { invoiceTexts } from '../domain/invoice-texts.ts';
import { toast, type ToastTopic } from '../state/toasts.ts';

/** Hands a file to the browser to save (a download), under the name given. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What a failed download says: its notice's title and topic, and the words when the server gave none. */
export interface DownloadFailure {
  topic: ToastTopic;
  title: string;
  tryAgain: string;
}

/**
 * A file the server makes, saved under its name (an invoice's or a quotation's PDF, a year's
 * statement): one at a time, `busy` naming the one on its way; a failure is said in a notice, and
 * the page stays.
 */
export function useDownload(failure: DownloadFailure) {
  const [busy, setBusy] = useState<string>();
  const download = async (key: string, get: () => Promise<Blob>, name: string) => {
    if (busy !== undefined) return;
    setBusy(key);
    try {
      saveFile(await get(), name);
    } catch (e) {
      console.warn(`${failure.title}: ${name}`, e);
      toast({
        topic: failure.topic,
        title: failure.title,
        description: errorMessage(e, failure.tryAgain),
        variant: 'destructive',
      });
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, download };
}

/** A document's PDF, drawn by the server (the invoice's, a quotation's): `downloading` while it comes. */
export function usePdfDownload() {
  const { busy, download } = useDownload({
    topic: 'invoice',
    title: invoiceTexts.pdfFailedTitle,
    tryAgain: invoiceTexts.tryAgain,
  });
  return {
    downloading: busy !== undefined,
    download: (get: () => Promise<Blob>, name: string) => download('pdf', get, name),
  };
}
