import type { Preview } from '@storybook/react-vite';
import { handlers } from '../src/mocks/handlers/index.ts';
import { clearToasts } from '../src/state/toasts.ts';
import { withCart, withFreshSwr, withRouter, withTheme } from './decorators.tsx';
import '../src/styles/index.css';
import './preview.css';

const preview: Preview = {
  decorators: [withCart, withFreshSwr, withRouter, withTheme],
  beforeEach({ msw }) {
    clearToasts();
    msw.use(...handlers);
  },
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    // Stories are tests: an accessibility violation fails the run.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280x800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
