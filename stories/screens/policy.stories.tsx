import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import NotFoundRoute from '../../src/app/routes/not-found.tsx';
import PolicyRoute from '../../src/app/routes/policy.tsx';
import { POLICY_TITLES } from '../../src/domain/policies.ts';
import {
  hostilePolicyHtml,
  storeInfoWithHostilePolicy,
  storeInfoWithPolicies,
} from '../../src/mocks/fixtures/store-info.ts';
import { loading, respond } from '../../src/mocks/overrides.ts';
import { notFoundTexts } from '../../src/screens/not-found/not-found-view.tsx';

const COMPANY = 'Gupta Supply Company Private Limited';
const EMAIL = 'support@guptasupply.example';

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

const at = (slug: string) => ({ route: { path: '/:policyType', url: `/${slug}` } });

// These stories render the route module `src/app/routes/policy.tsx` against the MSW handlers, and with it
// the views in src/screens/policy/: policy-text, policy-view.
const meta = {
  title: 'Screens/Policy',
  component: PolicyRoute,
  parameters: at('terms'),
} satisfies Meta<typeof PolicyRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    const text = await canvas.findByTestId('policy-default');
    await expect(text).toHaveTextContent(`every order you place with ${COMPANY}`);
    await expect(text).toHaveTextContent('Consumer Protection (E-Commerce) Rules, 2020');
    await expect(within(text).getByRole('heading', { level: 2, name: 'Grievance Officer' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', '*/api/v1/storeInfo'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(canvas.getByTestId('policy-loading')).toBeInTheDocument();
    await expect(canvas.queryByTestId('policy-default')).not.toBeInTheDocument();
  },
};

export const StoreHtml: Story = {
  beforeEach({ msw }) {
    msw.use(respond('get', '*/api/v1/storeInfo', storeInfoWithPolicies));
  },
  play: async ({ canvas }) => {
    const html = await canvas.findByTestId('safe-html');
    await expect(within(html).getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeVisible();
    await expect(html).toHaveTextContent(`These terms apply to every order placed with ${COMPANY}.`);
    await expect(html).toHaveTextContent('call +91 98765 43210');
    await expect(html).toHaveTextContent('Plot 14, Sector 5, IMT Manesar');
    await expect(html.innerHTML).not.toContain('{{');
    const mail = within(html).getByRole('link', { name: EMAIL });
    await expect(mail).toHaveAttribute('href', `mailto:${EMAIL}`);
    await expect(mail).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(html).getByRole('img', { name: `${COMPANY} logo` })).toHaveAttribute(
      'src',
      '/mock-images/logo.svg',
    );
    await expect(canvas.queryByTestId('policy-default')).not.toBeInTheDocument();
  },
};

export const HostileHtml: Story = {
  parameters: at('shipping'),
  beforeEach({ msw }) {
    delete window.__pwned;
    msw.use(respond('get', '*/api/v1/storeInfo', storeInfoWithHostilePolicy));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(hostilePolicyHtml).toContain('<script>');
    const html = await canvas.findByTestId('safe-html');
    await expect(html).toHaveTextContent('Orders ship within 0-7 working days.');
    await expect(html).toHaveTextContent(`Questions? Write to ${EMAIL}.`);
    await expect(html.querySelector('script, iframe, object, embed, form, input, style')).toBeNull();
    const all = [html, ...html.querySelectorAll('*')];
    const handlers = all.flatMap((el) =>
      [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')),
    );
    await expect(handlers).toEqual([]);
    await expect(all.filter((el) => el.hasAttribute('style'))).toEqual([]);
    const scriptUrls = all.filter((el) =>
      ['href', 'src', 'action'].some((a) => /javascript:/i.test(el.getAttribute(a) ?? '')),
    );
    await expect(scriptUrls).toEqual([]);
    await userEvent.click(canvas.getByText('Orders ship within 0-7 working days.'));
    await userEvent.hover(canvas.getByText('Hover me'));
    await userEvent.click(canvas.getByText('Track your parcel'));
    // Give the broken image's load error time to fire a handler, if one had survived.
    await waitFor(() => expect(html.querySelector('img')?.complete).toBe(true));
    await expect(window.__pwned).toBeUndefined();
  },
};

const slugStory = (slug: keyof typeof POLICY_TITLES, phrase: string): Story => ({
  parameters: at(slug),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: POLICY_TITLES[slug] })).toBeVisible();
    await expect(await canvas.findByTestId('policy-default')).toHaveTextContent(phrase);
  },
});

export const Terms = slugStory('terms', 'GST tax invoice');
export const Privacy = slugStory('privacy', 'Digital Personal Data Protection Act, 2023');
export const Refund = slugStory('refund', 'within 0-7 working days');
export const Return = slugStory('return', 'within 0-7 days of delivery');
export const Shipping = slugStory('shipping', 'Bulk orders: 10-15 business days.');
export const About = slugStory('about', `${COMPANY} is a trusted supply partner`);

/** With the app's own /404 route beside the policy route, as the router has it. */
const withNotFoundRoute = (slug: string): Story => ({
  parameters: { route: { path: '*', url: `/${slug}` } },
  render: () => (
    <Routes>
      <Route path="/404" element={<NotFoundRoute />} />
      <Route path="/:policyType" element={<PolicyRoute />} />
    </Routes>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: notFoundTexts.heading })).toBeVisible();
    await expect(canvas.queryByTestId('policy-default')).not.toBeInTheDocument();
  },
});

export const UnknownSlug = withNotFoundRoute('winter-sale');

export const ReservedWord = withNotFoundRoute('orders');
