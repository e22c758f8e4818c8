import { http, HttpResponse } from 'msw';
import type { TaxDocument } from '../../contract/invoice.ts';
import { isFinancialYear } from '../../domain/tax-documents.ts';
import { statementCsv, taxStatementTexts, taxYears } from '../../domain/tax-statement.ts';
import { mockAuthMessages } from './auth.ts';
import { hasBearer } from './request.ts';
import { extensionRoutes, mockPath } from './routes.ts';

/**
 * A shopper's statement of tax invoices as our server answers it (server/routes/account): the years
 * of `documents` and each year's CSV, built by the same rules (src/domain/tax-statement.ts). None
 * by default, so the account page shows no card; a story passes the documents it shows.
 */
export function taxStatementHandlers(documents: readonly TaxDocument[] = []) {
  const unauthorized = () => HttpResponse.json({ error: mockAuthMessages.unauthorized }, { status: 401 });
  return [
    http.get(mockPath(extensionRoutes.taxYears), ({ request }) =>
      hasBearer(request) ? HttpResponse.json({ data: taxYears(documents) }) : unauthorized(),
    ),
    http.get<{ fy: string }>(mockPath(extensionRoutes.taxStatement), ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const fy = params.fy.trim();
      if (!isFinancialYear(fy))
        return HttpResponse.json({ error: taxStatementTexts.badYear }, { status: 400 });
      const year = documents.filter((d) => d.financialYear === fy);
      if (year.length === 0) return HttpResponse.json({ error: taxStatementTexts.none(fy) }, { status: 404 });
      return new HttpResponse(statementCsv(year), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${taxStatementTexts.fileName(fy)}"`,
        },
      });
    }),
  ];
}
