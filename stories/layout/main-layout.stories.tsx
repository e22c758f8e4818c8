import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, Text } from '@radix-ui/themes';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { MainLayout } from '../../src/app/layouts/main-layout.tsx';
import { ScrollToTop } from '../../src/app/layouts/scroll-to-top.tsx';
import { STORE_INFO_ERROR } from '../../src/domain/store.ts';
import { storeInfo } from '../../src/mocks/fixtures/store-info.ts';
import { SERVER_ERROR } from '../../src/mocks/overrides.ts';
import { toast } from '../../src/state/toasts.ts';
import { goOffline, goOnline } from '../../src/mocks/offline.ts';
import { offlineTexts } from '../../src/components/offline-notice.tsx';

const STORE_NAME = storeInfo.storeName as string;

function SamplePage() {
  return (
    <Box px="4" py="9">
      <Heading as="h1">Sample page</Heading>
      <Text as="p">The page a route renders sits here, inside the main landmark.</Text>
    </Box>
  );
}

const meta = {
  title: 'Layout/MainLayout',
  component: MainLayout,
  render: () => (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={<SamplePage />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: STORE_NAME })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Sample page' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(storeInfo.companyAddress as string);
    await expect(canvas.queryByText(STORE_INFO_ERROR)).not.toBeInTheDocument();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveAttribute('href', '#main');
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

/** The store info call fails until `recovered` is set: Refresh then loads it. */
let recovered = false;

/**
 * A notice on a phone sits above the bottom bar and inside the screen's edges; a newer outcome on
 * the same topic takes the place of the older one.
 */
export const NoticeOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: STORE_NAME })).toBeVisible();
    toast({ topic: 'cart', title: 'Please select a size', variant: 'destructive' });
    toast({
      topic: 'cart',
      title: 'Added to cart',
      description: 'Floor Cleaner Liquid, Lavender, 5 L was added to your cart',
      variant: 'success',
    });
    const body = within(document.body);
    const notice = (await body.findByText('Added to cart')).closest('li')!;
    await expect(body.queryByText('Please select a size')).not.toBeInTheDocument();
    const bar = canvas.getByRole('navigation', { name: 'Quick links' }).getBoundingClientRect();
    const box = notice.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(bar.top);
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 8);
  },
};

export const StoreInfoError: Story = {
  beforeEach({ msw }) {
    recovered = false;
    msw.use(
      http.get('*/api/v1/storeInfo', () =>
        recovered
          ? HttpResponse.json(storeInfo)
          : HttpResponse.json({ error: SERVER_ERROR }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(STORE_INFO_ERROR)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accessories' })).toHaveAttribute(
      'href',
      '/products?category=accessories',
    );
    await expect(canvas.getByRole('link', { name: 'Supply Store' })).toBeVisible();
    recovered = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(canvas.queryByText(STORE_INFO_ERROR)).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: STORE_NAME })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'HouseHold Supplies' })).toBeVisible();
  },
};

/** Every route change starts at the top (ScrollToTop, which the app mounts once inside the router). */
export const ScrollsToTopOnRouteChange: Story = {
  render: () => (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<MainLayout />}>
          <Route
            path="*"
            element={
              <>
                <SamplePage />
                <div style={{ height: 2000 }} />
              </>
            }
          />
        </Route>
      </Routes>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: STORE_NAME });
    window.scrollTo(0, 1500);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(1000));
    await waitFor(() => expect(canvas.getByRole('banner')).toHaveAttribute('data-scrolled', 'true'));
    await userEvent.click(canvas.getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

/** Losing signal shows the offline notice above the page; it goes when the connection is back. */
export const Offline: Story = {
  beforeEach: () => goOffline(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(offlineTexts.browsing);
    goOnline();
    await waitFor(() => expect(canvas.queryByText(offlineTexts.browsing)).not.toBeInTheDocument());
    goOffline();
    await expect(await canvas.findByText(offlineTexts.browsing)).toBeVisible();
  },
};
