import { http, HttpResponse } from 'msw';
import { productQuery } from '../../contract/product.ts';
import { isFeatured } from '../../domain/product.ts';
import { findProduct, products } from '../fixtures/products.ts';
import { readQuery } from './request.ts';

const same = (a: string | null | undefined, b: string | undefined) =>
  !b || (a ?? '').toLowerCase() === b.toLowerCase();

export const productHandlers = [
  http.get('*/api/v1/products', ({ request }) => {
    const query = readQuery(request, productQuery);
    if (!query.ok) return query.response;
    const { page, limit, category, parentCategory, featured } = query.data;
    const matching = products.filter(
      (p) =>
        same(p.category, category) &&
        same(p.parentCategory, parentCategory) &&
        (featured !== 'true' || isFeatured(p.attributes)),
    );
    const data = matching.slice((page - 1) * limit, page * limit);
    return HttpResponse.json({ data, pagination: { total: matching.length, page, limit } });
  }),
  http.get<{ id: string }>('*/api/v1/products/:id', ({ params }) => {
    const product = findProduct(params.id);
    return product
      ? HttpResponse.json(product)
      : HttpResponse.json({ error: 'Product not found' }, { status: 404 });
  }),
];
