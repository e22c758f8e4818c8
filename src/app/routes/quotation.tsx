import { useState } from 'react';
import { useSavedBusiness } from '../../api/business.ts';
import { errorMessage, NOT_OFFERED } from '../../api/errors.ts';
import { getQuotationPdf, makeQuotation } from '../../api/quotations.ts';
import { useStoreInfo } from '../../api/store-info.ts';
import type { TaxDocument } from '../../contract/invoice.ts';
import type { QuotationFormValues, QuotationRequestInput } from '../../contract/quotation.ts';
import { howToReach, policyParty } from '../../domain/policies.ts';
import { quotationFileName, quotationTexts } from '../../domain/quotation.ts';
import { usePdfDownload } from '../save-file.ts';
import { QuotationView } from '../../screens/quotation/quotation-view.tsx';
import { useCart } from '../../state/cart.ts';
import { useSession } from '../../state/session.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';

/**
 * /quotation: the cart as a quotation (POST /quotations, an extension), for a business buyer to
 * have the purchase approved before ordering. A signed-in buyer's form starts with the business
 * their last business order named. Rendered in the browser only (the cart is the browser's).
 */
export default function QuotationRoute() {
  const hydrated = useHydrated();
  const { items } = useCart();
  const signedIn = useSession().status === 'authenticated';
  const saved = useSavedBusiness(signedIn);
  const { data: store } = useStoreInfo();
  const [making, setMaking] = useState(false);
  // Not offered: said with the shop's contact details as they are at render (store info may come
  // after the press), not as they were when pressed.
  const [problem, setProblem] = useState<string | typeof NOT_OFFERED>();
  const [quotation, setQuotation] = useState<TaxDocument>();
  // What the quotation shown was made from: its PDF is drawn from the same.
  const [asked, setAsked] = useState<QuotationRequestInput>();
  const { downloading, download } = usePdfDownload();

  const make = async ({ state, legalName, gstin }: QuotationFormValues) => {
    setMaking(true);
    setProblem(undefined);
    const request: QuotationRequestInput = {
      items: items.map((item) => ({
        productId: item.id,
        quantity: item.quantity,
        ...(item.selectedSize && { size: item.selectedSize }),
        ...(item.selectedColor && { color: item.selectedColor }),
      })),
      state,
      ...(legalName && gstin && { buyer: { legalName, gstin } }),
    };
    try {
      const answer = await makeQuotation(request);
      if (answer === NOT_OFFERED) {
        setQuotation(undefined);
        setProblem(NOT_OFFERED);
      } else {
        setQuotation(answer);
        setAsked(request);
      }
    } catch (e) {
      setProblem(errorMessage(e, quotationTexts.failed));
    } finally {
      setMaking(false);
    }
  };

  const downloadPdf = () => {
    if (asked && quotation) void download(() => getQuotationPdf(asked), quotationFileName(quotation));
  };

  // The form starts with the saved business once known (signed out: at once).
  const business = saved.data ?? undefined;
  const known = hydrated && (!signedIn || saved.data !== undefined || saved.error !== undefined);
  return (
    <QuotationView
      key={known ? 'known' : 'waiting'}
      lines={hydrated ? items.length : undefined}
      defaults={
        business && {
          legalName: business.legalName,
          gstin: business.gstin,
          state: business.billingAddress?.state ?? '',
        }
      }
      onMake={make}
      making={making}
      problem={
        problem === NOT_OFFERED ? quotationTexts.notOffered(howToReach(policyParty(store ?? {}))) : problem
      }
      quotation={quotation}
      onPrint={() => window.print()}
      onDownloadPdf={downloadPdf}
      downloading={downloading}
    />
  );
}
