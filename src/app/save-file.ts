import { useState } from 'react';
import { errorMessage } from '../api/errors.ts';
import { invoiceTexts } from '../domain/invoice-texts.ts';
import { toast } from '../state/toasts.ts';

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

/**
 * A document's PDF, drawn by the server and saved under `name` (the invoice, a quotation): one at a
 * time, `downloading` while it comes; a failure is said in a notice, and the page stays.
 */
export function usePdfDownload() {
  const [downloading, setDownloading] = useState(false);
  const download = async (get: () => Promise<Blob>, name: string) => {
    if (downloading) return;
    setDownloading(true);
    try {
      saveFile(await get(), name);
    } catch (e) {
      console.warn('The PDF failed', e);
      toast({
        topic: 'invoice',
        title: invoiceTexts.pdfFailedTitle,
        description: errorMessage(e, invoiceTexts.tryAgain),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
