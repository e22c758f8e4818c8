import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import ApiTestRoute from '../../src/app/routes/api-test.tsx';
import { apiBase } from '../../src/api/base.ts';
import { storeInfo } from '../../src/mocks/fixtures/store-info.ts';
import { loading, networkError, respond, serverError } from '../../src/mocks/overrides.ts';
import { apiTestTexts as texts } from '../../src/screens/api-test/api-test-view.tsx';

// These stories render the route module `src/app/routes/api-test.tsx` against the MSW handlers, and with it
// the views in src/screens/api-test/: api-test-view.
const meta = {
  title: 'Screens/ApiTest',
  component: ApiTestRoute,
  parameters: { route: { path: '/api-test', url: '/api-test' } },
} satisfies Meta<typeof ApiTestRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

let calls = 0;

export const Connected: Story = {
  beforeEach({ msw }) {
    calls = 0;
    msw.use(
      http.get('*/api/v1/storeInfo', () => {
        calls += 1;
        return HttpResponse.json(storeInfo);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByTestId('api-base')).toHaveTextContent(apiBase());
    await expect(await canvas.findByText(texts.connected)).toBeVisible();
    await expect(canvas.getByText('Gupta Supply Co.')).toBeVisible();
    const json = canvas.getByTestId('api-response');
    await expect(json).toHaveTextContent('"storeName": "Gupta Supply Co."');
    await expect(json.textContent).toContain('\n  "companyName"');
    await expect(calls).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: texts.test }));
    await waitFor(() => expect(calls).toBe(2));
    await expect(await canvas.findByText(texts.connected)).toBeVisible();
  },
};

export const Testing: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', '*/api/v1/storeInfo'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.testing)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.test })).toBeDisabled();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '*/api/v1/storeInfo'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failed);
    await expect(canvas.getByText(texts.failedStatus)).toBeVisible();
    await expect(canvas.queryByTestId('api-response')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: texts.test })).toBeEnabled();
  },
};

export const NoResponse: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('get', '*/api/v1/storeInfo'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failed);
  },
};

/** An answer that is not store info is not a connection problem: its message is shown. */
export const UnexpectedAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(respond('get', '*/api/v1/storeInfo', { categories: 'not a list' }));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toMatch(/^Unexpected error: \S/));
  },
};
